import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { Link } from "../../../lib/router.tsx";
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
import { loadPlayer, saveProfile, saveProgress } from "../state/player-store.ts";
import {
  type LevelActivity,
  levelProgress,
  type Progress,
  recordActivity,
  recordWin,
  type Stars,
} from "../state/progress.ts";
import "../shell-tide.css";
import { useTouch } from "../use-touch.ts";
import { DolphinBeats, dolphinBeats } from "./briefing.tsx";
import { playerLevelName } from "./level-names.ts";
import { LevelPlay } from "./level-play.tsx";
import { LevelSelect } from "./level-select.tsx";
import { introducedMechanics, mechanicPits } from "./mechanics.ts";
import { PLAY_COPY } from "./play-copy.ts";

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
  const open = (n: number) =>
    dispatch({
      type: "OPEN_LEVEL",
      level: n,
      progress: progressRef.current,
      mechanics: introducedMechanics(pack.levels, n),
    });
  const inLevel =
    machine.phase === "LEVEL_BRIEFING" || machine.phase === "MECHANIC_INTRO" || machine.phase === "PLAYING";
  const levelName = level ? playerLevelName(level.level, locale) : null;
  const beats = level ? dolphinBeats(machine, onboardingCopy, level.number) : null;

  return (
    <div className="st-page" lang={locale} data-testid="st-play-page" data-phase={machine.phase}>
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
          <button type="button" onClick={() => dispatch({ type: "BACK_TO_MENU" })}>
            {copy.back}
          </button>
        </p>
      )}
      {inLevel && level && (
        <>
          <h2 data-testid="st-level-title" className="st-level-title">
            {copy.level(level.number)}
            {levelName && (
              <span className="st-level-name" data-testid="st-level-name">
                {" · "}
                {levelName}
              </span>
            )}
          </h2>
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
            key={level.number}
            number={level.number}
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
            onBack={() => dispatch({ type: "BACK_TO_MENU" })}
          />
        </>
      )}
    </div>
  );
}
