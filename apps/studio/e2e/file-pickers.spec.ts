import { ADMIN_TOKEN, checkPage, person, type ServedArena, serveArena, tabTo } from "./arena-support.ts";
import { axeViolations, expect, type Page, test } from "./fixtures.ts";
import { expectNoSidewaysScroll } from "./rps-support.ts";

/**
 * Every file picker of the studio, on every page that has one, reached with the keyboard. On a 390×844 phone
 * each is a 44 px tap target, its Choose File button too (the shared `.file-picker` rule in styles.css).
 * Before, the cards' match log picker was 21 px tall (its button 21 px), the RPS replay and RuleSet pickers
 * 36 px with a 25 px button, the arena's archive and RuleSet pickers 21 px; only the Shell Tide levels page
 * and the Reactor editor's phone bar had their own 44 px rule. At 1280×800 a picker stays on one row with
 * its label, as it was.
 */
const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 800 };
const TAP = 44;

/** A page with a file picker, and the keyboard steps that show it. */
interface PickerPage {
  name: string;
  path: string;
  testId: string;
  /** Shows the picker with the keyboard (a folded panel opened with Enter); the page is loaded. */
  show?: (page: Page) => Promise<void>;
}

/** Opens a folded panel with the keyboard: its toggle focused, then Enter. */
async function unfold(page: Page, toggleTestId: string): Promise<void> {
  const toggle = page.getByTestId(toggleTestId);
  if ((await toggle.getAttribute("aria-expanded")) === "true") return;
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
}

const PAGES: PickerPage[] = [
  { name: "RPS replays", path: "/rps/replay", testId: "rps-replay-file" },
  { name: "RPS rule editor", path: "/rps/rules", testId: "rps-rules-file" },
  {
    name: "Reactor level editor",
    path: "/reactor",
    testId: "open-file",
    // On a phone the open actions are folded behind New or open.
    show: async (page) => {
      await expect(page.getByRole("region", { name: "Level file" })).toBeVisible();
      if (await page.getByTestId("file-menu").isVisible()) await unfold(page, "file-menu");
    },
  },
  {
    name: "Card combat",
    path: "/cards",
    testId: "cards-import",
    show: async (page) => {
      await expect(page.getByTestId("cards-status")).toContainText("seed");
      await unfold(page, "cards-new-toggle");
    },
  },
  { name: "Shell Tide levels", path: "/shell-tide/levels", testId: "st-level-file" },
];

/** Tab from where the focus is until the picker has it (arena-support's tabTo). */
const tabToPicker = (page: Page, testId: string) => tabTo(page, `[data-testid="${testId}"]`, 80);

/** The picker's box and its Choose File button's height (the button is a pseudo-element: its style). */
async function measure(page: Page, testId: string) {
  const picker = page.getByTestId(testId);
  await picker.scrollIntoViewIfNeeded();
  const box = await picker.boundingBox();
  expect(box, `${testId} is on the page`).not.toBeNull();
  const button = await picker.evaluate((el) =>
    Number.parseFloat(getComputedStyle(el, "::file-selector-button").height),
  );
  const label = await picker.evaluate((el) => {
    const r = (el as HTMLInputElement).labels?.[0]?.getBoundingClientRect();
    return r ? { y: r.y, height: r.height } : null;
  });
  return { box: box!, button, label };
}

async function expectPhonePicker(page: Page, testId: string): Promise<void> {
  const { box, button } = await measure(page, testId);
  expect(box.height, `${testId}: the picker's height`).toBeGreaterThanOrEqual(TAP);
  expect(box.width, `${testId}: the picker's width`).toBeGreaterThanOrEqual(TAP);
  expect(button, `${testId}: its Choose File button's height`).toBeGreaterThanOrEqual(TAP);
  expect(box.x, `${testId}: inside the screen (left)`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${testId}: inside the screen (right)`).toBeLessThanOrEqual(PHONE.width);
}

/** At 1280×800 the picker sits beside its label, on one row. */
async function expectDesktopPicker(page: Page, testId: string): Promise<void> {
  const { box, label } = await measure(page, testId);
  expect(label, `${testId} has a label`).not.toBeNull();
  const middle = label!.y + label!.height / 2;
  expect(middle, `${testId}: its label on the picker's row`).toBeGreaterThanOrEqual(box.y);
  expect(middle, `${testId}: its label on the picker's row`).toBeLessThanOrEqual(box.y + box.height);
  expect(box.x + box.width, `${testId}: inside the screen`).toBeLessThanOrEqual(WIDE.width);
}

for (const [size, viewport] of [
  ["phone", PHONE],
  ["wide", WIDE],
] as const) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    for (const p of PAGES) {
      test(`${p.name}: the file picker reached with the keyboard`, async ({ page, shot }) => {
        await page.emulateMedia({ reducedMotion: "reduce" });
        await page.goto(p.path);
        await p.show?.(page);
        await tabToPicker(page, p.testId);
        if (size === "phone") await expectPhonePicker(page, p.testId);
        else await expectDesktopPicker(page, p.testId);
        await expectNoSidewaysScroll(page);
        expect(await axeViolations(page), `${p.name}: axe`).toEqual([]);
        await shot(`file-picker-${p.testId}-${size}`);
      });
    }
  });
}

/** The arena's pickers need the service: the admin's RuleSet file of a trial match, a competitor's archive. */
test.describe("the arena's pages", () => {
  test.describe.configure({ mode: "serial", timeout: 300_000 });
  let arena: ServedArena;
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    arena = await serveArena();
  });
  test.afterAll(async () => {
    await arena?.close();
  });

  for (const size of ["phone", "wide"] as const) {
    test(`at ${size === "phone" ? "390×844" : "1280×800"}: the trial match's RuleSet file and the archive to submit`, async ({
      browser,
    }) => {
      const admin = await person(browser, arena.url, size);
      const { page } = admin;
      await page.goto("/arena/admin");
      await page.getByTestId("arena-admin-token").fill(ADMIN_TOKEN);
      await page.keyboard.press("Enter");
      await expect(page.getByTestId("arena-round-form")).toBeVisible();
      await page.getByTestId("arena-round-kind-trial").focus();
      await page.keyboard.press("Space");
      await page.getByLabel("A RuleSet file").focus();
      await page.keyboard.press("Space");
      await tabToPicker(page, "arena-rules-file");
      if (size === "phone") await expectPhonePicker(page, "arena-rules-file");
      else await expectDesktopPicker(page, "arena-rules-file");
      await checkPage(page, `file-picker-rules-${size}`);
      admin.clean();
      await admin.context.close();

      const competitor = await person(browser, arena.url, size);
      const me = competitor.page;
      await me.goto("/arena/me");
      await me.getByTestId("arena-register-name").fill(`Pickers ${size}`);
      await me.keyboard.press("Enter");
      await me.getByTestId("arena-token-kept").focus();
      await me.keyboard.press("Space");
      await expect(me.getByTestId("arena-me-summary")).toContainText(`Signed in as Pickers ${size}`);
      await me.getByTestId("arena-submit-kind-archive").focus();
      await me.keyboard.press("Space");
      await tabToPicker(me, "arena-submit-file");
      if (size === "phone") await expectPhonePicker(me, "arena-submit-file");
      else {
        // The archive's label is above its picker (the arena's form layout), at every size.
        const { box } = await measure(me, "arena-submit-file");
        expect(box.x + box.width, "arena-submit-file: inside the screen").toBeLessThanOrEqual(WIDE.width);
      }
      await checkPage(me, `file-picker-archive-${size}`);
      competitor.clean();
      await competitor.context.close();
    });
  }
});
