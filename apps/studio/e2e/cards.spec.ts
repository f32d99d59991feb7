import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { legalCommands } from "../../../packages/card-combat/src/index.ts";
import { matchPath, playUntil } from "./cards-support.ts";
import { expect, type Page, test } from "./fixtures.ts";

const REPO = fileURLToPath(new URL("../../../", import.meta.url));
const CLI = join(REPO, "apps/cli/dist/bin.js");

/** Opens the "New match" panel (the set-up, the log files, the designer's reveal switch). */
async function openNewMatch(page: Page) {
  const toggle = page.getByTestId("cards-new-toggle");
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
}

async function startMatch(page: Page, seed: string) {
  await page.goto("/cards");
  await expect(page.getByRole("heading", { level: 1, name: "Card Combat" })).toBeVisible();
  await openNewMatch(page);
  await page.getByLabel("Seed").fill(seed);
  await page.getByTestId("cards-start").click();
  await expect(page.getByTestId("cards-status")).toContainText(`seed ${seed}`);
}

// The opponent's turn is shown move by move unless motion is reduced: these tests do not wait for it.
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
});

/**
 * Plays side A by hand until the match is over (the AI plays side B by itself): an attack with the first
 * creature that can (attacker, then its first target), else the first playable card (and its first
 * target), else End turn. Returns the number of clicks.
 */
async function playToTheEnd(page: Page) {
  const end = page.getByTestId("cards-end");
  const attack = page.locator('[data-testid="cards-action"][data-action="Attack"]').first();
  const playable = page.locator('[data-testid="cards-action"][data-action="PlayCard"]:enabled').first();
  const endTurn = page.locator('[data-command="EndTurn"]');
  const target = page.getByTestId("cards-target").first();
  let clicks = 0;
  for (let i = 0; i < 400; i++) {
    // Wait for a state (something to click, or the end), never read one that may not have rendered yet.
    await expect(end.or(endTurn).first()).toBeVisible();
    if (await end.isVisible()) return clicks;
    const pick = (await attack.isVisible()) ? attack : (await playable.isVisible()) ? playable : endTurn;
    await pick.click();
    clicks++;
    if (pick !== endTurn && (await page.getByTestId("cards-prompt").isVisible())) {
      await target.click();
      clicks++;
    }
  }
  throw new Error("the match did not end in 400 rounds");
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
  // The end-of-match panel: the winner, why in words, the turn, the damage each side dealt.
  const end = page.getByTestId("cards-end");
  await expect(end.getByRole("heading", { level: 2 })).toHaveText(/^(You win|You lose|Draw)$/);
  await expect(end).toContainText(/leader was brought to 0 health|both leaders fell|turn limit/);
  await expect(end).toContainText(/on turn \d+/);
  await expect(end.getByRole("row", { name: /^You \d+/ })).toBeVisible();
  await expect(end.getByRole("row", { name: /^The opponent \d+/ })).toBeVisible();
  await expect(page.getByTestId("cards-status")).not.toContainText(/leader_defeated|\[c\d+\]/);
  const log = page.getByTestId("cards-event-log");
  await expect(log).toContainText(/requested \d+/);
  await expect(log).toContainText(/applied \d+/);
  // Cards are named as players say them: no instance ids outside "Inspect".
  await expect(log).not.toContainText(/\[c\d+\]|\bc\d+\b/);
  await shot("cards-match-over");

  // Back one step: the match is live again on screen, no move can be made until "play on from here".
  await page.getByTestId("cards-back").click();
  await expect(page.getByText(/You are looking at an earlier step/)).toBeVisible();
  await expect(page.getByTestId("cards-status")).not.toContainText(/You win|You lose/);
  await expect(page.getByTestId("cards-end")).toHaveCount(0);
  await expect(page.locator('[data-command="EndTurn"]')).toHaveCount(0);
  await page.getByTestId("cards-forward").click();
  await expect(page.getByTestId("cards-status")).toContainText(/You win|You lose|Draw/);

  await openNewMatch(page);
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
  await openNewMatch(page);
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

test("a file that is not a match log gets a clear error and the match on screen stays", async ({ page }) => {
  await startMatch(page, "kept");
  // Starting a match folds the panel away; the log files are in it.
  await openNewMatch(page);
  await page.getByTestId("cards-import").setInputFiles({
    name: "nope.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify({ format: "something-else" })),
  });
  await expect(page.getByRole("alert")).toContainText(
    "nope.json was not opened: it is not a card-combat match log",
  );
  await expect(page.getByRole("alert")).toContainText("The match on screen stays.");
  await expect(page.getByTestId("cards-status")).toContainText("seed kept");
});

test("a player's view: the opponent's hand is face down until the designer reveals it", async ({ page }) => {
  await startMatch(page, "view");
  const them = page.getByRole("region", { name: "The opponent" });
  await expect(them).toContainText("Hand 4");
  await expect(them.locator(".cc-back")).toHaveCount(4);
  await expect(them.getByTestId("cards-hand-card")).toHaveCount(0);
  const log = page.getByTestId("cards-event-log");
  await expect(log).toContainText("The opponent draws a card");
  // The designer's switch is in the "New match" panel, folded away once a match starts.
  await openNewMatch(page);
  await page.getByLabel("Reveal both hands").check();
  const theirs = page.getByRole("region", { name: "The opponent's hand" });
  await expect(theirs.getByTestId("cards-hand-card")).toHaveCount(4);
  await expect(log).not.toContainText("The opponent draws a card");
  // Only the player's own cards offer moves.
  await expect(theirs.getByTestId("cards-action")).toHaveCount(0);
  await expect(
    page.getByRole("region", { name: "Your hand" }).getByTestId("cards-action").first(),
  ).toBeVisible();
});

test("an attack is chosen as attacker, then target, from the keyboard; Escape cancels", async ({
  page,
  shot,
}) => {
  await startMatch(page, "attack-1");
  const attack = page.locator('[data-testid="cards-action"][data-action="Attack"]').first();
  const playable = page.locator('[data-testid="cards-action"][data-action="PlayCard"]:enabled').first();
  const endTurn = page.locator('[data-command="EndTurn"]');
  // Play what can be played and end turns until one of side A's creatures may attack.
  for (let i = 0; i < 40 && !(await attack.isVisible()); i++) {
    await expect(endTurn).toBeVisible();
    if (await playable.isVisible()) {
      await playable.click();
      if (await page.getByTestId("cards-prompt").isVisible())
        await page.getByTestId("cards-target").first().click();
    } else await endTurn.click();
  }
  await attack.focus();
  await page.keyboard.press("Enter");
  const prompt = page.getByTestId("cards-prompt");
  await expect(prompt).toContainText(/Choose what your .+ attacks/);
  const leader = page.getByRole("region", { name: "The opponent" });
  await expect(leader.getByTestId("cards-target")).toHaveText("Attack the opponent's leader");
  await shot("cards-choose-target");
  await page.keyboard.press("Escape");
  await expect(prompt).toHaveCount(0);
  await expect(page.getByTestId("cards-target")).toHaveCount(0);
  await attack.focus();
  await page.keyboard.press("Enter");
  const health = await page.getByTestId("cards-health-1").textContent();
  await leader.getByTestId("cards-target").focus();
  await page.keyboard.press("Enter");
  await expect(prompt).toHaveCount(0);
  await expect(page.getByTestId("cards-event-log")).toContainText(/attacks the opponent's leader/);
  await expect(page.getByTestId("cards-health-1")).not.toHaveText(health!);
});

test("the page never scrolls by itself; only the log box follows the match", async ({ page }) => {
  await page.goto("/cards");
  await expect(page.getByTestId("cards-status")).toContainText("Turn 1 · your turn");
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // The buttons are pressed the way a user does (no automatic scrolling to them, as Playwright's clicks do).
  await page.evaluate(() => window.scrollTo(0, 100));
  const endTurn = page.locator('[data-command="EndTurn"]');
  for (let i = 0; i < 4; i++) {
    await endTurn.evaluate((button: HTMLButtonElement) => button.click());
    await expect(page.getByTestId("cards-status")).toContainText(`Turn ${2 * i + 3} · your turn`);
  }
  expect(await page.evaluate(() => window.scrollY)).toBe(100);
  const box = page.getByTestId("cards-event-log");
  expect(await box.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  const current = await box.locator(".cc-current").boundingBox();
  const frame = await box.boundingBox();
  expect(current!.y + current!.height).toBeLessThanOrEqual(frame!.y + frame!.height + 1);
});

test("how to play explains the game in plain words", async ({ page }) => {
  await page.goto("/cards");
  await page.getByRole("button", { name: "How to play" }).first().click();
  const how = page.getByTestId("cards-how-to-play");
  await expect(how).toBeVisible();
  for (const words of [
    "deck",
    "hand",
    "board",
    "graveyard",
    "supply",
    "attack",
    "turns left",
    "start of turn",
  ])
    await expect(how).toContainText(words);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("nothing overflows the screen, before and after a match", async ({ page, shot }) => {
    await startMatch(page, "phone");
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await width()).toBeLessThanOrEqual(390);
    await shot("cards-phone-start");
    await playToTheEnd(page);
    await expect(page.getByTestId("cards-end")).toBeVisible();
    expect(await width()).toBeLessThanOrEqual(390);
    await shot("cards-phone-over");
  });

  test("while a creature picks what it attacks, the docked hand covers none of the targets", async ({
    page,
    shot,
  }) => {
    const found = playUntil(
      "attack-1",
      (_c, s) =>
        s.status === "playing" &&
        s.active === 0 &&
        s.board.some((e) => e.controller === 1 && e.health > 0) &&
        legalCommands(s).some((c) => c.type === "Attack" && c.target !== "leader:1"),
    );
    expect(found, "a turn of yours where a creature can attack an enemy card").not.toBeNull();
    await page.goto(matchPath("attack-1", found!.commands));
    await page.locator('[data-testid="cards-action"][data-action="Attack"]').first().click();
    await expect(page.getByTestId("cards-prompt")).toBeVisible();
    const targets = page.locator("[data-targetable]");
    expect(await targets.count()).toBeGreaterThan(1);
    // Each target brought to the bottom edge of the screen (where the dock sits) is still the thing under its centre.
    for (const target of await targets.all()) {
      const onTop = await target.evaluate((el) => {
        el.scrollIntoView({ block: "end" });
        const box = el.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return hit !== null && el.contains(hit);
      });
      expect(onTop).toBe(true);
    }
    await shot("cards-phone-choose-target");
  });
});
