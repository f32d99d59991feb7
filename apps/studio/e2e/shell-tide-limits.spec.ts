import { exactLimitReport, parseLevel } from "@rulekit/shell-tide";
import { proofLimitAdvice } from "../src/routes/shell-tide/levels/limit-advice.ts";
import { axeViolations, expect, type Page, SCREENSHOT_DIR, test } from "./fixtures.ts";
import { ringFile } from "./shell-tide-support.ts";

/**
 * The level inspector's limit report in the solver worker: a big 12-node ring's report counts its moves
 * (about a second of work), so the page shows "computing…" and stays responsive meanwhile, then shows the
 * engine's figures for that level; a level opened before the answer came never shows the old one's.
 *
 * The worker's script is held back (page.route) while the test checks the computing state, so what is
 * checked does not depend on how fast the machine counts.
 */

/** 14 starfish on 7 of 12 sand pits: within the solver's key, its moves counted past the proof's limit. */
const BIG = ringFile([2, 2, 2, 2, 2, 2, 2, 0, 0, 0, 0, 0]);
/** 36 starfish on 10 sand pits: beyond the proof by its arrangements alone (no moves to count). */
const HEAVY = ringFile([6, 6, 6, "W", 6, 6, 6, "W", 0, 0, 0, 0]);

/** What the inspector must say about a level's balance-proof limit: the engine's report, in words. */
function expectedAdvice(data: unknown) {
  const parsed = parseLevel(data, { beyondSolver: "warn" });
  if (!parsed.ok) throw new Error("the test's level does not parse");
  const advice = proofLimitAdvice(exactLimitReport(parsed.value));
  if (!advice) throw new Error("the test's level is within the proof's limit");
  return advice;
}

const upload = (page: Page, name: string, data: unknown) =>
  page.getByTestId("st-level-file").setInputFiles({
    name,
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(data)),
  });

/** Holds every request for the solver worker's script until `release` is called. */
async function holdSolverWorker(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  await page.route(/solver-worker[^/]*\.js$/, async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  return { release, held: () => held };
}

/** The focused element's test id or tag, and the inspector's limit state, read in one turn of the page. */
const pageState = (page: Page) =>
  page.evaluate(() => ({
    focused: document.activeElement?.getAttribute("data-testid") ?? document.activeElement?.tagName ?? "",
    limits: document.querySelector<HTMLElement>("[data-testid=st-live]")?.dataset.limits ?? null,
  }));

async function expectNotice(page: Page, advice: NonNullable<ReturnType<typeof proofLimitAdvice>>) {
  const notice = page.getByTestId("st-proof-limit");
  await expect(notice.locator("h3")).toHaveText(advice.title, { timeout: 60_000 });
  await expect(notice.locator("p").first()).toHaveText(advice.explanation);
  await expect(notice.locator("li")).toHaveText(advice.advice);
}

test.describe("at 1366×900", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("a big ring's limit report: computing in a worker while the page answers, then the engine's figures", async ({
    page,
    shot,
  }) => {
    const advice = expectedAdvice(BIG);
    expect(advice.explanation).toContain("counting stopped at"); // the report had moves to count
    await page.goto("/shell-tide/levels");
    const worker = await holdSolverWorker(page);
    await upload(page, "big-ring.json", BIG);

    const live = page.getByTestId("st-live");
    const computing = page.getByTestId("st-limits");
    await expect(live).toHaveAttribute("data-limits", "computing");
    await expect(computing).toHaveAttribute("data-status", "computing");
    await expect(computing).toContainText("computing…");
    // Nothing about the proof is shown before its answer: no notice, no proof button.
    await expect(page.getByTestId("st-proof-limit")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Run the balance proof" })).toHaveCount(0);
    expect(worker.held()).toBeGreaterThan(0);

    // The main thread answers while the report is being computed: a script runs and the focus moves.
    const before = await pageState(page);
    expect(before.limits).toBe("computing");
    await page.getByTestId("st-level-file").focus();
    await page.keyboard.press("Tab");
    const after = await pageState(page);
    expect(after.limits).toBe("computing");
    expect(after.focused).not.toBe("st-level-file");
    await shot("shell-tide-limits-computing");
    expect(await axeViolations(page)).toEqual([]);

    worker.release();
    await expectNotice(page, advice);
    await expect(live).toHaveAttribute("data-limits", "done");
    await expect(computing).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Run the balance proof" })).toHaveCount(0);
    await shot("shell-tide-limits-done");
  });

  test("a level opened before the old one's report came shows its own report, never the old one", async ({
    page,
  }) => {
    const old = expectedAdvice(HEAVY);
    const next = expectedAdvice(BIG);
    expect(old.explanation).not.toBe(next.explanation);
    await page.goto("/shell-tide/levels");
    // Every text the proof's limit notice ever shows, recorded in the page as it changes.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seenNotices: string[] }).seenNotices = seen;
      new MutationObserver(() => {
        const notice = document.querySelector("[data-testid=st-proof-limit]");
        if (notice?.textContent) seen.push(notice.textContent);
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    const worker = await holdSolverWorker(page);
    // The same file name and level id: the inspector stays mounted and only its level changes.
    await upload(page, "draft.json", HEAVY);
    await expect(page.getByTestId("st-file-board-node-3")).toHaveAttribute("data-type", "wet_pit");
    await expect(page.getByTestId("st-live")).toHaveAttribute("data-limits", "computing");
    await upload(page, "draft.json", BIG);
    // the new board is drawn (HEAVY's pit 3 is wet, BIG's is sand)
    await expect(page.getByTestId("st-file-board-node-3")).toHaveAttribute("data-type", "sand");
    await expect(page.getByTestId("st-live")).toHaveAttribute("data-limits", "computing");
    // The old level's worker can now load and answer first (it has nothing to count), the new one later.
    worker.release();
    await expectNotice(page, next);
    const seen = await page.evaluate(() => (window as unknown as { seenNotices: string[] }).seenNotices);
    expect(seen.length).toBeGreaterThan(0);
    for (const text of seen) {
      expect(text).not.toContain(old.explanation);
      expect(text).toContain(next.explanation);
    }
  });
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("keyboard only: open a big ring, see it computing, then its report", async ({ page, shot }) => {
      const advice = expectedAdvice(BIG);
      await page.goto("/shell-tide/levels");
      const worker = await holdSolverWorker(page);
      const input = page.getByTestId("st-level-file");
      for (let i = 0; i < 80 && !(await input.evaluate((el) => el === document.activeElement)); i++) {
        await page.keyboard.press("Tab");
      }
      await expect(input).toBeFocused();
      const chooser = page.waitForEvent("filechooser");
      await page.keyboard.press("Enter");
      await (await chooser).setFiles({
        name: "big-ring.json",
        mimeType: "application/json",
        buffer: Buffer.from(JSON.stringify(BIG)),
      });
      const computing = page.getByTestId("st-limits");
      await expect(computing).toHaveAttribute("data-status", "computing");
      await computing.scrollIntoViewIfNeeded();
      const name = `shell-tide-limits-${viewport.width}x${viewport.height}`;
      await page.screenshot({ path: `${SCREENSHOT_DIR}${name}-computing.png` });
      await shot(`${name}-computing-full`);
      worker.release();
      await expectNotice(page, advice);
      await page.getByTestId("st-proof-limit").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENSHOT_DIR}${name}-done.png` });
      await shot(`${name}-done-full`);
    });
  });
}
