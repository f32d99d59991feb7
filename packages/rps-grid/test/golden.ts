import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";

const FIXTURES = fileURLToPath(new URL("./fixtures/", import.meta.url));

/**
 * Compares `value` with the golden file `test/fixtures/<name>.golden.json` (text, so key order
 * counts). `UPDATE_GOLDEN=1` rewrites the file instead; a missing file is a failure.
 */
export function expectGolden(name: string, value: unknown): void {
  const path = `${FIXTURES}${name}.golden.json`;
  const text = `${JSON.stringify(value, null, 2)}\n`;
  if (process.env.UPDATE_GOLDEN === "1") {
    writeFileSync(path, text);
    return;
  }
  expect(existsSync(path), `${path} is missing (run with UPDATE_GOLDEN=1 once)`).toBe(true);
  expect(text).toBe(readFileSync(path, "utf8"));
}
