import { libConfig } from "../tooling/tsup.lib.ts";

// The accessors carry the JSON they return (esbuild's JSON loader): no source maps, which would only
// carry it a second time.
export default libConfig({ index: "src/index.ts" }, { sourcemap: false });
