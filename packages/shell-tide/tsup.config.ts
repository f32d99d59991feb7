import { libConfig } from "../../tooling/tsup.lib.ts";

export default libConfig({ index: "src/index.ts", design: "src/design/index.ts" });
