import { readFileSync } from "node:fs";
import { createRng, nextInt } from "@rulekit/core";
import { mutate } from "../../../tooling/fuzz/mutate.ts";
import { axeViolations, expect, type Page } from "./fixtures.ts";

/** Shared by the rps-*.spec.ts files written for issue 35: sizes, axe, hostile RuleSet files. */

export const SIZES = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
] as const;

export async function expectAxeClean(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

/** The page is no wider than the screen (nothing cut off sideways at 390 px). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(client);
}

const CLASSIC = JSON.parse(
  readFileSync(new URL("../../../levels/rps-grid/classic-v2.json", import.meta.url), "utf8"),
) as unknown;

/**
 * Hostile RuleSet files as the CLI's fuzzer makes them (tooling/fuzz/mutate.ts, seeded like `pnpm fuzz`):
 * the shipped classic RuleSet with one to three mutations each — types flipped, keys dropped or repeated,
 * huge numbers, deep nesting, `__proto__` keys — plus a few written by hand.
 */
export function hostileRuleSets(count: number): { name: string; text: string }[] {
  const files = [
    { name: "hello.json", text: '{"hello":"world"}' },
    { name: "not-json.json", text: "{ this is not JSON" },
    { name: "list.json", text: "[1,2,3]" },
  ];
  for (let i = 0; i < count; i++) {
    const rng = createRng(`rulekit-fuzz-1/studio/rps-rules/${i}`);
    files.push({
      name: `fuzz-${i}.json`,
      text: mutate(structuredClone(CLASSIC), (n) => nextInt(rng, n)).text,
    });
  }
  return files;
}
