import { libConfig } from "../../tooling/tsup.lib.ts";

// Three entries: the isomorphic root, the Node-only file helpers (`@rulekit/core/node`) and the
// conformance kit (`@rulekit/core/testing`, which needs the fast-check peer).
export default libConfig({
  index: "src/index.ts",
  node: "src/node/index.ts",
  testing: "src/testing/index.ts",
});
