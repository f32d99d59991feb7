import { expect, type Page, test } from "./fixtures.ts";
import { expectNoSidewaysScroll } from "./rps-support.ts";
import { levelText } from "./shell-tide-support.ts";

/**
 * A refused file said in plain words on the Shell Tide levels page and the card combat import, as the RPS
 * pages say it. Before, both showed the validator's own text ("bad-level.json: not a valid level: $.id:
 * Invalid input: expected string, received undefined"; "… so the match on screen stays: $.format: Invalid
 * input: expected "rulekit-card-combat-log" …"). The problems stay listed, their long JSON paths wrapping
 * on a 390×844 phone.
 */
const VALIDATOR_WORDS = /Invalid input|expected \w+, received|Too (small|big)|\$\.\w+:/;

const offer = (page: Page, testId: string, name: string, data: unknown) =>
  page.getByTestId(testId).setInputFiles({
    name,
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(data)),
  });

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("Shell Tide levels: a refused level file in plain words, every problem listed", async ({
      page,
      shot,
    }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto("/shell-tide/levels");
      const bad = JSON.parse(levelText(1));
      delete bad.id;
      bad.nodes[3].starfish = -2;
      await offer(page, "st-level-file", "bad-level.json", bad);
      const error = page.getByTestId("st-file-error");
      await expect(error).toHaveAttribute("role", "alert");
      await expect(error.getByRole("heading")).toHaveText("Could not load bad-level.json");
      const summary = error.locator("p").first();
      await expect(summary).toHaveText(
        /^bad-level\.json was not opened: it is not a valid level \(2 problems; first: Id is missing\)\.$/,
      );
      await expect(summary).not.toContainText(VALIDATOR_WORDS);
      const table = page.getByTestId("st-issues");
      await expect(table.locator("tbody tr")).toHaveCount(2);
      await expect(table.locator("tbody tr").nth(0)).toContainText("Id");
      await expect(table.locator("tbody tr").nth(0)).toContainText("is missing");
      await expect(table.locator("tbody tr").nth(1)).toContainText("$.nodes[3].starfish");
      await expect(table.locator("tbody tr").nth(1)).toContainText("must be 0 or more");
      await expect(table).not.toContainText(VALIDATOR_WORDS);
      const box = (await table.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      await expectNoSidewaysScroll(page);
      await shot(`shell-tide-levels-refused-file-${viewport.width}`);
    });

    test("card combat: a refused match log in plain words, the match on screen kept", async ({
      page,
      shot,
    }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto("/cards");
      await expect(page.getByTestId("cards-status")).toContainText("seed");
      const status = await page.getByTestId("cards-status").textContent();
      const toggle = page.getByTestId("cards-new-toggle");
      if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
      await offer(page, "cards-import", "nope.json", { format: "something-else", commands: [1] });
      const error = page.getByTestId("cards-message");
      await expect(error).toHaveAttribute("role", "alert");
      const summary = error.locator("p").first();
      await expect(summary).toHaveText(
        /^nope\.json was not opened: it is not a card-combat match log \(\d+ problems; first: .+\)\. The match on screen stays\.$/,
      );
      await expect(summary).not.toContainText(VALIDATOR_WORDS);
      const table = page.getByTestId("cards-issues");
      await expect(table).toContainText("$.format");
      await expect(table).not.toContainText(VALIDATOR_WORDS);
      const box = (await table.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      await expectNoSidewaysScroll(page);
      await expect(page.getByTestId("cards-status")).toHaveText(status!);
      await shot(`cards-refused-log-${viewport.width}`);
    });
  });
}
