import { briefingDue, hasPlayed, introDue, type Progress } from "../state/progress.ts";
import type { Locale, Mechanic } from "./copy.ts";
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
 * A returning player goes NEW_PLAYER_CHECK → MENU. A level that brings a new mechanic (the Sweep, the
 * first wet pit, Current Arrows) opens on MECHANIC_INTRO: the Dolphin's short beat about it, skippable
 * once the player has been through it or played the level.
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
  | "MECHANIC_INTRO"
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
  /** Each mechanic's beat has two lines. */
  mechanic: 2,
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
  /** The level being briefed or played (PLAYING / LEVEL_BRIEFING / MECHANIC_INTRO). */
  level: number | null;
  /** MECHANIC_INTRO: the mechanics this level brings in (their beats play in this order). */
  mechanics: readonly Mechanic[];
  /** MECHANIC_INTRO: the player has seen this beat or played the level before, so it may be skipped. */
  introReplay: boolean;
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
  /** BEACH_WALK: one loop of the footprints has played since the dialogue came back. */
  | { type: "WALK_LOOP_DONE" }
  | { type: "SKIP" }
  | { type: "AGREE" }
  | { type: "DECLINE" }
  | { type: "SET_GENDER"; gender: Gender }
  | { type: "SET_NICKNAME"; nickname: string }
  | { type: "SET_LOCALE"; locale: Locale }
  | { type: "SUBMIT"; playerId: string; now: string }
  | { type: "WELCOME_DONE"; persistenceAvailable: boolean; progress: Progress }
  | {
      type: "OPEN_LEVEL";
      level: number;
      progress: Progress;
      /** What this level brings in for the first time in the pack (the page reads it from the levels). */
      mechanics?: readonly Mechanic[];
    }
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
    mechanics: [],
    introReplay: false,
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

function openLevel(
  state: OnboardingState,
  level: number,
  progress: Progress,
  mechanics: readonly Mechanic[] = [],
): OnboardingState {
  // Only Level 1 has a briefing, and only while it has never been played (spec §7).
  if (level === 1 && briefingDue(progress, 1))
    return enter(state, "LEVEL_BRIEFING", { level, mechanics: [] });
  if (mechanics.length > 0) {
    return enter(state, "MECHANIC_INTRO", { level, mechanics, introReplay: !introDue(progress, level) });
  }
  return enter(state, "PLAYING", { level, mechanics: [] });
}

/** Lines of the beat script the phase shows (the briefing's four, two per mechanic). */
export function beatCount(state: OnboardingState): number {
  if (state.phase === "LEVEL_BRIEFING") return SCRIPT_LENGTHS.briefing;
  if (state.phase === "MECHANIC_INTRO") return SCRIPT_LENGTHS.mechanic * state.mechanics.length;
  return 0;
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
      // Seed 001: the walk ends after a short walk loop or when the player advances the dialogue.
      if (event.type === "WALK_LOOP_DONE") return enter(state, "DOLPHIN_ENTRANCE");
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
    case "MECHANIC_INTRO": {
      const length = beatCount(state);
      const read = buttonScriptInput(state, event, length);
      if (read) return read;
      if (event.type === "START_LEVEL" && awaitingButton(state, length)) {
        return enter(state, "PLAYING", { lineRendered: true });
      }
      // A replay may skip the beat; the first time it is read to its button.
      if (event.type === "SKIP" && state.introReplay) return enter(state, "PLAYING", { lineRendered: true });
      if (event.type === "BACK_TO_MENU") return enter(state, "MENU", { level: null, mechanics: [] });
      return state;
    }
    case "PLAYING": {
      if (event.type === "BACK_TO_MENU") return enter(state, "MENU", { level: null, mechanics: [] });
      if (event.type === "OPEN_LEVEL") return openLevel(state, event.level, event.progress, event.mechanics);
      if (event.type === "SET_PROFILE_LOCALE") return withProfileLocale(state, event.locale);
      return state;
    }
    case "MENU": {
      if (event.type === "OPEN_LEVEL") return openLevel(state, event.level, event.progress, event.mechanics);
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

/** Coach chat, realtime speech and mic stay hidden during onboarding and the Dolphin's beats (spec §7). */
export function coachHidden(state: OnboardingState): boolean {
  return isOnboarding(state) || state.phase === "LEVEL_BRIEFING" || state.phase === "MECHANIC_INTRO";
}

/** No skip control before the rescue request; from there until the question is on screen. */
export function canSkip(state: OnboardingState): boolean {
  return state.phase === "RESCUE_REQUEST" && !awaitingButton(state, SCRIPT_LENGTHS.rescueRequest);
}

export function showRescueChoices(state: OnboardingState): boolean {
  return state.phase === "RESCUE_REQUEST" && awaitingButton(state, SCRIPT_LENGTHS.rescueRequest);
}

/** The Dolphin's beats (briefing or mechanic intro) are all read: only their start button moves on. */
export function showBriefingCta(state: OnboardingState): boolean {
  const length = beatCount(state);
  return length > 0 && awaitingButton(state, length);
}

/** A mechanic intro the player has been through before offers a skip. */
export function canSkipIntro(state: OnboardingState): boolean {
  return state.phase === "MECHANIC_INTRO" && state.introReplay;
}

export type DialogueScript = "lyrics" | "monologue" | "beachWalk" | "rescueRequest" | "briefing" | "mechanic";

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
    case "MECHANIC_INTRO":
      return "mechanic";
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
  /**
   * One loop of the footprints along the shore (14 prints, 0.7 s apart; the CSS animation's period):
   * counted from the moment the walk's lines come back, after which the walk ends on its own.
   */
  walkLoopMs: 9800,
  entranceMs: 2200,
  /** Reduced motion keeps every line but swaps movement for short fades. */
  reducedFadeMs: 250,
  typewriterCharsPerSecond: 45,
} as const;

/**
 * The one timer the page should run for this state (null: wait for the player). `key` names the timer:
 * the page restarts it only when the key changes (the walk loop keeps running while lines advance).
 */
export function pendingTimer(
  state: OnboardingState,
  reducedMotion: boolean,
): { event: OnboardingEvent; ms: number; key: string } | null {
  const fade = reducedMotion ? TIMINGS.reducedFadeMs : TIMINGS.seaFadeMs;
  switch (state.phase) {
    case "HUMMING_INTRO":
      return { event: { type: "LYRIC_ELAPSED" }, ms: TIMINGS.lyricMs, key: `lyric-${state.line}` };
    case "TIDE_REVEAL":
      return { event: { type: "SEA_SHOWN" }, ms: fade, key: "sea" };
    case "BEACH_WALK":
      return state.pausing
        ? { event: { type: "PAUSE_ELAPSED" }, ms: TIMINGS.walkPauseMs - fade, key: "walk-pause" }
        : { event: { type: "WALK_LOOP_DONE" }, ms: TIMINGS.walkLoopMs, key: "walk-loop" };
    case "DOLPHIN_ENTRANCE":
      return {
        event: { type: "ENTRANCE_DONE" },
        ms: reducedMotion ? TIMINGS.reducedFadeMs : TIMINGS.entranceMs,
        key: "entrance",
      };
    default:
      return null;
  }
}

/**
 * Whether the dialogue takes an advance input now (click/tap, Space, Enter on the scene). When it does
 * not, the page shows a cue (`waitingCue`) and answers the input visibly instead of ignoring it.
 */
export function acceptsAdvance(state: OnboardingState): boolean {
  switch (state.phase) {
    case "PLAYER_MONOLOGUE":
      return true;
    case "BEACH_WALK":
      return !state.pausing;
    case "RESCUE_REQUEST":
      return !awaitingButton(state, SCRIPT_LENGTHS.rescueRequest);
    default:
      return false;
  }
}

export type WaitingCue = "humming" | "tide" | "walk" | "entrance" | "answer";

/** What the scene tells the player while it takes no advance input (null while it does). */
export function waitingCue(state: OnboardingState): WaitingCue | null {
  switch (state.phase) {
    case "HUMMING_INTRO":
      return "humming";
    case "TIDE_REVEAL":
      return "tide";
    case "BEACH_WALK":
      return state.pausing ? "walk" : null;
    case "DOLPHIN_ENTRANCE":
      return "entrance";
    case "RESCUE_REQUEST":
      return awaitingButton(state, SCRIPT_LENGTHS.rescueRequest) ? "answer" : null;
    default:
      return null;
  }
}

/** How long the typewriter takes for a line; reduced motion renders it at once. */
export function typewriterMs(text: string, reducedMotion: boolean): number {
  if (reducedMotion) return 0;
  return Math.ceil((Array.from(text).length / TIMINGS.typewriterCharsPerSecond) * 1000);
}
