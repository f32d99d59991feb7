import { type Move, newAttempt } from "@rulekit/shell-tide";
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { Link, setSearchParams, useSearchParams } from "../../../lib/router.tsx";
import { browserStorage } from "../../../lib/storage.ts";
import { useReducedMotion } from "../../../lib/use-reduced-motion.ts";
import { LOCALES, type Locale, ONBOARDING_COPY } from "../onboarding/copy.ts";
import {
  activeLocale,
  coachHidden,
  initialOnboarding,
  isOnboarding,
  type OnboardingEvent,
  transition,
} from "../onboarding/machine.ts";
import { OnboardingStage } from "../onboarding/onboarding-stage.tsx";
import { loadPack } from "../pack.ts";
import { asPlace, decodeMoves, encodeMoves, levelNumber, type Place, withAttempt } from "../state/place.ts";
import { loadPlayer, saveProfile, saveProgress } from "../state/player-store.ts";
import {
  type LevelActivity,
  levelProgress,
  type Progress,
  recordActivity,
  recordWin,
  type Stars,
} from "../state/progress.ts";
import { PLACE_KEY } from "../state/storage-keys.ts";
import "../shell-tide.css";
import { useTouch } from "../use-touch.ts";
import { DolphinBeats, dolphinBeats } from "./briefing.tsx";
import { playerLevelName } from "./level-names.ts";
import { LevelPlay } from "./level-play.tsx";
import { LevelSelect, nextLevel } from "./level-select.tsx";
import { introducedMechanics, mechanicPits } from "./mechanics.ts";
import { PLAY_COPY } from "./play-copy.ts";
import { restorePlay } from "./play-model.ts";
import { bandOfLevel } from "./preview-band.ts";

const browserLanguages = (): readonly string[] =>
  typeof navigator === "undefined"
    ? []
    : navigator.languages?.length
      ? navigator.languages
      : [navigator.language];

const newPlayerId = (): string =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `p-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * /shell-tide/play: NEW_PLAYER_CHECK runs as the page opens. New players get the cinematic, the profile
 * popup and Level 1 with the Dolphin's briefing; returning players land on the level menu.
 */
export function PlayPage() {
  const storage = useMemo(() => browserStorage(), []);
  const reducedMotion = useReducedMotion();
  const touch = useTouch();
  const pack = loadPack();
  const [progress, setProgressState] = useState<Progress>(() => loadPlayer(storage).progress);
  const progressRef = useRef(progress);
  const updateProgress = useCallback(
    (change: (p: Progress) => Progress) => {
      const next = change(progressRef.current);
      progressRef.current = next;
      saveProgress(storage, next);
      setProgressState(next);
    },
    [storage],
  );

  // Where the player is (which level, each attempt's moves): the address holds the level on screen and its
  // moves, localStorage every level's attempt and the level last open (state/place.ts).
  const numbers = useMemo(() => pack.levels.map((l) => l.number), [pack]);
  const [place, setPlaceState] = useState<Place>(() => asPlace(storage.getJson(PLACE_KEY), numbers));
  const placeRef = useRef(place);
  const updatePlace = useCallback(
    (change: (p: Place) => Place) => {
      const next = change(placeRef.current);
      placeRef.current = next;
      storage.setJson(PLACE_KEY, next);
      setPlaceState(next);
    },
    [storage],
  );
  const params = useSearchParams();
  const urlLevel = levelNumber(params.get("level"), numbers);
  const urlMoves = decodeMoves(params.get("moves")) ?? [];
  /** An attempt in progress (not over) of `level`, as storage has it: its moves and the turn it is on. */
  const attemptOf = useCallback(
    (level: number, from: Place = placeRef.current): { moves: Move[]; turn: number; max: number } | null => {
      const entry = pack.levels.find((l) => l.number === level);
      const moves = decodeMoves(from.attempts[String(level)]);
      if (!entry || !moves || moves.length === 0) return null;
      const { state } = restorePlay(newAttempt(entry.level), moves);
      if (state.attempt.levelStatus !== "playing") return null;
      return { moves: state.attempt.moves, turn: state.attempt.turnsUsed, max: state.attempt.maxTurns };
    },
    [pack],
  );

  // The check happens while the first render is prepared, so a returning player never sees the beach.
  const [machine, dispatch] = useReducer(transition, undefined, () => {
    const stored = loadPlayer(storage);
    const event: OnboardingEvent = {
      type: "CHECKED",
      profile: stored.profile,
      progress: stored.progress,
      persistenceAvailable: stored.persistenceAvailable,
      browserLanguages: browserLanguages(),
    };
    return transition(initialOnboarding(), event);
  });

  // WELCOME_COMPLETE: save the profile and the shared memory, then straight into Level 1.
  useEffect(() => {
    if (machine.phase !== "WELCOME_COMPLETE" || machine.profile === null) return;
    const saved = saveProfile(storage, machine.profile, machine.profile.welcomeCompletedAt);
    dispatch({ type: "WELCOME_DONE", persistenceAvailable: saved, progress: progressRef.current });
  }, [machine.phase, machine.profile, storage]);

  // Opening a level logs a level_start (it never counts as having played); finishing the briefing or a
  // mechanic's beat is logged (the beat is skippable from then on).
  const previous = useRef({ phase: machine.phase, level: machine.level });
  useEffect(() => {
    const before = previous.current;
    previous.current = { phase: machine.phase, level: machine.level };
    const level = machine.level;
    if (level === null || (before.phase === machine.phase && before.level === level)) return;
    const beats = (phase: string) => phase === "LEVEL_BRIEFING" || phase === "MECHANIC_INTRO";
    const opened = before.level !== level || !(beats(before.phase) && machine.phase === "PLAYING");
    if (opened) updateProgress((p) => recordActivity(p, level, "level_start"));
    if (before.level === level && machine.phase === "PLAYING") {
      if (before.phase === "LEVEL_BRIEFING") updateProgress((p) => recordActivity(p, level, "briefing_done"));
      if (before.phase === "MECHANIC_INTRO") updateProgress((p) => recordActivity(p, level, "intro_done"));
    }
  }, [machine.phase, machine.level, updateProgress]);

  const locale = activeLocale(machine);
  const copy = PLAY_COPY[locale];
  const onboardingCopy = ONBOARDING_COPY[locale];
  const level = machine.level === null ? undefined : pack.levels.find((l) => l.number === machine.level);

  const setLocale = (next: Locale) => {
    dispatch({ type: "SET_PROFILE_LOCALE", locale: next });
    if (machine.profile) saveProfile(storage, { ...machine.profile, locale: next }, new Date().toISOString());
  };
  const onActivity = useCallback(
    (activity: LevelActivity) => {
      if (machine.level !== null) updateProgress((p) => recordActivity(p, machine.level!, activity));
    },
    [machine.level, updateProgress],
  );
  const onWin = useCallback(
    (stars: Stars) => {
      if (machine.level !== null) updateProgress((p) => recordWin(p, machine.level!, stars));
    },
    [machine.level, updateProgress],
  );
  /** Opens a level: a new address (Back returns to where the player was), with its attempt in progress. */
  const open = (n: number) => {
    const saved = attemptOf(n);
    setSearchParams({ level: String(n), moves: saved ? encodeMoves(saved.moves) : null }, { push: true });
  };
  const toMap = () => setSearchParams({}, { push: true });

  // The machine follows the address: a link, Back/Forward, a reload or a click that changed it.
  const [opened, setOpened] = useState(0);
  const machineLevel = useRef(machine.level);
  machineLevel.current = machine.level;
  const onboarding = isOnboarding(machine);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is the trigger
  useEffect(() => {
    if (onboarding || urlLevel === machineLevel.current) return;
    if (urlLevel === null) {
      dispatch({ type: "BACK_TO_MENU" });
      updatePlace((p) => ({ ...p, open: null }));
      return;
    }
    // An attempt brought back (moves in the address) skips the mechanic's beat: it was read when it began.
    setOpened((n) => n + 1);
    dispatch({
      type: "OPEN_LEVEL",
      level: urlLevel,
      progress: progressRef.current,
      mechanics: urlMoves.length > 0 ? [] : introducedMechanics(pack.levels, urlLevel),
    });
    updatePlace((p) => ({ ...p, open: urlLevel }));
  }, [urlLevel, onboarding]);
  // A plain /shell-tide/play after a closed tab comes back to the level that was open, where it was.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page opens
  useEffect(() => {
    const last = placeRef.current.open;
    if (params.has("level") || last === null || onboarding) return;
    const saved = attemptOf(last);
    setSearchParams({ level: String(last), moves: saved ? encodeMoves(saved.moves) : null });
  }, []);
  // The machine opened a level on its own (a new player's Level 1): the address follows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the machine's level is the trigger
  useEffect(() => {
    if (machine.level !== null && machine.level !== urlLevel && !onboarding) {
      setSearchParams({ level: String(machine.level) });
      updatePlace((p) => ({ ...p, open: machine.level }));
    }
  }, [machine.level]);
  const onMoves = useCallback(
    (moves: readonly Move[]) => {
      const level = machineLevel.current;
      if (level === null) return;
      updatePlace((p) => withAttempt(p, level, moves));
      setSearchParams({ level: String(level), moves: moves.length > 0 ? encodeMoves(moves) : null });
    },
    [updatePlace],
  );
  const inLevel =
    machine.phase === "LEVEL_BRIEFING" || machine.phase === "MECHANIC_INTRO" || machine.phase === "PLAYING";
  const levelName = level ? playerLevelName(level.level, locale) : null;
  const beats = level ? dolphinBeats(machine, onboardingCopy, level.number) : null;

  return (
    <div
      className={inLevel ? "st-page st-page-in-level" : "st-page"}
      lang={locale}
      data-testid="st-play-page"
      data-phase={machine.phase}
    >
      <div className="st-page-head">
        <h1>
          {copy.title}
          <span className="st-subtitle"> — {copy.subtitle}</span>
        </h1>
        {!isOnboarding(machine) && (
          <label className="st-locale">
            <span className="st-locale-label">{copy.language}</span>
            <select value={locale} onChange={(e) => setLocale(e.currentTarget.value === "en" ? "en" : "vi")}>
              {LOCALES.map((l) => (
                <option key={l} value={l} lang={l}>
                  {onboardingCopy.profile.localeNames[l]}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {pack.problems.length > 0 && (
        <div className="error" role="alert">
          <strong>{copy.loadError}:</strong>
          <ul>
            {pack.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      {!isOnboarding(machine) && !machine.persistenceAvailable && (
        <p className="warning" role="status">
          {copy.persistenceOff}
        </p>
      )}
      {isOnboarding(machine) && (
        <OnboardingStage
          state={machine}
          dispatch={dispatch}
          copy={onboardingCopy}
          reducedMotion={reducedMotion}
          touch={touch}
          onSubmitProfile={() =>
            dispatch({ type: "SUBMIT", playerId: newPlayerId(), now: new Date().toISOString() })
          }
        />
      )}
      {machine.phase === "MENU" && (
        <>
          <LevelSelect
            levels={pack.levels}
            stars={(n) => levelProgress(progress, n).bestStars}
            completed={(n) => levelProgress(progress, n).completed}
            inProgress={(n) => attemptOf(n, place)}
            next={nextLevel(
              numbers,
              (n) => levelProgress(progress, n).completed,
              (n) => attemptOf(n, place),
            )}
            packComplete={packStars(progress, numbers)}
            copy={copy}
            name={(entry) => playerLevelName(entry.level, locale)}
            onOpen={open}
          />
          <p>
            <Link to="/shell-tide/levels">{copy.designerLink}</Link>
          </p>
        </>
      )}
      {inLevel && !level && (
        <p className="error" role="alert">
          {copy.loadError}: {copy.level(machine.level ?? 0)}{" "}
          <button type="button" onClick={toMap}>
            {copy.back}
          </button>
        </p>
      )}
      {inLevel && level && (
        <>
          <div className="st-level-head">
            <button type="button" className="st-back-map" onClick={toMap} data-testid="st-back-map">
              <span aria-hidden="true">← </span>
              {copy.back}
            </button>
            <h2 data-testid="st-level-title" className="st-level-title">
              {copy.level(level.number)}
              {levelName && (
                <span className="st-level-name" data-testid="st-level-name">
                  {" · "}
                  {levelName}
                </span>
              )}
            </h2>
          </div>
          {beats && (
            <DolphinBeats
              state={machine}
              dispatch={dispatch}
              copy={onboardingCopy}
              reducedMotion={reducedMotion}
              touch={touch}
              {...beats}
            />
          )}
          <LevelPlay
            key={`${level.number}:${opened}`}
            number={level.number}
            band={bandOfLevel(level.number)}
            initialMoves={urlLevel === level.number ? urlMoves : []}
            onMoves={onMoves}
            completesPack={completesPack(progress, numbers, level.number)}
            label={copy.level(level.number)}
            level={level.level}
            copy={copy}
            locale={locale}
            locked={machine.phase !== "PLAYING"}
            coachHidden={coachHidden(machine)}
            reducedMotion={reducedMotion}
            touch={touch}
            exact
            watch={machine.phase === "MECHANIC_INTRO" ? mechanicPits(level.level, machine.mechanics) : []}
            hasNext={pack.levels.some((l) => l.number === level.number + 1)}
            onActivity={onActivity}
            onWin={onWin}
            onNext={() => open(level.number + 1)}
            onBack={toMap}
            backInToolbar={false}
          />
        </>
      )}
    </div>
  );
}

/** Every level completed: the stars held out of three per level; null while some level is not done. */
function packStars(progress: Progress, levels: readonly number[]): { stars: number; of: number } | null {
  if (levels.length === 0 || !levels.every((n) => levelProgress(progress, n).completed)) return null;
  return {
    stars: levels.reduce((sum, n) => sum + levelProgress(progress, n).bestStars, 0),
    of: levels.length * 3,
  };
}

/**
 * Winning `level` completes the pack (every other level is done already, or all are): the stars the pack
 * will hold are counted once the win is recorded, so the caller passes the progress as it stands then.
 */
function completesPack(
  progress: Progress,
  levels: readonly number[],
  level: number,
): { stars: number; of: number } | null {
  if (!levels.every((n) => n === level || levelProgress(progress, n).completed)) return null;
  return {
    stars: levels.reduce((sum, n) => sum + levelProgress(progress, n).bestStars, 0),
    of: levels.length * 3,
  };
}
