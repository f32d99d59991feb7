import { writeFileSync } from "node:fs";
import { bundleTsBot, TS_BOT_OUTPUT } from "./ts-bot-bundle.ts";

writeFileSync(TS_BOT_OUTPUT, await bundleTsBot());
process.stderr.write(`wrote ${TS_BOT_OUTPUT}\n`);
