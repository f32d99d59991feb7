import { axeViolations, expect, type Page, test } from "./fixtures.ts";

/**
 * "Design a level" in the designer view (/shell-tide/levels): an order checked field by field, the
 * search in a Web Worker with progress and Cancel, the boards it returns (or the closest ones), each
 * opened to inspect (its proof against the order) and to play.
 */
test.use({ viewport: { width: 1280, height: 800 } });

async function openPanel(page: Page) {
  await page.goto("/shell-tide/levels");
  await page.getByText("Design a level").click();
  await expect(page.getByTestId("st-design-start")).toBeVisible();
}

async function fill(page: Page, values: Record<string, string>) {
  for (const [field, value] of Object.entries(values)) {
    const input = page.getByTestId(`st-design-${field}`);
    if (field === "nodes") await input.selectOption(value);
    else await input.fill(value);
  }
}

test("an 8-node order: checked, designed with progress, then inspected and played", async ({
  page,
  shot,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openPanel(page);

  // An order §5 cannot give: the message names the field, and the field takes the focus.
  await fill(page, { p75: "9" });
  await page.getByTestId("st-design-start").click();
  await expect(page.getByTestId("st-design-error-p75")).toContainText(/^P75 must be between optimal \(3\)/);
  await expect(page.getByTestId("st-design-p75")).toBeFocused();
  await expect(page.getByTestId("st-design-p75")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("st-design-progress")).toHaveCount(0);
  await fill(page, { p75: "5", count: "0" });
  await expect(page.getByTestId("st-design-error-p75")).toHaveCount(0);
  await expect(page.getByTestId("st-design-error-count")).toHaveText(
    "Boards wanted: enter a whole number from 1 to 10.",
  );

  // Ten distinct boards of the default order (8 nodes, 1 wet pit, 10 starfish, Sweep, O 3 / P75 5 / max 6).
  await fill(page, { count: "10" });
  await page.getByTestId("st-design-start").click();
  const progress = page.getByTestId("st-design-progress");
  await expect(progress).toHaveAttribute("data-status", "running");
  await expect(page.getByTestId("st-design-progress-text")).toContainText(
    /restart \d+ of 24 · [\d,]+ boards tried · \d+ proven · \d+ of 10 found/,
  );
  await expect(page.getByTestId("st-design-start")).toBeDisabled();
  const results = page.getByTestId("st-design-results");
  await expect(results).toHaveAttribute("data-met", "true", { timeout: 60_000 });
  await expect(progress).toHaveCount(0);
  await expect(page.getByTestId("st-design-verdict")).toContainText(
    "10 boards meeting the order and every seed gate",
  );
  await expect(results.locator('li[data-meets-order="true"][data-meets-gates="true"]')).toHaveCount(10);
  await shot("shell-tide-design-results");
  expect(await axeViolations(page), "axe on the open panel with its results").toEqual([]);

  // Inspect board 1: its proof against the order, in the designer view.
  await page.getByRole("button", { name: "Inspect board 1", exact: true }).click();
  const view = page.getByTestId("st-designed-view");
  await expect(view.getByRole("heading", { name: "Designed board 1" })).toBeFocused();
  await expect(page.getByTestId("st-tab-designed")).toHaveAttribute("aria-pressed", "true");
  await expect(view.getByTestId("fig-o")).toHaveText("3");
  await expect(view.getByTestId("fig-p75")).toHaveText("5");
  await expect(view.getByTestId("fig-max")).toHaveText("6");
  await expect(page.getByTestId("st-order-verdict")).toHaveText(/^Meets the order/);
  await expect(page.getByTestId("st-order-check").locator('li[data-met="true"]')).toHaveCount(2);
  await expect(view.getByTestId("st-chart")).toBeVisible();

  // The optimal path, read off the path player one step at a time…
  const moves: { node: number; direction: string }[] = [];
  const caption = page.getByTestId("st-path-caption");
  for (let k = 1; k <= 3; k++) {
    await page.getByTestId("st-path-next").click();
    await expect(caption).toContainText(`Step ${k} / 3 · pit`);
    const [, node, direction] = /pit (\d+) .*?\((left|right)\)/.exec((await caption.textContent())!)!;
    moves.push({ node: Number(node), direction: direction! });
  }
  await expect(caption).toContainText("0 left");

  // …and played from the list's Play: the playtest opens with the focus, and the path earns 3★.
  await page.getByRole("button", { name: "Play board 1", exact: true }).click();
  const playtest = page.getByTestId("st-playtest");
  await expect(playtest).toBeVisible();
  await expect(playtest.getByRole("heading", { name: "Playtest: Designed board 1" })).toBeInViewport();
  for (const move of moves) {
    await expect(playtest.getByRole("status").filter({ hasText: "Sowing" })).toHaveCount(0);
    await playtest.getByTestId(`st-board-node-${move.node}`).click();
    await playtest.getByTestId(`st-commit-${move.direction}`).click();
  }
  await expect(playtest.getByTestId("st-result")).toHaveAttribute("data-status", "won");
  await expect(playtest.getByTestId("st-rating")).toHaveAttribute("data-stars", "3");
  await shot("shell-tide-design-playtest");
  await playtest.getByRole("button", { name: "Close the playtest" }).click();
  await expect(playtest).toHaveCount(0);

  // Back to a pack level and to the designed board by its tab.
  await page.getByTestId("st-tab-1").click();
  await expect(page.getByTestId("st-designed-view")).toHaveCount(0);
  await page.getByTestId("st-tab-designed").click();
  await expect(page.getByTestId("st-designed-view")).toBeVisible();
});

test("an order the budget cannot meet: the closest boards, with how far each is", async ({ page }) => {
  await openPanel(page);
  // O 3 with P75 3 on 6 starfish without the Sweep: no board of the search has it
  await fill(page, { wetPits: "0", starfish: "6", optimal: "3", p75: "3", max: "5", count: "1" });
  await page.getByTestId("st-design-sweep").uncheck();
  await page.getByTestId("st-design-start").click();
  const results = page.getByTestId("st-design-results");
  await expect(results).toHaveAttribute("data-met", "false", { timeout: 60_000 });
  await expect(results.getByRole("heading", { name: "Closest boards" })).toBeVisible();
  await expect(page.getByTestId("st-design-verdict")).toContainText(
    "The order was not met within the budget (24 restarts",
  );
  const board = page.getByTestId("st-design-board-1");
  await expect(board).toHaveAttribute("data-meets-order", "false");
  // what is off, marked in its figures and the rest said in words
  await expect(board.locator('[data-ok="false"]').first()).toBeVisible();
  await expect(page.getByTestId("st-design-p75-1")).toContainText("(ordered 3)");
  await expect(page.getByTestId("st-design-misses-1")).toContainText("gate missed:");
  await page.getByRole("button", { name: "Inspect board 1", exact: true }).click();
  await expect(page.getByTestId("st-order-verdict")).toContainText("Misses the order");
  await expect(page.getByTestId("st-order-check")).not.toHaveAttribute("data-misses", "0");
});

test("a 12-node design shows its progress and stops at Cancel", async ({ page, shot }) => {
  await openPanel(page);
  await fill(page, {
    nodes: "12",
    wetPits: "1",
    starfish: "13",
    currents: "2",
    optimal: "3",
    p75: "6",
    max: "6",
    count: "3",
  });
  await page.getByTestId("st-design-start").click();
  const progress = page.getByTestId("st-design-progress");
  await expect(progress).toHaveAttribute("data-status", "running");
  await expect(page.getByTestId("st-design-progress-text")).toContainText(/[\d,]+ boards tried/);
  await shot("shell-tide-design-running");
  await page.getByTestId("st-design-cancel").click();
  await expect(progress).toHaveAttribute("data-status", "cancelled");
  await expect(progress).toContainText(/^Design cancelled after \d+\.\d s \(restart \d+ of 24/);
  await expect(page.getByTestId("st-design-results")).toHaveCount(0);
  await expect(page.getByTestId("st-design-start")).toBeEnabled();
});
