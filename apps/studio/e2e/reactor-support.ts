import { readFileSync } from "node:fs";
import { createRng, nextInt } from "@rulekit/core";
import { type Action, loadLevel } from "@rulekit/reactor";
import { mutate } from "../../../tooling/fuzz/mutate.ts";
import { PLAY_KEYS } from "../src/routes/reactor/play/play-keys.ts";
import { expect, type Page } from "./fixtures.ts";

// The axe and page-width checks the issue-35 specs share (written once, in rps-support.ts).
export { expectAxeClean, expectNoSidewaysScroll } from "./rps-support.ts";

/** Shared by reactor-player.spec.ts (issue 35's Reactor bullet): tutorials, keys, hostile files. */

const LEVELS = new URL("../../../levels/reactor/", import.meta.url);
export const readLevelFile = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(name, LEVELS), "utf8"));
export const recordedLine = (name: string): Action[] =>
  (readLevelFile(name) as { actions: Action[] }).actions;

/** The preview's key for an action on the focused map (the page's own table, play-keys.ts), or null. */
export function keyFor(action: Action): string | null {
  const same = (a: Action) => JSON.stringify(a) === JSON.stringify(action);
  return Object.entries(PLAY_KEYS).find(([, a]) => same(a))?.[0] ?? null;
}

/**
 * Plays `actions` on the preview with the keyboard alone (keys on the focused map), waiting after each for
 * the engine's answer (the address's list of actions grows by one, or the level ends).
 */
export async function playWithKeys(page: Page, actions: readonly Action[]): Promise<void> {
  const map = page.getByTestId("play-map");
  await map.focus();
  for (const action of actions) {
    const key = keyFor(action);
    if (!key) throw new Error(`no key for ${JSON.stringify(action)}`);
    const before = await playedCount(page);
    await page.keyboard.press(key);
    await expect.poll(() => playedCount(page)).toBe(before + 1);
  }
}

/** How many actions the address says were played. */
export async function playedCount(page: Page): Promise<number> {
  const actions = new URL(page.url()).searchParams.get("actions");
  return actions ? actions.split(".").length : 0;
}

/**
 * Hostile level files as the CLI's fuzzer makes them (tooling/fuzz/mutate.ts, seeded like `pnpm fuzz`): a
 * shipped tutorial with one to three mutations each — types flipped, keys dropped or repeated, huge numbers,
 * deep nesting, `__proto__` keys — keeping only those the engine's loader refuses, plus a few by hand.
 */
export function hostileLevels(count: number): { name: string; text: string }[] {
  const files = [
    { name: "hello.json", text: '{"hello":"world"}' },
    { name: "not-json.json", text: "{ this is not JSON" },
    { name: "deep.json", text: `${"[".repeat(5000)}${"]".repeat(5000)}` },
  ];
  const tutorial = readLevelFile("04-leaks-and-remedies.json");
  for (let i = 0; files.length < count + 3 && i < 200; i++) {
    const rng = createRng(`rulekit-fuzz-1/studio/reactor-level/${i}`);
    const { text } = mutate(structuredClone(tutorial), (n) => nextInt(rng, n));
    let refused = true;
    try {
      refused = !loadLevel(JSON.parse(text), { validate: false }).ok;
    } catch {
      refused = true;
    }
    if (refused) files.push({ name: `fuzz-${i}.json`, text });
  }
  return files;
}

/** Colours the alarm is drawn in (styles.css --danger), as computed styles write them. */
export const DANGER = "rgb(179, 38, 30)";

/** The texts inside `selector` drawn in the alarm colour (text or border), for "nothing red after a win". */
export async function redTexts(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(
    ([sel, danger]) => {
      const root = document.querySelector(sel as string);
      if (!root) return ["(no such element)"];
      const found: string[] = [];
      for (const el of root.querySelectorAll<HTMLElement>("*")) {
        if (el.closest("svg") || el.closest("[hidden]")) continue;
        const style = getComputedStyle(el);
        const own = [...el.childNodes].some((n) => n.nodeType === 3 && (n.textContent ?? "").trim() !== "");
        if (
          (own && style.color === danger) ||
          style.borderTopColor === danger ||
          style.borderLeftColor === danger
        )
          found.push(`${el.tagName.toLowerCase()}: ${(el.textContent ?? "").trim().slice(0, 80)}`);
      }
      return found;
    },
    [selector, DANGER],
  );
}
