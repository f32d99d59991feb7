import type { AnalyzerUnknown } from "../src/index.js";

/** An analyzer answer the test knows is about a valid attempt (the typed unknown fails the test). */
export function known<T>(answer: T | AnalyzerUnknown): T {
  if (typeof answer === "object" && answer !== null && "unknown" in answer)
    throw new Error(`unknown answer: ${(answer as AnalyzerUnknown).unknown.reason}`);
  return answer as T;
}
