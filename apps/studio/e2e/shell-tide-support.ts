import { readFileSync } from "node:fs";
import { expect, type Page } from "./fixtures.ts";

/** Shared by the shell-tide*.spec.ts files: the level pack, stored players, and paused time. */
const PACK = new URL("../../../levels/shell-tide/full-rescue-v2/", import.meta.url);

export type Direction = "left" | "right";
export interface LevelFile {
  id: string;
  nodes: { index: number; type: string; starfish: number; currentDirection?: Direction }[];
  edges: { left: number[]; right: number[] };
  layout: { slots: { row: number; col: number }[] };
  balance: { optimalTurns: number; maxTurns: number };
  rules: { finalTideSweep: boolean; wetPitRescue: boolean };
}
export interface ProofFile {
  levels: {
    level: number;
    optimalTurns: number;
    maxTurns: number;
    p75: number;
    fingerprint: string;
    optimalPath: { node: number; direction: Direction }[];
    completion: { distribution: { turns: number; share: number }[] };
    table: { p75: number; slackRange: [number, number] };
    recoverySlack: number;
  }[];
}

export const levelText = (n: number) =>
  readFileSync(new URL(`level-${String(n).padStart(2, "0")}.json`, PACK), "utf8");
export const readLevel = (n: number): LevelFile => JSON.parse(levelText(n));
export const readProof = (): ProofFile => JSON.parse(readFileSync(new URL("proof.json", PACK), "utf8"));
export const proofOf = (n: number) => readProof().levels.find((l) => l.level === n)!;

/** A returning player (profile saved), in `locale`, with optional progress. */
export async function returningPlayer(page: Page, locale: "vi" | "en", progress?: object) {
  await page.addInitScript(
    ([loc, prog]) => {
      localStorage.setItem(
        "rescueFlowPlayerProfileV1",
        JSON.stringify({
          version: 1,
          playerId: "e2e-player",
          gender: "male",
          nickname: "Tester",
          locale: loc,
          welcomeStatus: "completed",
          welcomeCompletedAt: "2025-06-01T00:00:00.000Z",
          persistenceAvailable: true,
        }),
      );
      if (prog) localStorage.setItem("shellTide.progress.v1", JSON.stringify(prog));
    },
    [locale, progress ?? null] as const,
  );
}

/** Progress saying each of these levels was already played (so it opens without its Dolphin beat). */
export const playedLevels = (...levels: number[]) => ({
  version: 1,
  levels: Object.fromEntries(
    levels.map((n) => [
      String(n),
      { bestStars: 0, completed: false, activity: { briefing_done: 1, intro_done: 1, commit: 1 } },
    ]),
  ),
});

/**
 * Fake time that moves only when the test says so (`runFor`): a loaded machine can no longer let a timed
 * scene pass on its own between two assertions.
 */
export async function stopTheClock(page: Page) {
  await page.clock.install({ time: new Date("2025-06-01T09:00:00Z") });
  await page.clock.pauseAt(new Date("2025-06-01T09:00:01Z"));
}

/**
 * Opens `path` on a paused clock. The studio loads each engine's pages on first visit and React shows
 * them through a timed Suspense reveal, so the clock is moved in 20 ms steps until `ready` is on the page:
 * the page's own timers have at most that much head start.
 */
export async function gotoPaused(page: Page, path: string, ready: string) {
  await page.goto(path);
  await revealPaused(page, ready);
}

export async function revealPaused(page: Page, ready: string) {
  const target = page.getByTestId(ready);
  for (let step = 0; step < 500 && (await target.count()) === 0; step++) await page.clock.runFor(20);
  await expect(target.first()).toBeAttached();
}

/**
 * Moves paused time on by `ms` in steps: React renders a timer's update after the timer has run, and the
 * next timer (an animation's next frame) is set from that render, so one long runFor would fire only one.
 */
export async function advance(page: Page, ms: number, step = 50) {
  for (let t = 0; t < ms; t += step) await page.clock.runFor(Math.min(step, ms - t));
}

/** A plain 12-pit ring level file (right = i + 1, the standard 4×4 layout); "W" is a wet pit. */
export function ringFile(cells: (number | "W")[], sweep = false) {
  const n = cells.length;
  return {
    id: "draft-ring",
    nodes: cells.map((c, index) =>
      c === "W" ? { index, type: "wet_pit", starfish: 0 } : { index, type: "sand", starfish: c },
    ),
    edges: {
      left: Array.from({ length: n }, (_, i) => (i + n - 1) % n),
      right: Array.from({ length: n }, (_, i) => (i + 1) % n),
    },
    rules: { finalTideSweep: sweep, wetPitRescue: cells.includes("W") },
  };
}

/** The center of an element's box. */
export async function centerOf(page: Page, testId: string) {
  const box = (await page.getByTestId(testId).boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Boxes overlap (strictly: touching edges do not count). */
export const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

export const inside = (
  inner: { x: number; y: number; width: number; height: number },
  outer: { x: number; y: number; width: number; height: number },
  slack = 0.5,
) =>
  inner.x >= outer.x - slack &&
  inner.y >= outer.y - slack &&
  inner.x + inner.width <= outer.x + outer.width + slack &&
  inner.y + inner.height <= outer.y + outer.height + slack;
