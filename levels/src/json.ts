/** A JSON value as a file holds it. */
export type JsonValue = null | boolean | number | string | JsonValue[] | JsonObject;

/** A JSON object as a file holds it. */
export interface JsonObject {
  [key: string]: JsonValue;
}

/**
 * A fresh copy of shipped data, so that a caller who edits what it got (a level editor, a test that
 * builds a broken level from a good one) never changes what the next caller gets.
 */
export function copyOf<T extends JsonValue>(value: unknown): T {
  return structuredClone(value) as T;
}

/** The error of an accessor asked for data the package does not ship, naming what it does ship. */
export function unknownData(call: string, known: string): RangeError {
  return new RangeError(`${call}: no such shipped data (${known})`);
}

/**
 * A fresh copy of the entry `name` of a table of shipped data; otherwise the RangeError of `call`
 * naming every name the table has.
 */
export function copyOfNamed<T extends JsonValue>(
  table: Record<string, unknown>,
  name: string,
  call: string,
): T {
  const value = Object.hasOwn(table, name) ? table[name] : undefined;
  if (value === undefined)
    throw unknownData(`${call}(${JSON.stringify(name)})`, Object.keys(table).join(", "));
  return copyOf<T>(value);
}
