import { createHash, randomBytes } from "node:crypto";
import { stableStringify } from "@rulekit/core";

export function sha256Hex(data: string | Buffer): string {
  return createHash("sha256").update(data).digest("hex");
}

/** `sha256:<hex>` of a value's stable JSON (key order does not matter). */
export function valueHash(value: unknown): string {
  return `sha256:${sha256Hex(stableStringify(value))}`;
}

/** A secret token: a prefix that says what it is and 32 random bytes (base64url). */
export function newToken(prefix: "rka" | "rkc"): string {
  return `${prefix}_${randomBytes(32).toString("base64url")}`;
}

/** Tokens are stored as their sha256 only: a leaked database does not leak a token. */
export function tokenHash(token: string): string {
  return sha256Hex(`rulekit-arena-token:${token}`);
}
