import type { ReactNode } from "react";
import type { Speaker } from "./copy.ts";
import { Typewriter } from "./typewriter.tsx";

/**
 * The one RPG dialogue box at the bottom of the scene (seed 001 "Contract dialogue RPG"): speaker label,
 * the line, a small music icon while the player hums, and a continue cue once the line has rendered.
 */
export function DialogueBox(props: {
  speaker: Speaker;
  speakerName: string;
  text: string;
  /** Lyrics replace each other whole; dialogue uses the typewriter. */
  mode: "lyric" | "typed";
  rendered: boolean;
  reducedMotion: boolean;
  onRendered: () => void;
  continueHint?: string;
  musicLabel?: string;
  /** A control on the box's top edge, opposite the speaker (the rescue request's skip). */
  corner?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={`st-dialogue st-dialogue-${props.speaker}`} data-testid="st-dialogue">
      <div className="st-dialogue-speaker" data-testid="st-dialogue-speaker">
        {props.speakerName}
      </div>
      {props.corner && <div className="st-dialogue-corner">{props.corner}</div>}
      <p className="st-dialogue-line">
        {props.mode === "lyric" ? (
          <>
            <MusicIcon label={props.musicLabel ?? "♪"} />
            <span className="st-lyric" key={props.text} aria-hidden="true">
              {props.text}
            </span>
          </>
        ) : (
          <Typewriter
            key={props.text}
            text={props.text}
            complete={props.rendered}
            reducedMotion={props.reducedMotion}
            onRendered={props.onRendered}
          />
        )}
      </p>
      <div className="visually-hidden" aria-live="polite" data-testid="st-dialogue-text">
        {props.text}
      </div>
      {props.children}
      {props.mode === "typed" && props.rendered && props.continueHint && (
        <div className="st-dialogue-continue" data-testid="st-dialogue-continue">
          <span aria-hidden="true">▼</span> {props.continueHint}
        </div>
      )}
    </div>
  );
}

export function MusicIcon(props: { label: string }) {
  return (
    <svg
      className="st-music-icon"
      viewBox="0 0 24 24"
      width="22"
      height="22"
      role="img"
      aria-label={props.label}
    >
      <path
        d="M9 17.5a2.5 2.5 0 1 1-2.5-2.5c.56 0 1.08.19 1.5.5V5l10-2v11.5a2.5 2.5 0 1 1-2.5-2.5c.56 0 1.08.19 1.5.5V6.2L9 7.8z"
        fill="currentColor"
      />
    </svg>
  );
}
