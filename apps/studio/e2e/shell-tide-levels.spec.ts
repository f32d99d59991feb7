import { expect, type Page, test } from "./fixtures.ts";
import {
  advance,
  gotoPaused,
  levelText,
  overlaps,
  proofOf,
  ringFile,
  stopTheClock,
} from "./shell-tide-support.ts";

/**
 * The designer view at 1366×900: proof figures, the spec-table check column by column, a readable D chart,
 * the optimal path animated (play, pause, speed, step), and loaded level files — validated, solved in a
 * worker with progress and Cancel, explained in plain words beyond the exact limit, and playable.
 */
test.use({ viewport: { width: 1366, height: 900 } });

const upload = (page: Page, name: string, data: unknown) =>
  page.getByTestId("st-level-file").setInputFiles({
    name,
    mimeType: "application/json",
    buffer: Buffer.from(typeof data === "string" ? data : JSON.stringify(data)),
  });

test("each pack level shows its figures and every column of the spec table, honestly", async ({
  page,
  shot,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/shell-tide/levels");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Levels");
  for (const n of [1, 10]) {
    const expected = proofOf(n);
    await page.getByTestId(`st-tab-${n}`).click();
    await expect(page.getByTestId("fig-o")).toHaveText(String(expected.optimalTurns));
    await expect(page.getByTestId("fig-max")).toHaveText(String(expected.maxTurns));
    await expect(page.getByTestId("fig-fingerprint")).toHaveText(expected.fingerprint);
    for (const id of ["fig-p75", "fig-r", "fig-states", "fig-dead", "fig-near-miss"]) {
      await expect(page.getByTestId(id)).not.toBeEmpty();
    }
    const check = page.getByTestId("st-table-check");
    const verdict = page.getByTestId("st-table-verdict");
    // Every column the level differs in is in the verdict and marked in the table: no "yes" above a "but".
    const differs: string[] = [];
    if (expected.p75 !== expected.table.p75)
      differs.push(`P75 of D (table ${expected.table.p75}, this level ${expected.p75})`);
    const [low, high] = expected.table.slackRange;
    if (expected.recoverySlack < low || expected.recoverySlack > high) {
      differs.push(
        `R (recovery slack) (table ${low === high ? low : `${low}–${high}`}, this level ${expected.recoverySlack})`,
      );
    }
    await expect(check).toHaveAttribute("data-differences", String(differs.length));
    for (const d of differs) await expect(verdict).toContainText(d);
    await expect(check.locator('tr[data-ok="false"]')).toHaveCount(differs.length);
    await expect(verdict).not.toContainText(/meets the spec table: yes/i);
    await expect(page.getByText(/meets the spec table: yes/i)).toHaveCount(0);
    await shot(`shell-tide-levels-${n}`);
  }
});

test("D is a readable chart: axes, labels, bands, P75 clear of every label, values on hover and focus", async ({
  page,
  shot,
}) => {
  await page.goto("/shell-tide/levels");
  for (const n of [1, 10]) {
    await page.getByTestId(`st-tab-${n}`).click();
    const chart = page.getByTestId("st-chart");
    await expect(chart).toBeVisible();
    // Axes in words and numbers.
    await expect(chart).toContainText("share of plausible attempts");
    await expect(chart).toContainText("turns to Full Rescue");
    await expect(chart.locator(".st-chart-tick text").first()).toHaveText("0%");
    // The bands, named.
    await expect(chart.locator(".st-chart-band-label").first()).toHaveText("★★★");
    // Every bar with a share is drawn visibly, the 3★ one included, with its value on it.
    const proof = proofOf(n);
    for (const d of proof.completion.distribution) {
      const bar = page.getByTestId(`st-bar-${d.turns}`);
      expect((await bar.locator(".st-bar").boundingBox())!.height).toBeGreaterThanOrEqual(2);
      await expect(bar.locator(".st-bar-value")).toHaveText(
        d.share < 0.001 ? "<0.1%" : `${(d.share * 100).toFixed(1)}%`,
      );
    }
    // P75: labelled, and neither its label nor its line crosses another text.
    const p75 = page.getByTestId("st-chart-p75");
    await expect(p75).toContainText(`P75 = ${proof.p75}`);
    const texts = await chart.evaluate((svg) =>
      [...svg.querySelectorAll("text")]
        .filter((t) => !t.closest("[data-testid=st-chart-p75]") && !t.closest("[data-testid=st-chart-tip]"))
        .map((t) => {
          const r = t.getBoundingClientRect();
          return { x: r.x, y: r.y, width: r.width, height: r.height, text: t.textContent };
        }),
    );
    const marks = await p75.evaluate((g) =>
      [...g.querySelectorAll("text, line")].map((el) => {
        const r = el.getBoundingClientRect();
        return { x: r.x - 1, y: r.y, width: r.width + 2, height: r.height };
      }),
    );
    for (const mark of marks) {
      for (const t of texts) expect(overlaps(mark, t), `P75 crosses "${t.text}"`).toBe(false);
    }
    // A bar's reading on hover…
    const sliver = proof.completion.distribution[0]!;
    await page.getByTestId(`st-bar-${sliver.turns}`).hover();
    await expect(page.getByTestId("st-chart-tip")).toContainText(`${sliver.turns} turn`);
    await expect(page.getByTestId("st-chart-tip")).toContainText("of plausible attempts");
    // …and on keyboard focus.
    await page.mouse.move(0, 0);
    await page.getByTestId(`st-bar-${proof.p75}`).focus();
    await expect(page.getByTestId("st-chart-tip")).toContainText(`${proof.p75} turns`);
    await expect(page.getByTestId("st-chart-tip")).toContainText("P75");
    await chart.screenshot({ path: test.info().outputPath("chart.png") });
    await shot(`shell-tide-levels-chart-${n}`);
  }
});

test("the optimal path plays as an animation: play, pause, speed and step", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await stopTheClock(page);
  await gotoPaused(page, "/shell-tide/levels", "st-levels-page");
  await page.getByTestId("st-tab-10").click();
  const total = proofOf(10).optimalTurns;
  const caption = page.getByTestId("st-path-caption");
  await expect(caption).toHaveText(`Step 0 / ${total} · Init`);
  // Step by hand.
  await page.getByTestId("st-path-next").click();
  await expect(caption).toContainText(`Step 1 / ${total}`);
  await expect(caption).toContainText(/pit \d+ (↻ clockwise|↺ counter-clockwise) \((left|right)\)/);
  await page.getByTestId("st-path-prev").click();
  await expect(caption).toHaveText(`Step 0 / ${total} · Init`);

  // Play moves through the steps on its own, animating each move (pulses on the board)…
  await page.getByTestId("st-path-play").click();
  await expect(page.getByTestId("st-path")).toHaveAttribute("data-playing", "true");
  await page.clock.runFor(700);
  await expect(caption).toContainText(`Step 1 / ${total}`);
  await expect(page.locator("[data-testid=st-path-board] .st-node[data-pulse]")).toHaveCount(1);
  // …Pause stops it where it is (the move on screen finishes its animation)…
  await page.getByTestId("st-path-pause").click();
  const paused = await caption.textContent();
  await advance(page, 10_000, 200);
  await expect(caption).toHaveText(paused!);
  await expect(page.locator("[data-testid=st-path-board] .st-node[data-pulse]")).toHaveCount(0);
  // …and at 2× the pause between two moves (1.2 s at 1×) takes half the time.
  await page.getByTestId("st-path-speed").selectOption("2");
  await page.getByTestId("st-path-play").click();
  await advance(page, 500);
  await expect(caption).toContainText(`Step 1 / ${total}`);
  await advance(page, 200);
  await expect(caption).toContainText(`Step 2 / ${total}`);
  for (
    let i = 0;
    i < 40 && (await page.getByTestId("st-path").getAttribute("data-playing")) === "true";
    i++
  ) {
    await advance(page, 500);
  }
  await expect(caption).toContainText(`Step ${total} / ${total}`);
  await expect(caption).toContainText("0 left");
  await expect(page.getByTestId("st-path-next")).toBeDisabled();
  await expect(page.getByTestId("st-path-play")).toHaveText("Replay");
});

test("a bad level file shows a clear error with its JSON path; a good one is solved live and can be played", async ({
  page,
  shot,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/shell-tide/levels");
  await upload(page, "broken.json", "{ nope");
  await expect(page.getByTestId("st-file-error")).toContainText("broken.json: not valid JSON");

  const bad = JSON.parse(levelText(1));
  bad.nodes[3].starfish = -2;
  bad.edges.right[0] = 42;
  await upload(page, "bad-level.json", bad);
  const error = page.getByTestId("st-file-error");
  await expect(error).toContainText("Could not load bad-level.json");
  await expect(error.locator("code", { hasText: "$.nodes[3].starfish" })).toBeVisible();
  await shot("shell-tide-levels-bad-file");

  const good = JSON.parse(levelText(4));
  good.id = "my-draft";
  await upload(page, "draft.json", good);
  await expect(page.getByTestId("st-file-error")).toHaveCount(0);
  const expected = proofOf(4);
  await expect(page.getByTestId("live-o")).toHaveText(String(expected.optimalTurns));
  await expect(page.getByTestId("live-fingerprint")).toHaveText(expected.fingerprint);
  await expect(page.getByTestId("st-live-path-caption")).toHaveText(
    `Step 0 / ${expected.optimalTurns} · Init`,
  );
  // The full balance proof runs in a worker and reproduces the pack's figures for the same board.
  await page.getByRole("button", { name: "Run the balance proof" }).click();
  const live = page.getByTestId("st-live-proof");
  await expect(live.getByTestId("fig-max")).toHaveText(String(expected.maxTurns));
  await expect(live.getByTestId("fig-o")).toHaveText(String(expected.optimalTurns));
  await shot("shell-tide-levels-live-solve");

  // The loaded level can be played as a player plays it: here with the solver's own optimal path.
  await page.getByTestId("st-playtest-toggle").click();
  const playtest = page.getByTestId("st-playtest");
  await expect(playtest).toBeVisible();
  const moves = (await page.getByTestId("live-path").textContent())!.split(" ").map((m) => ({
    node: Number(m.slice(0, -1)),
    direction: m.endsWith("L") ? "left" : "right",
  }));
  for (const move of moves) {
    await expect(playtest.getByRole("status").filter({ hasText: "Sowing" })).toHaveCount(0);
    await playtest.getByTestId(`st-board-node-${move.node}`).click();
    await playtest.getByTestId(`st-commit-${move.direction}`).click();
  }
  await expect(playtest.getByTestId("st-result")).toHaveAttribute("data-status", "won");
  await expect(playtest.getByTestId("st-rating")).toHaveAttribute("data-stars", "3");
  await shot("shell-tide-levels-playtest");
  await playtest.getByRole("button", { name: "Close the playtest" }).click();
  await expect(playtest).toHaveCount(0);
});

test("a level beyond the exact limits: progress and Cancel while solving, and the limit explained with advice", async ({
  page,
  shot,
}) => {
  await page.goto("/shell-tide/levels");
  // 36 starfish on 10 sand pits with no Sweep: within the solver's key, far beyond the balance proof's
  // 16.8 million, and a search of some seconds (the first progress comes after about half a second).
  await upload(page, "heavy.json", ringFile([6, 6, 6, "W", 6, 6, 6, "W", 0, 0, 0, 0]));
  const proofLimit = page.getByTestId("st-proof-limit");
  await expect(proofLimit).toBeVisible();
  await expect(proofLimit).toContainText("beyond the exact balance proof's limit");
  await expect(proofLimit).toContainText("10 sand pits holding up to 36 starfish");
  await expect(proofLimit).toContainText("about 16.8 million");
  await expect(proofLimit).toContainText("use at most 14 starfish on these 10 sand pits");
  // No raw "N distributions exceed M" anywhere.
  await expect(page.getByText(/distributions exceed/)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Run the balance proof" })).toHaveCount(0);
  // The solve runs in the worker: its progress counts states, and Cancel stops it.
  const solving = page.getByTestId("st-solving");
  await expect(solving).toHaveAttribute("data-status", "running");
  await expect(solving).toContainText(/[\d,]+ states explored/);
  await shot("shell-tide-levels-heavy-solving");
  await page.getByTestId("st-solving-cancel").click();
  await expect(solving).toHaveAttribute("data-status", "cancelled");
  await expect(solving).toContainText("Solving cancelled after");
  await expect(page.getByRole("button", { name: "Solve again" })).toBeVisible();
  await shot("shell-tide-levels-heavy-cancelled");

  // Beyond even the solver's key: said plainly, with what would fit, and no search is started.
  await upload(page, "huge.json", ringFile([6, 6, 6, "W", 6, 6, 6, "W", 6, 0, 0, 0]));
  const solverLimit = page.getByTestId("st-solver-limit");
  await expect(solverLimit).toContainText("beyond the exact solver's limit");
  await expect(solverLimit).toContainText("use at most 38 starfish on these 10 sand pits");
  await expect(page.getByTestId("st-solving")).toHaveCount(0);
  await shot("shell-tide-levels-too-large");
});
