import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { test as base, expect, type Page } from "@playwright/test";

/** Screenshots land here and are kept as CI artifacts. */
export const SCREENSHOT_DIR = fileURLToPath(new URL("./artifacts/screenshots/", import.meta.url));
mkdirSync(SCREENSHOT_DIR, { recursive: true });

/**
 * The studio's test: every page starts with empty storage; `shot(name)` saves a full-page screenshot;
 * any uncaught page error or console error fails the test.
 */
export const test = base.extend<{ shot: (name: string) => Promise<void>; pageErrors: string[] }>({
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
    page.on("console", (msg) => {
      if (msg.type() === "error") errors.push(`console.error: ${msg.text()}`);
    });
    await use(errors);
    expect(errors, "the page logged errors").toEqual([]);
  },
  shot: async ({ page }, use) => {
    await use(async (name: string) => {
      await page.screenshot({ path: `${SCREENSHOT_DIR}${name}.png`, fullPage: true });
    });
  },
});

export { expect, type Page };

const AXE = fileURLToPath(import.meta.resolve("axe-core/axe.min.js"));

/** Runs axe-core (injected into the page) on the whole document; returns its violations, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: unknown[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document);
    return result.violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => JSON.stringify(n.target))
          .slice(0, 5)
          .join(" ")}`,
    );
  });
  return violations;
}
