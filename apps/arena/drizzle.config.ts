import { defineConfig } from "drizzle-kit";

// `pnpm --filter @rulekit/arena db:generate` writes the next versioned migration from src/db/schema.ts.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema.ts",
  out: "./src/db/migrations",
});
