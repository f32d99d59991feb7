import { expect, type Page, SCREENSHOT_DIR, test } from "./fixtures.ts";
import {
  gotoPaused,
  inside,
  overlaps,
  playedLevels,
  returningPlayer,
  stopTheClock,
} from "./shell-tide-support.ts";

/**
 * The Shell Tide pages on a 390×844 touch phone: the page header is one row, the Dolphin stands on the
 * shoreline clear of the dialogue and its skip, no keyboard hints anywhere, the board, the Dual Preview
 * and its Sow button fit on the screen together, and nothing scrolls sideways.
 */
const WIDTH = 390;
const HEIGHT = 844;
test.use({ locale: "vi-VN", viewport: { width: WIDTH, height: HEIGHT }, hasTouch: true });

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);

/** The element is entirely on screen right now (no scrolling between the checks). */
async function onScreen(page: Page, testId: string) {
  const box = (await page.getByTestId(testId).boundingBox())!;
  return inside(box, { x: 0, y: 0, width: WIDTH, height: HEIGHT });
}

test("onboarding on a phone: the Dolphin on the shoreline, touch wording, the profile popup scrolls", async ({
  page,
  shot,
}) => {
  await stopTheClock(page);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await gotoPaused(page, "/shell-tide/play", "st-onboarding");
  const stage = page.getByTestId("st-onboarding");
  await expect(stage).toHaveAttribute("data-phase", "HUMMING_INTRO");
  await noSidewaysScroll(page);
  for (let i = 0; i < 3; i++) await page.clock.runFor(3400);
  await expect(stage).toHaveAttribute("data-phase", "PLAYER_MONOLOGUE");
  // Touch wording: no keys are named on a phone.
  await expect(page.getByTestId("st-dialogue-continue")).toContainText("Chạm để tiếp tục");
  await expect(page.getByTestId("st-dialogue-continue")).not.toContainText(/Space|Enter/);
  await page.getByTestId("st-advance").tap();
  await page.clock.runFor(250);
  await expect(stage).toHaveAttribute("data-phase", "BEACH_WALK");
  await page.clock.runFor(7750);
  await page.getByTestId("st-advance").tap();
  await page.getByTestId("st-advance").tap();
  await expect(stage).toHaveAttribute("data-phase", "DOLPHIN_ENTRANCE");
  await page.clock.runFor(250);
  const skip = page.getByRole("button", { name: "Bỏ qua lời thoại" });
  // Reduced motion: the Dolphin fades in where it stands instead of travelling down from the top border.
  await expect(page.getByTestId("st-dolphin")).toHaveCSS("animation-name", "st-fade-in");
  // It stands in the scene on the shoreline, and neither the dialogue box nor the skip covers it.
  const dolphin = (await page.getByTestId("st-dolphin").boundingBox())!;
  const scene = (await page.locator(".st-scene").boundingBox())!;
  const dialogue = (await page.getByTestId("st-dialogue").boundingBox())!;
  expect(inside(dolphin, scene, 1), "the Dolphin is inside the scene").toBe(true);
  expect(overlaps(dolphin, dialogue), "the dialogue box does not cover the Dolphin").toBe(false);
  expect(overlaps(dolphin, (await skip.boundingBox())!), "the skip does not cover the Dolphin").toBe(false);
  await shot("shell-tide-mobile-1-rescue-request");
  await skip.tap();
  // A tap on the scene is no answer: a cue points at the buttons, and nothing is agreed for the player.
  await expect(page.getByTestId("st-wait-cue")).toHaveCount(0);
  await page.getByTestId("st-advance").tap();
  await expect(page.getByTestId("st-wait-cue")).toHaveAttribute("data-cue", "answer");
  await expect(page.getByTestId("st-wait-cue")).toHaveText("Hãy chọn một câu trả lời");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.getByRole("button", { name: "Được, mình sẽ giúp!" }).tap();

  // With both inline errors showing the popup is taller than the scene: it scrolls, so the submit stays reachable.
  const profile = page.getByRole("dialog");
  const submit = profile.getByRole("button", { name: "Bắt đầu cứu hộ" });
  await submit.tap();
  await expect(profile.getByText("Hãy chọn Nam hoặc Nữ.")).toBeVisible();
  await profile.hover();
  await page.mouse.wheel(0, 600);
  const box = (await stage.boundingBox())!;
  await expect
    .poll(async () => {
      const b = (await submit.boundingBox())!;
      return b.y + b.height <= box.y + box.height && b.y >= box.y;
    })
    .toBe(true);
  await noSidewaysScroll(page);
  await shot("shell-tide-mobile-2-profile");
  await profile.getByRole("radio", { name: "Nữ" }).tap();
  await profile.getByLabel("Nickname").fill("Lan");
  await submit.tap();

  await expect(page.getByTestId("st-briefing")).toBeVisible();
  await expect(page.getByTestId("st-dialogue-continue")).toContainText("Chạm để tiếp tục");
  for (let i = 0; i < 3; i++) await page.getByRole("button", { name: "Tiếp" }).tap();
  await page.getByRole("button", { name: "Bắt đầu Level 1" }).tap();
  await expect(page.getByTestId("st-level-play")).toBeVisible();
});

test("a level on a phone: header on one row, no key hints, board, preview and Sow button on screen together", async ({
  page,
  shot,
}) => {
  await returningPlayer(page, "vi", playedLevels(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/shell-tide/play");
  // The page header: title and language switch on one row.
  const title = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
  const language = (await page.getByRole("combobox").boundingBox())!;
  expect(language.y).toBeLessThan(title.y + title.height);
  expect(language.y + language.height).toBeGreaterThan(title.y);
  expect(title.height).toBeLessThan(48);
  await shot("shell-tide-mobile-3-menu");

  for (const n of [3, 10]) {
    await page.getByTestId(`st-level-${n}`).tap();
    await expect(page.locator(".st-keys")).toHaveCount(0);
    const pit = page.locator('.st-node[aria-disabled="false"]').first();
    await pit.tap();
    await expect(page.getByTestId("st-previews")).toBeVisible();
    const commit = page.locator("[data-testid^=st-commit-]").first();
    const commitId = (await commit.getAttribute("data-testid"))!;
    // After the pick, the whole board, the chosen preview and its Sow button are on the screen at once.
    await expect
      .poll(async () => (await onScreen(page, "st-board")) && (await onScreen(page, commitId)))
      .toBe(true);
    expect(await onScreen(page, "st-previews")).toBe(true);
    await expect(page.getByTestId("st-preview-summary").first()).toBeVisible();
    await noSidewaysScroll(page);
    // What the phone shows at that moment (the full-page shot below is the whole page).
    await page.screenshot({ path: `${SCREENSHOT_DIR}shell-tide-mobile-level-${n}-screen.png` });
    await shot(`shell-tide-mobile-${n === 3 ? 4 : 5}-level-${n}`);
    await page.getByTestId("st-back-map").tap();
  }
});

test("the designer view at 390 px does not scroll sideways", async ({ page, shot }) => {
  await page.goto("/shell-tide/levels");
  await page.getByTestId("st-tab-10").tap();
  await expect(page.getByTestId("st-chart")).toBeVisible();
  await noSidewaysScroll(page);
  await shot("shell-tide-mobile-6-levels");
});
