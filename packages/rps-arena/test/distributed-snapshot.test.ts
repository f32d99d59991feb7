import { describe, expect, it } from "vitest";
import { encodeSnapshot, SnapshotError, verifySnapshot } from "../src/distributed/snapshot.js";
import { loadSubmission } from "../src/submission/load-submission.js";
import { botDir } from "./helpers/real-bots.js";

const submission = loadSubmission(botDir("cpp-greedy"));
const edited = (edit: (snapshot: any) => void) => {
  const snapshot = JSON.parse(encodeSnapshot(submission));
  edit(snapshot);
  return JSON.stringify(snapshot);
};

describe("submission snapshots for workers", () => {
  it("round-trips: the worker gets the same files and hash, under the tournament's name", () => {
    const copy = verifySnapshot(encodeSnapshot(submission), submission.sourceHash, "renamed");
    expect(copy.sourceHash).toBe(submission.sourceHash);
    expect(copy.name).toBe("renamed");
    expect(copy.files.map((f) => [f.path, f.content.toString("hex")])).toEqual(
      submission.files.map((f) => [f.path, f.content.toString("hex")]),
    );
  });

  it("refuses a snapshot whose files do not hash to the expected source hash", () => {
    const changed = edited((s) => {
      s.files[0].content = Buffer.from("int main() { return 1; }\n").toString("base64");
    });
    expect(() => verifySnapshot(changed, submission.sourceHash, "x")).toThrow(/hash to sha256:/);
    // The snapshot's own claim does not count: the files are hashed again.
    expect(() => verifySnapshot(encodeSnapshot(submission), `sha256:${"0".repeat(64)}`, "x")).toThrow(
      SnapshotError,
    );
  });

  it("refuses paths that could leave the build folder, duplicates, and a missing snapshot", () => {
    for (const path of ["../escape.cpp", "/etc/passwd", "-o", "a/../../b.cpp"]) {
      const bad = edited((s) => {
        s.files.push({ path, content: "" });
      });
      expect(() => verifySnapshot(bad, submission.sourceHash, "x")).toThrow(/a snapshot path/);
    }
    const twice = edited((s) => {
      s.files.push(s.files[0]);
    });
    expect(() => verifySnapshot(twice, submission.sourceHash, "x")).toThrow(/twice/);
    const fileAndFolder = edited((s) => {
      s.files.push({ path: `${s.files[0].path}/inner.cpp`, content: "" });
    });
    expect(() => verifySnapshot(fileAndFolder, submission.sourceHash, "x")).toThrow(
      /both a file and a folder/,
    );
    expect(() => verifySnapshot(null, submission.sourceHash, "x")).toThrow(/not in the store/);
    expect(() => verifySnapshot("{", submission.sourceHash, "x")).toThrow(/not JSON/);
  });
});
