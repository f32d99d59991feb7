import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures.ts";

/** The designer view: proof figures, D, the optimal path with Prev/Next, and loading level files. */
const PACK = new URL("../../../levels/shell-tide/full-rescue-v2/", import.meta.url);
const levelText = (n: number) =>
  readFileSync(new URL(`level-${String(n).padStart(2, "0")}.json`, PACK), "utf8");
const proof = () =>
  JSON.parse(readFileSync(new URL("proof.json", PACK), "utf8")) as {
    levels: { level: number; optimalTurns: number; maxTurns: number; fingerprint: string }[];
  };

test("each pack level shows its proof figures, D and the optimal path step by step", async ({
  page,
  shot,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/shell-tide/levels");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Levels");
  for (const n of [1, 10]) {
    const expected = proof().levels.find((l) => l.level === n)!;
    await page.getByTestId(`st-tab-${n}`).click();
    await expect(page.getByTestId("fig-o")).toHaveText(String(expected.optimalTurns));
    await expect(page.getByTestId("fig-max")).toHaveText(String(expected.maxTurns));
    await expect(page.getByTestId("fig-fingerprint")).toHaveText(expected.fingerprint);
    for (const id of ["fig-p75", "fig-r", "fig-states", "fig-dead", "fig-near-miss"]) {
      await expect(page.getByTestId(id)).not.toBeEmpty();
    }
    await expect(page.getByTestId("st-chart")).toBeVisible();
    const caption = page.getByTestId("st-path-caption");
    await expect(caption).toHaveText(`Step 0 / ${expected.optimalTurns} · Init`);
    for (let step = 1; step <= expected.optimalTurns; step++) {
      await page.getByTestId("st-path-next").click();
      await expect(caption).toContainText(`Step ${step} / ${expected.optimalTurns}`);
      await expect(caption).toContainText("STOP");
    }
    await expect(caption).toContainText("0 left");
    await expect(page.getByTestId("st-path-next")).toBeDisabled();
    await shot(`shell-tide-levels-${n}`);
  }
});

test("a bad level file shows a clear error with its JSON path; a good one is solved live", async ({
  page,
  shot,
}) => {
  await page.goto("/shell-tide/levels");
  const input = page.getByTestId("st-level-file");

  await input.setInputFiles({
    name: "broken.json",
    mimeType: "application/json",
    buffer: Buffer.from("{ nope"),
  });
  await expect(page.getByTestId("st-file-error")).toContainText("broken.json: not valid JSON");

  const bad = JSON.parse(levelText(1));
  bad.nodes[3].starfish = -2;
  bad.edges.right[0] = 42;
  await input.setInputFiles({
    name: "bad-level.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(bad)),
  });
  const error = page.getByTestId("st-file-error");
  await expect(error).toContainText("Could not load bad-level.json");
  await expect(error.locator("code", { hasText: "$.nodes[3].starfish" })).toBeVisible();
  await shot("shell-tide-levels-bad-file");

  const good = JSON.parse(levelText(4));
  good.id = "my-draft";
  await input.setInputFiles({
    name: "draft.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(good)),
  });
  await expect(page.getByTestId("st-file-error")).toHaveCount(0);
  const expected = proof().levels.find((l) => l.level === 4)!;
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
});
