import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "./fixtures.ts";

const REPO = fileURLToPath(new URL("../../../", import.meta.url));
const CLI = join(REPO, "apps/cli/dist/bin.js");

test("the rule editor builds a custom RuleSet, shows problems at their fields, previews, tests and exports a file the CLI accepts", async ({
  page,
  shot,
}, testInfo) => {
  await page.goto("/rps/rules");
  await page.getByLabel("Start from").selectOption("classic-v2");
  await expect(page.getByTestId("rps-rules-ok")).toContainText("valid RuleSet ottv2-classic");
  await page.getByLabel("Id", { exact: true }).fill("e2e-custom");

  // A 7×9 board: player 1's home and starting cells are moved onto it (rps-rules-resize.spec.ts tests
  // the fit in detail); back to 9 rows, everything is where it was.
  await page.getByLabel("Rectangular (rows and columns differ)").check();
  await page.getByLabel("Rows", { exact: true }).fill("7");
  await expect(page.getByTestId("rps-fit-note")).toContainText("The board is now 7×9");
  await expect(page.getByTestId("rps-rules-ok")).toBeVisible();
  await page.getByLabel("Rows", { exact: true }).fill("9");
  await expect(page.getByTestId("rps-rules-ok")).toBeVisible();

  // Armies: two rocks less each; a custom move for scissors; a bad direction is named at its field.
  await page.getByRole("group", { name: "Each side" }).getByLabel("Rock (R)").fill("1");
  await page.getByLabel("Scissors moves like").selectOption("custom");
  const dirs = page.getByLabel("Scissors directions");
  await dirs.fill("[[1,0],[0,0]]");
  const movement = page.getByRole("group", { name: "Scissors movement" });
  await expect(movement.getByTestId("rps-field-issues")).toContainText("[0,0] is not a direction");
  await expect(dirs).toHaveAttribute("aria-invalid", "true");
  await dirs.fill("[[1,0],[2,1],[-1,0]]");
  await page.getByLabel("Relative: player 1 uses the mirrored directions").check();
  await page.getByLabel("Max steps").fill("2");

  // Terrain, a tile type and a tile, painted on the board from the keyboard and the mouse.
  const painter = page.getByRole("group", { name: /^RuleSet board painter/ });
  await page.getByRole("button", { name: "Blocked" }).click();
  await painter.getByTestId("rps-cell-4-4").click();
  await expect(painter.getByTestId("rps-cell-4-4")).toHaveClass(/rps-blocked/);
  await page.getByLabel("New tile type").fill("mud");
  await page.getByRole("button", { name: "Add" }).click();
  await page.getByRole("button", { name: "Tile: mud" }).click();
  const cell = painter.getByTestId("rps-cell-4-2");
  await cell.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("legend-tile-mud")).toHaveText(/mud tile: passable, no effect/);
  await page.getByLabel("At the move limit").selectOption("most_pieces");
  await page.getByLabel("Move limit (maxMoves)").fill("120");
  await page.getByLabel("Both sides get the same army (symmetricArmies)").uncheck();
  await page.getByRole("group", { name: "Player 1" }).getByLabel("Paper (P)").fill("2");
  await expect(page.getByTestId("rps-rules-ok")).toContainText("valid RuleSet e2e-custom");
  // The preview is the engine's seeded setup: 1+3+3 pieces and the seed's extra one for player 0, one
  // paper less for player 1.
  await expect(page.getByTestId("rps-rules-ok").locator(".rps-piece")).toHaveCount(15);
  await shot("rps-rule-editor");

  const downloading = page.waitForEvent("download");
  await page.getByTestId("rps-rules-export").click();
  const file = testInfo.outputPath("e2e-custom.json");
  await (await downloading).saveAs(file);
  const rules = JSON.parse(readFileSync(file, "utf8"));
  expect(rules).toMatchObject({
    id: "e2e-custom",
    boardRows: 9,
    symmetricArmies: false,
    onMoveLimit: "most_pieces",
    movementByType: {
      S: {
        kind: "custom",
        directions: [
          [1, 0],
          [2, 1],
          [-1, 0],
        ],
        relative: true,
        maxSteps: 2,
      },
    },
    tiles: [{ row: 4, col: 2, type: "mud" }],
  });
  const validate = spawnSync(process.execPath, [CLI, "rps", "rules", "validate", file, "--json"], {
    encoding: "utf8",
  });
  expect(validate.stderr).toBe("");
  expect(validate.status).toBe(0);
  const game = spawnSync(process.execPath, [CLI, "rps", "new", "--rules", file, "--seed", "e2e", "--json"], {
    encoding: "utf8",
  });
  expect(game.status).toBe(0);
  expect(game.stdout).toContain("e2e-custom");

  // A test game against the greedy bot with the draft; the draft is still there afterwards.
  await page.getByRole("button", { name: "Play this RuleSet against the bot" }).click();
  await expect(page).toHaveURL(/\/rps(\?|$)/);
  const play = page.getByRole("region", { name: "Play against the greedy bot" });
  await expect(play.getByLabel("RuleSet", { exact: true })).toHaveValue("loaded-file");
  await expect(page.getByTestId("rps-status")).toHaveText(/Your move/);
  await page.getByRole("link", { name: "Rule editor" }).click();
  await expect(page.getByRole("heading", { name: "Rule editor" })).toBeVisible();
  await expect(page.getByLabel("Id", { exact: true })).toHaveValue("e2e-custom");
});
