import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import {
  ADMIN_TOKEN,
  brokenCpp,
  checkPage,
  commitBot,
  firstMovePython,
  greedyPython,
  initialScriptBytes,
  type Person,
  person,
  readApi,
  type ServedArena,
  SIZES,
  serveArena,
  tabTo,
} from "./arena-support.ts";

/**
 * The arena's event played through the studio's pages, as the service's own end-to-end test plays it
 * through the API, against `pnpm start`'s real server (the studio and the arena service on a new PGlite
 * data folder, real git repositories, real sandboxed bots), in two browser contexts: a competitor at
 * 1280×800 and an admin at 390×844 (and a visitor where it says so). Three competitors register and
 * submit (one does not build), check games run, the admin starts a scoring round, the leaderboard and the
 * replays answer, a competitor re-submits and only its new version's matches are played, a freeze hides
 * later results, a rejudge plays one match again, a trial match runs on a RuleSet from the rule editor.
 */
test.describe.configure({ mode: "serial", timeout: 900_000 });

/** Builds, check games and matches run in real sandboxes on a shared machine: minutes, not seconds. */
const SLOW = { timeout: 480_000 };

let arena: ServedArena;
let competitor: Person;
let admin: Person;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const repos: Record<string, string> = {};

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  arena = await serveArena();
  repos.Alpha = commitBot(arena.root, "alpha", greedyPython());
  repos.Beta = commitBot(arena.root, "beta", firstMovePython("beta"));
  repos.Gamma = commitBot(arena.root, "gamma", brokenCpp());
  competitor = await person(browser, arena.url, "wide");
  admin = await person(browser, arena.url, "phone");
});

test.afterAll(async () => {
  await competitor?.context.close();
  await admin?.context.close();
  await arena?.close();
});

/** Reads the API as a visitor (or with a token), for what the test checks beside the pages. */
const api = <T>(path: string, token?: string): Promise<T> => readApi<T>(arena.url, path, token);

type MatchView = { id: number; kind: string; status: string; hidden: boolean; players: { name: string }[] };

const roundMatches = (token?: string) =>
  api<MatchView[]>("/api/competitions/main/matches?kind=round&limit=500", token);

/** Registers on /arena/me; returns the token the page shows once. */
async function register(page: Page, name: string): Promise<string> {
  await page.goto("/arena/me");
  await page.getByTestId("arena-register-name").fill(name);
  await page.getByRole("button", { name: "Register" }).click();
  const token = (await page.getByTestId("arena-token-value").textContent())?.trim() ?? "";
  expect(token).toMatch(/^rkc_/);
  await page.getByTestId("arena-token-kept").click();
  await expect(page.getByTestId("arena-me-summary")).toContainText(`Signed in as ${name}`);
  const me = await api<{ competitor: { id: number } }>("/api/me", token);
  ids[name] = me.competitor.id;
  return token;
}

/**
 * Submits the git repository (and ref) on /arena/me; a refusal for submitting too soon after the last one
 * is shown with its reason, and the test waits the seconds it names and submits again.
 */
async function submit(page: Page, url: string, ref = "main"): Promise<void> {
  await page.getByTestId("arena-submit-url").fill(url);
  await page.getByTestId("arena-submit-ref").fill(ref);
  for (let attempt = 0; attempt < 5; attempt++) {
    await page.getByTestId("arena-submit-button").click();
    const outcome = page.getByTestId("arena-submit-done").or(page.getByTestId("arena-submit-error"));
    await expect(outcome).toBeVisible();
    if (await page.getByTestId("arena-submit-done").isVisible()) return;
    const text = (await page.getByTestId("arena-submit-error").textContent()) ?? "";
    const wait = /try again in (\d+) s/.exec(text);
    expect(wait, text).not.toBeNull();
    await page.waitForTimeout((Number(wait![1]) + 1) * 1000);
  }
  throw new Error("the submission was refused five times");
}

const version = (page: Page, n: number) => page.locator(`[data-testid="arena-version"][data-version="${n}"]`);

async function signOut(page: Page): Promise<void> {
  await page.goto("/arena/me");
  await page.getByTestId("arena-signout").click();
  await expect(page.getByTestId("arena-register-name")).toBeVisible();
}

test("a visitor finds the empty event said plainly, and the arena's pages from the keyboard", async () => {
  const { page } = competitor;
  await page.goto("/");
  await tabTo(page, 'nav[aria-label="Engines"] a[href="/arena"]');
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/arena$/);
  await expect(page).toHaveTitle("Leaderboard · Arena · Rulekit Studio");
  await expect(page.getByTestId("arena-board-empty")).toContainText("Nobody is ranked yet");
  await expect(page.getByTestId("arena-board-no-round")).toBeVisible();
  await expect(page.getByTestId("arena-live")).toContainText("Live");
  await checkPage(page, "leaderboard-empty");
  await tabTo(page, 'nav[aria-label="Arena pages"] a[href="/arena/rounds"]');
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("arena-no-rounds")).toBeVisible();
  await checkPage(page, "rounds-empty");
  competitor.clean();
});

test("Gamma registers and submits with the keyboard alone; its version does not build and the compiler's output is shown; a second submission is refused with its reason", async () => {
  const { page } = competitor;
  await page.goto("/arena/me");
  await tabTo(page, '[data-testid="arena-register-name"]');
  await page.keyboard.type("Gamma");
  await page.keyboard.press("Enter");
  tokens.Gamma = ((await page.getByTestId("arena-token-value").textContent()) ?? "").trim();
  expect(tokens.Gamma).toMatch(/^rkc_/);
  await checkPage(page, "registered-token");
  await tabTo(page, '[data-testid="arena-token-kept"]');
  await page.keyboard.press("Enter");
  await tabTo(page, '[data-testid="arena-submit-url"]');
  await page.keyboard.type(repos.Gamma!);
  await page.keyboard.press("Tab");
  await page.keyboard.type("main");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("arena-submit-done")).toContainText("Version 1 submitted");
  // Too soon after the first: the service's reason, in the page.
  competitor.allow(/status of 429/);
  await page.getByTestId("arena-submit-button").click();
  await expect(page.getByTestId("arena-submit-error")).toContainText(
    /Refused: submit at most once every 10 s \(try again in \d+ s\)/,
  );
  await expect(version(page, 1)).toHaveAttribute("data-status", "build_error", SLOW);
  await expect(version(page, 1).getByTestId("arena-version-status")).toHaveText("Build error");
  await expect(version(page, 1).getByTestId("arena-build-log")).toContainText(/error/);
  await checkPage(page, "build-error");
  ids.Gamma = (await api<{ competitor: { id: number } }>("/api/me", tokens.Gamma)).competitor.id;
  await signOut(page);
  competitor.clean();
});

test("Beta and Alpha are accepted after their check games, each one click from its replay with the owner's stderr", async () => {
  const { page } = competitor;
  tokens.Beta = await register(page, "Beta");
  await submit(page, repos.Beta!);
  await expect(version(page, 1)).toHaveAttribute("data-status", "accepted", SLOW);
  const checks = version(page, 1).getByTestId("arena-check");
  await expect(checks).toHaveCount(2);
  await expect(checks.first()).toContainText(/Win|Loss|Draw/);
  await checkPage(page, "accepted");
  await checks.first().getByRole("link").click();
  await expect(page).toHaveURL(/\/arena\/matches\/\d+$/);
  await expect(page.getByTestId("rps-replay")).toBeVisible();
  await page.getByRole("button", { name: "Next ▶" }).click();
  await expect(page).toHaveURL(/\?move=1$/);
  await expect(page.getByTestId("rps-replay-position")).toHaveText(/Move 1 of \d+/);
  // Beta moves first in its first check game: its own stderr of that move, beside the board.
  await expect(page.getByTestId("arena-stderr-text")).toContainText("beta thinking at 0");
  await expect(page.getByText(/CPU [\d.]+ ms · wall [\d.]+ ms/)).toBeVisible();
  await signOut(page);
  tokens.Alpha = await register(page, "Alpha");
  await submit(page, repos.Alpha!);
  await expect(version(page, 1)).toHaveAttribute("data-status", "accepted", SLOW);
  await expect(page.getByTestId("arena-me-summary")).toContainText("playing with version 1");
  competitor.clean();
});

test("an admin on a phone signs in and starts a scoring round; it plays to the end live, and the page never scrolls by itself", async () => {
  const { page } = admin;
  await page.goto("/arena/admin");
  await checkPage(page, "admin-sign-in-phone");
  await page.getByTestId("arena-admin-token").fill(ADMIN_TOKEN);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("arena-round-form")).toBeVisible();
  await checkPage(page, "admin-phone");
  await page.getByTestId("arena-round-create").click();
  await expect(page).toHaveURL(/\/arena\/rounds\/\d+$/);
  await expect(page.getByTestId("arena-fixture")).toHaveCount(2);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByTestId("arena-round-status")).toHaveText("Finished", SLOW);
  await expect(page.getByTestId("arena-round-progress")).toContainText("2 of 2 matches played");
  expect(await page.evaluate(() => window.scrollY), "the page moved by itself").toBe(0);
  await expect(page.getByTestId("arena-schedule")).not.toContainText("Queued");
  await expect(page.getByTestId("rps-rule-view")).toContainText("ottv2-classic");
  await checkPage(page, "round-finished-phone");
  admin.clean();
});

test("the leaderboard ranks Alpha and Beta; a row opens the competitor's matches, a match its replay at a move kept in the address", async ({
  browser,
}) => {
  const { page } = competitor;
  await page.goto("/arena");
  const rows = page.getByTestId("arena-board-row");
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId("arena-board")).toContainText("±");
  const points = await rows.evaluateAll((trs) =>
    trs.map((tr) => Number(tr.querySelectorAll("td")[1]?.textContent ?? "NaN")),
  );
  expect(points.reduce((a, b) => a + b, 0)).toBe(2);
  await checkPage(page, "leaderboard");
  // The standings as a file for a spreadsheet: the table's rows, names and points, in its order.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("arena-board-csv").click(),
  ]);
  expect(download.suggestedFilename()).toBe("main-leaderboard.csv");
  const csv = readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, "");
  const lines = csv.trim().split("\r\n");
  expect(lines[0]).toMatch(/^rank,competitor,competitor id,version,points,/);
  const names = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelector("th a")?.textContent));
  expect(lines.slice(1).map((l) => l.split(",")[1])).toEqual(names);
  expect(lines.slice(1).map((l) => Number(l.split(",")[4]))).toEqual(points);
  await rows.filter({ hasText: "Beta" }).getByRole("link", { name: "Beta" }).click();
  await expect(page).toHaveURL(`/arena/competitors/${ids.Beta}`);
  const roundMatch = page.getByTestId("arena-match").filter({ hasText: "Round match" }).first();
  await expect(roundMatch).toBeVisible();
  await checkPage(page, "competitor");
  const matchId = Number(await roundMatch.getAttribute("data-match-id"));
  await roundMatch.getByRole("link").click();
  await expect(page).toHaveURL(`/arena/matches/${matchId}`);
  for (let i = 0; i < 3; i++) await page.getByRole("button", { name: "Next ▶" }).click();
  await expect(page).toHaveURL(`/arena/matches/${matchId}?move=3`);
  await page.reload();
  await expect(page.getByTestId("rps-replay-position")).toHaveText(/^Move 3 of \d+$/);
  // Alpha reads its own side's stderr, never Beta's.
  await expect(page.getByTestId("arena-stderr")).toBeVisible();
  await expect(page.getByTestId("arena-stderr")).toContainText("Alpha v1");
  await expect(page.getByTestId("arena-stderr")).not.toContainText("Beta");
  await checkPage(page, "match-owner");
  // The same replay by URL in the RPS replay viewer, at the same move.
  await page.goto(`/rps/replay?src=${encodeURIComponent(`/api/matches/${matchId}/replay`)}&move=3`);
  await expect(page.getByTestId("rps-replay-position")).toHaveText(/^Move 3 of \d+$/);
  await page.getByRole("button", { name: "Next ▶" }).click();
  await expect(page).toHaveURL(/[?&]move=4(&|$)/);
  // A visitor on a phone: the replay, and who may read the stderr.
  const visitor = await person(browser, arena.url, "phone");
  await visitor.page.goto(`/arena/matches/${matchId}?move=2`);
  await expect(visitor.page.getByTestId("rps-replay-position")).toHaveText(/^Move 2 of \d+$/);
  await expect(visitor.page.getByTestId("arena-stderr-private")).toContainText(
    "shown to its owner and the admins",
  );
  await checkPage(visitor.page, "match-visitor-phone");
  visitor.clean();
  await visitor.context.close();
  competitor.clean();
});

test("re-submitting: the same source plays nothing, a changed bot only its new matches; the active version is switched and back", async () => {
  const { page } = competitor;
  const before = (await roundMatches()).length;
  const checksBefore = (await api<unknown[]>("/api/competitions/main/matches?kind=check&limit=500")).length;
  await page.goto("/arena/me");
  commitBot(arena.root, "alpha", { "README.md": "notes are not graded\n" });
  await submit(page, repos.Alpha!);
  await expect(version(page, 2)).toHaveAttribute("data-status", "accepted", SLOW);
  expect((await roundMatches()).length).toBe(before);
  expect((await api<unknown[]>("/api/competitions/main/matches?kind=check&limit=500")).length).toBe(
    checksBefore,
  );
  commitBot(arena.root, "alpha", greedyPython("# version 3"));
  await submit(page, repos.Alpha!);
  await expect(version(page, 3)).toHaveAttribute("data-status", "accepted", SLOW);
  await expect
    .poll(async () => (await roundMatches()).filter((m) => m.status === "done").length, SLOW)
    .toBe(before + 2);
  expect((await roundMatches()).length).toBe(before + 2);
  await expect(page.getByTestId("arena-me-summary")).toContainText("playing with version 3");
  await expect(page.getByTestId("arena-my-matches")).toContainText("Alpha v3");
  // Back to version 1 (its matches were played already), then version 3 again.
  const toggle = version(page, 1).locator("button[aria-expanded]");
  if ((await toggle.getAttribute("aria-expanded")) === "false") await toggle.click();
  await version(page, 1).getByTestId("arena-make-active").click();
  await expect(page.getByTestId("arena-me-summary")).toContainText("playing with version 1");
  await expect(version(page, 1)).toContainText("Active");
  await version(page, 3).getByTestId("arena-make-active").click();
  await expect(page.getByTestId("arena-me-summary")).toContainText("playing with version 3");
  expect((await roundMatches()).length).toBe(before + 2);
  await checkPage(page, "my-versions");
  competitor.clean();
});

test("a freeze hides later results from the competitors; the admins still see them", async () => {
  await admin.page.goto("/arena/admin");
  await admin.page.getByTestId("arena-freeze-toggle").click();
  await expect(admin.page.getByTestId("arena-freeze-toggle")).toHaveText("Unfreeze the leaderboard");
  const { page } = competitor;
  await page.goto("/arena");
  await expect(page.getByTestId("arena-frozen-banner")).toBeVisible();
  const boardAtFreeze = await page.getByTestId("arena-board").textContent();
  await checkPage(page, "leaderboard-frozen");
  // Beta signs in with its token and hands in a new version: its placement matches are played, hidden.
  const before = await roundMatches(ADMIN_TOKEN);
  await signOut(page);
  await page.getByTestId("arena-signin-token").fill(tokens.Beta!);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByTestId("arena-me-summary")).toContainText("Signed in as Beta");
  commitBot(arena.root, "beta", firstMovePython("beta-2"));
  await submit(page, repos.Beta!);
  await expect(version(page, 2)).toHaveAttribute("data-status", "accepted", SLOW);
  await expect
    .poll(async () => (await roundMatches(ADMIN_TOKEN)).filter((m) => m.status === "done").length, SLOW)
    .toBe(before.length + 2);
  const later = (await roundMatches(tokens.Beta)).filter((m) => !before.some((b) => b.id === m.id));
  expect(later.map((m) => m.hidden)).toEqual([true, true]);
  await page.goto(`/arena/matches/${later[0]!.id}`);
  await expect(page.getByTestId("arena-match-hidden")).toBeVisible();
  await expect(page.getByTestId("arena-match-result")).toHaveText("Hidden while the leaderboard is frozen");
  await page.goto("/arena");
  await expect(page.getByTestId("arena-board")).toHaveText(boardAtFreeze ?? "");
  await admin.page.goto(`/arena/matches/${later[0]!.id}`);
  await expect(admin.page.getByTestId("rps-replay")).toBeVisible();
  competitor.clean();
  admin.clean();
});

test("an admin rejudges a match (the earlier judging kept) and reads the audit log", async () => {
  const { page } = admin;
  const [match] = await roundMatches(ADMIN_TOKEN);
  await page.goto(`/arena/matches/${match!.id}`);
  await page.getByTestId("arena-rejudge-match").click();
  await expect(page.getByRole("status").filter({ hasText: "Queued to be played again" })).toBeVisible();
  await expect(page.getByLabel("Judging")).toBeVisible(SLOW);
  await expect(page.getByLabel("Judging")).toHaveValue("2", SLOW);
  await page.getByLabel("Judging").selectOption("1");
  await expect(page).toHaveURL(/judging=1/);
  await expect(page.getByTestId("rps-replay")).toContainText("judging 1");
  await checkPage(page, "match-rejudged-phone");
  await page.goto("/arena/admin");
  const actions = page.getByTestId("arena-audit-entry");
  for (const action of ["round.create.scoring", "leaderboard.freeze", "rejudge.match"])
    await expect(actions.filter({ hasText: action }).first()).toBeVisible();
  admin.clean();
});

test("a trial match on a RuleSet made in the rule editor: 'Use for a trial match', pick the entrants, watch it play", async () => {
  const { page } = admin;
  await page.goto("/rps/rules");
  await expect(page.getByTestId("rps-rules-ok")).toBeVisible();
  await page.getByLabel("Move limit (maxMoves)").fill("60");
  await expect(page.getByTestId("rps-rules-ok")).toContainText("at most 60 moves");
  await page.getByTestId("rps-rules-use-for-trial").click();
  await expect(page).toHaveURL(/\/arena\/admin\?trial=editor$/);
  await expect(page.getByTestId("arena-round-kind-trial")).toBeChecked();
  await expect(page.getByTestId("arena-rules-editor")).toBeChecked();
  await expect(page.getByTestId("arena-trial-rules")).toBeVisible();
  await expect(page.getByTestId("arena-round-create")).toBeDisabled();
  const entrants = page.getByTestId("arena-entrants");
  await entrants.getByRole("checkbox", { name: /^Alpha/ }).check();
  await entrants.getByRole("checkbox", { name: /^Beta/ }).check();
  await checkPage(page, "trial-form-phone");
  await page.getByTestId("arena-round-create").click();
  await expect(page).toHaveURL(/\/arena\/rounds\/\d+$/);
  await expect(page.getByTestId("arena-round-summary")).toContainText("Trial match");
  await expect(page.getByTestId("rps-rule-view")).toContainText("at most 60 moves");
  await expect(page.getByTestId("arena-fixture")).toHaveCount(2);
  await expect(page.getByTestId("arena-round-status")).toHaveText("Finished", SLOW);
  await checkPage(page, "trial-finished-phone");
  admin.clean();
});

test("an admin excludes a competitor with a reason (the history kept), rejudges its version and every infrastructure error, and unfreezes the leaderboard", async () => {
  const { page } = admin;
  await page.goto("/arena/admin");
  await page.getByTestId("arena-admin-competitors").getByRole("link", { name: "Gamma" }).click();
  await expect(page).toHaveURL(`/arena/competitors/${ids.Gamma}`);
  await page.getByTestId("arena-status-reason").fill("does not build");
  await page.getByTestId("arena-set-excluded").click();
  await expect(page.getByTestId("arena-status-history")).toContainText("Excluded — does not build");
  await expect(page.getByTestId("arena-competitor-summary")).toContainText("Excluded");
  // Its version's check games played again (a rejudge of the version), the earlier results kept.
  const gammaVersion = version(page, 1);
  const toggle = gammaVersion.locator("button[aria-expanded]");
  if ((await toggle.getAttribute("aria-expanded")) === "false") await toggle.click();
  await gammaVersion.getByTestId("arena-rejudge-version").click();
  await expect(gammaVersion.getByRole("status")).toHaveText("2 matches queued again.");
  await checkPage(page, "competitor-admin-phone");
  await page.goto("/arena/admin");
  await page.getByTestId("arena-rejudge-infra").click();
  await expect(page.getByTestId("arena-rejudged")).toHaveText(
    "Infrastructure errors: 0 matches queued to be played again.",
  );
  await page.getByTestId("arena-freeze-toggle").click();
  await expect(page.getByTestId("arena-freeze-toggle")).toHaveText("Freeze the leaderboard");
  await competitor.page.goto("/arena");
  await expect(competitor.page.getByTestId("arena-board-row")).toHaveCount(2);
  await expect(competitor.page.getByTestId("arena-frozen-banner")).toHaveCount(0);
  const audit = page.getByTestId("arena-audit-entry");
  await expect(audit.filter({ hasText: "competitor.excluded" })).toBeVisible();
  await expect(audit.filter({ hasText: "leaderboard.unfreeze" })).toBeVisible();
  await expect(audit.filter({ hasText: "rejudge.version" })).toBeVisible();
  admin.clean();
  competitor.clean();
});

test("every arena page at 390×844 and 1280×800: axe clean, nothing wider than the screen, each route's first scripts within 120 kB gzipped", async ({
  browser,
}) => {
  const [match] = await roundMatches();
  const [round] = await api<{ id: number }[]>("/api/competitions/main/rounds");
  const pages: [string, string, string][] = [
    ["leaderboard", "/arena", '[data-testid="arena-board"]'],
    ["rounds", "/arena/rounds", '[data-testid="arena-rounds"]'],
    ["round", `/arena/rounds/${round!.id}`, '[data-testid="arena-schedule"]'],
    ["competitor", `/arena/competitors/${ids.Alpha}`, '[data-testid="arena-matches"]'],
    ["match", `/arena/matches/${match!.id}?move=5`, '[data-testid="rps-replay"]'],
    ["me", "/arena/me", '[data-testid="arena-register-name"]'],
    ["admin", "/arena/admin", '[data-testid="arena-admin-token"]'],
  ];
  for (const size of Object.keys(SIZES) as (keyof typeof SIZES)[]) {
    const visitor = await person(browser, arena.url, size);
    for (const [name, path, ready] of pages) {
      await visitor.page.goto(path);
      await visitor.page.locator(ready).first().waitFor();
      await checkPage(visitor.page, `${name}-${size}-visitor`);
      if (size === "wide") {
        const bytes = await initialScriptBytes(browser, arena.url, path, ready);
        expect(bytes, `${path}: gzipped scripts`).toBeLessThanOrEqual(120_000);
      }
    }
    visitor.clean();
    await visitor.context.close();
  }
});

test("a token the service no longer accepts signs the competitor out and says so", async () => {
  const { page } = competitor;
  competitor.allow(/status of 401/);
  await page.goto("/arena/me");
  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem("rulekit.arena.session") ?? "{}");
    session.competitor = { ...session.competitor, token: "rkc_no-longer-accepted-token-000000" };
    localStorage.setItem("rulekit.arena.session", JSON.stringify(session));
  });
  await page.reload();
  await expect(page.getByTestId("arena-token-expired")).toContainText(
    "no longer accepts this competitor token",
  );
  await expect(page.getByTestId("arena-signin-token")).toBeVisible();
  await checkPage(page, "token-expired");
  competitor.clean();
});

test("with the service stopped, a page says the service does not answer and keeps trying", async () => {
  const { page } = competitor;
  // The pages' code is served by the same server: open Rounds once (its code loads when first opened),
  // come back, then stop the service, so what is tested is the page's data that no longer answers.
  const nav = page.getByRole("navigation", { name: "Arena pages" });
  await page.goto("/arena/rounds");
  await expect(page.getByTestId("arena-rounds")).toBeVisible();
  await nav.getByRole("link", { name: "Leaderboard" }).click();
  await expect(page.getByTestId("arena-board")).toBeVisible();
  competitor.allow(/ERR_CONNECTION_REFUSED|Failed to load resource|net::ERR/);
  await arena.stop();
  await nav.getByRole("link", { name: "Rounds" }).click();
  await expect(page.getByTestId("arena-error")).toContainText("The arena service does not answer");
  await expect(page.getByTestId("arena-error")).toContainText("Trying again by itself");
  await expect(page.getByTestId("arena-live")).toContainText(/checking every|Connecting/);
  competitor.clean();
});
