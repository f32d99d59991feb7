import { libConfig } from "../../tooling/tsup.lib.ts";

// Two entries: the isomorphic root and the Node-only file helpers (`@rulekit/core/node`).
export default libConfig({ index: "src/index.ts", node: "src/node/index.ts" });
