import { packageTestConfig } from "../../tooling/vitest.shared.ts";

// Unit tests cover pure view-models and helpers (no DOM); pages are tested end to end in e2e/.
export default packageTestConfig({ include: ["test/**/*.test.ts", "src/**/*.test.ts"] });
