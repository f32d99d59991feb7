import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { openDatabase } from "../../arena/src/db/connect.ts";
import {
  checkPage,
  commitBot,
  fetchArena,
  greedyPython,
  person,
  type ServedArena,
  serveArena,
} from "./arena-support.ts";

/**
 * A match whose stored replay does not read (a replay of another engine version, a damaged row), on the
 * arena's match page, against `pnpm start`'s real server: one competitor's bot plays its check games, the
 * server is stopped, the replay of one of them is broken in the data folder, and the server serves it again.
 * Before, the page showed the validator's text ("The replay does not read: $.format: Invalid input: expected
 * "rulekit-rps-replay"; $.moves[0].ply: …"); now one plain sentence, as the RPS replay viewer says a broken
 * replay file, and the table of the problems, whose long JSON paths wrap on a 390×844 phone.
 */
test.describe.configure({ mode: "serial", timeout: 600_000 });

/** What the validator says; none of it reaches the page. */
const VALIDATOR_WORDS = /Invalid input|expected \w+, received|Too (small|big)|\$\.\w+:|does not read/;

let arena: ServedArena;
let matchId: number;
/** The other check game, its replay left as the service recorded it. */
let goodMatchId: number;

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const r = await fetchArena(`${arena.url}${path}`, init);
  expect(r.ok, `${path}: ${r.status}`).toBe(true);
  return (await r.json()) as T;
}

test.beforeAll(async () => {
  test.setTimeout(600_000);
  arena = await serveArena();
  const repo = commitBot(arena.root, "alpha", greedyPython());
  const { token } = await api<{ token: string }>("/api/competitions/main/competitors", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ displayName: "Alpha" }),
  });
  await api("/api/me/submissions", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ url: repo, ref: "main" }),
  });
  // Both check games played (a reset connection while the service is busy is asked again).
  type MatchView = { id: number; status: string };
  const played = () =>
    api<MatchView[]>("/api/competitions/main/matches?kind=check&limit=500").then(
      (matches) => matches.filter((m) => m.status === "done").map((m) => m.id),
      () => [] as number[],
    );
  let done: number[] = [];
  await expect
    .poll(
      async () => {
        done = await played();
        return done.length;
      },
      { timeout: 480_000, intervals: [2000] },
    )
    .toBe(2);
  [matchId, goodMatchId] = done as [number, number];
  // The service stopped, its stored replay broken: the wrong format, the first move not a move.
  await arena.stop();
  const database = await openDatabase({ kind: "pglite", dataDir: join(arena.root, "data") });
  try {
    await database.db.execute(
      `UPDATE match_results SET replay = jsonb_set(replay || '{"format":"rps-replay"}'::jsonb, '{moves,0}', '{"player":7}'::jsonb) WHERE match_id = ${matchId}`,
    );
  } finally {
    await database.close();
  }
  arena = await serveArena(arena.root);
});

test.afterAll(async () => {
  await arena?.close();
});

for (const size of ["phone", "wide"] as const) {
  test(`at ${size === "phone" ? "390×844" : "1280×800"}: a replay that does not read, in plain words and a table inside the screen`, async ({
    browser,
  }) => {
    const visitor = await person(browser, arena.url, size);
    const { page } = visitor;
    await page.goto(`/arena/matches/${matchId}`);
    await expect(page.getByTestId("arena-match-summary")).toContainText("Check game");
    const error = page.getByTestId("arena-replay-error");
    await expect(error).toHaveAttribute("role", "alert");
    const summary = error.locator("p").first();
    await expect(summary).toHaveText(
      /^This match's replay cannot be shown: it is not a valid replay \(\d+ problems; first: Format must be “rulekit-rps-replay”\)\.$/,
    );
    await expect(summary).not.toContainText(VALIDATOR_WORDS);
    const table = error.getByTestId("rps-issues");
    await expect(table.locator("tbody tr").first()).toContainText("$.format");
    await expect(table).toContainText("$.moves[0]");
    await expect(table).not.toContainText(VALIDATOR_WORDS);
    const box = (await table.boundingBox())!;
    const width = page.viewportSize()!.width;
    expect(box.x + box.width, "the table inside the screen").toBeLessThanOrEqual(width);
    // The match's result and who played stay readable above it.
    await expect(page.getByRole("heading", { level: 2 })).toContainText(`Match ${matchId}: `);
    await checkPage(page, `replay-refused-${size}`);
    // The other check game's replay, untouched, is on the board as before.
    await page.goto(`/arena/matches/${goodMatchId}`);
    await expect(page.getByTestId("rps-replay")).toBeVisible();
    await expect(page.getByTestId("arena-replay-error")).toHaveCount(0);
    visitor.clean();
    await visitor.context.close();
  });
}
