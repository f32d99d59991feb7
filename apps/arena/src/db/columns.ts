import { getTableColumns, type Table } from "drizzle-orm";

/**
 * A table's columns but the named ones, for a `select` that must not read them: a large column
 * (a replay, bots' logs, an uploaded archive) is read only by the route that sends it, so a list of
 * hundreds of rows, asked for by anyone, does not pull megabytes into the service's memory.
 */
export function columnsBut<T extends Table, K extends keyof T["_"]["columns"] & string>(
  table: T,
  ...left: K[]
): Omit<T["_"]["columns"], K> {
  const columns: Record<string, unknown> = { ...getTableColumns(table) };
  for (const name of left) delete columns[name];
  return columns as Omit<T["_"]["columns"], K>;
}
