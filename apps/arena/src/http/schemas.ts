import { isInertText } from "@rulekit/core";
import { z } from "zod";

/** A competition's slug: lowercase letters, digits and '-'. */
export const Slug = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, "lowercase letters, digits and '-', at most 40");

/**
 * The largest id (and judging number) there can be: the database's `integer`. A larger one is
 * refused here, by name, instead of reaching a query the database refuses (a 500).
 */
export const MAX_ID = 2_147_483_647;

/** An id in a path or a query string: a positive integer. */
export const IdText = z.coerce.number().int().min(1).max(MAX_ID);

/** An id in a JSON body: a positive integer (a number, not a string). */
export const IdNumber = z.int().min(1).max(MAX_ID);

/** `:id` in a path: a positive integer. */
export const IdParams = z.object({ id: IdText });

export const Paging = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  /** Items with an id below this (the previous page's last id). */
  before: IdText.optional(),
});

const INERT_MESSAGE = "may not hold control, bidi or line-separator characters (nor half a surrogate pair)";

/** Text shown as it is on pages and terminals (a title, a seed): 1–max characters, nothing that drives a terminal. */
export const ShownText = (max: number) => z.string().min(1).max(max).refine(isInertText, INERT_MESSAGE);

/** Like ShownText, but line feeds and tabs are allowed (a reason may span lines). */
export const ShownLines = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((text) => isInertText(text.replace(/[\n\t]/g, " ")), INERT_MESSAGE);
