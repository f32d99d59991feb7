import { z } from "zod";

type Schema = z.core.$ZodType;
type Def = Record<string, unknown> & { type: string };

/** Definitions whose one inner schema is `innerType` (optional, nullable, default, …). */
const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "nonoptional", "readonly", "catch"]);

const defOf = (schema: Schema) => schema._zod.def as unknown as Def;

/**
 * The schema with every object in it strict: a key the schema does not name is refused ("Unrecognized
 * key") instead of being dropped without a word. The engines' own schemas mostly strip unknown keys
 * (a file format may choose that); a tool's arguments may not, or an agent's `maxTurns: 99` next to
 * an attempt would look accepted. Objects that take any key on purpose (`z.looseObject`, a catch-all)
 * keep it. Lazy schemas are left as they are; every other schema keeps its checks.
 */
export function strictDeep<T extends Schema>(schema: T): T {
  const def = defOf(schema);
  const again = (inner: unknown) => strictDeep(inner as Schema);
  const rebuilt = (changes: Record<string, unknown>) =>
    z.core.clone(schema, { ...def, ...changes } as never) as unknown as T;
  switch (def.type) {
    case "object": {
      const shape = Object.fromEntries(
        Object.entries(def.shape as Record<string, Schema>).map(([key, inner]) => [key, again(inner)]),
      );
      return rebuilt({ shape, catchall: def.catchall ?? z.never() });
    }
    case "array":
      return rebuilt({ element: again(def.element) });
    case "union":
      return rebuilt({ options: (def.options as Schema[]).map(again) });
    case "tuple":
      return rebuilt({
        items: (def.items as Schema[]).map(again),
        rest: def.rest ? again(def.rest) : def.rest,
      });
    case "record":
      return rebuilt({ valueType: again(def.valueType) });
    case "pipe":
      return rebuilt({ in: again(def.in), out: again(def.out) });
    default:
      return WRAPPERS.has(def.type) ? rebuilt({ innerType: again(def.innerType) }) : schema;
  }
}
