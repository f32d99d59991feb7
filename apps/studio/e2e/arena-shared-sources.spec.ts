import { expect, test } from "@playwright/test";
import {
  ADMIN_TOKEN,
  checkPage,
  commitBot,
  fetchArena,
  greedyPython,
  person,
  readApi,
  type ServedArena,
  serveArena,
  tabTo,
} from "./arena-support.ts";

/**
 * The admin page's "Same bot, several competitors" against `pnpm start`'s real server: a competitor
 * disqualified, back under a new name with its old bot, and a renamed copy of another's bot — each found
 * by the files the intake graded, shown with the disqualified group first, at 390×844 and 1280×800,
 * opened from the keyboard.
 */
test.describe.configure({ mode: "serial", timeout: 600_000 });

let arena: ServedArena;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  arena = await serveArena();
});
test.afterAll(async () => {
  await arena?.close();
});

const post = async (path: string, json: unknown, token?: string) => {
  const r = await fetchArena(`${arena.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(json),
  });
  const body = await r.json();
  expect(r.status, JSON.stringify(body)).toBeLessThan(300);
  return body;
};

/** Registers through the API; returns the competitor's id and token. */
async function register(name: string): Promise<{ id: number; token: string }> {
  const body = await post("/api/competitions/main/competitors", { displayName: name });
  return { id: body.competitor.id, token: body.token };
}

/** Submits the repository through the API and waits until the intake has graded its files. */
async function submitted(token: string, dir: string): Promise<string> {
  const { id } = await post("/api/me/submissions", { url: dir, ref: "main" }, token);
  let hash: string | null = null;
  await expect
    .poll(
      async () => {
        const s = await readApi<{ sourceHash: string | null; status: string }>(
          arena.url,
          `/api/submissions/${id}`,
          ADMIN_TOKEN,
        );
        hash = s.sourceHash;
        return hash !== null || s.status === "refused";
      },
      { timeout: 240_000 },
    )
    .toBe(true);
  expect(hash).toMatch(/^sha256:/);
  return hash as unknown as string;
}

test("an admin finds a disqualified competitor back under a new name, and a renamed copy, by their bots' files", async ({
  browser,
}) => {
  const admin = await person(browser, arena.url, "phone");
  const { page } = admin;
  await page.goto("/arena/admin");
  await page.getByTestId("arena-admin-token").fill(ADMIN_TOKEN);
  await page.getByRole("button", { name: "Sign in" }).click();
  const panel = page.getByRole("region", { name: "Same bot, several competitors" });
  await expect(panel).toContainText("No two competitors have submitted the same files.");

  const ada = await register("Ada");
  const bea = await register("Bea");
  const cyd = await register("Cyd");
  const mine = greedyPython("# Ada's");
  const theirs = greedyPython("# Cyd's");
  await submitted(ada.token, commitBot(arena.root, "ada", mine));
  await submitted(bea.token, commitBot(arena.root, "bea", mine));
  await submitted(cyd.token, commitBot(arena.root, "cyd", theirs));
  await post(`/api/competitors/${cyd.id}/status`, { status: "disqualified", reason: "cheated" }, ADMIN_TOKEN);
  const dot = await register("Dot");
  await submitted(dot.token, commitBot(arena.root, "dot", theirs));

  await page.reload();
  const groups = panel.getByTestId("arena-shared-source");
  await expect(groups).toHaveCount(2);
  await expect(groups.nth(0)).toContainText("with a disqualified competitor");
  await expect(groups.nth(0)).toContainText("Cyd");
  await expect(groups.nth(0)).toContainText("Disqualified");
  await expect(groups.nth(0)).toContainText("Dot");
  await expect(groups.nth(1)).toContainText("Ada");
  await expect(groups.nth(1)).toContainText("Bea");
  await expect(groups.nth(1)).not.toContainText("disqualified");
  await expect(groups.nth(1)).toContainText("version 1");
  await panel.scrollIntoViewIfNeeded();
  await checkPage(page, "admin-shared-sources-phone");
  await page.setViewportSize({ width: 1280, height: 800 });
  await checkPage(page, "admin-shared-sources-wide");

  // From the keyboard: the new name's link opens its page, where an admin disqualifies it too.
  await page.locator("body").focus();
  await tabTo(page, `a[href="/arena/competitors/${dot.id}"]`, 200);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`/arena/competitors/${dot.id}`);
  await expect(page.getByRole("heading", { level: 2, name: "Dot" })).toBeVisible();
  await expect(page.getByTestId("arena-set-disqualified")).toBeVisible();
  admin.clean();
  await admin.context.close();
});
