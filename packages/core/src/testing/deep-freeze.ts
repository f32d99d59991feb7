/**
 * Freezes a value and everything it reaches, so an engine that writes to its input fails at the
 * write (strict-mode TypeError) instead of passing unnoticed. Iterative: deep states are fine.
 */
export function deepFreeze<T>(value: T): T {
  const stack: unknown[] = [value];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v !== "object" || v === null || seen.has(v)) continue;
    seen.add(v);
    Object.freeze(v);
    for (const key of Reflect.ownKeys(v)) {
      const descriptor = Object.getOwnPropertyDescriptor(v, key);
      if (descriptor && "value" in descriptor) stack.push(descriptor.value);
    }
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
