import { NAV_SECTIONS } from "../src/engines.ts";
import { axeViolations, expect, type Page, test } from "./fixtures.ts";

/** Serves the studio's script chunk whose name starts with `chunk` as code that throws when it runs. */
async function breakChunk(page: Page, chunk: string): Promise<void> {
  await page.route(new RegExp(`/assets/${chunk}-[^/]+\\.js$`), (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: 'throw new Error("this chunk is broken on purpose");',
    }),
  );
}

async function expectHeaderAndNav(page: Page): Promise<void> {
  await expect(page.getByRole("link", { name: "Rulekit Studio" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Engines" });
  for (const section of NAV_SECTIONS)
    await expect(nav.getByRole("link", { name: section.name, exact: true })).toBeVisible();
}

test.describe("a page that fails", () => {
  test("an engine whose code fails keeps the header and navigation, says so, and the rest works", async ({
    page,
  }) => {
    await breakChunk(page, "rps");
    await page.goto("/rps/rules");
    const error = page.getByTestId("page-error");
    await expect(error).toBeVisible();
    await expect(error).toContainText("stopped working");
    await expect(error.getByRole("button", { name: "Reload the page" })).toBeVisible();
    await expect(error.getByRole("link", { name: "Back to the studio home" })).toBeVisible();
    await expectHeaderAndNav(page);
    expect(await axeViolations(page)).toEqual([]);
    // The header's links still work without a reload: the next page shows, the error is gone.
    await page
      .getByRole("navigation", { name: "Engines" })
      .getByRole("link", { name: "Card Combat" })
      .click();
    await expect(page.getByTestId("page-error")).toHaveCount(0);
    await expect(page.getByTestId("cards-status")).toBeVisible();
  });

  test("a page that fails inside its engine keeps the header; its engine's other pages still open", async ({
    page,
  }) => {
    await breakChunk(page, "levels-page");
    await page.goto("/shell-tide/levels");
    await expect(page.getByTestId("page-error")).toBeVisible();
    await expectHeaderAndNav(page);
    await page.getByTestId("page-error").getByRole("link", { name: "Back to the studio home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Rulekit Studio" })).toBeVisible();
    await page.goto("/shell-tide/play");
    await expect(page.getByTestId("st-play-page")).toBeVisible();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the Menu button shows every section and every page, none cut off", async ({ page }) => {
    await page.goto("/reactor/play");
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    const button = page.getByRole("button", { name: "Menu" });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const menu = page.getByRole("navigation", { name: "All pages" });
    const paths = new Set<string>();
    for (const section of NAV_SECTIONS) {
      paths.add(section.path);
      for (const link of section.links) paths.add(link.path);
    }
    for (const path of paths) {
      const link = menu.locator(`a[href="${path}"]`).first();
      await expect(link, path).toBeVisible();
      const box = (await link.boundingBox())!;
      expect(box.x, path).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, path).toBeLessThanOrEqual(390);
    }
    // Where you are is marked.
    await expect(menu.locator('a[href="/reactor/play"]')).toHaveAttribute("aria-current", "page");
    expect(await axeViolations(page)).toEqual([]);
    // Escape closes it and gives the focus back to the button; choosing a page closes it too.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    await expect(button).toBeFocused();
    await button.click();
    await page
      .getByRole("navigation", { name: "All pages" })
      .getByRole("link", { name: "Rule editor" })
      .click();
    await expect(page).toHaveURL(/\/rps\/rules$/);
    await expect(page.getByRole("navigation", { name: "All pages" })).toHaveCount(0);
    await expect(page.getByTestId("rps-rules-ok")).toBeVisible();
  });

  test("the header is one row", async ({ page }) => {
    await page.goto("/reactor");
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    const brand = (await page.getByRole("link", { name: "Rulekit Studio" }).boundingBox())!;
    const header = (await page.locator(".topbar").boundingBox())!;
    expect(header.height).toBeLessThan(Math.max(brand.height, 44) * 2);
  });
});
