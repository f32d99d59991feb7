import type { BotLanguage } from "../submission/manifest.js";
import { cppDriver } from "./cpp.js";
import { javascriptDriver } from "./javascript.js";
import { pythonDriver } from "./python.js";
import type { LanguageDriver } from "./run-plan.js";

export const DRIVERS: Record<BotLanguage, LanguageDriver> = {
  python: pythonDriver,
  cpp: cppDriver,
  javascript: javascriptDriver,
};
