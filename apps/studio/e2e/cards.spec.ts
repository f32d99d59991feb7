import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Page, test } from "./fixtures.ts";

const REPO = fileURLToPath(new URL("../../../", import.meta.url));
const CLI = join(REPO, "apps/cli/dist/bin.js");

async function startMatch(page: Page, seed: string) {
  await page.goto("/cards");
  await expect(page.getByRole("heading", { level: 1, name: "Card Combat sandbox" })).toBeVisible();
  await page.getByLabel("Seed").fill(seed);
  await page.getByTestId("cards-start").click();
  await expect(page.getByTestId("cards-status")).toContainText(`seed ${seed}`);
}

/** Clicks the first legal command until the match is over (the AI plays side B by itself). */
async function playToTheEnd(page: Page) {
  const over = page.getByTestId("cards-status").filter({ hasText: /wins|draw/ });
  const command = page.getByTestId("cards-command").first();
  for (let i = 0; i < 600; i++) {
    // Wait for a state (a command to click, or the end), never read a status that may not have rendered yet.
    await expect(over.or(command).first()).toBeVisible();
    if (await over.isVisible()) return i;
    await command.click();
  }
  throw new Error("the match did not end in 600 clicks");
}

test("a match is played to the end with clicks, stepped through, and its exported log replays in the CLI", async ({
  page,
  shot,
}, testInfo) => {
  await startMatch(page, "e2e-match");
  await expect(page.getByTestId("cards-entity")).toHaveCount(2);
  await shot("cards-start");
  const clicks = await playToTheEnd(page);
  expect(clicks).toBeGreaterThan(5);
  await expect(page.getByTestId("cards-status")).toContainText(/wins \(leader_defeated|both_defeated\)|draw/);
  const log = page.getByTestId("cards-event-log");
  await expect(log).toContainText(/requested \d+/);
  await expect(log).toContainText(/applied \d+/);
  await shot("cards-match-over");

  // Back one step: the match is live again on screen, commands are disabled until "play on from here".
  await page.getByTestId("cards-back").click();
  await expect(page.getByText(/You are looking at an earlier step/)).toBeVisible();
  await expect(page.getByTestId("cards-status")).not.toContainText("wins");
  await page.getByTestId("cards-forward").click();
  await expect(page.getByTestId("cards-status")).toContainText(/wins|draw/);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("cards-export").click(),
  ]);
  const file = testInfo.outputPath("match-log.json");
  await download.saveAs(file);
  const exported = JSON.parse(readFileSync(file, "utf8"));
  expect(exported.format).toBe("rulekit.cards.match-log");
  expect(exported.final.status).toBe("over");
  const replay = spawnSync(process.execPath, [CLI, "cards", "replay", file, "--json"], { encoding: "utf8" });
  expect(replay.stderr).toBe("");
  expect(replay.status).toBe(0);
  expect(JSON.parse(replay.stdout)).toMatchObject({
    kind: "match",
    ok: true,
    stateHash: exported.final.stateHash,
  });

  // A tampered copy is caught by the CLI.
  exported.final.stateHash = "0".repeat(32);
  const tampered = testInfo.outputPath("tampered.json");
  writeFileSync(tampered, JSON.stringify(exported));
  expect(spawnSync(process.execPath, [CLI, "cards", "replay", tampered], { encoding: "utf8" }).status).toBe(
    1,
  );

  // The exported log opens again in the sandbox, at its start, ready to step through.
  await page.getByTestId("cards-import").setInputFiles(file);
  await expect(page.getByText(/commands loaded and verified/)).toBeVisible();
  await expect(page.getByText(/^Step 0 of \d+/)).toBeVisible();
  // The tampered copy loads too, but the page says it does not match its recorded final state.
  await page.getByTestId("cards-import").setInputFiles(tampered);
  await expect(page.getByRole("alert")).toContainText("the replay does not match the log: final state hash");
});

test("two decks with no AI: both sides are played from the keyboard, the timeline moves with arrow keys", async ({
  page,
}) => {
  await page.goto("/cards");
  await page.getByLabel("Two decks").check();
  await page.getByLabel("The AI plays side B").uncheck();
  await page.getByLabel("Seed").fill("keys");
  await page.getByLabel("Seed").press("Enter");
  await expect(page.getByTestId("cards-status")).toContainText("Side A to play");
  const endTurn = page.locator('[data-command="EndTurn"]');
  await endTurn.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("cards-status")).toContainText("Side B to play");
  await page.locator('[data-command="EndTurn"]').focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("cards-status")).toContainText("Side A to play");
  const slider = page.getByRole("slider");
  await slider.focus();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByText(/^Step 1 of 2/)).toBeVisible();
  await expect(page.getByTestId("cards-status")).toContainText("Side B to play");
  await page.keyboard.press("Home");
  await expect(page.getByText(/^Step 0 of 2/)).toBeVisible();
});

test("a file that is not a match log gets a clear error", async ({ page }) => {
  await page.goto("/cards");
  await page.getByTestId("cards-import").setInputFiles({
    name: "nope.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify({ format: "something-else" })),
  });
  await expect(page.getByRole("alert")).toContainText("nope.json: not a card-combat match log");
});
