import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { Link } from "react-router";
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
import { Briefing } from "./briefing.tsx";
import { LevelPlay } from "./level-play.tsx";
import { LevelSelect } from "./level-select.tsx";
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

  // Opening a level logs a level_start (it never counts as having played); finishing the briefing is logged.
  const previousPhase = useRef(machine.phase);
  useEffect(() => {
    const before = previousPhase.current;
    previousPhase.current = machine.phase;
    if (machine.level === null || before === machine.phase) return;
    if (machine.phase === "LEVEL_BRIEFING" || (machine.phase === "PLAYING" && before !== "LEVEL_BRIEFING")) {
      updateProgress((p) => recordActivity(p, machine.level!, "level_start"));
    }
    if (before === "LEVEL_BRIEFING" && machine.phase === "PLAYING") {
      updateProgress((p) => recordActivity(p, machine.level!, "briefing_done"));
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
  const open = (n: number) => dispatch({ type: "OPEN_LEVEL", level: n, progress: progressRef.current });

  return (
    <div className="st-page" lang={locale} data-testid="st-play-page" data-phase={machine.phase}>
      <div className="st-row">
        <h1>{copy.title}</h1>
        <span className="st-spacer" />
        {!isOnboarding(machine) && (
          <label className="st-row">
            {copy.language}
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
            onOpen={open}
          />
          <p>
            <Link to="/shell-tide/levels">{copy.designerLink}</Link>
          </p>
        </>
      )}
      {(machine.phase === "LEVEL_BRIEFING" || machine.phase === "PLAYING") && !level && (
        <p className="error" role="alert">
          {copy.loadError}: {copy.level(machine.level ?? 0)}{" "}
          <button type="button" onClick={() => dispatch({ type: "BACK_TO_MENU" })}>
            {copy.back}
          </button>
        </p>
      )}
      {(machine.phase === "LEVEL_BRIEFING" || machine.phase === "PLAYING") && level && (
        <>
          <div>
            <h2 data-testid="st-level-title" className="st-level-title">
              {copy.level(level.number)}
            </h2>
            {level.level.name && <p className="st-muted st-level-name">{level.level.name}</p>}
          </div>
          {machine.phase === "LEVEL_BRIEFING" && (
            <Briefing
              state={machine}
              dispatch={dispatch}
              copy={onboardingCopy}
              reducedMotion={reducedMotion}
            />
          )}
          <LevelPlay
            key={level.number}
            number={level.number}
            level={level.level}
            copy={copy}
            locale={locale}
            locked={machine.phase !== "PLAYING"}
            coachHidden={coachHidden(machine)}
            reducedMotion={reducedMotion}
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
