import { cyrb128 } from "./rng.js";

/**
 * JSON with object keys sorted at every depth, so equal values give equal text whatever order
 * their keys were built in. Undefined properties are dropped (as JSON.stringify does); values
 * JSON cannot carry faithfully (NaN, ±Infinity, bigint, functions, symbols) throw instead of
 * silently turning into null — a state hash must never hide a bug.
 */
export function stableStringify(value: unknown): string {
  return write(value, "$");
}

function write(value: unknown, path: string): string {
  if (value === null) return "null";
  switch (typeof value) {
    case "string":
      return JSON.stringify(value);
    case "boolean":
      return value ? "true" : "false";
    case "number":
      if (!Number.isFinite(value)) throw new TypeError(`stableStringify: non-finite number at ${path}`);
      return JSON.stringify(value);
    case "object": {
      if (Array.isArray(value)) {
        const parts = value.map((item, i) => (item === undefined ? "null" : write(item, `${path}[${i}]`)));
        return `[${parts.join(",")}]`;
      }
      const record = value as Record<string, unknown>;
      const keys = Object.keys(record).sort();
      const parts: string[] = [];
      for (const key of keys) {
        const item = record[key];
        if (item === undefined) continue;
        parts.push(`${JSON.stringify(key)}:${write(item, `${path}.${key}`)}`);
      }
      return `{${parts.join(",")}}`;
    }
    default:
      throw new TypeError(`stableStringify: cannot encode ${typeof value} at ${path}`);
  }
}

/** 128-bit cyrb128 hash of a string as 32 lowercase hex digits. */
export function hashString(text: string): string {
  return cyrb128(text)
    .map((word) => word.toString(16).padStart(8, "0"))
    .join("");
}

/** Stable hash of a JSON value: equal values (whatever their key order) hash equally. */
export function stableHash(value: unknown): string {
  return hashString(stableStringify(value));
}
