import { readFileSync, writeFileSync } from "node:fs";
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
    // One result message, styled by what it means for the player; the counters agree with it.
    const status = page.getByTestId("rps-status");
    await expect(status).toHaveText(/^(You win|The bot wins|Draw): .+ Moves played: \d+\.$/, {
      timeout: 60_000,
    });
    await expect(page.getByText(/Moves played:/)).toHaveCount(2);
    const played = (await status.textContent())!.match(/Moves played: (\d+)/)![1];
    await expect(page.getByTestId("rps-move-count")).toHaveText(`Moves played: ${played} of at most 500`);
    const outcome = await status.getAttribute("data-outcome");
    expect(outcome).toBe(
      /^You win/.test((await status.textContent())!)
        ? "win"
        : /^Draw/.test((await status.textContent())!)
          ? "draw"
          : "loss",
    );
    const color = await status.evaluate((el) => getComputedStyle(el).color);
    expect(color).toBe(
      outcome === "win" ? "rgb(27, 127, 59)" : outcome === "loss" ? "rgb(179, 38, 30)" : "rgb(29, 36, 48)",
    );
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
    await expect(page.getByTestId("rps-status")).not.toHaveAttribute("data-outcome", "playing", {
      timeout: 60_000,
    });
    // Every tile type of the RuleSet is in the legend, grass (no effect) too.
    for (const tile of ["shield", "dash", "wildcard", "lava", "grass"])
      await expect(page.getByTestId(`legend-tile-${tile}`)).toBeVisible();
    await expect(page.getByTestId("legend-tile-grass")).toHaveText(/grass tile: passable, no effect/);
    await page.getByText(/Move log/).click();
    await expect(page.locator(".rps-log")).toContainText(/picked up|dashed/);
    await shot("rps-tile-effects-finished");
  });

  test("loads an arena replay and steps through it", async ({ page, shot }) => {
    await page.goto("/rps/replay");
    await expect(page.getByTestId("rps-replay")).toContainText("classic-python-vs-cpp.json");
    await page.getByTestId("rps-replay-file").setInputFiles(`${FIXTURES}greedy-replay.json`);
    await expect(page.getByTestId("rps-replay")).toBeVisible();
    await expect(page.getByText("The engine agrees with the recorded result.")).toBeVisible();
    await expect(page.getByTestId("rps-replay-result")).toHaveText(
      /greedy-python wins: reached the opponent's home/,
    );
    await expect(page.getByTestId("rps-replay-position")).toHaveText("Move 0 of 20");
    await page.getByRole("button", { name: "Next ▶" }).click();
    await expect(page.getByTestId("rps-replay-position")).toHaveText("Move 1 of 20");
    // The caption counts moves the same way as the counter.
    await expect(page.getByTestId("rps-replay-caption")).toHaveText(/^Move 1 of 20, by greedy-ts: Player 0 /);
    await expect(page.locator(".rps-mark-to")).toHaveCount(1);
    const slider = page.getByLabel("Move", { exact: true });
    await slider.focus();
    await page.keyboard.press("End");
    await expect(page.getByTestId("rps-replay-position")).toHaveText("Move 20 of 20");
    await expect(page.getByTestId("rps-replay-end")).toHaveText(/greedy-python wins/);
    await shot("rps-replay-end");
    await page.getByRole("button", { name: "« Start" }).click();
    await expect(page.getByTestId("rps-replay-position")).toHaveText("Move 0 of 20");
    // Move 4 picks up a dash tile, move 8 captures and dashes on: both are marked on the board.
    await slider.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
    await expect(page.getByTestId("rps-replay-position")).toHaveText("Move 3 of 20");
    await expect(page.locator(".rps-mark-pickup .rps-badge-pickup")).toHaveCount(1);
    for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowRight");
    await expect(page.getByTestId("rps-replay-position")).toHaveText("Move 7 of 20");
    await expect(page.locator(".rps-mark-dash .rps-badge-dash")).toHaveCount(1);
    await expect(page.locator(".rps-mark-capture")).toHaveCount(1);
    await expect(page.getByTestId("rps-replay-caption")).toContainText("dashed on to d5");
  });

  test("a broken replay and a broken RuleSet show their problems with JSON paths", async ({ page, shot }) => {
    await page.goto("/rps/replay");
    await page.getByTestId("rps-replay-file").setInputFiles({
      name: "broken.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify({ format: "rulekit-rps-replay", version: 2 })),
    });
    await expect(page.getByTestId("rps-replay-error")).toContainText("$.version");
    await page.getByRole("link", { name: "Rule editor" }).click();
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
    await expect(page).toHaveURL(/\/rps(\?|$)/);
    const play = page.getByRole("region", { name: "Play against the greedy bot" });
    await expect(play).toBeVisible();
    await expect(play.getByLabel("RuleSet", { exact: true })).toHaveValue("loaded-file");
    await expect(page.locator(".rps-play .rps-cell")).toHaveCount(77);
    await expect(page.getByTestId("rps-status")).toHaveText(/Your move/);
  });

  test("watch two built-in bots: play, pause, step, at a chosen speed, to a styled result", async ({
    page,
    shot,
  }) => {
    await page.goto("/rps/watch");
    await page.getByLabel("RuleSet", { exact: true }).selectOption("classic-v2");
    await page.getByLabel("Player 0", { exact: true }).selectOption("greedy");
    await page.getByLabel("Player 1", { exact: true }).selectOption("first");
    const status = page.getByTestId("watch-status");
    await expect(status).toHaveText("Ready: press Play, or Step for one move.");
    await page.getByTestId("watch-step").click();
    await expect(status).toHaveText(/^Paused after move 1; First legal move \(player 1\) to move\.$/);
    await expect(page.getByTestId("watch-last-move")).toHaveText(/Player 0/);
    await page.getByLabel("Speed").selectOption("1");
    await page.getByTestId("watch-play").click();
    await expect(page.getByTestId("watch-play")).toHaveAttribute("aria-pressed", "true");
    await expect(status).toHaveText(/^Playing: move [12] of at most 500/);
    await page.getByTestId("watch-play").click();
    await expect(status).toHaveText(/^Paused after move \d+/);
    const paused = await status.textContent();
    await expect(page.getByTestId("watch-step")).toBeEnabled();
    expect(await status.textContent()).toBe(paused);
    await page.getByLabel("Speed").selectOption("30");
    await page.getByTestId("watch-play").click();
    await expect(status).toHaveText(/(wins|Draw): .+ Moves played: \d+\.$/, { timeout: 60_000 });
    await expect(status).toHaveAttribute("data-outcome", /^(neutral|draw)$/);
    await expect(page.getByTestId("watch-play")).toBeDisabled();
    await shot("rps-watch-finished");
  });

  test("shipped sample replays open from a list and play by themselves", async ({ page, shot }) => {
    await page.goto("/rps/replay");
    const select = page.getByTestId("rps-sample-select");
    await expect(select.locator("option")).toHaveCount(4);
    await expect(page.getByTestId("rps-replay-result")).toHaveText(
      "Recorded result: cpp-greedy wins: reached the opponent's home",
    );
    await select.selectOption("tile-effects-ts-vs-python");
    await expect(page.getByTestId("rps-replay")).toContainText("tile-effects-ts-vs-python.json");
    await expect(page.getByText("The engine agrees with the recorded result.")).toBeVisible();
    await page.getByLabel("Speed").selectOption("30");
    await page.getByTestId("rps-replay-play").click();
    await expect(page.getByTestId("rps-replay-position")).toHaveText("Move 35 of 35", { timeout: 30_000 });
    await expect(page.getByTestId("rps-replay-play")).toHaveText("Play");
    await expect(page.getByTestId("rps-replay-end")).toHaveText(/ts-greedy wins/);
    await select.selectOption("terrain-cpp-vs-illegal-move");
    await expect(page.getByTestId("rps-replay-result")).toHaveText(
      /aborted: illegal-move-python — illegal_move/,
    );
    await shot("rps-replay-sample");
  });

  test("a replay whose result was changed names both outcomes", async ({ page }, testInfo) => {
    const replay = JSON.parse(
      readFileSync(`${FIXTURES}../../../../../levels/rps-grid/replays/classic-python-vs-cpp.json`, "utf8"),
    );
    replay.result = { status: "finished", winner: null, winReason: "max_moves", fault: null };
    const file = testInfo.outputPath("tampered-replay.json");
    writeFileSync(file, JSON.stringify(replay));
    await page.goto("/rps/replay");
    await expect(page.getByTestId("rps-replay")).toContainText("classic-python-vs-cpp.json");
    await page.getByTestId("rps-replay-file").setInputFiles(file);
    await expect(page.getByTestId("rps-replay-mismatch")).toHaveText(
      'The outcomes differ: the replay records "Draw: the move limit was reached", the engine\'s re-play gives "cpp-greedy wins: reached the opponent\'s home".',
    );
  });
});
