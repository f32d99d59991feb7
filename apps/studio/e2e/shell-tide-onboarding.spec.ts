import { expect, type Page, test } from "./fixtures.ts";
import { gotoPaused, overlaps, proofOf, revealPaused, stopTheClock } from "./shell-tide-support.ts";

/**
 * The first visit, end to end in Vietnamese (the browser says vi-VN) at 1366×900: the cinematic, the
 * rescue request, the profile popup, the Level 1 briefing, a 3★ win with the proven optimal move from the
 * keyboard only, and a reload that goes straight to the menu. Time is Playwright's fake clock, so the
 * ~20 s of timed scenes take no real time.
 */
test.use({ locale: "vi-VN", viewport: { width: 1366, height: 900 } });

const stage = (page: Page) => page.getByTestId("st-onboarding");
const line = (page: Page) => page.getByTestId("st-dialogue-text");
const cue = (page: Page) => page.getByTestId("st-wait-cue");

/** First input completes a typing line, the second moves on (the typewriter rule). */
async function readLine(page: Page, text: string) {
  await expect(line(page)).toHaveText(text);
  await page.keyboard.press("Space");
  await expect(page.getByTestId("st-dialogue-continue")).toBeVisible();
  await page.keyboard.press("Enter");
}

test("a new player goes through onboarding from the keyboard, wins Level 1 with 3★, and a reload skips onboarding", async ({
  page,
  shot,
}) => {
  await stopTheClock(page);
  await gotoPaused(page, "/shell-tide/play", "st-onboarding");

  // HUMMING_INTRO: only sand, lyrics one at a time with a music icon, no skip; input is answered by a cue.
  await expect(stage(page)).toHaveAttribute("data-phase", "HUMMING_INTRO");
  await expect(page.locator(".st-beach")).toHaveAttribute("data-sea", "false");
  await expect(page.getByTestId("st-footprints")).toHaveCount(0);
  await expect(line(page)).toHaveText("Chớ âu lo để làm gì");
  await expect(page.getByTestId("st-dialogue-speaker")).toHaveText("Bạn");
  await expect(page.getByRole("img", { name: "Đang ngân nga" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Bỏ qua lời thoại" })).toHaveCount(0);
  // The focus is on the scene, the control that moves it on.
  await expect(page.getByTestId("st-advance")).toBeFocused();
  await expect(cue(page)).toHaveAttribute("data-cue", "humming");
  await expect(cue(page)).toHaveAttribute("data-nudged", "false");
  await shot("shell-tide-onboarding-1-humming");
  await page.keyboard.press("Enter");
  await expect(line(page)).toHaveText("Chớ âu lo để làm gì");
  await expect(cue(page)).toHaveAttribute("data-nudged", "true");
  await expect(cue(page)).toContainText("Đoạn này tự chạy");
  await page.clock.runFor(3400);
  await expect(line(page)).toHaveText("Hè về là ta phải đi thôi");
  await page.clock.runFor(3400);
  await expect(line(page)).toHaveText("Tuổi xuân nào đâu có chờ đợi...");
  await page.clock.runFor(3400);

  // PLAYER_MONOLOGUE, then the sea fades in and the footprints start while the dialogue box is hidden.
  await expect(stage(page)).toHaveAttribute("data-phase", "PLAYER_MONOLOGUE");
  await expect(cue(page)).toHaveCount(0);
  await readLine(page, "Ôi mấy nay trời nóng quá, phải đi tắm biển thôi...");
  await expect(stage(page)).toHaveAttribute("data-phase", "TIDE_REVEAL");
  await expect(page.locator(".st-beach")).toHaveAttribute("data-sea", "true");
  await expect(page.getByTestId("st-footprints")).toBeVisible();
  await expect(page.getByTestId("st-dialogue")).toHaveCount(0);
  await page.clock.runFor(1400);
  await expect(stage(page)).toHaveAttribute("data-phase", "BEACH_WALK");
  // The ~8 s with no dialogue says so, and a key press there is answered instead of silently ignored.
  await expect(page.getByTestId("st-dialogue")).toHaveCount(0);
  await expect(cue(page)).toHaveAttribute("data-cue", "walk");
  await expect(cue(page)).toBeVisible();
  await page.keyboard.press("Space");
  await expect(cue(page)).toHaveAttribute("data-nudged", "true");
  await expect(stage(page)).toHaveAttribute("data-phase", "BEACH_WALK");
  await shot("shell-tide-onboarding-2-beach-walk");
  await page.clock.runFor(6600);
  await expect(cue(page)).toHaveCount(0);
  await readLine(page, "Nước biển mát quá! Tắm biển thật tuyệt vời.");
  await readLine(page, "Cát ấm thật, nhưng sát mép nước thì dễ chịu hơn nhiều.");

  // DOLPHIN_ENTRANCE: no Dolphin line before the avatar arrives.
  await expect(stage(page)).toHaveAttribute("data-phase", "DOLPHIN_ENTRANCE");
  await expect(page.getByTestId("st-dolphin")).toBeVisible();
  await expect(page.getByTestId("st-dolphin")).toHaveCSS("animation-name", "st-dolphin-enter");
  await expect(page.getByTestId("st-dialogue")).toHaveCount(0);
  await expect(cue(page)).toHaveAttribute("data-cue", "entrance");
  await page.clock.runFor(2200);

  // RESCUE_REQUEST: the first place a skip exists; it never answers for the player.
  await expect(stage(page)).toHaveAttribute("data-phase", "RESCUE_REQUEST");
  await expect(page.getByTestId("st-dialogue-speaker")).toHaveText("Cá Heo");
  await expect(line(page)).toHaveText("Bạn ơi, giúp mình với!");
  // The Dolphin stands on the shoreline, clear of the skip button (on the dialogue box) and of the box.
  const dolphin = (await page.getByTestId("st-dolphin").boundingBox())!;
  const skip = page.getByRole("button", { name: "Bỏ qua lời thoại" });
  const skipBox = (await skip.boundingBox())!;
  const dialogue = (await page.getByTestId("st-dialogue").boundingBox())!;
  expect(dolphin.y + dolphin.height, "the Dolphin is above the dialogue box").toBeLessThanOrEqual(dialogue.y);
  expect(skipBox.y, "the skip sits on the dialogue box, not over the Dolphin").toBeGreaterThan(
    dolphin.y + dolphin.height,
  );
  // From the keyboard: the first line, then the second completed by one press: the question is on screen.
  await readLine(page, "Bạn ơi, giúp mình với!");
  await expect(line(page)).toContainText("Mấy bạn sao biển ham chơi");
  await page.keyboard.press("Space");
  await expect(page.getByTestId("st-profile")).toHaveCount(0);
  const decline = page.getByRole("button", { name: "Mình không rảnh" });
  await expect(decline).toBeDisabled();
  // The focus is on the answer (it used to stay on the page body, 8 Tabs away); the skip is gone.
  const agree = page.getByRole("button", { name: "Được, mình sẽ giúp!" });
  await expect(agree).toBeFocused();
  await expect(skip).toHaveCount(0);
  await expect(cue(page)).toHaveCount(0);
  await shot("shell-tide-onboarding-3-rescue-request");
  await page.keyboard.press("Enter");

  // PROFILE_SETUP: inline errors, nickname trimmed 2–16, language defaulting to the browser's (vi).
  const profile = page.getByRole("dialog", { name: "Hồ sơ cứu hộ" });
  await expect(profile).toBeVisible();
  await expect(profile.getByLabel("Ngôn ngữ")).toHaveValue("vi");
  // The focus starts on the first gender; Tab goes to the nickname, and Enter there submits the form.
  await expect(profile.getByRole("radio", { name: "Nam" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(profile.getByLabel("Nickname")).toBeFocused();
  await page.keyboard.type("   A   ");
  await page.keyboard.press("Enter");
  await expect(profile.getByText("Hãy chọn Nam hoặc Nữ.")).toBeVisible();
  await expect(profile.getByText(/Nickname cần từ 2 đến 16 ký tự/)).toBeVisible();
  // Back to the gender (Shift+Tab enters the unchecked group on its last radio): Space picks "Nữ".
  await page.keyboard.press("Shift+Tab");
  await expect(profile.getByRole("radio", { name: "Nữ" })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(profile.getByRole("radio", { name: "Nữ" })).toBeChecked();
  await expect(profile.getByText("Hãy chọn Nam hoặc Nữ.")).toHaveCount(0);
  await page.keyboard.press("Tab");
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("  Lan  ");
  await expect(profile.getByText(/Nickname cần từ 2 đến 16 ký tự/)).toHaveCount(0);
  // Tab stays inside the popup.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  const submit = profile.getByRole("button", { name: "Bắt đầu cứu hộ" });
  await expect(submit).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(profile.getByRole("radio", { name: "Nữ" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(submit).toBeFocused();
  // The popup keeps the Dolphin in sight beside it, as context.
  expect(
    overlaps((await profile.boundingBox())!, (await page.getByTestId("st-dolphin").boundingBox())!),
  ).toBe(false);
  await shot("shell-tide-onboarding-4-profile");
  await page.keyboard.press("Enter");

  // Straight into Level 1 with the Dolphin's four-beat briefing; the board is locked meanwhile.
  await expect(page.getByTestId("st-level-title")).toHaveText("Level 1 · Xoáy đầu tiên");
  const briefing = page.getByTestId("st-briefing");
  await expect(briefing).toBeVisible();
  // The popup is gone: focus goes to the briefing, not back to the top of the page.
  await expect(briefing.getByRole("button", { name: "Tiếp" })).toBeFocused();
  // The coach (hint) stays hidden until the briefing ends.
  await expect(page.getByTestId("st-hint-button")).toHaveCount(0);
  await expect(page.getByTestId("st-board-node-0")).toHaveAttribute("aria-disabled", "true");
  for (const [i, topic] of ["Mục tiêu", "Luật chính", "Dòng Chảy", "Sóng Cứu Hộ"].entries()) {
    await expect(page.getByTestId("st-beat")).toHaveText(`${i + 1}/4 · ${topic}`);
    // The first press completes the typing line (the focused "Tiếp" button is the press), the second moves on.
    await page.keyboard.press("Enter");
    if (i < 3) await page.keyboard.press("Enter");
  }
  const start = briefing.getByRole("button", { name: "Bắt đầu Level 1" });
  await expect(start).toBeFocused();
  await shot("shell-tide-onboarding-5-briefing");
  await page.keyboard.press("Enter");
  await expect(briefing).toHaveCount(0);
  await expect(page.getByTestId("st-hint-button")).toBeVisible();

  const stored = await page.evaluate(() => ({
    profile: JSON.parse(localStorage.getItem("rescueFlowPlayerProfileV1") ?? "null"),
    memory: JSON.parse(localStorage.getItem("shellTide.globalSharedMemory.v1") ?? "null"),
  }));
  expect(stored.profile).toMatchObject({
    gender: "female",
    nickname: "Lan",
    locale: "vi",
    welcomeStatus: "completed",
    persistenceAvailable: true,
  });
  expect(typeof stored.profile.welcomeCompletedAt).toBe("string");
  const records = Object.fromEntries(
    (stored.memory.records as { key: string; value: string }[]).map((r) => [r.key, r.value]),
  );
  expect(records).toEqual({
    "player.nickname": "Lan",
    "player.gender": "female",
    "player.locale": "vi",
    "player.profile_importance": "very-important",
  });

  // The board has the focus and, reached from the keyboard, the focused pit is the selected one: its
  // Dual Preview is on screen, so Enter (as the key hint says) sows that very pit.
  const focusedPit = page.locator(".st-node:focus");
  await expect(focusedPit).toHaveAttribute("data-selected", "true");
  await expect(page.getByTestId("st-previews")).toBeVisible();
  await expect(page.getByText("Phím: ↑/↓ chọn hố · ← ↺ ngược chiều kim đồng hồ")).toBeVisible();

  // Level 1 with the proven optimal move: ↓ walks the pits that can be sown, → turns the Flow clockwise.
  const level1 = proofOf(1);
  expect(level1.optimalTurns).toBe(1);
  const [move] = level1.optimalPath;
  const target = page.getByTestId(`st-board-node-${move!.node}`);
  for (let i = 0; i < 12 && (await target.getAttribute("data-selected")) !== "true"; i++) {
    await page.keyboard.press("ArrowDown");
  }
  await expect(target).toHaveAttribute("data-selected", "true");
  await expect(target).toBeFocused();
  const card = page.getByTestId(`st-preview-${move!.direction}`);
  // The preview teaches the Vortex chain (Level 1's lesson) but never says what is left after the move.
  await expect(card.getByTestId("st-preview-vortex")).toContainText("hút");
  await expect(card.getByTestId("st-preview-remaining")).toHaveCount(0);
  await expect(page.getByTestId("st-turns")).toHaveText("0 / 5");
  // On the standard layout "right" runs clockwise: → picks it, and the card says so in words.
  expect(move!.direction).toBe("right");
  await page.keyboard.press("ArrowRight");
  await expect(card).toHaveAttribute("data-chosen", "true");
  await expect(card.getByRole("heading")).toContainText("↻ Theo chiều kim đồng hồ");
  await shot("shell-tide-play-1-dual-preview");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Đang rải sao" })).toBeVisible();
  // Each animation frame is scheduled once the previous one has rendered: advance the clock frame by frame.
  const result = page.getByTestId("st-result");
  await expect
    .poll(async () => {
      await page.clock.runFor(600);
      return result.count();
    })
    .toBe(1);
  await expect(result).toHaveAttribute("data-status", "won");
  await expect(page.getByTestId("st-rating")).toHaveAttribute("data-stars", "3");
  await expect(page.getByTestId("st-turns")).toHaveText("1 / 5");
  // The win screen takes the focus: the keyboard lands on its buttons.
  await expect(result.getByRole("heading", { name: "Full Rescue!" })).toBeFocused();
  await shot("shell-tide-play-2-won-3-stars");

  // A reload is a returning player, back where they were (the won level, its result), with no onboarding;
  // the level map shows Level 1's stars and opening it again shows no briefing.
  await page.reload();
  await revealPaused(page, "st-play-page");
  await expect(page.getByTestId("st-onboarding")).toHaveCount(0);
  await expect(page.getByTestId("st-result")).toHaveAttribute("data-status", "won");
  await page.getByTestId("st-back-map").click();
  await expect(page.getByTestId("st-menu")).toBeVisible();
  await expect(page.getByTestId("st-level-1")).toHaveAttribute("data-stars", "3");
  await expect(page.getByTestId("st-level-1")).toContainText("Xoáy đầu tiên");
  const level1Button = page.getByTestId("st-level-1");
  for (let i = 0; i < 20 && !(await level1Button.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(level1Button).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("st-level-play")).toBeVisible();
  await expect(page.getByTestId("st-briefing")).toHaveCount(0);
  await shot("shell-tide-play-3-returning-menu");
});

test("the beach walk also ends on its own after one walk loop", async ({ page }) => {
  await stopTheClock(page);
  await gotoPaused(page, "/shell-tide/play", "st-onboarding");
  for (let i = 0; i < 3; i++) await page.clock.runFor(3400);
  await expect(stage(page)).toHaveAttribute("data-phase", "PLAYER_MONOLOGUE");
  await readLine(page, "Ôi mấy nay trời nóng quá, phải đi tắm biển thôi...");
  await page.clock.runFor(1400);
  await page.clock.runFor(6600);
  await expect(line(page)).toHaveText("Nước biển mát quá! Tắm biển thật tuyệt vời.");
  // The player reads one line and then just watches: the walk goes on while lines advance…
  await page.keyboard.press("Space");
  await page.keyboard.press("Space");
  await expect(line(page)).toHaveText("Cát ấm thật, nhưng sát mép nước thì dễ chịu hơn nhiều.");
  await page.clock.runFor(9000);
  await expect(stage(page)).toHaveAttribute("data-phase", "BEACH_WALK");
  // …and once the footprints have walked their loop (9.8 s of them since the lines came back) it ends.
  await page.clock.runFor(800);
  await expect(stage(page)).toHaveAttribute("data-phase", "DOLPHIN_ENTRANCE");
});

test("blocked storage: onboarding still completes in session and says progress is not saved", async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, "localStorage", {
      get() {
        throw new DOMException("blocked", "SecurityError");
      },
    });
  });
  await stopTheClock(page);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await gotoPaused(page, "/shell-tide/play", "st-onboarding");
  await expect(stage(page)).toHaveAttribute("data-phase", "HUMMING_INTRO");
  await expect(page.getByText("Trình duyệt đang chặn lưu trữ", { exact: false })).toBeVisible();
  // Each timed scene schedules the next once React has rendered it, so the clock moves one scene at a time.
  for (const lyric of ["Hè về là ta phải đi thôi", "Tuổi xuân nào đâu có chờ đợi..."]) {
    await page.clock.runFor(3400);
    await expect(line(page)).toHaveText(lyric);
  }
  await page.clock.runFor(3400);
  await expect(stage(page)).toHaveAttribute("data-phase", "PLAYER_MONOLOGUE");
  // Reduced motion renders a line at once, so one input moves on.
  await page.keyboard.press("Enter");
  await expect(stage(page)).toHaveAttribute("data-phase", "TIDE_REVEAL");
  await page.clock.runFor(250);
  await expect(stage(page)).toHaveAttribute("data-phase", "BEACH_WALK");
  await page.clock.runFor(7750);
  await expect(line(page)).toHaveText("Nước biển mát quá! Tắm biển thật tuyệt vời.");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  // Reduced motion: the Dolphin's entrance is a 250 ms fade.
  await expect(stage(page)).toHaveAttribute("data-phase", "DOLPHIN_ENTRANCE");
  await page.clock.runFor(250);
  await page.getByRole("button", { name: "Bỏ qua lời thoại" }).click();
  await page.getByRole("button", { name: "Được, mình sẽ giúp!" }).click();
  const profile = page.getByRole("dialog");
  await profile.getByRole("radio", { name: "Nam" }).check();
  await profile.getByLabel("Nickname").fill("Minh");
  await profile.getByLabel("Ngôn ngữ").selectOption("en");
  await expect(profile.getByRole("button", { name: "Start the rescue" })).toBeVisible();
  await profile.getByRole("button", { name: "Start the rescue" }).click();
  await expect(page.getByTestId("st-briefing")).toBeVisible();
  await expect(page.getByTestId("st-beat")).toHaveText("1/4 · Goal");
  await expect(page.getByText("Your browser blocks storage", { exact: false })).toBeVisible();
});

test.describe("English browser", () => {
  test.use({ locale: "en-US" });

  test("a new player whose browser prefers English gets the English copy and form default", async ({
    page,
  }) => {
    await stopTheClock(page);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoPaused(page, "/shell-tide/play", "st-onboarding");
    await expect(stage(page)).toHaveAttribute("data-phase", "HUMMING_INTRO");
    await expect(page.getByTestId("st-play-page")).toHaveAttribute("lang", "en");
    await expect(page.getByTestId("st-dialogue-speaker")).toHaveText("You");
    await expect(line(page)).toHaveText("Why worry, what's the use");
    await expect(page.getByRole("img", { name: "Humming" })).toBeVisible();
    await expect(cue(page)).toContainText("Humming… this part plays by itself");
  });
});
