import { expect, type Page, test } from "./fixtures.ts";

/** The Shell Tide pages on a 375 px wide phone: nothing scrolls sideways and every control can be reached. */
test.use({ locale: "vi-VN", viewport: { width: 375, height: 740 }, hasTouch: true });

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

test("onboarding, the profile popup, a level and the designer view work at 375 px", async ({
  page,
  shot,
}) => {
  // Time moves only through runFor (as in the onboarding spec).
  await page.clock.install({ time: new Date("2025-06-01T09:00:00Z") });
  await page.clock.pauseAt(new Date("2025-06-01T09:00:01Z"));
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/shell-tide/play");
  const stage = page.getByTestId("st-onboarding");
  await expect(stage).toHaveAttribute("data-phase", "HUMMING_INTRO");
  await noSidewaysScroll(page);
  for (let i = 0; i < 3; i++) await page.clock.runFor(3400);
  await expect(stage).toHaveAttribute("data-phase", "PLAYER_MONOLOGUE");
  await page.getByTestId("st-advance").tap();
  await page.clock.runFor(250);
  await expect(stage).toHaveAttribute("data-phase", "BEACH_WALK");
  await page.clock.runFor(7750);
  await page.getByTestId("st-advance").tap();
  await page.getByTestId("st-advance").tap();
  await expect(stage).toHaveAttribute("data-phase", "DOLPHIN_ENTRANCE");
  await page.clock.runFor(250);
  await page.getByRole("button", { name: "Bỏ qua lời thoại" }).tap();
  // Reduced motion: the Dolphin fades in where it stands instead of travelling down from the top border.
  await expect(page.getByTestId("st-dolphin")).toHaveCSS("animation-name", "st-fade-in");
  // The Dolphin stays in sight above the dialogue box while it asks for help.
  const dolphin = (await page.getByTestId("st-dolphin").boundingBox())!;
  const dialogue = (await page.getByTestId("st-dialogue").boundingBox())!;
  expect(dolphin.y + dolphin.height * 0.8).toBeLessThan(dialogue.y);
  await shot("shell-tide-mobile-1-rescue-request");
  await page.getByRole("button", { name: "Được, mình sẽ giúp!" }).tap();

  // With both inline errors showing the popup is taller than the scene: it scrolls, so the submit stays reachable.
  const profile = page.getByRole("dialog");
  const submit = profile.getByRole("button", { name: "Bắt đầu cứu hộ" });
  await submit.tap();
  await expect(profile.getByText("Hãy chọn Nam hoặc Nữ.")).toBeVisible();
  await profile.hover();
  await page.mouse.wheel(0, 600);
  const scene = (await stage.boundingBox())!;
  await expect
    .poll(async () => {
      const box = (await submit.boundingBox())!;
      return box.y + box.height <= scene.y + scene.height && box.y >= scene.y;
    })
    .toBe(true);
  await noSidewaysScroll(page);
  await shot("shell-tide-mobile-2-profile");
  await profile.getByRole("radio", { name: "Nữ" }).tap();
  await profile.getByLabel("Nickname").fill("Lan");
  await submit.tap();

  await expect(page.getByTestId("st-briefing")).toBeVisible();
  for (let i = 0; i < 3; i++) await page.getByRole("button", { name: "Tiếp" }).tap();
  await page.getByRole("button", { name: "Bắt đầu Level 1" }).tap();
  const pit = page.locator('.st-node[aria-disabled="false"]').first();
  await pit.tap();
  await expect(page.getByTestId("st-previews")).toBeVisible();
  await noSidewaysScroll(page);
  await shot("shell-tide-mobile-3-level");

  await page.goto("/shell-tide/levels");
  await page.getByTestId("st-tab-10").tap();
  await expect(page.getByTestId("st-chart")).toBeVisible();
  await noSidewaysScroll(page);
  await shot("shell-tide-mobile-4-levels");
});
