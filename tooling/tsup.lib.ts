import { defineConfig, type Options } from "tsup";

/**
 * The one build recipe for every publishable package: ESM + CJS + .d.ts/.d.cts per entry.
 * Packages call it from their own tsup.config.ts with the entries they export.
 */
export function libConfig(entry: Record<string, string>, extra: Partial<Options> = {}) {
  return defineConfig({
    entry,
    format: ["esm", "cjs"],
    dts: true,
    sourcemap: true,
    clean: true,
    target: "node20",
    treeshake: true,
    splitting: false,
    ...extra,
  });
}
