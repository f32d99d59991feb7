import { describe, expect, it } from "vitest";
import { MECHANICS, ONBOARDING_COPY } from "../../src/routes/shell-tide/onboarding/copy.ts";
import {
  acceptsAdvance,
  beatCount,
  canSkipIntro,
  coachHidden,
  initialOnboarding,
  type OnboardingEvent,
  type OnboardingState,
  pendingTimer,
  SCRIPT_LENGTHS,
  showBriefingCta,
  TIMINGS,
  transition,
  waitingCue,
} from "../../src/routes/shell-tide/onboarding/machine.ts";
import { NAMED_LEVEL_IDS, playerLevelName } from "../../src/routes/shell-tide/play/level-names.ts";
import { introducedMechanics, mechanicPits } from "../../src/routes/shell-tide/play/mechanics.ts";
import { emptyProgress, introDue, recordActivity } from "../../src/routes/shell-tide/state/progress.ts";
import { packLevels as pack } from "./pack-levels.ts";

const run = (state: OnboardingState, ...events: OnboardingEvent[]) => events.reduce(transition, state);
const A: OnboardingEvent = { type: "ADVANCE" };
const R: OnboardingEvent = { type: "LINE_RENDERED" };

const menu = () =>
  transition(initialOnboarding(), {
    type: "CHECKED",
    profile: {
      version: 1,
      playerId: "p",
      gender: "male",
      nickname: "Minh",
      locale: "en",
      welcomeStatus: "completed",
      welcomeCompletedAt: "2025-06-01T00:00:00.000Z",
      persistenceAvailable: true,
    },
    progress: emptyProgress(),
    persistenceAvailable: true,
    browserLanguages: ["en"],
  });

describe("which level introduces which mechanic", () => {
  it("is read from the pack: the Sweep at L4, the first wet pit at L5, Current Arrows at L8, nothing else", () => {
    const intros = pack.map((l) => introducedMechanics(pack, l.number));
    expect(intros).toEqual([[], [], [], ["sweep"], ["wetPit"], [], [], ["current"], [], []]);
    expect(introducedMechanics(pack, 42)).toEqual([]);
  });

  it("points the beat at the pits it talks about", () => {
    const five = pack[4]!.level;
    expect(mechanicPits(five, ["wetPit"])).toEqual(
      five.nodes.flatMap((n, i) => (n.type === "wet_pit" ? [i] : [])),
    );
    const eight = pack[7]!.level;
    expect(mechanicPits(eight, ["current"])).toEqual(
      eight.nodes.flatMap((n, i) => (n.currentDirection ? [i] : [])),
    );
    expect(mechanicPits(pack[3]!.level, ["sweep"])).toEqual([]);
  });
});

describe("MECHANIC_INTRO", () => {
  const open = (progress = emptyProgress()) =>
    transition(menu(), { type: "OPEN_LEVEL", level: 4, progress, mechanics: ["sweep"] });

  it("opens a level with a new mechanic on its beat, with the board locked and the coach hidden", () => {
    const s = open();
    expect(s).toMatchObject({ phase: "MECHANIC_INTRO", level: 4, mechanics: ["sweep"], introReplay: false });
    expect(beatCount(s)).toBe(SCRIPT_LENGTHS.mechanic);
    expect(coachHidden(s)).toBe(true);
    expect(canSkipIntro(s)).toBe(false);
    expect(run(s, { type: "SKIP" })).toBe(s);
  });

  it("is read line by line under the typewriter rule and left only through its start button", () => {
    const s = open();
    expect(transition(s, { type: "START_LEVEL" })).toBe(s);
    const last = run(s, A, A, R);
    expect(last.line).toBe(1);
    expect(showBriefingCta(last)).toBe(true);
    // input never presses the start button for the player
    expect(run(last, A, A, A)).toEqual(last);
    expect(transition(last, { type: "START_LEVEL" }).phase).toBe("PLAYING");
  });

  it("can be skipped once the player has been through it or played the level", () => {
    for (const progress of [
      recordActivity(emptyProgress(), 4, "intro_done"),
      recordActivity(emptyProgress(), 4, "commit"),
    ]) {
      expect(introDue(progress, 4)).toBe(false);
      const replay = open(progress);
      expect(replay.introReplay).toBe(true);
      expect(canSkipIntro(replay)).toBe(true);
      expect(transition(replay, { type: "SKIP" }).phase).toBe("PLAYING");
    }
    // a level_start alone (opening it) is not a replay
    expect(introDue(recordActivity(emptyProgress(), 4, "level_start"), 4)).toBe(true);
  });

  it("plays every beat of a level that brings two mechanics, in order", () => {
    const s = transition(menu(), {
      type: "OPEN_LEVEL",
      level: 5,
      progress: emptyProgress(),
      mechanics: ["wetPit", "current"],
    });
    expect(beatCount(s)).toBe(4);
  });

  it("has two lines per mechanic, in both languages", () => {
    for (const copy of Object.values(ONBOARDING_COPY)) {
      for (const m of MECHANICS) expect(copy.mechanics[m].lines).toHaveLength(SCRIPT_LENGTHS.mechanic);
    }
  });
});

describe("input the scene does not take", () => {
  const humming = () =>
    transition(initialOnboarding(), {
      type: "CHECKED",
      profile: undefined,
      progress: emptyProgress(),
      persistenceAvailable: true,
      browserLanguages: ["vi"],
    });

  it("is answered by a cue in every timed scene and at the question, never while a line waits", () => {
    let s = humming();
    expect([acceptsAdvance(s), waitingCue(s)]).toEqual([false, "humming"]);
    s = run(s, { type: "LYRIC_ELAPSED" }, { type: "LYRIC_ELAPSED" }, { type: "LYRIC_ELAPSED" });
    expect([s.phase, acceptsAdvance(s), waitingCue(s)]).toEqual(["PLAYER_MONOLOGUE", true, null]);
    s = run(s, R, A);
    expect([s.phase, acceptsAdvance(s), waitingCue(s)]).toEqual(["TIDE_REVEAL", false, "tide"]);
    s = run(s, { type: "SEA_SHOWN" });
    expect([s.phase, acceptsAdvance(s), waitingCue(s)]).toEqual(["BEACH_WALK", false, "walk"]);
    s = run(s, { type: "PAUSE_ELAPSED" });
    expect([acceptsAdvance(s), waitingCue(s)]).toEqual([true, null]);
    s = run(s, R, A, R, A);
    expect([s.phase, acceptsAdvance(s), waitingCue(s)]).toEqual(["DOLPHIN_ENTRANCE", false, "entrance"]);
    s = run(s, { type: "ENTRANCE_DONE" });
    expect([acceptsAdvance(s), waitingCue(s)]).toEqual([true, null]);
    s = run(s, { type: "SKIP" });
    expect([acceptsAdvance(s), waitingCue(s)]).toEqual([false, "answer"]);
  });

  it("ends the beach walk after one walk loop, whose timer keeps running while lines advance", () => {
    const walk = run(
      humming(),
      { type: "LYRIC_ELAPSED" },
      { type: "LYRIC_ELAPSED" },
      { type: "LYRIC_ELAPSED" },
      R,
      A,
      { type: "SEA_SHOWN" },
      { type: "PAUSE_ELAPSED" },
    );
    const loop = pendingTimer(walk, false)!;
    expect(loop).toEqual({ event: { type: "WALK_LOOP_DONE" }, ms: TIMINGS.walkLoopMs, key: "walk-loop" });
    const nextLine = run(walk, R, A);
    expect(nextLine.line).toBe(1);
    expect(pendingTimer(nextLine, false)!.key).toBe(loop.key);
    expect(transition(nextLine, loop.event).phase).toBe("DOLPHIN_ENTRANCE");
    // during the pause before the lines the loop does not count yet
    expect(transition({ ...walk, pausing: true }, loop.event).phase).toBe("BEACH_WALK");
  });
});

describe("level names", () => {
  it("gives every pack level a player-facing name in both languages, never the designer's note", () => {
    expect([...NAMED_LEVEL_IDS].sort()).toEqual(pack.map((l) => l.level.id).sort());
    for (const { level } of pack) {
      const vi = playerLevelName(level, "vi")!;
      const en = playerLevelName(level, "en")!;
      expect(vi).not.toBe(en);
      for (const name of [vi, en]) {
        expect(name).not.toBe(level.name);
        expect(name).not.toMatch(/^L\d+/);
      }
    }
  });

  it("falls back to the file's own name for a level outside the pack", () => {
    expect(playerLevelName({ id: "draft", name: "My draft" }, "vi")).toBe("My draft");
    expect(playerLevelName({ id: "draft" }, "en")).toBeNull();
  });
});
