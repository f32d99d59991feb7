import { z } from "zod";

/** A competition's slug: lowercase letters, digits and '-'. */
export const Slug = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, "lowercase letters, digits and '-', at most 40");

/** `:id` in a path: a positive integer. */
export const IdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const Paging = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  /** Items with an id below this (the previous page's last id). */
  before: z.coerce.number().int().min(1).optional(),
});
