import { readFileSync } from "node:fs";
import { expect, type Page, test } from "./fixtures.ts";

/**
 * The first visit, end to end in Vietnamese (the browser says vi-VN): the cinematic, the rescue request,
 * the profile popup, the Level 1 briefing, a 3★ win with the proven optimal move, and a reload that goes
 * straight to the menu. Time is Playwright's fake clock, so the ~20 s of timed scenes take no real time.
 */
test.use({ locale: "vi-VN" });

const PACK = new URL("../../../levels/shell-tide/full-rescue-v2/", import.meta.url);
type Proof = {
  levels: {
    level: number;
    optimalTurns: number;
    optimalPath: { node: number; direction: "left" | "right" }[];
  }[];
};
const readProof = (): Proof => JSON.parse(readFileSync(new URL("proof.json", PACK), "utf8"));

const stage = (page: Page) => page.getByTestId("st-onboarding");

/**
 * Fake time that moves only when the test says so (`runFor`): a loaded machine can no longer let a timed
 * scene pass on its own between two assertions.
 */
async function stopTheClock(page: Page) {
  await page.clock.install({ time: new Date("2025-06-01T09:00:00Z") });
  await page.clock.pauseAt(new Date("2025-06-01T09:00:01Z"));
}
const line = (page: Page) => page.getByTestId("st-dialogue-text");

/** First input completes a typing line, the second moves on (the typewriter rule). */
async function readLine(page: Page, text: string) {
  await expect(line(page)).toHaveText(text);
  await page.keyboard.press("Space");
  await expect(page.getByTestId("st-dialogue-continue")).toBeVisible();
  await page.keyboard.press("Enter");
}

test("a new player goes through onboarding, wins Level 1 with 3★, and a reload skips onboarding", async ({
  page,
  shot,
}) => {
  await stopTheClock(page);
  await page.goto("/shell-tide/play");

  // HUMMING_INTRO: only sand, lyrics one at a time with a music icon, no skip, input does nothing.
  await expect(stage(page)).toHaveAttribute("data-phase", "HUMMING_INTRO");
  await expect(page.locator(".st-beach")).toHaveAttribute("data-sea", "false");
  await expect(page.getByTestId("st-footprints")).toHaveCount(0);
  await expect(line(page)).toHaveText("Chớ âu lo để làm gì");
  await expect(page.getByTestId("st-dialogue-speaker")).toHaveText("Bạn");
  await expect(page.getByRole("img", { name: "Đang ngân nga" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Bỏ qua lời thoại" })).toHaveCount(0);
  await shot("shell-tide-onboarding-1-humming");
  await page.keyboard.press("Enter");
  await expect(line(page)).toHaveText("Chớ âu lo để làm gì");
  await page.clock.runFor(3400);
  await expect(line(page)).toHaveText("Hè về là ta phải đi thôi");
  await page.clock.runFor(3400);
  await expect(line(page)).toHaveText("Tuổi xuân nào đâu có chờ đợi...");
  await page.clock.runFor(3400);

  // PLAYER_MONOLOGUE, then the sea fades in and the footprints start while the dialogue box is hidden.
  await expect(stage(page)).toHaveAttribute("data-phase", "PLAYER_MONOLOGUE");
  await readLine(page, "Ôi mấy nay trời nóng quá, phải đi tắm biển thôi...");
  await expect(stage(page)).toHaveAttribute("data-phase", "TIDE_REVEAL");
  await expect(page.locator(".st-beach")).toHaveAttribute("data-sea", "true");
  await expect(page.getByTestId("st-footprints")).toBeVisible();
  await expect(page.getByTestId("st-dialogue")).toHaveCount(0);
  await page.clock.runFor(1400);
  await expect(stage(page)).toHaveAttribute("data-phase", "BEACH_WALK");
  await expect(page.getByTestId("st-dialogue")).toHaveCount(0);
  await shot("shell-tide-onboarding-2-beach-walk");
  await page.clock.runFor(6600);
  await readLine(page, "Nước biển mát quá! Tắm biển thật tuyệt vời.");
  await readLine(page, "Cát ấm thật, nhưng sát mép nước thì dễ chịu hơn nhiều.");

  // DOLPHIN_ENTRANCE: no Dolphin line before the avatar arrives.
  await expect(stage(page)).toHaveAttribute("data-phase", "DOLPHIN_ENTRANCE");
  await expect(page.getByTestId("st-dolphin")).toBeVisible();
  await expect(page.getByTestId("st-dolphin")).toHaveCSS("animation-name", "st-dolphin-enter");
  await expect(page.getByTestId("st-dialogue")).toHaveCount(0);
  await page.clock.runFor(2200);

  // RESCUE_REQUEST: the first place a skip exists; it never answers for the player.
  await expect(stage(page)).toHaveAttribute("data-phase", "RESCUE_REQUEST");
  await expect(page.getByTestId("st-dialogue-speaker")).toHaveText("Cá Heo");
  await expect(line(page)).toHaveText("Bạn ơi, giúp mình với!");
  await page.getByRole("button", { name: "Bỏ qua lời thoại" }).click();
  await expect(page.getByTestId("st-profile")).toHaveCount(0);
  const decline = page.getByRole("button", { name: "Mình không rảnh" });
  await expect(decline).toBeDisabled();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("st-profile")).toHaveCount(0);
  await shot("shell-tide-onboarding-3-rescue-request");
  await page.getByRole("button", { name: "Được, mình sẽ giúp!" }).click();

  // PROFILE_SETUP: inline errors, nickname trimmed 2–16, language defaulting to the browser's (vi).
  const profile = page.getByRole("dialog", { name: "Hồ sơ cứu hộ" });
  await expect(profile).toBeVisible();
  await expect(profile.getByLabel("Ngôn ngữ")).toHaveValue("vi");
  await profile.getByRole("button", { name: "Bắt đầu cứu hộ" }).click();
  await expect(profile.getByText("Hãy chọn Nam hoặc Nữ.")).toBeVisible();
  await expect(profile.getByText(/Nickname cần từ 2 đến 16 ký tự/)).toBeVisible();
  await profile.getByRole("radio", { name: "Nữ" }).check();
  await profile.getByLabel("Nickname").fill("   A   ");
  await profile.getByRole("button", { name: "Bắt đầu cứu hộ" }).click();
  await expect(profile.getByText(/Nickname cần từ 2 đến 16 ký tự/)).toBeVisible();
  await profile.getByLabel("Nickname").fill("  Lan  ");
  await expect(profile.getByText(/Nickname cần từ 2 đến 16 ký tự/)).toHaveCount(0);
  // Tab stays inside the popup.
  await profile.getByRole("button", { name: "Bắt đầu cứu hộ" }).focus();
  await page.keyboard.press("Tab");
  await expect(profile.getByRole("radio", { name: "Nữ" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(profile.getByRole("button", { name: "Bắt đầu cứu hộ" })).toBeFocused();
  await shot("shell-tide-onboarding-4-profile");
  await profile.getByRole("button", { name: "Bắt đầu cứu hộ" }).click();

  // Straight into Level 1 with the Dolphin's four-beat briefing; the board is locked meanwhile.
  await expect(page.getByTestId("st-level-title")).toContainText("Level 1");
  const briefing = page.getByTestId("st-briefing");
  await expect(briefing).toBeVisible();
  // The popup is gone: focus goes to the briefing, not back to the top of the page.
  await expect(briefing.getByRole("button", { name: "Tiếp" })).toBeFocused();
  // The coach (hint) stays hidden until the briefing ends.
  await expect(page.getByTestId("st-hint-button")).toHaveCount(0);
  await expect(page.getByTestId("st-board-node-0")).toHaveAttribute("aria-disabled", "true");
  for (const [i, topic] of ["Mục tiêu", "Luật chính", "Dòng Chảy", "Sóng Cứu Hộ"].entries()) {
    await expect(page.getByTestId("st-beat")).toHaveText(`${i + 1}/4 · ${topic}`);
    await page.keyboard.press("Space");
    if (i < 3) await briefing.getByRole("button", { name: "Tiếp" }).click();
  }
  await shot("shell-tide-onboarding-5-briefing");
  await briefing.getByRole("button", { name: "Bắt đầu Level 1" }).click();
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

  // Level 1 with the proven optimal move, played from the keyboard: select, preview both FLOWs, commit.
  const level1 = readProof().levels.find((l) => l.level === 1)!;
  expect(level1.optimalTurns).toBe(1);
  const [move] = level1.optimalPath;
  // The board has the focus once the briefing closes: ↓ walks the pits that can be sown.
  const target = page.getByTestId(`st-board-node-${move!.node}`);
  for (let i = 0; i < 12 && (await target.getAttribute("data-selected")) !== "true"; i++) {
    await page.keyboard.press("ArrowDown");
  }
  await expect(target).toHaveAttribute("data-selected", "true");
  await expect(target).toBeFocused();
  await expect(page.getByTestId("st-previews")).toBeVisible();
  await expect(page.getByTestId(`st-preview-${move!.direction}`)).toBeVisible();
  await expect(
    page.getByTestId(`st-preview-${move!.direction}`).getByTestId("st-preview-remaining"),
  ).toHaveText("0");
  await expect(page.getByTestId("st-turns")).toHaveText("0 / 5");
  await page.keyboard.press(move!.direction === "left" ? "ArrowLeft" : "ArrowRight");
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
  await shot("shell-tide-play-2-won-3-stars");

  // A reload is a returning player: straight to the menu, Level 1 shows its stars, no briefing again.
  await page.reload();
  await expect(page.getByTestId("st-menu")).toBeVisible();
  await expect(page.getByTestId("st-onboarding")).toHaveCount(0);
  await expect(page.getByTestId("st-level-1")).toHaveAttribute("data-stars", "3");
  await page.getByTestId("st-level-1").click();
  await expect(page.getByTestId("st-level-play")).toBeVisible();
  await expect(page.getByTestId("st-briefing")).toHaveCount(0);
  await shot("shell-tide-play-3-returning-menu");
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
  await page.goto("/shell-tide/play");
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
    await page.goto("/shell-tide/play");
    await expect(stage(page)).toHaveAttribute("data-phase", "HUMMING_INTRO");
    await expect(page.getByTestId("st-play-page")).toHaveAttribute("lang", "en");
    await expect(page.getByTestId("st-dialogue-speaker")).toHaveText("You");
    await expect(line(page)).toHaveText("Why worry, what's the use");
    await expect(page.getByRole("img", { name: "Humming" })).toBeVisible();
  });
});
