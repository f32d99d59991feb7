import { readFileSync } from "node:fs";
import { expect, type Page, test } from "./fixtures.ts";

/** The playable for a returning player (profile stored), in English: losing, hints, Current Arrows. */
test.use({ locale: "en-US" });

const PACK = new URL("../../../levels/shell-tide/full-rescue-v2/", import.meta.url);
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
