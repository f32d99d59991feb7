import { briefingDue, hasPlayed, type Progress } from "../state/progress.ts";
import type { Locale } from "./copy.ts";
import {
  buildProfile,
  defaultLocale,
  type Gender,
  hasErrors,
  type PlayerProfile,
  type ProfileErrors,
  type ProfileForm,
  validateProfile,
} from "./profile.ts";

/**
 * The first-visit flow of spec §7 as a pure transition function (xstate style: no timers, no storage, no
 * clock inside; the page injects time as events and performs the saving).
 *
 * NEW_PLAYER_CHECK → HUMMING_INTRO → PLAYER_MONOLOGUE → TIDE_REVEAL → BEACH_WALK → DOLPHIN_ENTRANCE →
 * RESCUE_REQUEST → PROFILE_SETUP → WELCOME_COMPLETE → LEVEL_BRIEFING (Level 1) → PLAYING.
 * A returning player goes NEW_PLAYER_CHECK → MENU.
 */
export type Phase =
  | "NEW_PLAYER_CHECK"
  | "HUMMING_INTRO"
  | "PLAYER_MONOLOGUE"
  | "TIDE_REVEAL"
  | "BEACH_WALK"
  | "DOLPHIN_ENTRANCE"
  | "RESCUE_REQUEST"
  | "PROFILE_SETUP"
  | "WELCOME_COMPLETE"
  | "LEVEL_BRIEFING"
  | "PLAYING"
  | "MENU";

/** The cinematic phases, in order (the ones a returning player never sees). */
export const ONBOARDING_PHASES: readonly Phase[] = [
  "NEW_PLAYER_CHECK",
  "HUMMING_INTRO",
  "PLAYER_MONOLOGUE",
  "TIDE_REVEAL",
  "BEACH_WALK",
  "DOLPHIN_ENTRANCE",
  "RESCUE_REQUEST",
  "PROFILE_SETUP",
  "WELCOME_COMPLETE",
];

/** How many dialogue lines each phase's script has (the copy for both locales must match; a test checks it). */
export const SCRIPT_LENGTHS = {
  lyrics: 3,
  monologue: 1,
  beachWalk: 2,
  rescueRequest: 2,
  briefing: 4,
} as const;

export interface OnboardingState {
  phase: Phase;
  /** Index of the line shown inside the current phase's script. */
  line: number;
  /** The typewriter has finished the line (or the player completed it); only then may input advance. */
  lineRendered: boolean;
  /** BEACH_WALK: the dialogue box stays hidden while the player watches the footprints. */
  pausing: boolean;
  form: ProfileForm;
  /** Inline errors are shown after the first submit attempt, then follow every edit. */
  showErrors: boolean;
  profile: PlayerProfile | null;
  persistenceAvailable: boolean;
  /** The level being briefed or played (PLAYING / LEVEL_BRIEFING). */
  level: number | null;
  /** Whether this visit started as a new player (the cinematic ran). */
  newPlayer: boolean;
}

export type OnboardingEvent =
  | {
      type: "CHECKED";
      profile: PlayerProfile | undefined;
      progress: Progress;
      persistenceAvailable: boolean;
      browserLanguages: readonly string[];
    }
  | { type: "LYRIC_ELAPSED" }
  | { type: "LINE_RENDERED" }
  | { type: "ADVANCE" }
  | { type: "SEA_SHOWN" }
  | { type: "PAUSE_ELAPSED" }
  | { type: "ENTRANCE_DONE" }
  | { type: "SKIP" }
  | { type: "AGREE" }
  | { type: "DECLINE" }
  | { type: "SET_GENDER"; gender: Gender }
  | { type: "SET_NICKNAME"; nickname: string }
  | { type: "SET_LOCALE"; locale: Locale }
  | { type: "SUBMIT"; playerId: string; now: string }
  | { type: "WELCOME_DONE"; persistenceAvailable: boolean; progress: Progress }
  | { type: "OPEN_LEVEL"; level: number; progress: Progress }
  | { type: "START_LEVEL" }
  | { type: "BACK_TO_MENU" }
  | { type: "SET_PROFILE_LOCALE"; locale: Locale };

export function initialOnboarding(): OnboardingState {
  return {
    phase: "NEW_PLAYER_CHECK",
    line: 0,
    lineRendered: false,
    pausing: false,
    form: { gender: null, nickname: "", locale: "vi" },
    showErrors: false,
    profile: null,
    persistenceAvailable: true,
    level: null,
    newPlayer: false,
  };
}

const enter = (
  state: OnboardingState,
  phase: Phase,
  patch: Partial<OnboardingState> = {},
): OnboardingState => ({
  ...state,
  phase,
  line: 0,
  lineRendered: false,
  pausing: false,
  ...patch,
});

/**
 * The typewriter rule (seed 001 "Player chủ động advance"): input while the line is still typing only
 * completes it; the next input moves on, to the next line or out of the script.
 */
function advanceLine(
  state: OnboardingState,
  length: number,
  done: (s: OnboardingState) => OnboardingState,
): OnboardingState {
  if (!state.lineRendered) return { ...state, lineRendered: true };
  if (state.line + 1 < length) return { ...state, line: state.line + 1, lineRendered: false };
  return done(state);
}

const isLastLine = (state: OnboardingState, length: number) => state.line === length - 1;

/** The script's last line is fully on screen: the only way on is its button (the player's answer, the CTA). */
const awaitingButton = (state: OnboardingState, length: number) =>
  isLastLine(state, length) && state.lineRendered;

/**
 * Dialogue input in a script that ends on a button (the rescue request, the briefing): lines render and
 * advance under the typewriter rule, but input never presses that last button for the player. Null for any
 * other event.
 */
function buttonScriptInput(
  state: OnboardingState,
  event: OnboardingEvent,
  length: number,
): OnboardingState | null {
  if (event.type === "LINE_RENDERED") return { ...state, lineRendered: true };
  if (event.type !== "ADVANCE") return null;
  // Past the last line there is nowhere to go: the state stays as it is until the button is pressed.
  return advanceLine(state, length, (s) => s);
}

function openLevel(state: OnboardingState, level: number, progress: Progress): OnboardingState {
  // Only Level 1 has a briefing, and only while it has never been played (spec §7).
  const brief = level === 1 && briefingDue(progress, 1);
  return enter(state, brief ? "LEVEL_BRIEFING" : "PLAYING", { level });
}

export function transition(state: OnboardingState, event: OnboardingEvent): OnboardingState {
  switch (state.phase) {
    case "NEW_PLAYER_CHECK": {
      if (event.type !== "CHECKED") return state;
      const returning = event.profile !== undefined || hasPlayed(event.progress);
      const base = {
        ...state,
        persistenceAvailable: event.persistenceAvailable,
        profile: event.profile ?? null,
        form: { gender: null, nickname: "", locale: defaultLocale(event.browserLanguages) },
      };
      if (returning) return enter(base, "MENU", { newPlayer: false });
      // Lyrics replace each other whole (no typewriter), so a lyric line is rendered as soon as it shows.
      return enter(base, "HUMMING_INTRO", { newPlayer: true, lineRendered: true });
    }
    case "HUMMING_INTRO": {
      // The song plays on its own clock; player input cannot skip it.
      if (event.type !== "LYRIC_ELAPSED") return state;
      if (state.line + 1 < SCRIPT_LENGTHS.lyrics)
        return { ...state, line: state.line + 1, lineRendered: true };
      return enter(state, "PLAYER_MONOLOGUE");
    }
    case "PLAYER_MONOLOGUE": {
      if (event.type === "LINE_RENDERED") return { ...state, lineRendered: true };
      if (event.type !== "ADVANCE") return state;
      return advanceLine(state, SCRIPT_LENGTHS.monologue, (s) => enter(s, "TIDE_REVEAL"));
    }
    case "TIDE_REVEAL": {
      if (event.type !== "SEA_SHOWN") return state;
      return enter(state, "BEACH_WALK", { pausing: true });
    }
    case "BEACH_WALK": {
      if (state.pausing) {
        return event.type === "PAUSE_ELAPSED"
          ? { ...state, pausing: false, line: 0, lineRendered: false }
          : state;
      }
      if (event.type === "LINE_RENDERED") return { ...state, lineRendered: true };
      if (event.type !== "ADVANCE") return state;
      return advanceLine(state, SCRIPT_LENGTHS.beachWalk, (s) => enter(s, "DOLPHIN_ENTRANCE"));
    }
    case "DOLPHIN_ENTRANCE": {
      // The Dolphin's lines wait until the avatar has arrived and can be read.
      if (event.type !== "ENTRANCE_DONE") return state;
      return enter(state, "RESCUE_REQUEST");
    }
    case "RESCUE_REQUEST": {
      const length = SCRIPT_LENGTHS.rescueRequest;
      // At the end of the request the player has to answer with a button: input never agrees for them.
      const read = buttonScriptInput(state, event, length);
      if (read) return read;
      // The first place a skip is allowed: it jumps to the question, it never answers it.
      if (event.type === "SKIP") return { ...state, line: length - 1, lineRendered: true };
      if (event.type === "AGREE" && awaitingButton(state, length)) {
        return enter(state, "PROFILE_SETUP", { lineRendered: true });
      }
      // "Mình không rảnh" is shown disabled: DECLINE is never accepted.
      return state;
    }
    case "PROFILE_SETUP": {
      if (event.type === "SET_GENDER") return { ...state, form: { ...state.form, gender: event.gender } };
      if (event.type === "SET_NICKNAME")
        return { ...state, form: { ...state.form, nickname: event.nickname } };
      if (event.type === "SET_LOCALE") return { ...state, form: { ...state.form, locale: event.locale } };
      if (event.type !== "SUBMIT") return state;
      const errors = validateProfile(state.form);
      if (hasErrors(errors) || state.form.gender === null) return { ...state, showErrors: true };
      const profile = buildProfile(
        { ...state.form, gender: state.form.gender },
        { playerId: event.playerId, now: event.now, persistenceAvailable: state.persistenceAvailable },
      );
      return enter(state, "WELCOME_COMPLETE", { profile, lineRendered: true });
    }
    case "WELCOME_COMPLETE": {
      if (event.type !== "WELCOME_DONE" || state.profile === null) return state;
      const persistenceAvailable = state.persistenceAvailable && event.persistenceAvailable;
      const profile = { ...state.profile, persistenceAvailable };
      // New players skip the menu and go straight into Level 1.
      return openLevel({ ...state, profile, persistenceAvailable }, 1, event.progress);
    }
    case "LEVEL_BRIEFING": {
      const length = SCRIPT_LENGTHS.briefing;
      // The last beat ends on the CTA "Bắt đầu Level 1"; input alone does not dismiss it.
      const read = buttonScriptInput(state, event, length);
      if (read) return read;
      if (event.type === "START_LEVEL" && awaitingButton(state, length)) {
        return enter(state, "PLAYING", { lineRendered: true });
      }
      // Only offered when the level cannot be shown (e.g. missing from the pack).
      if (event.type === "BACK_TO_MENU") return enter(state, "MENU", { level: null });
      return state;
    }
    case "PLAYING": {
      if (event.type === "BACK_TO_MENU") return enter(state, "MENU", { level: null });
      if (event.type === "OPEN_LEVEL") return openLevel(state, event.level, event.progress);
      if (event.type === "SET_PROFILE_LOCALE") return withProfileLocale(state, event.locale);
      return state;
    }
    case "MENU": {
      if (event.type === "OPEN_LEVEL") return openLevel(state, event.level, event.progress);
      if (event.type === "SET_PROFILE_LOCALE") return withProfileLocale(state, event.locale);
      return state;
    }
  }
}

function withProfileLocale(state: OnboardingState, locale: Locale): OnboardingState {
  return {
    ...state,
    form: { ...state.form, locale },
    profile: state.profile ? { ...state.profile, locale } : null,
  };
}

// ---- selectors: what the page shows, derived from the state only ----

export function isOnboarding(state: OnboardingState): boolean {
  return ONBOARDING_PHASES.includes(state.phase);
}

/** The board takes no input during the cinematic and the briefing. */
export function boardLocked(state: OnboardingState): boolean {
  return state.phase !== "PLAYING";
}

/** Coach chat, realtime speech and mic stay hidden during onboarding and the briefing (spec §7). */
export function coachHidden(state: OnboardingState): boolean {
  return isOnboarding(state) || state.phase === "LEVEL_BRIEFING";
}

/** No skip control before the rescue request; from there until the question is on screen. */
export function canSkip(state: OnboardingState): boolean {
  return state.phase === "RESCUE_REQUEST" && !awaitingButton(state, SCRIPT_LENGTHS.rescueRequest);
}

export function showRescueChoices(state: OnboardingState): boolean {
  return state.phase === "RESCUE_REQUEST" && awaitingButton(state, SCRIPT_LENGTHS.rescueRequest);
}

export function showBriefingCta(state: OnboardingState): boolean {
  return state.phase === "LEVEL_BRIEFING" && awaitingButton(state, SCRIPT_LENGTHS.briefing);
}

export type DialogueScript = "lyrics" | "monologue" | "beachWalk" | "rescueRequest" | "briefing";

/** Which script the bottom dialogue box shows now, or null when it is hidden. */
export function dialogueScript(state: OnboardingState): DialogueScript | null {
  switch (state.phase) {
    case "HUMMING_INTRO":
      return "lyrics";
    case "PLAYER_MONOLOGUE":
      return "monologue";
    case "BEACH_WALK":
      return state.pausing ? null : "beachWalk";
    case "RESCUE_REQUEST":
      return "rescueRequest";
    case "LEVEL_BRIEFING":
      return "briefing";
    default:
      return null;
  }
}

/** The sea foreground and footprints are absent while humming (acceptance criterion 1). */
export function seaVisible(state: OnboardingState): boolean {
  const order = ONBOARDING_PHASES.indexOf(state.phase);
  return order === -1 || order >= ONBOARDING_PHASES.indexOf("TIDE_REVEAL");
}

/** Footprints only start once the player confirmed the "đi tắm biển" line. */
export function footprintsVisible(state: OnboardingState): boolean {
  return state.phase === "TIDE_REVEAL" || state.phase === "BEACH_WALK";
}

export function dolphinVisible(state: OnboardingState): boolean {
  const order = ONBOARDING_PHASES.indexOf(state.phase);
  return order >= ONBOARDING_PHASES.indexOf("DOLPHIN_ENTRANCE");
}

export function currentErrors(state: OnboardingState): ProfileErrors {
  return state.showErrors ? validateProfile(state.form) : {};
}

/** The UI language: the saved profile's, else the form's (the browser default until the player picks). */
export function activeLocale(state: OnboardingState): Locale {
  return state.profile?.locale ?? state.form.locale;
}

// ---- time, injected by the page ----

export const TIMINGS = {
  /** Three lyric lines ≈ the seed's 10-second opening. */
  lyricMs: 3400,
  seaFadeMs: 1400,
  /** The dialogue box stays hidden ~8 s after the monologue (fade included) to watch the footprints. */
  walkPauseMs: 8000,
  entranceMs: 2200,
  /** Reduced motion keeps every line but swaps movement for short fades. */
  reducedFadeMs: 250,
  typewriterCharsPerSecond: 45,
} as const;

/** The one timer the page should run for this state (null: wait for the player). */
export function pendingTimer(
  state: OnboardingState,
  reducedMotion: boolean,
): { event: OnboardingEvent; ms: number } | null {
  const fade = reducedMotion ? TIMINGS.reducedFadeMs : TIMINGS.seaFadeMs;
  switch (state.phase) {
    case "HUMMING_INTRO":
      return { event: { type: "LYRIC_ELAPSED" }, ms: TIMINGS.lyricMs };
    case "TIDE_REVEAL":
      return { event: { type: "SEA_SHOWN" }, ms: fade };
    case "BEACH_WALK":
      return state.pausing ? { event: { type: "PAUSE_ELAPSED" }, ms: TIMINGS.walkPauseMs - fade } : null;
    case "DOLPHIN_ENTRANCE":
      return {
        event: { type: "ENTRANCE_DONE" },
        ms: reducedMotion ? TIMINGS.reducedFadeMs : TIMINGS.entranceMs,
      };
    default:
      return null;
  }
}

/** How long the typewriter takes for a line; reduced motion renders it at once. */
export function typewriterMs(text: string, reducedMotion: boolean): number {
  if (reducedMotion) return 0;
  return Math.ceil((Array.from(text).length / TIMINGS.typewriterCharsPerSecond) * 1000);
}
