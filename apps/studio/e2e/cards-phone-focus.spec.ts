import { legalCommands } from "../../../packages/card-combat/src/index.ts";
import { matchPath, playUntil } from "./cards-support.ts";
import { expect, type Page, test } from "./fixtures.ts";

/**
 * Card Combat on a 390×844 phone, with the keyboard: your hand is docked at the bottom of the screen (about
 * 250 px of it), over the board. Before, Tab moved the focus onto the board's cards under the docked hand,
 * where nobody could see it: 4 Tab stops of a new match (the keywords of the cards on the board), 5 in a
 * match where a creature can attack. Now the page scrolls each one just above the hand.
 */
test.use({ viewport: { width: 390, height: 844 }, reducedMotion: "reduce" });

/** Where the focus is, and whether the docked hand covers its centre (a fallen card's own note may cover it). */
const focusReport = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    const name = `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}" at y=${Math.round(box.y)}`;
    return {
      name,
      inDock: !!el.closest('[data-testid="cards-hand"]'),
      // The point is on the element or on what holds it (a keyword wrapped over two lines has its centre
      // between them, on its paragraph): nothing is painted over it there.
      seen:
        hit !== null && (el.contains(hit) || hit.contains(el) || !hit.closest('[data-testid="cards-hand"]')),
    };
  });

/** Tabs through the whole page (until the focus leaves it); returns the stops the hand covered. */
async function coveredStops(page: Page): Promise<{ covered: string[]; stops: number; board: number }> {
  await page.locator("body").focus();
  const covered: string[] = [];
  let stops = 0;
  let board = 0;
  for (let i = 0; i < 300; i++) {
    await page.keyboard.press("Tab");
    const at = await focusReport(page);
    if (at === null) break;
    stops++;
    if (!at.inDock && (await page.evaluate(() => !!document.activeElement?.closest(".cc-table")))) board++;
    if (!at.seen) covered.push(at.name);
  }
  return { covered, stops, board };
}

test("a new match: every Tab stop on the board shows above the docked hand", async ({ page, shot }) => {
  await page.goto(matchPath("phone-focus", []));
  await expect(page.getByTestId("cards-status")).toContainText("your turn");
  await expect(page.getByTestId("cards-hand")).toBeVisible();
  const { covered, stops, board } = await coveredStops(page);
  expect(stops, "the page has Tab stops").toBeGreaterThan(20);
  expect(board, "some are on the board, above the hand").toBeGreaterThan(2);
  expect(covered).toEqual([]);
  await shot("cards-phone-focus");
});

test("a creature that can attack: its Attack button, reached by Tab, is on screen above the hand", async ({
  page,
}) => {
  const found = playUntil(
    "attack-1",
    (_c, s) =>
      s.status === "playing" &&
      s.active === 0 &&
      legalCommands(s).some((c) => c.type === "Attack" && c.target !== "leader:1"),
  );
  expect(found, "a turn of yours where a creature can attack").not.toBeNull();
  await page.goto(matchPath("attack-1", found!.commands));
  const attack = page.locator('[data-testid="cards-action"][data-action="Attack"]').first();
  await expect(attack).toBeVisible();
  const { covered } = await coveredStops(page);
  expect(covered).toEqual([]);
  // And the Attack button itself, focused by Tab, can be pressed where it shows.
  await page.locator("body").focus();
  for (let i = 0; i < 300 && !(await attack.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press("Tab");
  await expect(attack).toBeFocused();
  await expect(attack).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("cards-prompt")).toBeVisible();
});
