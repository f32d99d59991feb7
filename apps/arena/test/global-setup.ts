import { pglTemplate } from "./helpers/pglite-template.js";

/** Makes the migrated PGlite template once per run (the first open of a data folder is the slow part). */
export default async function setup(): Promise<void> {
  await pglTemplate();
}
