import { readFileSync } from "node:fs";
import type { Level, Pos } from "@rulekit/reactor";
import { loadLevel } from "@rulekit/reactor";
import {
  createEditorState,
  type EditorAction,
  type EditorState,
  editorReducer,
} from "../../src/routes/reactor/editor/editor-state.ts";
import { starterLevelOfSize } from "../../src/routes/reactor/editor/starter.ts";

/** A level file of the repository's levels/reactor/ folder, loaded through the engine. */
export function bundledLevel(name: string): Level {
  const text = readFileSync(new URL(`../../../../levels/reactor/${name}`, import.meta.url), "utf8");
  const loaded = loadLevel(text);
  if (!loaded.ok) throw new Error(`${name}: ${loaded.error.message}`);
  return loaded.level;
}

export function fixtureJson(name: string): unknown {
  return JSON.parse(readFileSync(new URL(`../../../../levels/reactor/${name}`, import.meta.url), "utf8"));
}

export const run = (state: EditorState, actions: EditorAction[]): EditorState =>
  actions.reduce(editorReducer, state);

export const click = (x: number, y: number): EditorAction[] => [
  { type: "press", at: { x, y } },
  { type: "release" },
];

/** A stroke from `from` through the cells of a row or column to `to`. */
export function drag(from: Pos, to: Pos): EditorAction[] {
  const cells: Pos[] = [];
  const dx = Math.sign(to.x - from.x);
  const dy = Math.sign(to.y - from.y);
  for (let p = { ...from }; ; p = { x: p.x + dx, y: p.y + dy }) {
    cells.push(p);
    if (p.x === to.x && p.y === to.y) break;
  }
  const [first, ...rest] = cells;
  return [
    { type: "press", at: first as Pos },
    ...rest.map((at): EditorAction => ({ type: "drag", at })),
    { type: "release" },
  ];
}

/**
 * The small level the e2e test authors, built through the editor reducer alone: three carriers on three
 * rows (source at x=0, consumer at x=2), a reactor at (3,1), an eye terminal at (1,1), the electricity
 * source switched off so the player has to enable it.
 */
export function authorSmallLevel(): EditorState {
  let s = createEditorState(starterLevelOfSize(5, 3));
  const rows = [
    ["net-fuel", "fuel", 0],
    ["net-coolant", "coolant", 1],
    ["net-electricity", "electricity", 2],
  ] as const;
  for (const [tool, carrier, y] of rows) {
    s = run(s, [{ type: "tool", tool }, ...drag({ x: 0, y }, { x: 2, y })]);
    s = run(s, [{ type: "options", options: { carrier } }, { type: "tool", tool: "flow" }, ...click(0, y)]);
    s = run(s, [{ type: "tool", tool: "consumer" }, ...click(2, y)]);
  }
  s = run(s, [{ type: "tool", tool: "reactor-control" }, ...click(3, 1)]);
  s = run(s, [{ type: "tool", tool: "terminal" }, ...click(1, 1)]);
  const source = s.history.present.props.find((p) => p.kind === "flow" && p.carrier === "electricity");
  if (!source) throw new Error("no electricity source");
  return run(s, [
    {
      type: "edit",
      update: (l) => ({
        ...l,
        props: l.props.map((p) => (p.id === source.id ? { ...p, enabled: false } : p)),
      }),
    },
  ]);
}
