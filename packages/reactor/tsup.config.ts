import { libConfig } from "../../tooling/tsup.lib.ts";

export default libConfig({ index: "src/index.ts", solver: "src/solver/index.ts" });
