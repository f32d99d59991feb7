import { CARRIERS, type Carrier, createEmptyLevel } from "@rulekit/reactor";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createEditorState } from "../../src/routes/reactor/editor/editor-state.ts";
import { setNetworkCell } from "../../src/routes/reactor/editor/level-edits.ts";
import { carrierUnder } from "../../src/routes/reactor/editor/prop-factory.ts";
import { click, drag, run } from "./helpers.ts";

/** A 5×3 level with a coolant pipe on row 0, a power cable on row 1 and both crossing at (1,2). */
function piped() {
  let l = createEmptyLevel(5, 3);
  for (let x = 0; x < 5; x++) l = setNetworkCell(l, "coolant", { x, y: 0 }, true);
  for (let x = 0; x < 5; x++) l = setNetworkCell(l, "electricity", { x, y: 1 }, true);
  l = setNetworkCell(l, "coolant", { x: 1, y: 2 }, true);
  return setNetworkCell(l, "fuel", { x: 1, y: 2 }, true);
}

describe("a placed prop takes the carrier of the network under it", () => {
  it("Flow source and Consumer on a coolant pipe are coolant, on a power cable electricity, with ids to match", () => {
    // The palette's carrier is still the default, fuel.
    let s = createEditorState(piped());
    s = run(s, [{ type: "tool", tool: "flow" }, ...click(0, 0), ...click(0, 1)]);
    s = run(s, [{ type: "tool", tool: "consumer" }, ...click(4, 0), ...click(4, 1)]);
    const props = s.history.present.props.map((p) => [p.id, "carrier" in p ? p.carrier : null]);
    expect(props).toEqual([
      ["coolant-source-1", "coolant"],
      ["electricity-source-1", "electricity"],
      ["coolant-consumer-1", "coolant"],
      ["electricity-consumer-1", "electricity"],
    ]);
  });

  it("a leak goes on the network under the cell, and a second click there removes it", () => {
    let s = createEditorState(piped());
    s = run(s, [{ type: "tool", tool: "leak" }, ...click(2, 1)]);
    expect(s.history.present.leaks.map((l) => [l.id, l.carrier])).toEqual([
      ["electricity-leak-1", "electricity"],
    ]);
    s = run(s, click(2, 1));
    expect(s.history.present.leaks).toEqual([]);
  });

  it("where networks cross the chosen carrier wins if it is there; off any network the chosen carrier is used", () => {
    const l = piped();
    expect(carrierUnder(l, { x: 1, y: 2 }, "fuel")).toBe("fuel");
    expect(carrierUnder(l, { x: 1, y: 2 }, "coolant")).toBe("coolant");
    expect(carrierUnder(l, { x: 1, y: 2 }, "electricity")).toBe("fuel");
    expect(carrierUnder(l, { x: 3, y: 2 }, "electricity")).toBe("electricity");
  });

  it("property: the carrier is always one of the networks under the cell, or the chosen one where there is none", () => {
    const carrier = fc.constantFrom<Carrier>(...CARRIERS);
    fc.assert(
      fc.property(fc.subarray([...CARRIERS]), carrier, (under, chosen) => {
        let l = createEmptyLevel(3, 3);
        for (const c of under) l = setNetworkCell(l, c, { x: 1, y: 1 }, true);
        const got = carrierUnder(l, { x: 1, y: 1 }, chosen);
        if (under.length === 0) expect(got).toBe(chosen);
        else expect(under).toContain(got);
        if (under.includes(chosen)) expect(got).toBe(chosen);
      }),
    );
  });

  it("a painted stroke then a source on it: the source follows the paint, not the palette", () => {
    let s = createEditorState(createEmptyLevel(4, 2));
    s = run(s, [{ type: "tool", tool: "net-coolant" }, ...drag({ x: 0, y: 1 }, { x: 3, y: 1 })]);
    s = run(s, [
      { type: "options", options: { carrier: "electricity" } },
      { type: "tool", tool: "flow" },
    ]);
    s = run(s, click(0, 1));
    expect(s.history.present.props[0]).toMatchObject({ id: "coolant-source-1", carrier: "coolant" });
  });
});
