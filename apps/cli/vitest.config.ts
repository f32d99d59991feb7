import { packageTestConfig } from "../../tooling/vitest.shared.ts";

export default packageTestConfig({ testTimeout: 60_000 });
