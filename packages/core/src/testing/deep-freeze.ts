/**
 * Freezes a value and everything it reaches through enumerable keys, so an engine that writes to its input fails at the
 * write (strict-mode TypeError) instead of passing unnoticed. Iterative: deep states are fine.
 */
export function deepFreeze<T>(value: T): T {
  const stack: unknown[] = [value];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v !== "object" || v === null || seen.has(v)) continue;
    seen.add(v);
    // Typed arrays cannot be frozen (an engine's private packed board); the serialized form of the
    // state is compared before and after each step instead.
    if (ArrayBuffer.isView(v)) continue;
    Object.freeze(v);
    // Only what JSON sees: a private cache behind a non-enumerable or symbol key (a memo of legal
    // moves, a trusted-state mark) is the engine's business and stays writable.
    for (const key of Object.keys(v)) stack.push((v as Record<string, unknown>)[key]);
  }
  return value;
}

/** Whether an error is the one a write to a frozen object throws. */
export function isFrozenWrite(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /read[- ]only|not extensible|Cannot (assign|add|delete|define)|frozen/i.test(error.message)
  );
}
