import { packageTestConfig } from "../../tooling/vitest.shared.ts";

// End-to-end tests start real sandboxed bots (and compile C++ ones): generous timeouts.
export default packageTestConfig({ testTimeout: 120_000 });
