import { CLASSIC_V2, parseRuleSet } from "@rulekit/rps-grid";
import { describe, expect, it } from "vitest";
import { fieldName, plainIssue } from "../../src/routes/rps/plain-issues.ts";

const issuesOf = (value: unknown) => {
  const parsed = parseRuleSet(value);
  if (parsed.ok) throw new Error("expected problems");
  return parsed.issues;
};

describe("RuleSet problems in plain words", () => {
  it("names the field and says what is wrong, with no schema wording", () => {
    const words = (value: unknown) => issuesOf(value).map((i) => plainIssue(i, 9, 9));
    expect(words({ ...CLASSIC_V2, pieceTypes: { R: -1, P: 3, S: 3 } })).toEqual([
      { field: "Army: Rock", message: "must be 0 or more", path: "$.pieceTypes.R" },
    ]);
    expect(
      words({ ...CLASSIC_V2, id: "", maxMoves: 0, pieceTypes: { R: 1.5, P: "x", S: 3 } }).map(
        (p) => `${p.field} ${p.message}`,
      ),
    ).toEqual([
      "Id must not be empty",
      "Army: Rock must be a whole number",
      "Army: Paper must be a number",
      "Move limit must be 1 or more",
    ]);
    const hostile = words({ hello: "world" });
    expect(hostile.find((p) => p.path === "$.boardSize")).toMatchObject({
      field: "Board size",
      message: "is missing",
    });
    expect(hostile.find((p) => p.path === "$.engine")?.message).toBe("must be “rps-grid-v1”");
    const kinds = words({ ...CLASSIC_V2, movementByType: { R: { kind: "slide" } } });
    expect(kinds[0]).toMatchObject({
      field: "Rock moves like",
      message: expect.stringMatching(/^must be one of: king, rook/),
    });
    for (const p of [...hostile, ...kinds]) {
      expect(p.message).not.toMatch(/expected|received|Too (small|big)|Invalid|\$\./);
      expect(p.field).not.toMatch(/\$|\[|\]/);
    }
  });

  it("names cells by coordinates and fields by what the editor calls them", () => {
    const [home] = issuesOf({ ...CLASSIC_V2, boardSize: 7 }).map((i) => plainIssue(i, 7, 7));
    expect(home).toMatchObject({ field: "Home of player 1", message: "is off the 7×7 board" });
    expect(fieldName("$.startingPositions[1][3]")).toBe("Start cell 4 of player 1");
    expect(fieldName("$.playerPieceTypes[0].S")).toBe("Army of player 0: Scissors");
    expect(fieldName("$.movementByType.S.directions[2]")).toBe("Scissors directions 3");
    expect(fieldName("$")).toBe("The file");
  });

  it("names a replay's own fields as the studio's other files: capitalised, lists counted from 1", () => {
    expect(fieldName("$.format")).toBe("Format");
    expect(fieldName("$.moves[0].ply")).toBe("Move 1 › ply");
    expect(fieldName("$.result.winReason")).toBe("Result › win reason");
  });
});
