import { ENGINES } from "../src/engines.ts";
import { expect, test } from "./fixtures.ts";

test("home lists the four engines and each route opens", async ({ page, shot, pageErrors }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Rulekit Studio" })).toBeVisible();
  for (const engine of ENGINES) await expect(page.getByTestId(`engine-${engine.id}`)).toBeVisible();
  await shot("home");
  for (const engine of ENGINES) {
    await page.goto(engine.path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await shot(`route-${engine.id}`);
  }
  expect(pageErrors).toEqual([]);
});

test("navigation works from the keyboard alone", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Rulekit Studio" })).toBeFocused();
  await page.keyboard.press("Tab");
  const first = ENGINES[0]!;
  await expect(
    page.getByRole("navigation", { name: "Engines" }).getByRole("link", { name: first.name }),
  ).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${first.path}`));
});

test("an unknown address shows a not-found page with a way home", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to the studio home" }).click();
  await expect(page).toHaveURL(/\/$/);
});
