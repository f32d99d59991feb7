/**
 * The analyzer answers `{ unknown: … }` about a value it cannot read as an attempt (seed 000's neutral
 * fallback). The studio only asks about attempts the engine itself made, so that answer means "say
 * nothing": `known` turns it into null and leaves every real answer as it is.
 */
export function known<T>(answer: T): Exclude<T, { unknown: unknown }> | null {
  if (typeof answer === "object" && answer !== null && "unknown" in answer) return null;
  return answer as Exclude<T, { unknown: unknown }>;
}
