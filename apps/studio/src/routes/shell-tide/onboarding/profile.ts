import type { Locale } from "./copy.ts";

/** The player's profile as stored under `rescueFlowPlayerProfileV1` (spec §7, seed 001 "Popup hồ sơ"). */
export type Gender = "male" | "female";

export interface PlayerProfile {
  version: 1;
  /** Technical identity; the nickname is never used as an identifier. */
  playerId: string;
  gender: Gender;
  nickname: string;
  locale: Locale;
  welcomeStatus: "completed";
  /** ISO timestamp of the submit (the clock is injected by the page). */
  welcomeCompletedAt: string;
  /** False when the browser blocked storage and the profile only lives in this session. */
  persistenceAvailable: boolean;
}

export interface ProfileForm {
  gender: Gender | null;
  nickname: string;
  locale: Locale;
}

export interface ProfileErrors {
  gender?: "genderRequired";
  nickname?: "nicknameLength";
}

export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 16;

/** The nickname as it will be saved: trimmed and NFC-normalised (Vietnamese can arrive decomposed). */
export function normalizeNickname(raw: string): string {
  return raw.trim().normalize("NFC");
}

/** Length in characters (code points), so "Hà" is 2 whatever the input method produced. */
export function nicknameLength(raw: string): number {
  return Array.from(normalizeNickname(raw)).length;
}

export function validateProfile(form: ProfileForm): ProfileErrors {
  const errors: ProfileErrors = {};
  if (form.gender !== "male" && form.gender !== "female") errors.gender = "genderRequired";
  const length = nicknameLength(form.nickname);
  if (length < NICKNAME_MIN || length > NICKNAME_MAX) errors.nickname = "nicknameLength";
  return errors;
}

export function hasErrors(errors: ProfileErrors): boolean {
  return errors.gender !== undefined || errors.nickname !== undefined;
}

/**
 * The browser's preferred languages, in order: the first one the game supports (`vi…` or `en…`) wins;
 * none supported → Vietnamese (seed: "Mặc định theo locale browser nếu hỗ trợ, fallback tiếng Việt").
 */
export function defaultLocale(browserLanguages: readonly string[]): Locale {
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (primary === "vi" || primary === "en") return primary;
  }
  return "vi";
}

export function buildProfile(
  form: ProfileForm & { gender: Gender },
  context: { playerId: string; now: string; persistenceAvailable: boolean },
): PlayerProfile {
  return {
    version: 1,
    playerId: context.playerId,
    gender: form.gender,
    nickname: normalizeNickname(form.nickname),
    locale: form.locale,
    welcomeStatus: "completed",
    welcomeCompletedAt: context.now,
    persistenceAvailable: context.persistenceAvailable,
  };
}

/** A stored value is a usable profile only if it has every field with the right type. */
export function asPlayerProfile(value: unknown): PlayerProfile | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const v = value as Record<string, unknown>;
  const ok =
    typeof v.playerId === "string" &&
    (v.gender === "male" || v.gender === "female") &&
    typeof v.nickname === "string" &&
    (v.locale === "vi" || v.locale === "en") &&
    v.welcomeStatus === "completed" &&
    typeof v.welcomeCompletedAt === "string";
  if (!ok) return undefined;
  return {
    version: 1,
    playerId: v.playerId as string,
    gender: v.gender as Gender,
    nickname: v.nickname as string,
    locale: v.locale as Locale,
    welcomeStatus: "completed",
    welcomeCompletedAt: v.welcomeCompletedAt as string,
    persistenceAvailable: v.persistenceAvailable !== false,
  };
}
