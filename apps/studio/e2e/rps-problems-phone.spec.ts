import { fileURLToPath } from "node:url";
import { expect, test } from "./fixtures.ts";
import { expectNoSidewaysScroll } from "./rps-support.ts";

/**
 * A broken file's problems on a 390×844 phone. Before, the replay page said them in the validator's own
 * words ("$.format: Invalid input: expected "rulekit-rps-replay"; $.engine: Invalid input: expected object,
 * received undefined (+15 more)") over the table that says them in plain words, and that table, with its
 * long JSON paths, made the whole page 452 px wide: its last column was off the screen.
 */
const FIXTURES = fileURLToPath(new URL("../test/rps/fixtures/", import.meta.url));
test.use({ viewport: { width: 390, height: 844 } });

/** Not a replay: the wrong format, no engine, rules, seed, limits, bots or result, three broken moves. */
const BROKEN = JSON.stringify({ format: "rps-replay", version: 1, moves: [1, 2, { player: 7 }] });

test("a broken replay: the problems in plain words, the table inside the screen", async ({ page, shot }) => {
  await page.goto("/rps/replay");
  await page.getByTestId("rps-replay-file").setInputFiles({
    name: "broken.json",
    mimeType: "application/json",
    buffer: Buffer.from(BROKEN),
  });
  const error = page.getByTestId("rps-replay-error");
  await expect(error).toHaveAttribute("role", "alert");
  const summary = error.locator("p").first();
  await expect(summary).toHaveText(
    /^broken\.json was not opened: it is not a valid replay \(\d+ problems; first: Format must be “rulekit-rps-replay”\)\.$/,
  );
  await expect(summary).not.toContainText("Invalid input");
  const table = page.getByTestId("rps-issues");
  await expect(table).toContainText("$.moves[2].userdataBytes");
  const box = (await table.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await expectNoSidewaysScroll(page);
  await shot("rps-replay-problems-phone");
});

test("a broken RuleSet: its problems table fits the screen too", async ({ page }) => {
  await page.goto("/rps/rules");
  await page.getByTestId("rps-rules-file").setInputFiles(`${FIXTURES}bad-rules.json`);
  const table = page.getByTestId("rps-issues").first();
  await expect(table).toContainText("$.startingPositions[0][0]");
  const box = (await table.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await expectNoSidewaysScroll(page);
});
