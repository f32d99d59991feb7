import { readFileSync } from "node:fs";
import { expect, type Page, test } from "./fixtures.ts";

/** The playable for a returning player (profile stored), in English: losing, hints, Current Arrows. */
test.use({ locale: "en-US" });

const PACK = new URL("../../../levels/shell-tide/full-rescue-v2/", import.meta.url);
const readProof = () =>
  JSON.parse(readFileSync(new URL("proof.json", PACK), "utf8")) as {
    levels: { level: number; optimalPath: { node: number; direction: "left" | "right" }[] }[];
  };
const readLevel = (n: number) =>
  JSON.parse(readFileSync(new URL(`level-${String(n).padStart(2, "0")}.json`, PACK), "utf8")) as {
    nodes: { index: number; type: string; starfish: number; currentDirection?: "left" | "right" }[];
    balance: { maxTurns: number };
  };

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      "rescueFlowPlayerProfileV1",
      JSON.stringify({
        version: 1,
        playerId: "e2e-player",
        gender: "male",
        nickname: "Tester",
        locale: "en",
        welcomeStatus: "completed",
        welcomeCompletedAt: "2025-06-01T00:00:00.000Z",
        persistenceAvailable: true,
      }),
    );
  });
  await page.emulateMedia({ reducedMotion: "reduce" });
});

/** Commits, for each turn, a move whose preview still leaves starfish: the attempt can only be lost. */
async function playWithoutWinning(page: Page, maxTurns: number, nodeCount: number) {
  for (let turn = 0; turn < maxTurns; turn++) {
    // The board takes input again once the previous commit has finished animating.
    await expect(page.getByRole("status").filter({ hasText: "Sowing" })).toHaveCount(0);
    let committed = false;
    for (let node = 0; node < nodeCount && !committed; node++) {
      const button = page.getByTestId(`st-board-node-${node}`);
      if ((await button.getAttribute("aria-disabled")) === "true") continue;
      await button.click();
      // The previews read below must be this pit's, not the ones of the pit selected before.
      await expect(button).toHaveAttribute("data-selected", "true");
      await expect(page.getByTestId("st-previews")).toBeVisible();
      for (const direction of ["left", "right"] as const) {
        const card = page.getByTestId(`st-preview-${direction}`);
        if ((await card.count()) === 0) continue;
        const left = Number(await card.getByTestId("st-preview-remaining").textContent());
        if (left > 0) {
          await card.getByTestId(`st-commit-${direction}`).click();
          committed = true;
          break;
        }
      }
    }
    expect(committed, `turn ${turn + 1}: some move keeps starfish on the board`).toBe(true);
    await expect(page.getByTestId("st-turns")).toHaveText(`${turn + 1} / ${maxTurns}`);
  }
}

test("a level lost at maxTurns shows the near-miss recap, and Restart starts over", async ({
  page,
  shot,
}) => {
  await page.goto("/shell-tide/play");
  await expect(page.getByTestId("st-menu")).toBeVisible();
  await page.getByTestId("st-level-2").click();
  const level = readLevel(2);
  await expect(page.getByTestId("st-turns")).toHaveText(`0 / ${level.balance.maxTurns}`);

  // A hint names something to watch on the board, and spends no turn.
  await page.getByTestId("st-hint-button").click();
  await expect(page.getByTestId("st-hint")).toContainText(/node \d+/);
  await expect(page.getByTestId("st-turns")).toHaveText(`0 / ${level.balance.maxTurns}`);
  await shot("shell-tide-play-4-hint");

  await playWithoutWinning(page, level.balance.maxTurns, level.nodes.length);
  const result = page.getByTestId("st-result");
  await expect(result).toHaveAttribute("data-status", "lost");
  await expect(result.getByRole("heading", { name: "Out of turns" })).toBeVisible();
  const recap = page.getByTestId("st-recap");
  await expect(recap).toContainText("STOP");
  await expect(recap).toContainText(/node/);
  await expect(recap).not.toContainText(/Sow (left|right)/);
  await expect(page.locator('.st-node[data-watch="true"]').first()).toBeVisible();
  await shot("shell-tide-play-5-lost-recap");

  await result.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByTestId("st-turns")).toHaveText(`0 / ${level.balance.maxTurns}`);
  await expect(page.getByTestId("st-result")).toHaveCount(0);
});

test("a Current Arrow node previews only its own direction", async ({ page, shot }) => {
  const level = readLevel(10);
  const arrow = level.nodes.find((n) => n.currentDirection && n.starfish > 0)!;
  await page.goto("/shell-tide/play");
  await page.getByTestId("st-level-10").click();
  await page.getByTestId(`st-board-node-${arrow.index}`).click();
  await expect(page.getByTestId(`st-preview-${arrow.currentDirection}`)).toBeVisible();
  const other = arrow.currentDirection === "left" ? "right" : "left";
  await expect(page.getByTestId(`st-preview-${other}`)).toHaveCount(0);
  await expect(page.getByTestId("st-current-locked")).toBeVisible();
  // The keyboard cannot pick the forbidden direction either.
  await page.keyboard.press(other === "left" ? "ArrowLeft" : "ArrowRight");
  await expect(page.getByTestId(`st-preview-${arrow.currentDirection}`)).toHaveAttribute(
    "data-chosen",
    "true",
  );
  await shot("shell-tide-play-6-current-arrow");
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
  // Level 1 already briefed, so it opens straight on the board.
  await page.addInitScript(() => {
    const progress = {
      version: 1,
      levels: { "1": { bestStars: 0, completed: false, activity: { briefing_done: 1 } } },
    };
    localStorage.setItem("shellTide.progress.v1", JSON.stringify(progress));
  });
  const [move] = readProof().levels.find((l) => l.level === 1)!.optimalPath;
  const { node, direction } = move!;
  const play = async () => {
    await page.getByTestId(`st-board-node-${node}`).click();
    const card = page.getByTestId(`st-preview-${direction}`);
    // What the animation must follow: the preview's Flow (source first) and its Vortex points in chain order.
    const flow = (await card.getByTestId("st-preview-route").textContent())!.split(" → ").slice(1);
    const stop = (await card.getByTestId("st-preview-stop").textContent())!;
    const rich = [
      ...(await card.getByTestId("st-preview-vortex").textContent())!.matchAll(/from node (\d+)/g),
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
  await shot("shell-tide-play-7-reduced-motion-win");
});

test.describe("touch", () => {
  test.use({ hasTouch: true });

  test("a player can choose a level, a pit, a direction and sow by tapping", async ({ page, shot }) => {
    const level = readLevel(2);
    await page.goto("/shell-tide/play");
    const menu = page.getByTestId("st-menu");
    // Levels 1–10, each with the stars earned so far (none yet).
    for (let n = 1; n <= 10; n++)
      await expect(menu.getByTestId(`st-level-${n}`)).toHaveAttribute("data-stars", "0");
    await menu.getByTestId("st-level-2").tap();
    const empty = level.nodes.find((n) => n.type === "sand" && n.starfish === 0)!;
    // An empty pit is aria-disabled: a tap on it selects nothing.
    await page.getByTestId(`st-board-node-${empty.index}`).tap({ force: true });
    await expect(page.getByTestId(`st-board-node-${empty.index}`)).toHaveAttribute("data-selected", "false");
    await expect(page.getByTestId("st-preview-empty")).toBeVisible();
    const source = level.nodes.find((n) => n.starfish > 0 && !n.currentDirection)!;
    await page.getByTestId(`st-board-node-${source.index}`).tap();
    await expect(page.getByTestId("st-preview-left")).toBeVisible();
    await expect(page.getByTestId("st-preview-right")).toBeVisible();
    await page.getByRole("button", { name: "Right", exact: true }).tap();
    await expect(page.getByTestId("st-preview-right")).toHaveAttribute("data-chosen", "true");
    await expect(page.getByTestId("st-announce")).toContainText(`Node ${source.index}.`);
    await shot("shell-tide-play-8-touch-preview");
    await page.getByTestId("st-commit-right").tap();
    await expect(page.getByTestId("st-turns")).toHaveText(`1 / ${level.balance.maxTurns}`);
    await expect(page.getByTestId("st-announce")).toContainText(`Sowed node ${source.index} right`);
  });
});
