import { expect, type Page, test } from "./fixtures.ts";
import { centerOf, playedLevels, readLevel, returningPlayer } from "./shell-tide-support.ts";

/**
 * Directions are named and keyed as the player sees them: the Flow turns ↻ clockwise or ↺
 * counter-clockwise round the lake, whatever the ring's logical left/right is — in the preview cards, the
 * keys, the key hint, the announcements and the hints, in English and Vietnamese.
 */
test.use({ viewport: { width: 1366, height: 900 } });

/** Every text that names a direction: card headings and buttons, the key hint, the last-move caption. */
const directionTexts = (page: Page) =>
  page.locator(
    ".st-preview-card h3, .st-preview-card button, .st-keys, .st-board-caption, [data-testid=st-current-locked]",
  );

/** The next pit of the card's Flow (its route "5 → 6 → …"). */
async function firstStep(page: Page, direction: "left" | "right") {
  const route = await page
    .getByTestId(`st-preview-${direction}`)
    .getByTestId("st-preview-route")
    .textContent();
  return Number(route!.split(" → ")[1]);
}

for (const [locale, words] of [
  ["en", { cw: "↻ Clockwise", ccw: "↺ Counter-clockwise", keys: "← ↺ counter-clockwise · → ↻ clockwise" }],
  [
    "vi",
    {
      cw: "↻ Theo chiều kim đồng hồ",
      ccw: "↺ Ngược chiều kim đồng hồ",
      keys: "← ↺ ngược chiều kim đồng hồ · → ↻ theo chiều kim đồng hồ",
    },
  ],
] as const) {
  test(`${locale}: a bottom-row pit's clockwise Flow moves left on screen and is named and keyed that way`, async ({
    page,
    shot,
  }) => {
    await returningPlayer(page, locale, playedLevels(2));
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/shell-tide/play");
    await page.getByTestId("st-level-2").click();
    await expect(page.getByText(words.keys)).toBeVisible();
    const level = readLevel(2);
    // A pit on the bottom row (row 2, not a corner) with starfish: the "Left sows 5 → 4" case.
    const bottom = level.nodes.find((n) => {
      const slot = level.layout.slots[n.index]!;
      return slot.row === 2 && slot.col === 1 && n.starfish > 0;
    });
    const pit = bottom ?? level.nodes.find((n) => level.layout.slots[n.index]!.row === 2 && n.starfish > 0)!;
    await page.getByTestId(`st-board-node-${pit.index}`).click();

    const cards = page.getByTestId("st-previews").locator("article");
    await expect(cards).toHaveCount(2);
    // ↺ first, ↻ second: the order of the ← and → keys.
    await expect(cards.nth(0)).toHaveAttribute("data-turn", "ccw");
    await expect(cards.nth(1)).toHaveAttribute("data-turn", "cw");
    await expect(cards.nth(0).getByRole("heading")).toContainText(words.ccw);
    await expect(cards.nth(1).getByRole("heading")).toContainText(words.cw);

    // On the bottom row, clockwise goes left on screen and counter-clockwise goes right.
    const cw = (await cards.nth(1).getAttribute("data-testid"))!.replace("st-preview-", "") as
      | "left"
      | "right";
    const ccw = cw === "left" ? "right" : "left";
    const from = await centerOf(page, `st-board-node-${pit.index}`);
    const cwTo = await centerOf(page, `st-board-node-${await firstStep(page, cw)}`);
    const ccwTo = await centerOf(page, `st-board-node-${await firstStep(page, ccw)}`);
    expect(cwTo.x).toBeLessThan(from.x);
    expect(ccwTo.x).toBeGreaterThan(from.x);

    // → picks ↻ and ← picks ↺, whatever their logical names.
    await page.keyboard.press("ArrowRight");
    await expect(cards.nth(1)).toHaveAttribute("data-chosen", "true");
    await expect(page.getByTestId(`st-commit-${cw}`)).toHaveClass(/primary/);
    await page.keyboard.press("ArrowLeft");
    await expect(cards.nth(0)).toHaveAttribute("data-chosen", "true");
    await shot(`shell-tide-directions-${locale}`);

    // No direction is called "left"/"right" (trái/phải) where the player reads one.
    const named = directionTexts(page);
    for (let i = 0; i < (await named.count()); i++) {
      await expect(named.nth(i)).not.toContainText(/\b(left|right|trái|phải)\b/i);
    }
    await expect(page.getByTestId("st-announce")).toContainText(words.ccw.slice(2));
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("st-board-caption")).toContainText("↺");
    await page.getByTestId("st-hint-button").click();
    await expect(page.getByTestId("st-hint")).not.toContainText(/\b(left|right|trái|phải)\b/i);
  });
}

test("on the left column the clockwise Flow goes up, and the arrow keys still turn it ↻ / ↺", async ({
  page,
}) => {
  await returningPlayer(page, "en", playedLevels(1));
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/shell-tide/play");
  await page.getByTestId("st-level-1").click();
  const level = readLevel(1);
  const pit = level.nodes.find((n) => {
    const slot = level.layout.slots[n.index]!;
    return slot.col === 0 && slot.row === 1 && n.starfish > 0;
  })!;
  await page.getByTestId(`st-board-node-${pit.index}`).click();
  const cw = (await page.locator('article[data-turn="cw"]').getAttribute("data-testid"))!.replace(
    "st-preview-",
    "",
  ) as "left" | "right";
  const from = await centerOf(page, `st-board-node-${pit.index}`);
  const to = await centerOf(page, `st-board-node-${await firstStep(page, cw)}`);
  expect(to.y).toBeLessThan(from.y);
  await page.keyboard.press("ArrowRight");
  await expect(page.locator('article[data-turn="cw"]')).toHaveAttribute("data-chosen", "true");
});
