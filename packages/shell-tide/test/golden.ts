import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";

/** Compares with test/fixtures/<name>.golden.json; `UPDATE_GOLDEN=1` rewrites the file instead. */
export function expectGolden(name: string, value: unknown): void {
  const path = fileURLToPath(new URL(`./fixtures/${name}.golden.json`, import.meta.url));
  const text = `${JSON.stringify(value, null, 2)}\n`;
  if (process.env.UPDATE_GOLDEN === "1" || !existsSync(path)) {
    if (process.env.UPDATE_GOLDEN !== "1")
      throw new Error(`missing golden file ${path}: run with UPDATE_GOLDEN=1`);
    writeFileSync(path, text);
    return;
  }
  expect(JSON.parse(text)).toEqual(JSON.parse(readFileSync(path, "utf8")));
}
