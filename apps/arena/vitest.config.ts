import { packageTestConfig } from "../../tooling/vitest.shared.ts";

// The service's tests start real sandboxed bots, a real PostgreSQL and a real Redis: generous timeouts.
export default packageTestConfig({ testTimeout: 120_000 });
