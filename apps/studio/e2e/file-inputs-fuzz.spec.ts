import { readFileSync } from "node:fs";
import { parseMatchLog } from "@rulekit/card-combat";
import { createRng, nextInt } from "@rulekit/core";
import { parseReplay } from "@rulekit/rps-grid";
import { parseLevel } from "@rulekit/shell-tide";
import { mutate } from "../../../tooling/fuzz/mutate.ts";
import { expect, type Page, test } from "./fixtures.ts";

/**
 * Issue 35: every file input of the studio takes the CLI fuzzer's hostile files (tooling/fuzz/mutate.ts,
 * seeded like `pnpm fuzz`) without a crash. For each page: a few hand-written bad files and fuzzed
 * mutants of a shipped file. A file the engine's own parser refuses must be refused on the page in
 * words (an alert naming no internal error), the header and navigation stay, no page error or console
 * error is logged (the fixture fails the test on any), and what was on screen before is still there.
 * The RPS rule editor and the Reactor editor have their own hostile-file tests (rps-rules-resize.spec.ts,
 * reactor-player.spec.ts).
 */

const REPO = new URL("../../../", import.meta.url);
const shipped = (path: string): unknown => JSON.parse(readFileSync(new URL(path, REPO), "utf8"));

interface Hostile {
  name: string;
  text: string;
}

const MUTANTS = 8;

function hostileFiles(kind: string, source: unknown): Hostile[] {
  const files: Hostile[] = [
    { name: `${kind}-hello.json`, text: '{"hello":"world"}' },
    { name: `${kind}-not-json.json`, text: "{ this is not JSON" },
    { name: `${kind}-list.json`, text: "[1,2,3]" },
    { name: `${kind}-deep.json`, text: `${"[".repeat(5000)}${"]".repeat(5000)}` },
  ];
  for (let i = 0; i < MUTANTS; i++) {
    const rng = createRng(`rulekit-fuzz-1/studio/${kind}/${i}`);
    files.push({
      name: `${kind}-fuzz-${i}.json`,
      text: mutate(structuredClone(source), (n) => nextInt(rng, n)).text,
    });
  }
  return files;
}

/** Whether the engine's own parser refuses the file (JSON that does not parse is refused too). */
function refusedBy(parse: (data: unknown) => { ok: boolean }, text: string): boolean {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return true;
  }
  try {
    return !parse(data).ok;
  } catch {
    return true;
  }
}

/** Words a user must never read: a crash, a raw value, or an engine's internal error. */
const NOT_WORDS =
  /TypeError|RangeError|Cannot read properties|\[object Object\]|Maximum call stack|at .+\.js:\d+/;

async function expectShellKept(page: Page): Promise<void> {
  await expect(page.getByRole("link", { name: "Rulekit Studio" })).toBeVisible();
  await expect(page.getByTestId("page-error")).toHaveCount(0);
}

async function offer(page: Page, input: string, file: Hostile): Promise<void> {
  await page.getByTestId(input).setInputFiles({
    name: file.name,
    mimeType: "application/json",
    buffer: Buffer.from(file.text),
  });
}

test("Shell Tide levels: hostile level files are refused in words, the level on screen stays", async ({
  page,
}) => {
  await page.goto("/shell-tide/levels");
  const level3 = shipped("levels/shell-tide/full-rescue-v2/level-03.json");
  await offer(page, "st-level-file", { name: "good-level.json", text: JSON.stringify(level3) });
  const error = page.getByTestId("st-file-error");
  await expect(page.getByTestId("st-tab-file")).toHaveText("File: good-level.json");
  await expect(error).toHaveCount(0);
  for (const file of hostileFiles("shell-tide", level3)) {
    await offer(page, "st-level-file", file);
    if (refusedBy((d) => parseLevel(d, { beyondSolver: "warn" }), file.text)) {
      await expect(error, file.name).toContainText(`Could not load ${file.name}`);
      await expect(error).not.toContainText(NOT_WORDS);
    }
    await expectShellKept(page);
  }
  // The last file chosen wins, even over one chosen just before it that is still loading.
  await offer(page, "st-level-file", { name: "first-good.json", text: JSON.stringify(level3) });
  await offer(page, "st-level-file", { name: "last-bad.json", text: '{"hello":"world"}' });
  await expect(error).toContainText("Could not load last-bad.json");
  await expect(page.getByTestId("st-tab-file")).toHaveText("File: last-bad.json");
  // The page still opens a good file after all of them.
  await offer(page, "st-level-file", { name: "good-again.json", text: JSON.stringify(level3) });
  await expect(error).toHaveCount(0);
});

test("RPS replay viewer: hostile replay files are refused in words, the replay on screen stays", async ({
  page,
}) => {
  await page.goto("/rps/replay");
  const replay = shipped("levels/rps-grid/replays/classic-python-vs-cpp.json");
  await offer(page, "rps-replay-file", { name: "good-replay.json", text: JSON.stringify(replay) });
  const error = page.getByTestId("rps-replay-error");
  await expect(error).toHaveCount(0);
  for (const file of hostileFiles("rps-replay", replay)) {
    await offer(page, "rps-replay-file", file);
    if (refusedBy((d) => parseReplay(d), file.text)) {
      await expect(error, file.name).toContainText(file.name);
      await expect(error).not.toContainText(NOT_WORDS);
    }
    await expectShellKept(page);
  }
  await offer(page, "rps-replay-file", { name: "good-again.json", text: JSON.stringify(replay) });
  await expect(error).toHaveCount(0);
});

test("Cards: hostile match logs are refused in words, the match on screen stays", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/cards");
  const toggle = page.getByTestId("cards-new-toggle");
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  await page.getByLabel("Seed").fill("kept");
  await page.getByTestId("cards-start").click();
  await expect(page.getByTestId("cards-status")).toContainText("seed kept");
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  const log = shipped("packages/card-combat/test/fixtures/match-log.golden.json");
  for (const file of hostileFiles("cards-log", log)) {
    await offer(page, "cards-import", file);
    if (refusedBy((d) => parseMatchLog(d), file.text)) {
      const alert = page
        .getByRole("alert")
        .filter({ hasText: file.name })
        .filter({ hasText: "the match on screen stays" });
      await expect(alert, file.name).toBeVisible();
      await expect(alert).not.toContainText(NOT_WORDS);
      await expect(page.getByTestId("cards-status")).toContainText("seed kept");
    }
    await expectShellKept(page);
  }
});
