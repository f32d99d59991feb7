import { cpSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "tsup";

const from = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The service is an app: one ESM bundle (engines and libraries stay external), the intake child
// process beside it, and next to them the versioned migrations and the check games' reference bot.
export default defineConfig({
  entry: { index: "src/index.ts", bin: "src/bin.ts", "acquire-worker": "src/submissions/acquire-worker.ts" },
  format: ["esm"],
  target: "node20.19",
  sourcemap: true,
  clean: true,
  dts: false,
  onSuccess: async () => {
    cpSync(from("./src/db/migrations"), from("./dist/migrations"), { recursive: true });
    cpSync(from("../../bots/python-greedy"), from("./dist/reference-bot/python-greedy"), {
      recursive: true,
      filter: (path) => !/__pycache__|\.pyc$/.test(path),
    });
  },
});
