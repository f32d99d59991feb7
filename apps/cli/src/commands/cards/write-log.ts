/** `rulekit-cards-run-<seed>.json`, with the seed made safe for a file name. */
export const defaultLogPath = (seed: string) =>
  `rulekit-cards-run-${seed.replace(/[^\w.-]+/g, "_").slice(0, 60)}.json`;
