import { expect, type Page, test } from "./fixtures.ts";
import { inside, overlaps, playedLevels, proofOf, returningPlayer } from "./shell-tide-support.ts";

/**
 * Previews drawn on the board: the route, STOP and captures on the pits they name, nothing overlapping
 * anything (a pit's number, its count, its arrow, another mark) and nothing over the board's edge; the
 * move just played stays drawn as the last move, not as a live preview.
 */
test.use({ locale: "en-US", viewport: { width: 1366, height: 900 } });

type Box = { x: number; y: number; width: number; height: number };

/** Every mark of the primary preview and every part of every pit, with the pit it belongs to. */
async function boardParts(page: Page) {
  return page.evaluate(() => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    };
    const board = document.querySelector("[data-testid=st-board]")!;
    const nodes = [...board.querySelectorAll<HTMLElement>(".st-node")].map((n) => ({
      index: Number(n.dataset.node),
      box: box(n),
      parts: [...n.querySelectorAll(".st-node-index, .st-starfish, .st-wet-pit, .st-current")].map((p) => ({
        kind: p.className,
        box: box(p),
      })),
    }));
    const marks = [...board.querySelectorAll(".st-overlay-primary [data-node]")].flatMap((g) =>
      [...g.querySelectorAll(".st-order rect, .st-vortex, .st-outcome")].map((m) => ({
        index: Number((g as HTMLElement).dataset.node),
        kind: m.getAttribute("class") ?? m.tagName,
        box: box(m),
      })),
    );
    const rings = [...board.querySelectorAll(".st-stop-ring")].map(box);
    return { board: box(board), nodes, marks, rings };
  });
}

async function expectNoOverlaps(page: Page) {
  const { board, nodes, marks, rings } = await boardParts(page);
  expect(marks.length).toBeGreaterThan(0);
  for (const ring of rings) expect(inside(ring, board), "the STOP ring stays on the board").toBe(true);
  for (const node of nodes) {
    const own = [
      ...node.parts.map((p) => ({ kind: p.kind, box: p.box })),
      ...marks.filter((m) => m.index === node.index).map((m) => ({ kind: m.kind, box: m.box })),
    ];
    for (const part of own) {
      expect(inside(part.box as Box, node.box), `${part.kind} stays inside pit ${node.index}`).toBe(true);
    }
    for (let i = 0; i < own.length; i++) {
      for (let j = i + 1; j < own.length; j++) {
        expect(
          overlaps(own[i]!.box, own[j]!.box),
          `pit ${node.index}: ${own[i]!.kind} and ${own[j]!.kind} overlap`,
        ).toBe(false);
      }
    }
  }
}

test.beforeEach(async ({ page }) => {
  await returningPlayer(page, "en", playedLevels(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
  await page.emulateMedia({ reducedMotion: "reduce" });
});

test("a capture chain's preview marks the route, STOP and every Vortex on the pits it names, overlapping nothing", async ({
  page,
  shot,
}) => {
  await page.goto("/shell-tide/play");
  await page.getByTestId("st-level-1").click();
  const [move] = proofOf(1).optimalPath;
  await page.getByTestId(`st-board-node-${move!.node}`).click();
  await page
    .getByTestId(`st-preview-${move!.direction}`)
    .getByRole("button", { name: /↻|↺/ })
    .first()
    .click();
  const card = page.getByTestId(`st-preview-${move!.direction}`);
  const overlay = page.locator(".st-overlay-primary");
  // Each Vortex the card names sits on the pits with those numbers: a swirl on the empty pit, −n on the pile.
  const vortex = (await card.getByTestId("st-preview-vortex").textContent())!;
  const captures = [...vortex.matchAll(/pit (\d+) takes (\d+) from pit (\d+)/g)].map((m) =>
    m.slice(1).map(Number),
  );
  expect(captures.length).toBeGreaterThan(1);
  for (const [empty, count, rich] of captures) {
    await expect(overlay.locator(`[data-node="${empty}"] .st-vortex`)).toHaveCount(1);
    await expect(overlay.locator(`[data-node="${rich}"] .st-outcome`)).toHaveText(`−${count}`);
    // …and the board labels those pits with the same numbers.
    await expect(page.getByTestId(`st-board-node-${empty}`).locator(".st-node-index")).toHaveText(
      String(empty),
    );
  }
  const stop = (await card.getByTestId("st-preview-stop").textContent())!;
  await expect(overlay.locator(`[data-node="${stop}"] .st-order-text`)).toContainText("STOP");
  await expect(overlay.locator(".st-stop-ring")).toHaveCount(1);
  await expectNoOverlaps(page);
  await shot("shell-tide-board-1-capture-chain");
});

test("wet pits, the Sweep and Current Arrows on a 12-pit board overlap nothing either", async ({
  page,
  shot,
}) => {
  await page.goto("/shell-tide/play");
  await page.getByTestId("st-level-10").click();
  // Every step of the optimal path, previewed before it is played.
  const path = proofOf(10).optimalPath;
  for (const [step, move] of path.entries()) {
    await expect(page.getByRole("status").filter({ hasText: "Sowing" })).toHaveCount(0);
    await page.getByTestId(`st-board-node-${move.node}`).click();
    await page.getByTestId(`st-preview-${move.direction}`).getByRole("heading").getByRole("button").click();
    await expectNoOverlaps(page);
    if (step === 1) await shot("shell-tide-board-2-twelve-pits");
    await page.getByTestId(`st-commit-${move.direction}`).click();
  }
  await expect(page.getByTestId("st-result")).toHaveAttribute("data-status", "won");
});

test("the move just played stays drawn grey and dashed as the last move, captioned, until the next pick", async ({
  page,
  shot,
}) => {
  await page.goto("/shell-tide/play");
  await page.getByTestId("st-level-3").click();
  await page.getByTestId("st-board-node-5").click();
  await expect(page.locator('.st-overlay[data-emphasis="primary"]')).toHaveCount(1);
  await expect(page.locator('.st-overlay[data-emphasis="secondary"]')).toHaveCount(1);
  await page.getByTestId("st-commit-right").click();
  await expect(page.getByTestId("st-turns")).toHaveText("1 / 7");

  const last = page.locator(".st-overlay");
  await expect(last).toHaveCount(1);
  await expect(last).toHaveAttribute("data-emphasis", "last");
  // Drawn as a trace, not a preview: no drop numbers, no STOP pill, no outcome, a dashed grey line.
  await expect(last.locator(".st-order, .st-outcome, .st-vortex")).toHaveCount(0);
  await expect(last.locator(".st-route-line")).toHaveCSS("stroke-dasharray", /\d/);
  await expect(page.getByTestId("st-board-caption")).toHaveText(
    /^Last move \(dashed\): pit 5 ↻ clockwise · STOP pit \d+/,
  );
  await expect(page.getByTestId("st-preview-empty")).toBeVisible();
  await shot("shell-tide-board-3-last-move");

  // Picking a pit replaces the trace with that pit's live preview.
  const next = page.locator('.st-node[aria-disabled="false"]').first();
  await next.click();
  await expect(page.locator('.st-overlay[data-emphasis="last"]')).toHaveCount(0);
  await expect(page.getByTestId("st-board-caption")).toHaveCount(0);
});
