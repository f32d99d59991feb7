import { expect, SCREENSHOT_DIR, test } from "./fixtures.ts";
import { expectAxeClean, expectNoSidewaysScroll, hostileRuleSets, SIZES } from "./rps-support.ts";

/**
 * Issue 35, RPS rule editor: resizing the board fits homes and armies onto it (with undo) instead of
 * leaving errors; every problem is worded in plain language next to its field; a hostile or invalid
 * RuleSet file is refused in plain words and the draft kept; no internal names on screen. Keyboard only,
 * axe clean, at both sizes.
 */

const SCHEMA_WORDS =
  /Too small|Too big|expected (number|string|int|object|array)|received undefined|Invalid input/;

for (const size of SIZES) {
  test.describe(`/rps/rules at ${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test("resizing 9→7 moves homes and armies onto the board, with undo", async ({ page }) => {
      await page.goto("/rps/rules");
      await page.getByLabel("Start from").selectOption("classic-v2");
      await expect(page.getByTestId("rps-rules-ok")).toContainText("valid RuleSet ottv2-classic");
      const painter = page.getByRole("group", { name: /^RuleSet board painter/ });
      await expect(painter.locator(".rps-cell")).toHaveCount(81);

      // Keyboard only: into the size field, replace 9 by 7.
      const size9 = page.getByLabel("Size (square)");
      await size9.focus();
      await page.keyboard.press("ControlOrMeta+a");
      await page.keyboard.type("7");
      await expect(page.getByTestId("rps-fit-note")).toHaveText(
        /^The board is now 7×7: moved 1 home and 11 starting cells onto it\./,
      );
      await expect(page.getByTestId("rps-rules-ok")).toContainText(
        "valid RuleSet ottv2-classic (version 2, 7×7",
      );
      await expect(page.getByTestId("rps-rules-error")).toHaveCount(0);
      await expect(painter.locator(".rps-cell")).toHaveCount(49);
      // Player 1's home went to the bottom edge; 10 starting cells each, all on the board.
      await expect(painter.getByTestId("rps-cell-6-4")).toHaveAccessibleName(/^e1, .*home of player 1/);
      await expect(painter.locator(".rps-note-0")).toHaveCount(10);
      await expect(painter.locator(".rps-note-1")).toHaveCount(10);
      // The preview is a real game on the 7×7 board.
      await expect(
        page.getByRole("group", { name: /^Preview of the seeded setup/ }).locator(".rps-piece"),
      ).toHaveCount(20);
      await expectAxeClean(page);
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `${SCREENSHOT_DIR}rps-rules-resized-${size.name}.png`, fullPage: true });

      // Typing a size digit by digit (1, then 12) never crushes the board on the way: 12 keeps every cell.
      await page.keyboard.press("ControlOrMeta+a");
      await page.keyboard.type("12");
      await expect(page.getByTestId("rps-fit-note")).toHaveCount(0);
      await expect(painter.getByTestId("rps-cell-8-4")).toHaveAccessibleName(/home of player 1/);

      // Undo the resize: back to 9×9 with every cell where it was.
      await page.keyboard.press("ControlOrMeta+a");
      await page.keyboard.type("7");
      await page.getByRole("button", { name: "Undo the resize" }).focus();
      await page.keyboard.press("Enter");
      await expect(size9).toHaveValue("9");
      await expect(painter.locator(".rps-cell")).toHaveCount(81);
      await expect(painter.getByTestId("rps-cell-8-4")).toHaveAccessibleName(/^e1, .*home of player 1/);
      await expect(page.getByTestId("rps-rules-ok")).toContainText("9×9");

      // The general Undo takes back any edit.
      await page.getByLabel("Id", { exact: true }).fill("renamed");
      await page.getByTestId("rps-rules-undo").click();
      await expect(page.getByLabel("Id", { exact: true })).toHaveValue("ottv2-classic");
    });

    test("problems are in plain words next to their fields; hostile files are refused and the draft kept", async ({
      page,
    }) => {
      await page.goto("/rps/rules");
      await page.getByLabel("Start from").selectOption("classic-v2");
      const army = page.getByRole("group", { name: "Each side" });
      await army.getByLabel("Rock (R)").fill("-1");
      const rock = army.locator(".rps-edit-field", { has: page.getByLabel("Rock (R)") });
      await expect(rock.getByTestId("rps-field-issues")).toHaveText("Army: Rock must be 0 or more.");
      await expect(army.getByLabel("Rock (R)")).toHaveAttribute("aria-invalid", "true");
      await page.getByLabel("Move limit (maxMoves)").fill("");
      await expect(
        page
          .locator(".rps-edit-field", { has: page.getByLabel("Move limit (maxMoves)") })
          .getByTestId("rps-field-issues"),
      ).toHaveText("Move limit is missing.");
      const summary = page.getByTestId("rps-rules-error");
      await expect(summary.getByRole("row", { name: /Army: Rock/ })).toContainText("must be 0 or more");
      await expect(page.locator("main")).not.toContainText(SCHEMA_WORDS);
      await expectAxeClean(page);
      await page.screenshot({
        path: `${SCREENSHOT_DIR}rps-rules-plain-errors-${size.name}.png`,
        fullPage: true,
      });
      await army.getByLabel("Rock (R)").fill("3");
      await page.getByLabel("Move limit (maxMoves)").fill("300");
      await page.getByLabel("Id", { exact: true }).fill("my-draft");
      await expect(page.getByTestId("rps-rules-ok")).toContainText("valid RuleSet my-draft");

      // Hostile files (the CLI fuzzer's mutations of the shipped RuleSet, and a few by hand): each is
      // refused in plain words with the draft kept, or (when still a valid RuleSet) opened; the page,
      // its header and navigation always stay.
      let refused = 0;
      for (const file of hostileRuleSets(12)) {
        await page.getByTestId("rps-rules-file").setInputFiles({
          name: file.name,
          mimeType: "application/json",
          buffer: Buffer.from(file.text),
        });
        const message = page.getByTestId("rps-rules-message");
        await expect(message).toContainText(file.name);
        await expect(page.getByRole("navigation").first()).toBeVisible();
        await expect(page.getByRole("heading", { name: "Rule editor" })).toBeVisible();
        const text = (await message.textContent()) ?? "";
        if (/was not opened|not valid JSON|cannot|too large/i.test(text)) {
          refused++;
          await expect(message).toHaveAttribute("role", "alert");
          await expect(message).toContainText("Your draft is kept.");
          await expect(message.locator("p")).not.toContainText(SCHEMA_WORDS);
          await expect(page.getByLabel("Id", { exact: true })).toHaveValue("my-draft");
        } else {
          await expect(message).toHaveText(`Opened ${file.name}.`);
          await page.getByLabel("Id", { exact: true }).fill("my-draft");
        }
      }
      expect(refused).toBeGreaterThanOrEqual(3);
      await page.getByTestId("rps-rules-file").setInputFiles({
        name: "hello.json",
        mimeType: "application/json",
        buffer: Buffer.from('{"hello":"world"}'),
      });
      await expect(page.getByTestId("rps-rules-message").locator("p")).toHaveText(
        /^hello\.json was not opened: it is not a valid RuleSet \(\d+ problems; first: Id is missing\)\. Your draft is kept\.$/,
      );
      await expectAxeClean(page);
      await page.screenshot({ path: `${SCREENSHOT_DIR}rps-rules-refused-${size.name}.png`, fullPage: true });

      // Played against the bot: the RuleSet is named by its id, never by an internal key.
      await page.getByRole("button", { name: "Play this RuleSet against the bot" }).click();
      await expect(page.getByTestId("rps-status")).toHaveText(/Your move/);
      await expect(page.getByLabel("RuleSet", { exact: true }).locator("option:checked")).toHaveText(
        "my-draft (your RuleSet)",
      );
      await expect(page.locator("body")).not.toContainText("loaded-file");
      // …and it is in the address: a reload keeps it.
      await page.reload();
      await expect(page.getByLabel("RuleSet", { exact: true }).locator("option:checked")).toHaveText(
        "my-draft (your RuleSet)",
      );
      await expectAxeClean(page);
    });
  });
}
