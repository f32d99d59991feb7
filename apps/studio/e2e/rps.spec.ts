import { fileURLToPath } from "node:url";
import { expect, test } from "./fixtures.ts";

const FIXTURES = fileURLToPath(new URL("../test/rps/fixtures/", import.meta.url));

test.describe("/rps", () => {
  test("a full game against the greedy bot ends with a result shown", async ({ page, shot }) => {
    await page.goto("/rps");
    await expect(page.getByRole("heading", { level: 1, name: "RPS Grid" })).toBeVisible();
    await page.getByLabel("RuleSet", { exact: true }).selectOption("classic-v2");
    await page.getByLabel("Seed").fill("e2e");
    await page.getByRole("button", { name: "New game" }).click();
    await expect(page.getByTestId("rps-status")).toHaveText(/Your move/);
    // Besides colour, the sides differ by case: capitals for player 0, lower case for player 1.
    await expect(page.getByTestId("rps-cell-1-4")).toHaveText(/^[RPS]$/);
    await expect(page.getByTestId("rps-cell-8-2")).toHaveText(/^[rps]$/);
    // Our first move by hand: the rock/paper/scissors on (1,4) steps to (2,4).
    await page.getByTestId("rps-cell-1-4").click();
    await expect(page.getByTestId("rps-cell-2-4")).toHaveClass(/rps-target/);
    await expect(page.getByTestId("rps-cell-1-4")).toHaveAttribute("aria-pressed", "true");
    await shot("rps-play-selected");
    await page.getByTestId("rps-cell-2-4").click();
    await expect(page.getByTestId("rps-cell-2-4")).toHaveClass(/rps-mark-to/);
    // The bot answers in the page.
    await expect(page.getByTestId("rps-last-move")).toHaveText(/Player 1/);
    await page.getByRole("button", { name: "Let the bot play for me" }).click();
    await expect(page.getByTestId("rps-result")).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId("rps-result")).toHaveText(
      /(You win|The bot wins|Draw): .+ Moves played: \d+/,
    );
    await expect(page.getByTestId("rps-status")).toHaveText(/(You win|The bot wins|Draw):/);
    await shot("rps-play-finished");
  });

  test("the board is playable from the keyboard", async ({ page }) => {
    await page.goto("/rps");
    await page.getByLabel("RuleSet", { exact: true }).selectOption("terrain-7x11");
    await page.getByRole("button", { name: "New game" }).click();
    const first = page.getByTestId("rps-cell-0-0");
    await first.focus();
    // (0,0) → down 1, right 5 reaches the piece on (1,5); Enter selects it, Escape cancels.
    await page.keyboard.press("ArrowDown");
    for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowRight");
    await expect(page.getByTestId("rps-cell-1-5")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("rps-cell-1-5")).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("rps-cell-1-5")).toHaveAttribute("aria-pressed", "false");
    await page.keyboard.press("Enter");
    const targets = page.locator(".rps-target");
    await expect(targets.first()).toBeVisible();
    const target = await targets.first().getAttribute("data-cell");
    const [tr, tc] = target!.split(",").map(Number) as [number, number];
    for (let r = 1; r < tr; r++) await page.keyboard.press("ArrowDown");
    for (let c = 5; c < tc; c++) await page.keyboard.press("ArrowRight");
    for (let c = 5; c > tc; c--) await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("Space");
    await expect(page.getByTestId(`rps-cell-${tr}-${tc}`)).toHaveClass(/rps-mark-to|rps-mark-from/);
    await expect(page.getByTestId("rps-last-move")).toHaveText(/Player 1/);
  });

  test("tile effects: tiles, a dash or pickup marker appear during a game", async ({ page, shot }) => {
    await page.goto("/rps");
    await page.getByLabel("RuleSet", { exact: true }).selectOption("tile-effects");
    await page.getByLabel("Seed").fill("studio-replay");
    await page.getByRole("button", { name: "New game" }).click();
    await expect(page.getByTestId("rps-cell-4-0")).toHaveClass(/rps-impassable/);
    await page.getByRole("button", { name: "Let the bot play for me" }).click();
    await expect(page.getByTestId("rps-result")).toBeVisible({ timeout: 60_000 });
    await page.getByText(/Move log/).click();
    await expect(page.locator(".rps-log")).toContainText(/picked up|dashed/);
    await shot("rps-tile-effects-finished");
  });

  test("loads an arena replay and steps through it", async ({ page, shot }) => {
    await page.goto("/rps/replay");
    await page.getByTestId("rps-replay-file").setInputFiles(`${FIXTURES}greedy-replay.json`);
    await expect(page.getByTestId("rps-replay")).toBeVisible();
    await expect(page.getByText("The engine agrees with the recorded result.")).toBeVisible();
    await expect(page.getByTestId("rps-replay-result")).toHaveText(
      /greedy-python wins: reached the opponent's home/,
    );
    await expect(page.getByTestId("rps-replay-position")).toHaveText("0 / 20");
    await page.getByRole("button", { name: "Next ▶" }).click();
    await expect(page.getByTestId("rps-replay-position")).toHaveText("1 / 20");
    await expect(page.locator(".rps-mark-to")).toHaveCount(1);
    const slider = page.getByLabel("Ply");
    await slider.focus();
    await page.keyboard.press("End");
    await expect(page.getByTestId("rps-replay-position")).toHaveText("20 / 20");
    await expect(page.locator(".rps-replay .rps-result")).toHaveText(/greedy-python wins/);
    await shot("rps-replay-end");
    await page.getByRole("button", { name: "« Start" }).click();
    await expect(page.getByTestId("rps-replay-position")).toHaveText("0 / 20");
    // Ply 3 picks up a dash tile, ply 7 captures and dashes on: both are marked on the board.
    await slider.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
    await expect(page.getByTestId("rps-replay-position")).toHaveText("3 / 20");
    await expect(page.locator(".rps-mark-pickup .rps-badge-pickup")).toHaveCount(1);
    for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowRight");
    await expect(page.getByTestId("rps-replay-position")).toHaveText("7 / 20");
    await expect(page.locator(".rps-mark-dash .rps-badge-dash")).toHaveCount(1);
    await expect(page.locator(".rps-mark-capture")).toHaveCount(1);
    await expect(page.getByText(/dashed on to \(4,3\)/)).toBeVisible();
  });

  test("a broken replay and a broken RuleSet show their problems with JSON paths", async ({ page, shot }) => {
    await page.goto("/rps/replay");
    await page.getByTestId("rps-replay-file").setInputFiles({
      name: "broken.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify({ format: "rulekit-rps-replay", version: 2 })),
    });
    await expect(page.getByTestId("rps-replay-error")).toContainText("$.version");
    await page.getByRole("link", { name: "Check a RuleSet" }).click();
    await page.getByTestId("rps-rules-file").setInputFiles(`${FIXTURES}bad-rules.json`);
    const issues = page.getByTestId("rps-issues");
    await expect(issues).toContainText("$.homes[1]");
    await expect(issues).toContainText("$.startingPositions[0][0]");
    await expect(issues).toContainText("off the 5×5 board");
    await shot("rps-rules-errors");
    await page
      .getByTestId("rps-rules-file")
      .setInputFiles(`${FIXTURES}../../../../../levels/rps-grid/terrain-7x11.json`);
    await expect(page.getByTestId("rps-rules-ok")).toContainText("valid RuleSet custom-terrain-7x11");
    await expect(page.getByTestId("rps-rules-ok").locator(".rps-cell")).toHaveCount(77);
    await page.getByRole("button", { name: "Play this RuleSet against the bot" }).click();
    // Wait for the play page by what only it has before reading its controls (the rules page is being left).
    await expect(page).toHaveURL(/\/rps$/);
    const play = page.getByRole("region", { name: "Play against the greedy bot" });
    await expect(play).toBeVisible();
    await expect(play.getByLabel("RuleSet", { exact: true })).toHaveValue("loaded-file");
    await expect(page.locator(".rps-play .rps-cell")).toHaveCount(77);
    await expect(page.getByTestId("rps-status")).toHaveText(/Your move/);
  });
});
