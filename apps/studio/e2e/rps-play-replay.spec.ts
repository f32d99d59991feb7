import { expect, type Page, SCREENSHOT_DIR, test } from "./fixtures.ts";
import { expectAxeClean, expectNoSidewaysScroll, SIZES } from "./rps-support.ts";

/**
 * Issue 35, RPS: a game against the bot that is never lost (address and this browser), takeback and
 * resign, a finished game opened in the replay viewer and shared as a link, and a replay viewer with
 * board coordinates and a move list stepped with ← and →. Keyboard only, axe clean, at both sizes.
 */

const CELL_MOVE = /[a-i][1-9] → [a-i][1-9]/;

/** Moves our piece from (row, col) to (row + 1, col) with the arrow keys and Enter only. */
async function keyboardMove(page: Page, row: number, col: number) {
  const board = page.getByRole("group", { name: /^Game board/ });
  await board.getByTestId("rps-cell-0-0").focus();
  for (let r = 0; r < row; r++) await page.keyboard.press("ArrowDown");
  for (let c = 0; c < col; c++) await page.keyboard.press("ArrowRight");
  await expect(board.getByTestId(`rps-cell-${row}-${col}`)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(board.getByTestId(`rps-cell-${row}-${col}`)).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
}

/** Our move and the bot's answer are in the address. */
async function movesInAddress(page: Page, count: number) {
  await expect(page).toHaveURL(
    new RegExp(`[?&]moves=([a-i][1-9][a-i][1-9]\\.){${count - 1}}[a-i][1-9][a-i][1-9](&|$)`),
  );
}

for (const size of SIZES) {
  test.describe(`/rps at ${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, reducedMotion: "reduce" });

    test("a game against the bot survives reload, Back/Forward and a closed tab; takeback; resign; replay and link", async ({
      page,
      context,
      browser,
    }) => {
      await page.goto("/rps?rules=classic-v2&seed=e2e&side=0");
      const board = page.getByRole("group", { name: /^Game board/ });
      // Coordinates around the board: ranks 9…1 down the side, files a…i along the bottom.
      await expect(board.locator(".rps-rank")).toHaveText(["9", "8", "7", "6", "5", "4", "3", "2", "1"]);
      await expect(board.locator(".rps-file")).toHaveText(["a", "b", "c", "d", "e", "f", "g", "h", "i"]);
      await expect(board.getByTestId("rps-cell-1-4")).toHaveAccessibleName(/^e8, your /);

      await keyboardMove(page, 1, 4);
      await expect(page.getByTestId("rps-last-move")).toHaveText(
        /Last move: Player 1 .+ [a-i][1-9] → [a-i][1-9]/,
      );
      await movesInAddress(page, 2);
      await page.getByText(/Move log/).click();
      await expect(page.locator(".rps-log li")).toHaveCount(2);
      await expect(page.locator(".rps-log li").first()).toHaveText(/^Player 0 \w+ e8 → e7\.$/);
      await expect(page.locator(".rps-log")).not.toContainText("(");
      const afterTwo = page.url();

      // Reload: the same position.
      await page.reload();
      await expect(page).toHaveURL(afterTwo);
      await expect(board.getByTestId("rps-cell-2-4")).toHaveText(/^[RPS]$/);
      await expect(board.getByTestId("rps-cell-1-4")).toHaveText("");
      await expect(page.getByTestId("rps-move-count")).toHaveText(/^Moves played: 2 /);

      // Takeback: back to before our move, our turn again.
      await page.getByRole("button", { name: "Take back my last move" }).click();
      await expect(page).not.toHaveURL(/moves=/);
      await expect(board.getByTestId("rps-cell-1-4")).toHaveText(/^[RPS]$/);
      await expect(page.getByTestId("rps-status")).toHaveText("Your move: choose a piece.");
      await expect(page.getByRole("button", { name: "Take back my last move" })).toBeDisabled();
      await keyboardMove(page, 1, 4);
      await movesInAddress(page, 2);
      await expect(page).toHaveURL(afterTwo);

      // Away and Back, then Forward and Back again: the same game every time.
      await page.getByRole("link", { name: "Rule editor" }).click();
      await expect(page.getByRole("heading", { name: "Rule editor" })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(afterTwo);
      await expect(page.getByTestId("rps-move-count")).toHaveText(/^Moves played: 2 /);
      await page.goForward();
      await expect(page.getByRole("heading", { name: "Rule editor" })).toBeVisible();
      await page.goBack();
      await expect(board.getByTestId("rps-cell-2-4")).toHaveText(/^[RPS]$/);
      // The Play tab (a bare /rps) opens the game as it is now, not as the page first showed it.
      await page.getByRole("button", { name: "Take back my last move" }).click();
      await expect(page).not.toHaveURL(/moves=/);
      await page.getByRole("link", { name: "Play", exact: true }).click();
      await expect(page).toHaveURL(/\/rps\?rules=classic-v2&seed=e2e&side=0$/);
      await expect(page.getByTestId("rps-move-count")).toHaveText(/^Moves played: 0 /);
      await keyboardMove(page, 1, 4);
      await expect(page).toHaveURL(afterTwo);

      // A closed tab: a new one on /rps opens the same game from this browser's storage.
      await page.close();
      const tab = await context.newPage();
      await tab.goto("/rps");
      await expect(tab).toHaveURL(afterTwo);
      await expect(tab.getByTestId("rps-move-count")).toHaveText(/^Moves played: 2 /);
      await expectAxeClean(tab);
      await expectNoSidewaysScroll(tab);
      await tab.screenshot({ path: `${SCREENSHOT_DIR}rps-play-${size.name}.png`, fullPage: true });

      // Resign: the bot wins; the finished game opens in the replay viewer and as a link.
      await tab.getByRole("button", { name: "Resign" }).click();
      await expect(tab.getByTestId("rps-status")).toHaveText("You resigned: the bot wins. Moves played: 2.");
      await expect(tab.getByTestId("rps-status")).toHaveAttribute("data-outcome", "loss");
      await expect(tab.getByRole("button", { name: "Resign" })).toBeDisabled();
      await expect(tab).toHaveURL(/resigned=1/);
      const link = await tab.getByLabel(/Link to this game's replay/).inputValue();
      expect(link).toMatch(/\/rps\/replay\?rules=classic-v2&seed=e2e&side=0&moves=.+&resigned=1&move=2$/);
      await expectAxeClean(tab);
      await tab.screenshot({ path: `${SCREENSHOT_DIR}rps-play-resigned-${size.name}.png`, fullPage: true });

      await tab.getByRole("link", { name: "Open in the replay viewer" }).focus();
      await tab.keyboard.press("Enter");
      await expect(tab).toHaveURL(/\/rps\/replay\?/);
      await expectReplayOfTheGame(tab);
      await expectAxeClean(tab);
      await expectNoSidewaysScroll(tab);
      await tab.screenshot({ path: `${SCREENSHOT_DIR}rps-replay-${size.name}.png`, fullPage: true });

      // The link in another browser (no storage at all) opens the same replay.
      const other = await browser.newContext({ viewport: { width: size.width, height: size.height } });
      const stranger = await other.newPage();
      await stranger.goto(link);
      await expect(stranger.getByTestId("rps-replay-position")).toHaveText("Move 2 of 2");
      await expect(stranger.getByTestId("rps-replay-result")).toHaveText(
        "Recorded result: you resigned · greedy bot wins",
      );
      await other.close();
    });
  });
}

/** The replay viewer on our resigned two-move game: move list, ← and →, coordinates. */
async function expectReplayOfTheGame(page: Page) {
  const position = page.getByTestId("rps-replay-position");
  await expect(position).toHaveText("Move 2 of 2");
  await expect(page.getByTestId("rps-replay-result")).toHaveText(
    "Recorded result: you resigned · greedy bot wins",
  );
  await expect(page.getByText("The engine agrees with the recorded result.")).toBeVisible();
  await expect(page.getByTestId("rps-sample-select")).toHaveValue("");
  const list = page.getByRole("navigation", { name: "Moves" });
  await expect(list.getByRole("button")).toHaveCount(3);
  await expect(list.getByRole("button").nth(1)).toHaveText(/^1\. you: \w+ e8 → e7\.$/);
  await expect(list.getByRole("button").nth(2)).toHaveAttribute("aria-current", "step");
  // Click a move; then ← and → step from wherever focus is (here: the move list).
  await list.getByRole("button").nth(1).click();
  await expect(position).toHaveText("Move 1 of 2");
  await expect(page).toHaveURL(/[?&]move=1(&|$)/);
  await expect(list.getByRole("button").nth(1)).toHaveAttribute("aria-current", "step");
  await page.keyboard.press("ArrowRight");
  await expect(position).toHaveText("Move 2 of 2");
  await expect(page.getByTestId("rps-replay-caption")).toHaveText(/^Move 2 of 2, by greedy bot: Player 1 .+/);
  await expect(page.getByTestId("rps-replay-caption")).toHaveText(CELL_MOVE);
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(position).toHaveText("Move 0 of 2");
  await page.keyboard.press("ArrowLeft");
  await expect(position).toHaveText("Move 0 of 2");
  await page.keyboard.press("End");
  await expect(position).toHaveText("Move 2 of 2");
  await expect(page.getByRole("group", { name: /^Replay board/ }).locator(".rps-file")).toHaveCount(9);
}

test.describe("/rps replay viewer", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a game played to its end by auto-play opens in the viewer with every move listed", async ({
    page,
    shot,
  }) => {
    await page.goto("/rps?rules=classic-v2&seed=e2e-auto&side=1");
    await page.getByRole("button", { name: "Let the bot play for me" }).click();
    const status = page.getByTestId("rps-status");
    await expect(status).toHaveText(/^(You win|The bot wins|Draw): .+ Moves played: \d+\.$/, {
      timeout: 60_000,
    });
    const played = Number((await status.textContent())!.match(/Moves played: (\d+)/)![1]);
    await expect(page.getByRole("button", { name: "Take back my last move" })).toBeEnabled();
    await page.getByRole("link", { name: "Open in the replay viewer" }).click();
    await expect(page.getByTestId("rps-replay-position")).toHaveText(`Move ${played} of ${played}`);
    await expect(page.getByText("The engine agrees with the recorded result.")).toBeVisible();
    const list = page.getByRole("navigation", { name: "Moves" });
    await expect(list.getByRole("button")).toHaveCount(played + 1);
    await list.getByRole("button", { name: "Start position" }).click();
    await expect(page.getByTestId("rps-replay-position")).toHaveText(`Move 0 of ${played}`);
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
    await expect(page.getByTestId("rps-replay-position")).toHaveText(`Move 3 of ${played}`);
    // Arrow keys on the board move between its cells, never the replay.
    await page
      .getByRole("group", { name: /^Replay board/ })
      .getByTestId("rps-cell-0-0")
      .focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByTestId("rps-replay-position")).toHaveText(`Move 3 of ${played}`);
    await expectAxeClean(page);
    await shot("rps-replay-finished-game");
  });

  test("a damaged game link is refused in words", async ({ page }) => {
    await page.goto("/rps/replay?rules=classic-v2&seed=x&moves=e8e7.zz99");
    await expect(page.getByTestId("rps-replay-error")).toHaveText(
      /Your game against the greedy bot: The link's move "zz99" is not a move on this board\./,
    );
    await page.goto("/rps?rules=nope&seed=x");
    await expect(page.getByTestId("rps-address-problem")).toContainText("does not have (nope)");
    await expect(page.getByTestId("rps-status")).toHaveText("Your move: choose a piece.");
  });
});

test.describe("/rps on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the widest shipped board (7×11) and its coordinates fit the screen", async ({ page }) => {
    await page.goto("/rps?rules=terrain-7x11&seed=phone&side=0");
    const board = page.getByRole("group", { name: /^Game board/ });
    await expect(board.locator(".rps-file")).toHaveCount(11);
    await board.locator(".rps-file").last().scrollIntoViewIfNeeded();
    await expect(board.locator(".rps-file").last()).toBeInViewport();
    const [right] = await board
      .locator(".rps-file")
      .last()
      .evaluate((el) => [el.getBoundingClientRect().right]);
    expect(right).toBeLessThanOrEqual(390);
    await expectNoSidewaysScroll(page);
    await expectAxeClean(page);
  });
});
