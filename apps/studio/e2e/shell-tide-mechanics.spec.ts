import { expect, type Page, test } from "./fixtures.ts";
import { readLevel, returningPlayer } from "./shell-tide-support.ts";

/**
 * Each new mechanic gets a short Dolphin beat in the same dialogue box when it first appears — the Final
 * Tide Sweep at L4, the first wet pit at L5, Current Arrows at L8 — read to its start button the first
 * time and skippable on a replay; levels have player-facing names in both languages.
 */
test.use({ viewport: { width: 1366, height: 900 } });

/** Levels 1–3 done: the player reaches the pack's new mechanics. */
const upToLevel3 = {
  version: 1,
  levels: Object.fromEntries(
    [1, 2, 3].map((n) => [
      String(n),
      { bestStars: 3, completed: true, activity: { win: 1, briefing_done: 1 } },
    ]),
  ),
};

const intro = (page: Page) => page.getByTestId("st-mechanic-intro");

/**
 * Reads the beat's lines with the keyboard, the focused button being the press. With reduced motion a
 * line is on screen at once, so one press a line moves on; after the last the start button has the focus.
 */
async function readBeat(page: Page, lines: number) {
  for (let i = 0; i < lines - 1; i++) {
    await expect(page.getByTestId("st-beat")).toContainText(`${i + 1}/${lines}`);
    await page.keyboard.press("Enter");
  }
  await expect(page.getByTestId("st-beat")).toContainText(`${lines}/${lines}`);
}

test("L4 introduces the Final Tide Sweep the first time, then the beat can be skipped", async ({
  page,
  shot,
}) => {
  await returningPlayer(page, "en", upToLevel3);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/shell-tide/play");
  await page.getByTestId("st-level-4").click();
  await expect(page.getByTestId("st-level-title")).toHaveText("Level 4 · The Final Tide");
  await expect(intro(page)).toBeVisible();
  await expect(page.getByTestId("st-beat")).toHaveText("1/2 · Final Tide Sweep");
  await expect(intro(page).getByTestId("st-dialogue-speaker")).toHaveText("Dolphin");
  await expect(intro(page)).toContainText("only one pit still holds starfish");
  // The first time there is no skip, the board is locked and the coach is hidden.
  await expect(page.getByTestId("st-skip-intro")).toHaveCount(0);
  await expect(page.getByTestId("st-board-node-0")).toHaveAttribute("aria-disabled", "true");
  await expect(page.getByTestId("st-hint-button")).toHaveCount(0);
  await expect(intro(page).getByRole("button", { name: "Next" })).toBeFocused();
  await shot("shell-tide-mechanics-1-sweep");
  await readBeat(page, 2);
  const start = intro(page).getByRole("button", { name: "Start Level 4" });
  await expect(start).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(intro(page)).toHaveCount(0);
  await expect(page.getByTestId("st-hint-button")).toBeVisible();

  // A replay: the beat comes back with a skip, which goes straight to the board.
  await page.getByTestId("st-back-map").click();
  await page.getByTestId("st-level-4").click();
  await expect(intro(page)).toBeVisible();
  await page.getByTestId("st-skip-intro").click();
  await expect(intro(page)).toHaveCount(0);
  await expect(page.locator('.st-node[aria-disabled="false"]').first()).toBeVisible();
});

test("L5 introduces the first wet pit and L8 Current Arrows, pointing at them on the board", async ({
  page,
  shot,
}) => {
  await returningPlayer(page, "vi", upToLevel3);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/shell-tide/play");
  // Player-facing names in the menu, in Vietnamese.
  await expect(page.getByTestId("st-level-5")).toContainText("Hố nước đầu tiên");
  await expect(page.getByTestId("st-level-8")).toContainText("Mũi tên Dòng Chảy");
  await expect(page.getByTestId("st-menu")).not.toContainText(/L\d+ ·/);

  await page.getByTestId("st-level-5").click();
  await expect(page.getByTestId("st-beat")).toHaveText("1/2 · Hố nước");
  await expect(intro(page)).toContainText("hố nước đầu tiên");
  const wet = readLevel(5)
    .nodes.filter((n) => n.type === "wet_pit")
    .map((n) => n.index);
  for (const i of wet)
    await expect(page.getByTestId(`st-board-node-${i}`)).toHaveAttribute("data-watch", "true");
  await shot("shell-tide-mechanics-2-wet-pit");
  await readBeat(page, 2);
  await intro(page).getByRole("button", { name: "Bắt đầu Level 5" }).click();
  await expect(page.locator('.st-node[data-watch="true"]')).toHaveCount(0);

  await page.getByTestId("st-back-map").click();
  await page.getByTestId("st-level-8").click();
  await expect(page.getByTestId("st-level-title")).toHaveText("Level 8 · Mũi tên Dòng Chảy");
  await expect(page.getByTestId("st-beat")).toHaveText("1/2 · Mũi tên Dòng Chảy");
  const arrows = readLevel(8)
    .nodes.filter((n) => n.currentDirection)
    .map((n) => n.index);
  for (const i of arrows)
    await expect(page.getByTestId(`st-board-node-${i}`)).toHaveAttribute("data-watch", "true");
  await shot("shell-tide-mechanics-3-current-arrows");

  // The names follow the language switch.
  await readBeat(page, 2);
  await intro(page).getByRole("button", { name: "Bắt đầu Level 8" }).click();
  await page.getByRole("combobox").first().selectOption("en");
  await expect(page.getByTestId("st-level-title")).toHaveText("Level 8 · Current Arrows");
});

test("levels without a new mechanic open straight on the board", async ({ page }) => {
  await returningPlayer(page, "en", upToLevel3);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/shell-tide/play");
  for (const n of [6, 7, 9, 10]) {
    await page.getByTestId(`st-level-${n}`).click();
    await expect(page.getByTestId("st-level-play")).toBeVisible();
    await expect(intro(page)).toHaveCount(0);
    await page.getByTestId("st-back-map").click();
  }
});
