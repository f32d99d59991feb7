import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { assembleContent } from "@rulekit/card-combat";
import { loadLevel, parseActions } from "@rulekit/reactor";
import { CLASSIC_V1, CLASSIC_V2, parseReplay, parseRuleSet } from "@rulekit/rps-grid";
import { parseLevel } from "@rulekit/shell-tide";
import { describe, expect, it } from "vitest";
import {
  CARD_CONTENT_FILES,
  cardContentFile,
  REACTOR_TUTORIAL_COUNT,
  REACTOR_TUTORIAL_NAMES,
  RPS_REPLAY_NAMES,
  RPS_RULE_SET_NAMES,
  type RpsRuleSetName,
  reactorTutorial,
  reactorTutorialActions,
  reactorTutorialPack,
  reactorTutorialProof,
  rpsReplay,
  rpsRuleSet,
  SHELL_TIDE_LEVEL_COUNT,
  SHELL_TIDE_PACK,
  shellTideLevel,
  shellTideLevels,
  shellTidePackProof,
} from "../src/index.js";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const file = (path: string) => JSON.parse(readFileSync(join(ROOT, path), "utf8"));
const jsonIn = (dir: string) =>
  readdirSync(join(ROOT, dir))
    .filter((name) => name.endsWith(".json"))
    .sort();
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe("Shell Tide", () => {
  const dir = `shell-tide/${SHELL_TIDE_PACK}`;

  it("level n is level-0n.json, and it parses with the engine", () => {
    expect(SHELL_TIDE_LEVEL_COUNT).toBe(10);
    for (const n of range(SHELL_TIDE_LEVEL_COUNT)) {
      const level = shellTideLevel(n);
      expect(level).toEqual(file(`${dir}/level-${String(n).padStart(2, "0")}.json`));
      expect(parseLevel(level).ok, `level ${n}`).toBe(true);
    }
    expect(shellTideLevels()).toEqual(range(10).map(shellTideLevel));
    expect(shellTidePackProof()).toEqual(file(`${dir}/proof.json`));
  });

  it("ships every file of the pack folder through an accessor", () => {
    const named = [...range(10).map((n) => `level-${String(n).padStart(2, "0")}.json`), "proof.json"];
    expect(jsonIn(dir)).toEqual(named.sort());
  });

  it("refuses a level the pack does not have, naming the range", () => {
    for (const n of [0, 11, 1.5, -1, Number.NaN])
      expect(() => shellTideLevel(n)).toThrow(
        new RangeError(`shellTideLevel(${n}): no such shipped data (levels 1 … 10)`),
      );
  });
});

describe("Reactor", () => {
  it("tutorial level n and its recordings follow pack.json, and they load with the engine", () => {
    const pack = file("reactor/pack.json");
    expect(reactorTutorialPack()).toEqual(pack);
    expect(REACTOR_TUTORIAL_COUNT).toBe(pack.levels.length);
    expect(REACTOR_TUTORIAL_NAMES).toEqual(
      pack.levels.map((l: { level: string }) => l.level.replace(".json", "")),
    );
    for (const n of range(REACTOR_TUTORIAL_COUNT)) {
      const entry = pack.levels[n - 1];
      expect(reactorTutorial(n)).toEqual(file(`reactor/${entry.level}`));
      expect(reactorTutorialActions(n)).toEqual(file(`reactor/${entry.solution}`));
      expect(reactorTutorialActions(n, "lose")).toEqual(file(`reactor/${entry.losing}`));
      expect(reactorTutorialProof(n)).toEqual(file(`reactor/${entry.level.replace(".json", ".proof.json")}`));
      expect(reactorTutorialProof(n)).toMatchObject({ format: "reactor-level-proof", level: entry.level });
      expect(loadLevel(reactorTutorial(n)).ok, `tutorial ${n}`).toBe(true);
      expect(parseActions(reactorTutorialActions(n, "lose")).ok, `tutorial ${n} lose`).toBe(true);
    }
  });

  it("ships every tutorial file through an accessor (the invalid/ fixtures are not shipped)", () => {
    const named = REACTOR_TUTORIAL_NAMES.flatMap((n) => [
      `${n}.json`,
      `${n}.lose.json`,
      `${n}.proof.json`,
      `${n}.solution.json`,
    ]);
    expect(jsonIn("reactor")).toEqual([...named, "pack.json"].sort());
  });

  it("refuses a level or a recording the tutorial does not have", () => {
    expect(() => reactorTutorial(8)).toThrow(
      "reactorTutorial(8): no such shipped data (tutorial levels 1 … 7)",
    );
    expect(() => reactorTutorialActions(1, "draw" as never)).toThrow(/"solution" or "lose"/);
  });
});

describe("RPS grid", () => {
  it("every RuleSet by name is its file and parses; classic is Classic v2", () => {
    for (const name of RPS_RULE_SET_NAMES) {
      const rules = rpsRuleSet(name);
      expect(rules).toEqual(file(`rps-grid/${name === "classic" ? "classic-v2" : name}.json`));
      expect(parseRuleSet(rules).ok, name).toBe(true);
    }
    expect(rpsRuleSet("classic")).toEqual(CLASSIC_V2);
    expect(rpsRuleSet("classic-v1")).toEqual(CLASSIC_V1);
  });

  it("every sample replay by name is its file and parses", () => {
    for (const name of RPS_REPLAY_NAMES) {
      expect(rpsReplay(name)).toEqual(file(`rps-grid/replays/${name}.json`));
      expect(parseReplay(rpsReplay(name)).ok, name).toBe(true);
    }
  });

  it("ships every RuleSet and replay file through an accessor", () => {
    expect(jsonIn("rps-grid")).toEqual(
      RPS_RULE_SET_NAMES.filter((n) => n !== "classic")
        .map((n) => `${n}.json`)
        .sort(),
    );
    expect(jsonIn("rps-grid/replays")).toEqual(RPS_REPLAY_NAMES.map((n) => `${n}.json`).sort());
  });

  it("refuses an unknown name, listing the names", () => {
    expect(() => rpsRuleSet("clasic" as RpsRuleSetName)).toThrow(
      `rpsRuleSet("clasic"): no such shipped data (${RPS_RULE_SET_NAMES.join(", ")})`,
    );
    expect(() => rpsRuleSet("toString" as RpsRuleSetName)).toThrow(RangeError);
    expect(() => rpsReplay("__proto__" as never)).toThrow(RangeError);
  });
});

describe("card combat", () => {
  it("cardContentFile reads the content folder, and assembleContent checks the whole content with it", () => {
    for (const path of CARD_CONTENT_FILES) expect(cardContentFile(path)).toEqual(file(`card-combat/${path}`));
    const assembled = assembleContent(cardContentFile);
    expect(assembled.ok).toBe(true);
    const manifest = file("card-combat/manifest.json");
    expect(CARD_CONTENT_FILES).toEqual(
      expect.arrayContaining(["manifest.json", ...manifest.factions, manifest.packs, manifest.encounters]),
    );
    expect(CARD_CONTENT_FILES).toHaveLength(manifest.factions.length + 3);
  });

  it("refuses a path it does not ship (no way out of the folder)", () => {
    for (const path of ["../package.json", "factions", "hasOwnProperty", "/etc/passwd"])
      expect(() => cardContentFile(path)).toThrow(RangeError);
  });
});

it("every call returns a fresh copy: editing what one caller got changes nothing for the next", () => {
  const edits: [() => unknown, (value: any) => void][] = [
    [() => shellTideLevel(1), (level) => level.nodes.pop()],
    [() => shellTidePackProof(), (proof) => (proof.pack = "edited")],
    [() => reactorTutorial(1), (level) => (level.meta.id = "edited")],
    [() => reactorTutorialActions(1), (actions) => actions.actions.push("x")],
    [() => reactorTutorialProof(1), (proof) => (proof.minTurns = 0)],
    [() => rpsRuleSet("classic"), (rules) => (rules.boardSize = 3)],
    [() => rpsReplay(RPS_REPLAY_NAMES[0]!), (replay) => replay.moves.pop()],
    [() => cardContentFile("manifest.json"), (manifest) => manifest.factions.pop()],
  ];
  for (const [get, edit] of edits) {
    const before = structuredClone(get());
    edit(get());
    const edited = get();
    edit(edited);
    expect(get()).toEqual(before);
    expect(edited).not.toEqual(before);
  }
});
