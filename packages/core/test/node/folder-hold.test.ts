import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { type FolderHolder, FolderInUseError, folderHoldAddress, holdFolder } from "../../src/node/index.js";
import { rawControlIn } from "../../src/testing/index.js";

const root = mkdtempSync(join(tmpdir(), "rulekit-hold-"));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  rmSync(root, { recursive: true, force: true });
});

const KIND = "test-work";
const inUse = (holder: FolderHolder | null) => `in use by ${holder ? `process ${holder.pid}` : "someone"}`;
const folder = (name: string) => {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  return dir;
};
const refusal = (dir: string, kind = KIND) =>
  holdFolder(dir, { kind, inUse }).then(
    (hold) => hold.release().then(() => null),
    (error: unknown) => error as FolderInUseError,
  );

/** A process that holds `dir` and says "held" once it does. */
async function holdingProcess(dir: string): Promise<ChildProcess> {
  const module = fileURLToPath(new URL("../../src/node/index.ts", import.meta.url));
  const script = `const { holdFolder } = await import(${JSON.stringify(module)});
    await holdFolder(${JSON.stringify(dir)}, { kind: ${JSON.stringify(KIND)}, inUse: () => "" });
    console.log("held"); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ["--import", "tsx", "-e", script], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("held")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`the holder exited (${code})`)));
  });
  return child;
}

describe("holdFolder", () => {
  it("refuses a second hold of the same kind until the first is released; other kinds and folders are free", async () => {
    const dir = folder("one");
    const hold = await holdFolder(dir, { kind: KIND, inUse });
    const refused = await refusal(dir);
    expect(refused).toBeInstanceOf(FolderInUseError);
    expect(refused?.holder?.pid).toBe(process.pid);
    expect(refused?.message).toBe(`in use by process ${process.pid}`);
    expect(refused?.folder).toBe(dir);
    expect(await refusal(dir, "other-work")).toBeNull();
    expect(await refusal(folder("two"))).toBeNull();
    await hold.release();
    expect(await refusal(dir)).toBeNull();
  });

  it("is the same hold whatever the folder is called: a symlink, a trailing slash, a dot", async () => {
    const dir = folder("aliased");
    symlinkSync(dir, join(root, "alias"));
    const hold = await holdFolder(dir, { kind: KIND, inUse });
    try {
      for (const name of [join(root, "alias"), `${dir}/`, join(dir, ".")])
        expect(await refusal(name)).toBeInstanceOf(FolderInUseError);
    } finally {
      await hold.release();
    }
  });

  it("names another process that holds the folder, and is free the moment that process is killed", async () => {
    const dir = folder("child");
    const child = await holdingProcess(dir);
    expect((await refusal(dir))?.holder?.pid).toBe(child.pid);
    const gone = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await gone;
    expect(await refusal(dir)).toBeNull();
  });

  it("repeats nothing but a pid from whatever listens where the hold would", async () => {
    const dir = folder("squatted");
    const squatter: Server = createServer((socket) =>
      socket.end('{"pid":"\u001b]0;pwned\u0007","name":"\u001b[31mnow"}\n'),
    );
    await new Promise<void>((resolve) => squatter.listen(folderHoldAddress(dir, KIND), resolve));
    try {
      const refused = await refusal(dir);
      expect(refused).toBeInstanceOf(FolderInUseError);
      expect(refused?.holder).toBeNull();
      expect(refused?.message).toBe("in use by someone");
      expect(rawControlIn(refused?.message ?? "")).toBeNull();
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
  });
});
