/**
 * Why a value would not survive JSON unchanged (`undefined` fields vanish, NaN turns into null, a Map
 * into {}, a Date into a string, a class instance loses its prototype), or null when it would.
 * Walks without recursion so a deep state cannot overflow the stack; `at` names the path.
 */
export function jsonProblem(value: unknown, at = "$"): string | null {
  const stack: [unknown, string][] = [[value, at]];
  const open = new Set<object>();
  while (stack.length > 0) {
    const [v, path] = stack.pop()!;
    if (v === null || typeof v === "string" || typeof v === "boolean") continue;
    if (typeof v === "number") {
      if (!Number.isFinite(v)) return `${path} is ${v}, which JSON writes as null`;
      if (Object.is(v, -0)) return `${path} is -0, which JSON writes as 0`;
      continue;
    }
    if (typeof v !== "object")
      return `${path} is ${typeof v === "undefined" ? "undefined" : `a ${typeof v}`}`;
    if (open.has(v)) continue;
    open.add(v);
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) {
        if (!(i in v)) return `${path}[${i}] is a hole in a sparse array`;
        stack.push([v[i], `${path}[${i}]`]);
      }
      continue;
    }
    const proto = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null)
      return `${path} is a ${proto?.constructor?.name ?? "non-plain"} object, not a plain one`;
    for (const key of Object.keys(v)) {
      const child = (v as Record<string, unknown>)[key];
      const childPath = /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
      if (child === undefined) return `${childPath} is undefined (JSON drops the field)`;
      stack.push([child, childPath]);
    }
  }
  return null;
}
