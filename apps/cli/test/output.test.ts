import { describe, expect, it } from "vitest";
import { formatTable } from "../src/io/output.js";

describe("formatTable", () => {
  it("aligns columns under a header rule", () => {
    expect(
      formatTable(
        ["bot", "wins"],
        [
          ["python-greedy", 3],
          ["cpp", 12],
        ],
      ),
    ).toBe(
      ["bot            wins", "-------------  ----", "python-greedy  3", "cpp            12"].join("\n"),
    );
  });
});
