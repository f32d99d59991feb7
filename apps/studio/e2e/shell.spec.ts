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

test("each route has its own title and loads only its own engine; no source maps are served", async ({
  page,
  request,
}) => {
  const expected: [string, RegExp, string | null][] = [
    ["/", /^Rulekit Studio$/, null],
    ["/cards", /^Play a match · Card Combat · Rulekit Studio$/, "card-combat"],
    ["/rps", /^Play the bot · RPS Grid · Rulekit Studio$/, "rps-grid"],
    ["/rps/rules", /^Rule editor · RPS Grid · Rulekit Studio$/, "rps-grid"],
    ["/reactor", /^Level editor · Reactor Maintenance · Rulekit Studio$/, "reactor"],
    ["/reactor/play", /^Gameplay preview · Reactor Maintenance · Rulekit Studio$/, "reactor"],
    ["/shell-tide/play", /^Play · Shell Tide · Rulekit Studio$/, "shell-tide"],
    ["/no/such/page", /^Page not found · Rulekit Studio$/, null],
  ];
  for (const [path, title, engine] of expected) {
    const scripts: string[] = [];
    const onResponse = (r: { url(): string; request(): { resourceType(): string } }) => {
      if (r.request().resourceType() === "script") scripts.push(r.url());
    };
    const fresh = await page.context().newPage();
    fresh.on("response", onResponse);
    await fresh.goto(path);
    await expect(fresh).toHaveTitle(title);
    await expect(fresh.getByRole("heading", { level: 1 }).first()).toBeVisible();
    const engines = scripts.flatMap(
      (u) => /\/engine-(shell-tide|card-combat|rps-grid|reactor)-/.exec(u)?.[1] ?? [],
    );
    expect(engines, path).toEqual(engine ? [engine] : []);
    for (const url of scripts) {
      const body = await (await request.get(url)).text();
      expect(body, url).not.toContain("sourceMappingURL");
      expect((await request.get(`${url}.map`)).headers()["content-type"] ?? "", `${url}.map`).not.toContain(
        "json",
      );
    }
    await fresh.close();
  }
});
