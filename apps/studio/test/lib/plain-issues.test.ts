import { parseLevel } from "@rulekit/shell-tide";
import { describe, expect, it } from "vitest";
import { plainFieldName, plainIssue, refusedFileText } from "../../src/lib/plain-issues.ts";

describe("a refused file's problems in plain words (shared by the pages that open files)", () => {
  it("names fields from their JSON paths: lists counted from 1, one of a list in the singular", () => {
    expect(plainFieldName("$")).toBe("The file");
    expect(plainFieldName("$.id")).toBe("Id");
    expect(plainFieldName("$.nodes[3].starfish")).toBe("Node 4 › starfish");
    expect(plainFieldName("$.balance.maxTurns")).toBe("Balance › max turns");
    expect(plainFieldName("$.edges.right[0]")).toBe("Edges › right 1");
    expect(plainFieldName("$.commands[0]", { commands: "Moves" })).toBe("Move 1");
    expect(plainFieldName("$[2]")).toBe("Item 3");
  });

  it("says a Shell Tide level's problems with no validator wording", () => {
    const parsed = parseLevel({ nodes: [{ index: 0, type: "mud", starfish: -2 }], edges: {}, rules: 3 });
    if (parsed.ok) throw new Error("expected problems");
    const plain = parsed.issues.map((i) => plainIssue(i));
    for (const p of plain) {
      expect(`${p.field} ${p.message}`).not.toMatch(/Invalid input|expected \w+, received|Too (small|big)/);
      expect(p.path).toMatch(/^\$/);
    }
    expect(plain).toContainEqual({ field: "Id", message: "is missing", path: "$.id" });
    expect(plain).toContainEqual({
      field: "Node 1 › starfish",
      message: "must be 0 or more",
      path: "$.nodes[0].starfish",
    });
    expect(plain).toContainEqual({ field: "Rules", message: "must be a group of fields", path: "$.rules" });
    expect(plain.find((p) => p.path === "$.nodes[0].type")?.message).toBe("must be one of: sand, wet_pit");
  });

  it("rewords literals and keeps an engine's own message, without its prefix", () => {
    const issue = (message: string) => ({ path: "$.version", code: "invalid_value", message });
    expect(plainIssue(issue("Invalid input: expected 1")).message).toBe("must be 1");
    expect(plainIssue(issue("Invalid input: node 9 does not exist (0..3)")).message).toBe(
      "node 9 does not exist (0..3)",
    );
  });

  it("one line for a refused file: how many problems and the first", () => {
    const first = { field: "Id", message: "is missing", path: "$.id" };
    expect(refusedFileText("a.json", "a valid level", [first])).toBe(
      "a.json was not opened: it is not a valid level (1 problem; first: Id is missing).",
    );
    expect(refusedFileText("b.json", "a card-combat match log", [first, first])).toBe(
      "b.json was not opened: it is not a card-combat match log (2 problems; first: Id is missing).",
    );
  });
});
