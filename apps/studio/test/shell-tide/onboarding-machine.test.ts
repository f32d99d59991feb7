import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ONBOARDING_COPY } from "../../src/routes/shell-tide/onboarding/copy.ts";
import {
  activeLocale,
  boardLocked,
  canSkip,
  coachHidden,
  currentErrors,
  dialogueScript,
  dolphinVisible,
  footprintsVisible,
  initialOnboarding,
  type OnboardingEvent,
  type OnboardingState,
  type Phase,
  pendingTimer,
  SCRIPT_LENGTHS,
  seaVisible,
  showBriefingCta,
  showRescueChoices,
  TIMINGS,
  transition,
  typewriterMs,
} from "../../src/routes/shell-tide/onboarding/machine.ts";
import type { PlayerProfile } from "../../src/routes/shell-tide/onboarding/profile.ts";
import { emptyProgress, recordActivity, recordWin } from "../../src/routes/shell-tide/state/progress.ts";

const run = (state: OnboardingState, ...events: OnboardingEvent[]) => events.reduce(transition, state);

const checked = (patch: Partial<Extract<OnboardingEvent, { type: "CHECKED" }>> = {}): OnboardingEvent => ({
  type: "CHECKED",
  profile: undefined,
  progress: emptyProgress(),
  persistenceAvailable: true,
  browserLanguages: ["vi-VN"],
  ...patch,
});

const savedProfile: PlayerProfile = {
  version: 1,
  playerId: "p-1",
  gender: "female",
  nickname: "Lan",
  locale: "en",
  welcomeStatus: "completed",
  welcomeCompletedAt: "2025-06-01T10:00:00.000Z",
  persistenceAvailable: true,
};

const A: OnboardingEvent = { type: "ADVANCE" };
const R: OnboardingEvent = { type: "LINE_RENDERED" };
const LYRIC: OnboardingEvent = { type: "LYRIC_ELAPSED" };

// Each helper drives a fresh machine to the start of a phase through the real transitions.
const atHumming = () => run(initialOnboarding(), checked());
const atMonologue = () => run(atHumming(), LYRIC, LYRIC, LYRIC);
const atTide = () => run(atMonologue(), R, A);
const atWalk = () => run(atTide(), { type: "SEA_SHOWN" });
const atEntrance = () => run(atWalk(), { type: "PAUSE_ELAPSED" }, R, A, R, A);
const atRescue = () => run(atEntrance(), { type: "ENTRANCE_DONE" });
const atProfile = () => run(atRescue(), { type: "SKIP" }, { type: "AGREE" });
const filledProfile = () =>
  run(
    atProfile(),
    { type: "SET_GENDER", gender: "male" },
    { type: "SET_NICKNAME", nickname: "  Minh  " },
    { type: "SET_LOCALE", locale: "en" },
  );
const atWelcome = () =>
  run(filledProfile(), { type: "SUBMIT", playerId: "player-42", now: "2025-06-02T08:00:00.000Z" });

describe("NEW_PLAYER_CHECK", () => {
  it("sends a new player into the humming intro with the browser's locale as the form default", () => {
    const s = run(initialOnboarding(), checked({ browserLanguages: ["en-GB", "vi"] }));
    expect(s.phase).toBe("HUMMING_INTRO");
    expect(s.newPlayer).toBe(true);
    expect(s.form).toEqual({ gender: null, nickname: "", locale: "en" });
  });

  it("sends a returning player (saved profile) straight to the menu", () => {
    const s = run(initialOnboarding(), checked({ profile: savedProfile }));
    expect(s.phase).toBe("MENU");
    expect(s.newPlayer).toBe(false);
    expect(s.profile).toEqual(savedProfile);
    expect(activeLocale(s)).toBe("en");
  });

  it("treats legacy progress without a profile as a returning player", () => {
    const progress = recordWin(emptyProgress(), 1, 2);
    const s = run(initialOnboarding(), checked({ progress, browserLanguages: ["en-US"] }));
    expect(s.phase).toBe("MENU");
    expect(s.profile).toBeNull();
    expect(activeLocale(s)).toBe("en");
  });

  it("does not treat a preload level_start as having played", () => {
    const progress = recordActivity(emptyProgress(), 1, "level_start");
    expect(run(initialOnboarding(), checked({ progress })).phase).toBe("HUMMING_INTRO");
  });

  it("continues in session when storage is blocked, remembering persistenceAvailable: false", () => {
    const s = run(initialOnboarding(), checked({ persistenceAvailable: false }));
    expect(s.phase).toBe("HUMMING_INTRO");
    expect(s.persistenceAvailable).toBe(false);
  });

  it("ignores everything but the check result", () => {
    const s = initialOnboarding();
    for (const e of [A, R, LYRIC, { type: "SKIP" } as const, { type: "AGREE" } as const]) {
      expect(transition(s, e)).toBe(s);
    }
  });
});

describe("HUMMING_INTRO", () => {
  it("sings three lyric lines, one at a time, then opens the monologue", () => {
    let s = atHumming();
    const lines: number[] = [];
    while (s.phase === "HUMMING_INTRO") {
      expect(dialogueScript(s)).toBe("lyrics");
      lines.push(s.line);
      s = transition(s, LYRIC);
    }
    expect(lines).toEqual([0, 1, 2]);
    expect(s.phase).toBe("PLAYER_MONOLOGUE");
    expect(s.lineRendered).toBe(false);
  });

  it("hides the sea and the footprints and cannot be advanced or skipped", () => {
    const s = atHumming();
    expect(seaVisible(s)).toBe(false);
    expect(footprintsVisible(s)).toBe(false);
    expect(dolphinVisible(s)).toBe(false);
    expect(run(s, A, A, { type: "SKIP" }, R)).toEqual(s);
    expect(canSkip(s)).toBe(false);
  });

  it("lasts about ten seconds", () => {
    const total = SCRIPT_LENGTHS.lyrics * pendingTimer(atHumming(), false)!.ms;
    expect(total).toBeGreaterThanOrEqual(9000);
    expect(total).toBeLessThanOrEqual(11000);
  });
});

describe("the typewriter rule", () => {
  it("completes the line on the first input while typing, advances on the next", () => {
    const s = atMonologue();
    const completed = transition(s, A);
    expect(completed.phase).toBe("PLAYER_MONOLOGUE");
    expect(completed.lineRendered).toBe(true);
    expect(transition(completed, A).phase).toBe("TIDE_REVEAL");
  });

  it("advances on the first input once the typewriter has finished", () => {
    expect(run(atMonologue(), R, A).phase).toBe("TIDE_REVEAL");
  });

  it("never leaves the monologue without player input", () => {
    const s = run(atMonologue(), R, R, LYRIC, { type: "SEA_SHOWN" }, { type: "PAUSE_ELAPSED" });
    expect(s.phase).toBe("PLAYER_MONOLOGUE");
  });

  it("takes time in proportion to the line, and none with reduced motion", () => {
    expect(typewriterMs("abc", false)).toBeGreaterThan(0);
    expect(typewriterMs("a".repeat(90), false)).toBe(2000);
    expect(typewriterMs("a".repeat(90), true)).toBe(0);
  });
});

describe("TIDE_REVEAL and BEACH_WALK", () => {
  it("keeps the sea and the footprints away until the player has confirmed the monologue", () => {
    const typing = atMonologue();
    const rendered = transition(typing, R);
    for (const s of [typing, rendered]) {
      expect(seaVisible(s)).toBe(false);
      expect(footprintsVisible(s)).toBe(false);
    }
    expect(footprintsVisible(transition(rendered, A))).toBe(true);
  });

  it("fades the sea in with the dialogue hidden, starting the footprints", () => {
    const s = atTide();
    expect(seaVisible(s)).toBe(true);
    expect(footprintsVisible(s)).toBe(true);
    expect(dialogueScript(s)).toBeNull();
    expect(transition(s, A)).toBe(s);
    expect(pendingTimer(s, false)).toMatchObject({ event: { type: "SEA_SHOWN" }, ms: TIMINGS.seaFadeMs });
    expect(pendingTimer(s, true)!.ms).toBeLessThan(TIMINGS.seaFadeMs);
  });

  it("keeps the dialogue hidden for the walk pause, about 8 s in all", () => {
    const s = atWalk();
    expect(s.pausing).toBe(true);
    expect(dialogueScript(s)).toBeNull();
    expect(transition(s, A)).toBe(s);
    const pause = pendingTimer(s, false)!;
    expect(pause.event).toEqual({ type: "PAUSE_ELAPSED" });
    expect(pause.ms + pendingTimer(atTide(), false)!.ms).toBe(8000);
  });

  it("plays two short lines after the pause, then brings in the Dolphin", () => {
    let s = run(atWalk(), { type: "PAUSE_ELAPSED" });
    expect(dialogueScript(s)).toBe("beachWalk");
    s = run(s, R, A);
    expect(s).toMatchObject({ phase: "BEACH_WALK", line: 1, lineRendered: false });
    s = run(s, A);
    expect(s).toMatchObject({ phase: "BEACH_WALK", line: 1, lineRendered: true });
    s = run(s, A);
    expect(s.phase).toBe("DOLPHIN_ENTRANCE");
    expect(footprintsVisible(s)).toBe(false);
    expect(dolphinVisible(s)).toBe(true);
  });
});

describe("DOLPHIN_ENTRANCE and RESCUE_REQUEST", () => {
  it("waits for the entrance to finish before any Dolphin line", () => {
    const s = atEntrance();
    expect(dialogueScript(s)).toBeNull();
    expect(run(s, A, { type: "SKIP" }, { type: "AGREE" })).toEqual(s);
    expect(transition(s, { type: "ENTRANCE_DONE" }).phase).toBe("RESCUE_REQUEST");
  });

  it("allows no skip before the rescue request", () => {
    const before = [atHumming(), atMonologue(), atTide(), atWalk(), atEntrance()];
    for (const s of before) {
      expect(canSkip(s)).toBe(false);
      expect(transition(s, { type: "SKIP" })).toBe(s);
    }
    expect(canSkip(atRescue())).toBe(true);
  });

  it("a skip jumps to the question but never answers it", () => {
    const s = run(atRescue(), { type: "SKIP" });
    expect(s.phase).toBe("RESCUE_REQUEST");
    expect(showRescueChoices(s)).toBe(true);
    expect(canSkip(s)).toBe(false);
  });

  it("opens the profile only after the player agrees", () => {
    const s = atRescue();
    expect(showRescueChoices(s)).toBe(false);
    expect(transition(s, { type: "AGREE" })).toBe(s);
    const end = run(s, R, A, R);
    expect(showRescueChoices(end)).toBe(true);
    expect(run(end, A, A, A).phase).toBe("RESCUE_REQUEST");
    expect(transition(end, { type: "AGREE" }).phase).toBe("PROFILE_SETUP");
  });

  it("never accepts the disabled 'Mình không rảnh' choice", () => {
    const end = run(atRescue(), { type: "SKIP" });
    expect(transition(end, { type: "DECLINE" })).toBe(end);
  });
});

describe("PROFILE_SETUP", () => {
  it("shows inline errors only after a submit attempt, then follows the edits", () => {
    const s = atProfile();
    expect(currentErrors(s)).toEqual({});
    const tried = transition(s, { type: "SUBMIT", playerId: "x", now: "t" });
    expect(tried.phase).toBe("PROFILE_SETUP");
    expect(currentErrors(tried)).toEqual({ gender: "genderRequired", nickname: "nicknameLength" });
    const fixed = run(
      tried,
      { type: "SET_GENDER", gender: "female" },
      { type: "SET_NICKNAME", nickname: "Hà" },
    );
    expect(currentErrors(fixed)).toEqual({});
  });

  it.each([
    ["", false],
    [" a ", false],
    ["ab", true],
    ["   ab   ", true],
    ["a".repeat(16), true],
    [` ${"a".repeat(16)} `, true],
    ["a".repeat(17), false],
  ])("nickname %j accepted: %s", (nickname, ok) => {
    const s = run(
      atProfile(),
      { type: "SET_GENDER", gender: "male" },
      { type: "SET_NICKNAME", nickname },
      { type: "SUBMIT", playerId: "x", now: "t" },
    );
    expect(s.phase).toBe(ok ? "WELCOME_COMPLETE" : "PROFILE_SETUP");
  });

  it("requires a gender", () => {
    const s = run(
      atProfile(),
      { type: "SET_NICKNAME", nickname: "Minh" },
      { type: "SUBMIT", playerId: "x", now: "t" },
    );
    expect(s.phase).toBe("PROFILE_SETUP");
    expect(currentErrors(s)).toEqual({ gender: "genderRequired" });
  });

  it("builds the completed profile from the form (nickname trimmed) with the injected id and clock", () => {
    const s = atWelcome();
    expect(s.phase).toBe("WELCOME_COMPLETE");
    expect(s.profile).toEqual({
      version: 1,
      playerId: "player-42",
      gender: "male",
      nickname: "Minh",
      locale: "en",
      welcomeStatus: "completed",
      welcomeCompletedAt: "2025-06-02T08:00:00.000Z",
      persistenceAvailable: true,
    });
  });

  it("ignores dialogue input while the popup is open", () => {
    const s = atProfile();
    expect(run(s, A, R, { type: "SKIP" }, { type: "START_LEVEL" })).toEqual(s);
  });
});

describe("WELCOME_COMPLETE and the Level 1 briefing", () => {
  const done = (progress = emptyProgress(), persistenceAvailable = true): OnboardingEvent => ({
    type: "WELCOME_DONE",
    persistenceAvailable,
    progress,
  });

  it("goes straight into Level 1 with the briefing, skipping the menu", () => {
    const s = transition(atWelcome(), done());
    expect(s).toMatchObject({ phase: "LEVEL_BRIEFING", level: 1, line: 0 });
    expect(boardLocked(s)).toBe(true);
    expect(coachHidden(s)).toBe(true);
  });

  it("records a failed save as persistenceAvailable: false on the profile", () => {
    const s = transition(atWelcome(), done(emptyProgress(), false));
    expect(s.persistenceAvailable).toBe(false);
    expect(s.profile?.persistenceAvailable).toBe(false);
  });

  it.each(["preview", "commit", "win", "fail", "reward", "briefing_done"] as const)(
    "skips the briefing once Level 1 has a %s",
    (activity) => {
      const s = transition(atWelcome(), done(recordActivity(emptyProgress(), 1, activity)));
      expect(s).toMatchObject({ phase: "PLAYING", level: 1 });
    },
  );

  it("still briefs when Level 1 only has a preload level_start, or activity on other levels", () => {
    let progress = recordActivity(emptyProgress(), 1, "level_start");
    progress = recordActivity(progress, 2, "commit");
    expect(transition(atWelcome(), done(progress)).phase).toBe("LEVEL_BRIEFING");
  });

  it("plays four beats under the typewriter rule and ends only on the CTA", () => {
    let s = transition(atWelcome(), done());
    const seen: number[] = [];
    for (let i = 0; i < 8; i++) {
      if (!seen.includes(s.line)) seen.push(s.line);
      expect(transition(s, { type: "START_LEVEL" }).phase).toBe(
        showBriefingCta(s) ? "PLAYING" : "LEVEL_BRIEFING",
      );
      s = transition(s, A);
    }
    expect(seen).toEqual([0, 1, 2, 3]);
    expect(showBriefingCta(s)).toBe(true);
    expect(run(s, A, A).phase).toBe("LEVEL_BRIEFING");
    const playing = transition(s, { type: "START_LEVEL" });
    expect(playing).toMatchObject({ phase: "PLAYING", level: 1 });
    expect(boardLocked(playing)).toBe(false);
    expect(coachHidden(playing)).toBe(false);
  });
});

describe("MENU and levels", () => {
  const menu = () => run(initialOnboarding(), checked({ profile: savedProfile }));

  it("opens any level; only an unplayed Level 1 gets the briefing", () => {
    expect(transition(menu(), { type: "OPEN_LEVEL", level: 3, progress: emptyProgress() })).toMatchObject({
      phase: "PLAYING",
      level: 3,
    });
    expect(transition(menu(), { type: "OPEN_LEVEL", level: 1, progress: emptyProgress() }).phase).toBe(
      "LEVEL_BRIEFING",
    );
    const won = recordWin(emptyProgress(), 1, 3);
    expect(transition(menu(), { type: "OPEN_LEVEL", level: 1, progress: won }).phase).toBe("PLAYING");
  });

  it("can leave a briefing for the menu (offered only when the level cannot be shown)", () => {
    const briefing = transition(menu(), { type: "OPEN_LEVEL", level: 1, progress: emptyProgress() });
    expect(transition(briefing, { type: "BACK_TO_MENU" })).toMatchObject({ phase: "MENU", level: null });
  });

  it("goes back to the menu and to the next level from a level", () => {
    const playing = transition(menu(), { type: "OPEN_LEVEL", level: 4, progress: emptyProgress() });
    expect(transition(playing, { type: "BACK_TO_MENU" })).toMatchObject({ phase: "MENU", level: null });
    expect(transition(playing, { type: "OPEN_LEVEL", level: 5, progress: emptyProgress() }).level).toBe(5);
  });

  it("lets a returning player change the profile language", () => {
    const s = transition(menu(), { type: "SET_PROFILE_LOCALE", locale: "vi" });
    expect(s.profile?.locale).toBe("vi");
    expect(activeLocale(s)).toBe("vi");
  });
});

describe("invariants over any event sequence", () => {
  const phaseOrder: Phase[] = [
    "NEW_PLAYER_CHECK",
    "HUMMING_INTRO",
    "PLAYER_MONOLOGUE",
    "TIDE_REVEAL",
    "BEACH_WALK",
    "DOLPHIN_ENTRANCE",
    "RESCUE_REQUEST",
    "PROFILE_SETUP",
    "WELCOME_COMPLETE",
    "LEVEL_BRIEFING",
  ];
  const arbEvent: fc.Arbitrary<OnboardingEvent> = fc.oneof(
    fc.constantFrom<OnboardingEvent>(
      A,
      R,
      LYRIC,
      { type: "SEA_SHOWN" },
      { type: "PAUSE_ELAPSED" },
      { type: "ENTRANCE_DONE" },
      { type: "WALK_LOOP_DONE" },
      { type: "SKIP" },
      { type: "AGREE" },
      { type: "DECLINE" },
      { type: "START_LEVEL" },
      { type: "SET_GENDER", gender: "female" },
      { type: "SET_NICKNAME", nickname: "Lan" },
      { type: "SUBMIT", playerId: "p", now: "t" },
      { type: "WELCOME_DONE", persistenceAvailable: true, progress: emptyProgress() },
    ),
  );

  it("moves forward only, enters the profile only through AGREE, and never from before the request", () => {
    fc.assert(
      fc.property(fc.array(arbEvent, { maxLength: 80 }), (events) => {
        let s = atHumming();
        for (const e of events) {
          const next = transition(s, e);
          if (next.phase !== "PLAYING") {
            expect(phaseOrder.indexOf(next.phase)).toBeGreaterThanOrEqual(phaseOrder.indexOf(s.phase));
          }
          if (next.phase === "PROFILE_SETUP" && s.phase !== "PROFILE_SETUP") {
            expect(s.phase).toBe("RESCUE_REQUEST");
            expect(e.type).toBe("AGREE");
          }
          if (e.type === "SKIP" && phaseOrder.indexOf(s.phase) < phaseOrder.indexOf("RESCUE_REQUEST")) {
            expect(next).toBe(s);
          }
          s = next;
        }
      }),
    );
  });
});

describe("copy", () => {
  it.each(["vi", "en"] as const)("the %s scripts have the machine's line counts", (locale) => {
    const copy = ONBOARDING_COPY[locale];
    expect(copy.lyrics).toHaveLength(SCRIPT_LENGTHS.lyrics);
    expect(copy.monologue).toHaveLength(SCRIPT_LENGTHS.monologue);
    expect(copy.beachWalk).toHaveLength(SCRIPT_LENGTHS.beachWalk);
    expect(copy.rescueRequest).toHaveLength(SCRIPT_LENGTHS.rescueRequest);
    expect(copy.briefing.beats).toHaveLength(SCRIPT_LENGTHS.briefing);
  });

  it("uses the seed's Vietnamese lines and CTAs", () => {
    const vi = ONBOARDING_COPY.vi;
    expect(vi.lyrics[0]).toBe("Chớ âu lo để làm gì");
    expect(vi.agree).toBe("Được, mình sẽ giúp!");
    expect(vi.decline).toBe("Mình không rảnh");
    expect(vi.profile.submit).toBe("Bắt đầu cứu hộ");
    expect(vi.briefing.start).toBe("Bắt đầu Level 1");
  });
});
