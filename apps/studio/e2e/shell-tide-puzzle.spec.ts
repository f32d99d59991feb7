import { expect, type Page, test } from "./fixtures.ts";
import { playedLevels, proofOf, readLevel, returningPlayer } from "./shell-tide-support.ts";

/**
 * Shell Tide as a finished puzzle: a preview that teaches without playing for you, undo and restart, a
 * level map with one clear next, the win moments. A returning player in English at 1280×800.
 */
test.use({ locale: "en-US", viewport: { width: 1280, height: 800 } });

const animating = (page: Page) => page.getByRole("status").filter({ hasText: "Sowing" });

/** Once a level is open: skips its mechanic's beat if it has one (a replay: skippable). */
async function readyToPlay(page: Page) {
  const phase = page.getByTestId("st-play-page");
  await expect(phase).toHaveAttribute("data-phase", /^(PLAYING|MECHANIC_INTRO)$/);
  if ((await phase.getAttribute("data-phase")) === "MECHANIC_INTRO")
    await page.getByTestId("st-skip-intro").click();
  await expect(phase).toHaveAttribute("data-phase", "PLAYING");
}

/** Opens level `n` from the map, ready to play. */
async function openLevel(page: Page, n: number) {
  await page.getByTestId(`st-level-${n}`).click();
  await readyToPlay(page);
}

/** Plays `moves` (logical directions, as the proof stores them) by clicking a pit, then its Sow button. */
async function sowAll(page: Page, moves: readonly { node: number; direction: "left" | "right" }[]) {
  for (const { node, direction } of moves) {
    await expect(animating(page)).toHaveCount(0);
    const pit = page.getByTestId(`st-board-node-${node}`);
    await pit.click();
    await expect(pit).toHaveAttribute("data-selected", "true");
    await page.getByTestId(`st-commit-${direction}`).click();
  }
  await expect(animating(page)).toHaveCount(0);
}

/**
 * The script: click every pit, read what each direction's preview gives away, take the best. It
 * reads every figure the page shows — starfish left after the move (fewest wins), else the Vortex points,
 * wet-pit rescues and Sweep the preview marks on the board (most wins) — and takes the first best.
 */
async function greedyClicker(page: Page, nodeCount: number): Promise<string> {
  const result = page.getByTestId("st-result");
  for (let turn = 0; turn < 20 && (await result.count()) === 0; turn++) {
    await expect(animating(page)).toHaveCount(0);
    let best: { node: number; direction: string; score: number } | null = null;
    for (let node = 0; node < nodeCount; node++) {
      const pit = page.getByTestId(`st-board-node-${node}`);
      if ((await pit.getAttribute("aria-disabled")) === "true") continue;
      await pit.click();
      await expect(pit).toHaveAttribute("data-selected", "true");
      for (const direction of ["left", "right"]) {
        const card = page.getByTestId(`st-preview-${direction}`);
        if ((await card.count()) === 0) continue;
        // The direction on the board at full strength, so its marks are the ones drawn.
        const choose = card.locator("h3 button");
        if ((await choose.getAttribute("aria-pressed")) !== "true") await choose.click();
        await expect(card).toHaveAttribute("data-chosen", "true");
        const remaining = card.getByTestId("st-preview-remaining");
        let score = 0;
        if ((await remaining.count()) > 0) score = 1000 - Number(await remaining.textContent());
        else {
          const primary = page.locator('.st-overlay[data-emphasis="primary"]');
          score =
            (await primary.locator(".st-vortex").count()) +
            (await primary.locator(".st-outcome").count()) +
            (await card
              .locator(
                "[data-testid=st-preview-vortex], [data-testid=st-preview-wet], [data-testid=st-preview-sweep]",
              )
              .filter({ hasNotText: /^none$/ })
              .count());
        }
        if (!best || score > best.score) best = { node, direction, score };
      }
    }
    expect(best, "a move to play").not.toBeNull();
    await page.getByTestId(`st-board-node-${best!.node}`).click();
    await page.getByTestId(`st-commit-${best!.direction}`).click();
    // The move is in: the turn counter says so and the animation (reduced) is over.
    await expect(page.getByTestId("st-turns")).toHaveText(new RegExp(`^${turn + 1} / `));
    await expect(animating(page)).toHaveCount(0);
  }
  await expect(result).toBeVisible();
  const status = await result.getAttribute("data-status");
  return status === "won" ? `${await page.getByTestId("st-rating").getAttribute("data-stars")}★` : "lost";
}

test.describe("the preview teaches, it does not play for you", () => {
  test.beforeEach(async ({ page }) => {
    await returningPlayer(page, "en", playedLevels(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
    await page.emulateMedia({ reducedMotion: "reduce" });
  });

  for (const n of [7, 8, 9, 10]) {
    test(`a greedy clicker reading the preview no longer earns 3★ on Level ${n}`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.goto("/shell-tide/play");
      await openLevel(page, n);
      const outcome = await greedyClicker(page, readLevel(n).nodes.length);
      expect(outcome, `Level ${n}`).not.toBe("3★");
    });
  }

  test("no level shows the starfish left after a move; each band shows what it teaches", async ({ page }) => {
    await page.goto("/shell-tide/play");
    const expectations: [number, { vortex: boolean; counts: boolean; readYourself: boolean }][] = [
      [1, { vortex: true, counts: true, readYourself: false }],
      [6, { vortex: true, counts: false, readYourself: false }],
      [8, { vortex: false, counts: false, readYourself: true }],
    ];
    for (const [n, shows] of expectations) {
      await openLevel(page, n);
      const first = proofOf(n).optimalPath[0]!;
      await page.getByTestId(`st-board-node-${first.node}`).click();
      const card = page.getByTestId(`st-preview-${first.direction}`);
      await expect(card).toBeVisible();
      await expect(page.getByTestId("st-preview-remaining")).toHaveCount(0);
      await expect(card).not.toContainText(/left after/i);
      await expect(card.getByTestId("st-preview-stop")).toBeVisible();
      await expect(card.getByTestId("st-preview-vortex")).toHaveCount(shows.vortex ? 1 : 0);
      if (shows.vortex)
        await expect(card.getByTestId("st-preview-vortex")).toContainText(
          shows.counts ? /takes \d+ from/ : /takes the pile at pit \d+/,
        );
      await expect(page.getByTestId("st-read-yourself")).toHaveCount(shows.readYourself ? 1 : 0);
      await expect(page.getByTestId("st-announce")).not.toContainText(/left after/);
      await page.getByTestId("st-back-map").click();
    }
  });
});

test.describe("your place is never lost", () => {
  test("reload, Back/Forward, a closed tab and a shared link all come back to the same attempt", async ({
    page,
    context,
    browser,
  }) => {
    await returningPlayer(page, "en", playedLevels(1, 2, 3));
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/shell-tide/play");
    await openLevel(page, 3);
    await expect(page).toHaveURL(/\?level=3$/);
    const path = proofOf(3).optimalPath;
    await sowAll(page, path.slice(0, 2));
    await expect(page.getByTestId("st-turns")).toHaveText("2 / 7");
    const board = async () =>
      page
        .locator(".st-node")
        .evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-starfish")).join(","));
    const position = await board();
    const moves = path
      .slice(0, 2)
      .map((m) => `${m.node}${m.direction[0]}`)
      .join(".");
    await expect(page).toHaveURL(new RegExp(`level=3&moves=${moves.replace(".", "\\.")}$`));

    await page.reload();
    await expect(page.getByTestId("st-turns")).toHaveText("2 / 7");
    expect(await board()).toBe(position);

    // Back: the level map (not another page), the attempt said to be in progress; Forward: the attempt.
    await page.goBack();
    await expect(page.getByTestId("st-menu")).toBeVisible();
    await expect(page).toHaveURL(/\/shell-tide\/play$/);
    await expect(page.getByTestId("st-level-3")).toContainText("In progress: turn 2 of 7");
    await expect(page.getByTestId("st-next-cta")).toHaveText(/Continue Level 3 · turn 2 of 7/);
    await page.goForward();
    await expect(page.getByTestId("st-turns")).toHaveText("2 / 7");
    expect(await board()).toBe(position);

    // A closed tab: the studio opened again at /shell-tide/play comes back to the level, where it was.
    await page.close();
    const again = await context.newPage();
    await again.goto("/shell-tide/play");
    await expect(again.getByTestId("st-turns")).toHaveText("2 / 7");
    await expect(again).toHaveURL(/level=3&moves=/);

    // The link, opened by someone else, shows the same board.
    const link = again.url();
    const other = await browser.newContext({ locale: "en-US" });
    const friend = await other.newPage();
    await returningPlayer(friend, "en", playedLevels(3));
    await friend.goto(link);
    await expect(friend.getByTestId("st-turns")).toHaveText("2 / 7");
    expect(
      await friend
        .locator(".st-node")
        .evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-starfish")).join(",")),
    ).toBe(position);
    await other.close();
  });

  test("a link with moves that do not fit says how many were played; a broken one starts fresh", async ({
    page,
  }) => {
    await returningPlayer(page, "en", playedLevels(3));
    const first = proofOf(3).optimalPath[0]!;
    const move = `${first.node}${first.direction[0]}`;
    // The first move empties its pit, so the same move again is refused by the rules.
    await page.goto(`/shell-tide/play?level=3&moves=${move}.${move}`);
    await expect(page.getByTestId("st-turns")).toHaveText("1 / 7");
    await expect(page.getByTestId("st-restore-note")).toContainText("Only 1 of the 2 moves");
    await page.goto("/shell-tide/play?level=3&moves=%3Cscript%3E.99x");
    await expect(page.getByTestId("st-turns")).toHaveText("0 / 7");
    await page.goto("/shell-tide/play?level=99");
    await expect(page.getByTestId("st-menu")).toBeVisible();
  });
});

test.describe("undo and restart", () => {
  test("U takes the last turn back and R restarts, from the keyboard; a lost level can undo its last turn", async ({
    page,
  }) => {
    await returningPlayer(page, "en", playedLevels(2));
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/shell-tide/play");
    await openLevel(page, 2);
    const max = readLevel(2).balance.maxTurns;
    await expect(page.getByTestId("st-undo")).toBeDisabled();
    const start = await page
      .locator(".st-node")
      .evaluateAll((n) => n.map((e) => e.getAttribute("data-starfish")).join());
    await sowAll(page, [proofOf(2).optimalPath[0]!]);
    await expect(page.getByTestId("st-turns")).toHaveText(`1 / ${max}`);
    const afterOne = await page
      .locator(".st-node")
      .evaluateAll((n) => n.map((e) => e.getAttribute("data-starfish")).join());
    await page.keyboard.press("u");
    await expect(page.getByTestId("st-turns")).toHaveText(`0 / ${max}`);
    expect(
      await page.locator(".st-node").evaluateAll((n) => n.map((e) => e.getAttribute("data-starfish")).join()),
    ).toBe(start);
    await expect(page).toHaveURL(/\?level=2$/);
    await sowAll(page, [proofOf(2).optimalPath[0]!]);
    expect(
      await page.locator(".st-node").evaluateAll((n) => n.map((e) => e.getAttribute("data-starfish")).join()),
    ).toBe(afterOne);
    await page.keyboard.press("r");
    await expect(page.getByTestId("st-turns")).toHaveText(`0 / ${max}`);

    // Lose on purpose (the same pit every time it can be played), then take the last turn back.
    for (let turn = 0; turn < max; turn++) {
      await expect(animating(page)).toHaveCount(0);
      const pit = page.locator('.st-node[aria-disabled="false"]').first();
      await pit.click();
      await page.locator("[data-testid^=st-commit-]").first().click();
      await expect(page.getByTestId("st-turns")).toHaveText(`${turn + 1} / ${max}`);
    }
    const result = page.getByTestId("st-result");
    await expect(result).toHaveAttribute("data-status", "lost");
    await result.getByRole("button", { name: "Undo the last turn" }).click();
    await expect(page.getByTestId("st-result")).toHaveCount(0);
    await expect(page.getByTestId("st-turns")).toHaveText(`${max - 1} / ${max}`);
  });

  test.describe("touch", () => {
    test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });
    test("one tap undoes, one tap restarts", async ({ page }) => {
      await returningPlayer(page, "en", playedLevels(3));
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto("/shell-tide/play?level=3");
      const path = proofOf(3).optimalPath;
      for (const m of path.slice(0, 2)) {
        await page.getByTestId(`st-board-node-${m.node}`).tap();
        await page.getByTestId(`st-commit-${m.direction}`).tap();
        await expect(animating(page)).toHaveCount(0);
      }
      await expect(page.getByTestId("st-turns")).toHaveText("2 / 7");
      await page.getByTestId("st-undo").tap();
      await expect(page.getByTestId("st-turns")).toHaveText("1 / 7");
      await page.getByTestId("st-restart").tap();
      await expect(page.getByTestId("st-turns")).toHaveText("0 / 7");
    });
  });
});

test.describe("the level map and the wins", () => {
  test("one clear next level, a lit band on each win, and the pack-complete moment after the last level", async ({
    page,
  }) => {
    const progress = {
      version: 1,
      levels: Object.fromEntries(
        [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => [
          String(n),
          {
            bestStars: n === 4 ? 0 : 3,
            completed: n !== 4,
            activity: { briefing_done: 1, intro_done: 1, commit: 1, win: n === 4 ? 0 : 1 },
          },
        ]),
      ),
    };
    // Stored once: the wins below must stay (the shared helper writes the progress on every load).
    await returningPlayer(page, "en");
    await page.addInitScript((p) => {
      if (!localStorage.getItem("shellTide.progress.v1"))
        localStorage.setItem("shellTide.progress.v1", JSON.stringify(p));
    }, progress);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/shell-tide/play");
    // Level 4 is the one not completed: the map calls it next, once, on top and on its tile.
    await expect(page.getByTestId("st-next-cta")).toHaveText(/Play Level 4/);
    await expect(page.locator("[data-next]")).toHaveCount(1);
    await expect(page.getByTestId("st-level-4")).toHaveAttribute("data-next", "true");
    await expect(page.getByTestId("st-pack-banner")).toHaveCount(0);

    await page.getByTestId("st-next-cta").click();
    await readyToPlay(page);
    await sowAll(page, proofOf(4).optimalPath);
    const result = page.getByTestId("st-result");
    await expect(result).toHaveAttribute("data-status", "won");
    await expect(page.getByTestId("st-rating")).toHaveAttribute("data-stars", "3");
    // The band the win came from is lit among the three.
    const earned = page.getByTestId("st-earned-bands").locator("li");
    await expect(earned).toHaveCount(3);
    await expect(earned.filter({ hasText: "earned" })).toHaveCount(1);
    await expect(page.getByTestId("st-earned-bands").locator('li[data-earned="true"]')).toHaveAttribute(
      "data-stars",
      "3",
    );
    await expect(page.getByTestId("st-pack-complete")).toHaveCount(0);
    await result.getByRole("button", { name: "Next level" }).click();
    await expect(page.getByTestId("st-level-title")).toContainText("Level 5");

    // Level 10 is the last one missing: winning it is the pack-complete moment.
    await page.goto("/shell-tide/play?level=10");
    await readyToPlay(page);
    await sowAll(page, proofOf(10).optimalPath);
    await expect(page.getByTestId("st-pack-complete")).toBeVisible();
    await expect(page.getByTestId("st-pack-complete")).toContainText("Pack complete");
    await expect(page.getByTestId("st-pack-complete")).toContainText("30 of 30 stars");
    await expect(page.getByRole("heading", { name: /Pack complete/ })).toBeFocused();
    await page.getByTestId("st-result").getByRole("button", { name: "Level map" }).click();
    await expect(page.getByTestId("st-pack-banner")).toBeVisible();
    await expect(page.getByTestId("st-pack-banner")).toContainText("30 of 30 stars");
  });

  test("moves are animated: a starfish travels the Flow pit by pit, the Vortex swirls, the Sweep rolls out; reduced motion draws none of it", async ({
    page,
  }) => {
    await returningPlayer(page, "en", playedLevels(4));
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/shell-tide/play?level=4");
    await readyToPlay(page);
    const path = proofOf(4).optimalPath;
    await sowAll(page, path.slice(0, 2));
    const last = path[2]!;
    await page.getByTestId(`st-board-node-${last.node}`).click();
    const route = (await page
      .getByTestId(`st-preview-${last.direction}`)
      .getByTestId("st-preview-route")
      .textContent())!
      .split(" → ")
      .map(Number);
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      new MutationObserver((records) => {
        for (const r of records)
          for (const node of r.addedNodes) {
            if (!(node instanceof Element)) continue;
            for (const el of [node, ...node.querySelectorAll("[data-testid]")]) {
              const id = el.getAttribute("data-testid");
              if (id === "st-traveller")
                seen.push(`travel ${el.getAttribute("data-from")}→${el.getAttribute("data-to")}`);
              if (id === "st-vortex-motion") seen.push(`vortex ${el.getAttribute("data-vortex")}`);
              if (id === "st-sweep-motion") seen.push(`sweep ${el.getAttribute("data-to")}`);
            }
          }
      }).observe(document.querySelector("[data-testid=st-board]")!, { subtree: true, childList: true });
    });
    await page.getByTestId(`st-commit-${last.direction}`).click();
    await expect(page.getByTestId("st-result")).toHaveAttribute("data-status", "won");
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    const travels = seen.filter((s) => s.startsWith("travel"));
    // One starfish per pit of the Flow, each leaving the pit before it.
    expect(travels).toEqual(route.slice(1).map((to, i) => `travel ${route[i]}→${to}`));
    expect(seen.filter((s) => s.startsWith("vortex")).length).toBeGreaterThan(0);
    expect(seen.filter((s) => s.startsWith("sweep"))).toHaveLength(1);

    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.getByTestId("st-result").getByRole("button", { name: "Restart" }).click();
    await page.evaluate(() => {
      (window as unknown as { seen: string[] }).seen.length = 0;
    });
    await sowAll(page, path);
    await expect(page.getByTestId("st-result")).toHaveAttribute("data-status", "won");
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual([]);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("every level's board, HUD, Dual Preview and tools fit the screen: nothing to scroll", async ({
    page,
  }) => {
    await returningPlayer(page, "en", playedLevels(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
    await page.emulateMedia({ reducedMotion: "reduce" });
    for (let n = 1; n <= 10; n++) {
      await page.goto(`/shell-tide/play?level=${n}`);
      await readyToPlay(page);
      const first = proofOf(n).optimalPath[0]!;
      await page.getByTestId(`st-board-node-${first.node}`).tap();
      await expect(page.getByTestId(`st-commit-${first.direction}`)).toBeVisible();
      const fit = await page.evaluate(() => ({
        scroll: document.documentElement.scrollHeight,
        height: window.innerHeight,
        width: document.documentElement.scrollWidth,
        y: window.scrollY,
      }));
      expect(fit.width, `Level ${n}: no sideways scroll`).toBeLessThanOrEqual(390);
      expect(fit.scroll, `Level ${n}: the page is no taller than the screen`).toBeLessThanOrEqual(fit.height);
      expect(fit.y, `Level ${n}: nothing scrolled`).toBe(0);
      for (const id of ["st-board", "st-turns", `st-commit-${first.direction}`, "st-undo", "st-back-map"])
        await expect(page.getByTestId(id), `Level ${n}: ${id}`).toBeInViewport({ ratio: 1 });
    }
  });
});
