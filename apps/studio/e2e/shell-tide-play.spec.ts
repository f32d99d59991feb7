import { expect, type Page, test } from "./fixtures.ts";
import {
  gotoPaused,
  playedLevels,
  proofOf,
  readLevel,
  returningPlayer,
  stopTheClock,
} from "./shell-tide-support.ts";

/** The playable for a returning player in English at 1366×900: the HUD's truth, losing, hints, arrows. */
test.use({ locale: "en-US", viewport: { width: 1366, height: 900 } });

test.beforeEach(async ({ page }) => {
  await returningPlayer(page, "en", playedLevels(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
  await page.emulateMedia({ reducedMotion: "reduce" });
});

const animating = (page: Page) => page.getByRole("status").filter({ hasText: "Sowing" });

/** Selects a pit and commits the card of `direction` (its logical name, as the proof stores moves). */
async function sow(page: Page, node: number, direction: "left" | "right") {
  await expect(animating(page)).toHaveCount(0);
  const pit = page.getByTestId(`st-board-node-${node}`);
  await pit.click();
  await expect(pit).toHaveAttribute("data-selected", "true");
  await page.getByTestId(`st-commit-${direction}`).click();
}

/**
 * Commits, for each turn, the first direction of the first pit that can be played: on Level 2 that never
 * clears the board (the preview no longer says what a move leaves, so the test does not read it either).
 */
async function playWithoutWinning(page: Page, maxTurns: number) {
  for (let turn = 0; turn < maxTurns; turn++) {
    // The board takes input again once the previous commit has finished animating.
    await expect(animating(page)).toHaveCount(0);
    const pit = page.locator('.st-node[aria-disabled="false"]').first();
    await pit.click();
    await expect(pit).toHaveAttribute("data-selected", "true");
    await page.locator("[data-testid^=st-commit-]").first().click();
    await expect(page.getByTestId("st-turns")).toHaveText(`${turn + 1} / ${maxTurns}`);
  }
}

test("the moment Full Rescue is out of reach the HUD says so, marks every band out of reach and offers Restart", async ({
  page,
  shot,
}) => {
  // The case: Level 3, sow pit 0 and then pit 2 the logical "left" way.
  await page.goto("/shell-tide/play");
  await page.getByTestId("st-level-3").click();
  const bands = page.getByTestId("st-bands").locator("li");
  await expect(bands.first()).toHaveAttribute("data-state", "best");
  await expect(bands.first()).toContainText("still reachable");
  await expect(page.getByTestId("st-outlook")).toHaveCount(0);

  await sow(page, 0, "left");
  await expect(page.getByTestId("st-turns")).toHaveText("1 / 7");
  await expect(page.getByTestId("st-outlook")).toHaveCount(0);
  await sow(page, 2, "left");
  await expect(page.getByTestId("st-turns")).toHaveText("2 / 7");

  const outlook = page.getByTestId("st-outlook");
  await expect(outlook).toBeVisible();
  await expect(outlook).toContainText(/Full Rescue is (out of reach|no longer possible)/);
  await expect(outlook).toHaveAttribute("role", "alert");
  // No band says "still reachable" any more; each one says, in words, that it is out of reach.
  for (let i = 0; i < (await bands.count()); i++) {
    await expect(bands.nth(i)).toHaveAttribute("data-state", "out");
    await expect(bands.nth(i)).toContainText("out of reach");
  }
  await expect(page.getByTestId("st-bands")).not.toContainText("still reachable");
  await shot("shell-tide-play-4-out-of-reach");

  await outlook.getByRole("button", { name: "Restart" }).click();
  await expect(page.getByTestId("st-turns")).toHaveText("0 / 7");
  await expect(page.getByTestId("st-outlook")).toHaveCount(0);
  await expect(bands.first()).toHaveAttribute("data-state", "best");
});

test("a level lost at maxTurns shows the near-miss recap, and Try again starts over", async ({
  page,
  shot,
}) => {
  await page.goto("/shell-tide/play");
  await page.getByTestId("st-level-2").click();
  const level = readLevel(2);
  await expect(page.getByTestId("st-turns")).toHaveText(`0 / ${level.balance.maxTurns}`);

  // A hint names a pit to watch on the board as the board numbers it, and spends no turn.
  await page.getByTestId("st-hint-button").click();
  await expect(page.getByTestId("st-hint")).toContainText(/pit \d+/);
  await expect(page.getByTestId("st-hint")).not.toContainText(/\b(left|right)\b/i);
  await expect(page.locator('.st-node[data-watch="true"]')).toHaveCount(1);
  await expect(page.getByTestId("st-turns")).toHaveText(`0 / ${level.balance.maxTurns}`);
  await shot("shell-tide-play-5-hint");

  await playWithoutWinning(page, level.balance.maxTurns);
  const result = page.getByTestId("st-result");
  await expect(result).toHaveAttribute("data-status", "lost");
  await expect(result.getByRole("heading", { name: "Out of turns" })).toBeVisible();
  const recap = page.getByTestId("st-recap");
  await expect(recap).toContainText("STOP");
  await expect(recap).toContainText(/pit/);
  // The target to watch, never a move sequence.
  await expect(recap).not.toContainText(/Sow|clockwise|left|right/i);
  await expect(page.locator('.st-node[data-watch="true"]').first()).toBeVisible();
  await shot("shell-tide-play-6-lost-recap");

  await result.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByTestId("st-turns")).toHaveText(`0 / ${level.balance.maxTurns}`);
  await expect(page.getByTestId("st-result")).toHaveCount(0);
});

test("a Current Arrow pit previews only its own direction, named as it turns", async ({ page, shot }) => {
  const level = readLevel(10);
  const arrow = level.nodes.find((n) => n.currentDirection && n.starfish > 0)!;
  await page.goto("/shell-tide/play");
  await page.getByTestId("st-level-10").click();
  await page.getByTestId(`st-board-node-${arrow.index}`).click();
  const own = page.getByTestId(`st-preview-${arrow.currentDirection}`);
  await expect(own).toBeVisible();
  const other = arrow.currentDirection === "left" ? "right" : "left";
  await expect(page.getByTestId(`st-preview-${other}`)).toHaveCount(0);
  const turn = (await own.getAttribute("data-turn")) as "cw" | "ccw";
  const words = turn === "cw" ? "↻ clockwise" : "↺ counter-clockwise";
  await expect(page.getByTestId("st-current-locked")).toHaveText(
    `Current Arrow: this pit sows ${words} only.`,
  );
  await expect(page.getByTestId(`st-board-node-${arrow.index}`)).toHaveAttribute(
    "aria-label",
    new RegExp(`Current Arrow: sows ${turn === "cw" ? "clockwise" : "counter-clockwise"} only`),
  );
  // The keyboard cannot pick the forbidden direction either.
  await page.keyboard.press(turn === "cw" ? "ArrowLeft" : "ArrowRight");
  await expect(own).toHaveAttribute("data-chosen", "true");
  await shot("shell-tide-play-7-current-arrow");
});

/** Records every pulse the commit animation puts on a node, with the CSS animation it runs. */
async function recordPulses(page: Page) {
  await page.evaluate(() => {
    const log: { pulse: string; index: string; animation: string; seconds: number }[] = [];
    (window as unknown as { pulses: typeof log }).pulses = log;
    new MutationObserver((records) => {
      for (const r of records) {
        const el = r.target as HTMLElement;
        const pulse = el.getAttribute("data-pulse");
        if (!pulse) continue;
        const style = getComputedStyle(el);
        log.push({
          pulse,
          index: el.dataset.testid?.split("-").pop() ?? "?",
          animation: style.animationName,
          seconds: Number.parseFloat(style.animationDuration),
        });
      }
    }).observe(document.querySelector("[data-testid=st-board]")!, {
      subtree: true,
      attributeFilter: ["data-pulse"],
    });
  });
}
const pulses = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          pulses: { pulse: string; index: string; animation: string; seconds: number }[];
        }
      ).pulses,
  );

test("commit animates the sow, then the capture chain; with reduced motion nothing travels and rescues fade", async ({
  page,
  shot,
}) => {
  const [move] = proofOf(1).optimalPath;
  const { node, direction } = move!;
  const play = async () => {
    await page.getByTestId(`st-board-node-${node}`).click();
    const card = page.getByTestId(`st-preview-${direction}`);
    // What the animation must follow: the preview's Flow (source first) and its Vortex points in chain order.
    const flow = (await card.getByTestId("st-preview-route").textContent())!.split(" → ").slice(1);
    const stop = (await card.getByTestId("st-preview-stop").textContent())!;
    const rich = [
      ...(await card.getByTestId("st-preview-vortex").textContent())!.matchAll(/from pit (\d+)/g),
    ].map((m) => m[1]!);
    expect(rich.length, "the optimal move of Level 1 opens a capture chain").toBeGreaterThan(1);
    await recordPulses(page);
    await card.getByTestId(`st-commit-${direction}`).click();
    await expect(page.getByTestId("st-result")).toHaveAttribute("data-status", "won");
    return { flow, stop, rich, seen: await pulses(page) };
  };

  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.goto("/shell-tide/play");
  await page.getByTestId("st-level-1").click();
  await expect(page.getByTestId("st-briefing")).toHaveCount(0);
  const full = await play();
  expect(full.seen.map((p) => `${p.pulse}@${p.index}`)).toEqual([
    `lift@${node}`,
    ...full.flow.map((i) => `drop@${i}`),
    ...full.rich.map((i) => `capture@${i}`),
  ]);
  expect(full.seen.find((p) => p.pulse === "drop")?.animation).toBe("st-pulse");

  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.getByRole("button", { name: "Restart" }).click();
  const reduced = await play();
  // No travel: the sow shows at once at its STOP, then each capture is a short fade.
  expect(reduced.seen.map((p) => `${p.pulse}@${p.index}`)).toEqual([
    `drop@${reduced.stop}`,
    ...reduced.rich.map((i) => `capture@${i}`),
  ]);
  for (const p of reduced.seen) {
    expect(p.animation).toBe("st-fade-in");
    expect(p.seconds).toBeLessThanOrEqual(0.25);
  }
  await expect(page.getByTestId("st-rating")).toHaveAttribute("data-stars", "3");
  await shot("shell-tide-play-8-reduced-motion-win");
});

test("the HUD counts down each rescue as the animation shows it, not before", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await stopTheClock(page);
  await gotoPaused(page, "/shell-tide/play", "st-menu");
  await page.getByTestId("st-level-1").click();
  const [move] = proofOf(1).optimalPath;
  await page.getByTestId(`st-board-node-${move!.node}`).click();
  await page.getByTestId(`st-commit-${move!.direction}`).click();
  // Frame by frame: what the HUD says, what the board draws, and which rescue (if any) is on screen.
  const frames: { hud: number; drawn: number; pulse: string | null }[] = [];
  const result = page.getByTestId("st-result");
  while ((await result.count()) === 0) {
    const drawn = await page
      .locator(".st-node")
      .evaluateAll((nodes) => nodes.reduce((sum, n) => sum + Number(n.getAttribute("data-starfish")), 0));
    const pulse = await page
      .locator(".st-node[data-pulse]")
      .getAttribute("data-pulse")
      .catch(() => null);
    const hud = Number((await page.getByTestId("st-remaining").textContent())!.split(" / ")[0]);
    frames.push({ hud, drawn, pulse });
    // A starfish in hand while sowing is not rescued yet: the HUD never says fewer than the board shows.
    expect(hud).toBeGreaterThanOrEqual(drawn);
    await page.clock.runFor(60);
  }
  await expect(page.getByTestId("st-remaining")).toHaveText("0 / 5");
  // All 5 stay counted through the sow; the count drops only as a capture is shown, one pile at a time.
  expect(frames[0]!.hud).toBe(5);
  for (let i = 1; i < frames.length; i++) {
    if (frames[i]!.hud !== frames[i - 1]!.hud) expect(frames[i]!.pulse).toBe("capture");
  }
  const values = [...new Set(frames.map((f) => f.hud))];
  expect(values.length, "several rescues, each shown as it comes").toBeGreaterThan(2);
  expect(frames.some((f) => f.pulse === "drop" && f.hud === 5)).toBe(true);
});

test.describe("touch", () => {
  test.use({ hasTouch: true });

  test("a player can choose a level, a pit, a direction and sow by tapping; no keyboard hints", async ({
    page,
    shot,
  }) => {
    const level = readLevel(2);
    await page.goto("/shell-tide/play");
    const menu = page.getByTestId("st-menu");
    // Levels 1–10 with their player-facing names.
    for (let n = 1; n <= 10; n++) await expect(menu.getByTestId(`st-level-${n}`)).toBeVisible();
    await expect(menu.getByTestId("st-level-2")).toContainText("One turn to set up");
    await menu.getByTestId("st-level-2").tap();
    await expect(page.locator(".st-keys")).toHaveCount(0);
    const empty = level.nodes.find((n) => n.type === "sand" && n.starfish === 0)!;
    // An empty pit is aria-disabled: a tap on it selects nothing.
    await page.getByTestId(`st-board-node-${empty.index}`).tap({ force: true });
    await expect(page.getByTestId(`st-board-node-${empty.index}`)).toHaveAttribute("data-selected", "false");
    await expect(page.getByTestId("st-preview-empty")).toBeVisible();
    const source = level.nodes.find((n) => n.starfish > 0 && !n.currentDirection)!;
    await page.getByTestId(`st-board-node-${source.index}`).tap();
    await expect(page.getByTestId("st-preview-left")).toBeVisible();
    await expect(page.getByTestId("st-preview-right")).toBeVisible();
    await page.getByRole("button", { name: "↻ Clockwise", exact: true }).tap();
    await expect(page.getByTestId("st-preview-right")).toHaveAttribute("data-chosen", "true");
    await expect(page.getByTestId("st-announce")).toContainText(`Pit ${source.index}.`);
    await shot("shell-tide-play-9-touch-preview");
    await page.getByTestId("st-commit-right").tap();
    await expect(page.getByTestId("st-turns")).toHaveText(`1 / ${level.balance.maxTurns}`);
    await expect(page.getByTestId("st-announce")).toContainText(`Sowed pit ${source.index} clockwise`);
  });
});
