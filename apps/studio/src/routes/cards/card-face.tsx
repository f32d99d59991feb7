import type { CardDefinition } from "@rulekit/card-combat";
import { type ReactNode, useId } from "react";
import { cardRules, flavourOf, KEYWORDS, type Keyword, type TextPiece } from "./card-words.ts";

/** A rules keyword on a card face: underlined, and its meaning shown on hover and on keyboard focus. */
export function KeywordTip(props: { keyword: Keyword; children: ReactNode }) {
  const id = useId();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: focus shows the keyword's meaning (its tooltip)
    <span className="cc-kw" tabIndex={0} aria-describedby={id} data-keyword={props.keyword}>
      {props.children}
      <span role="tooltip" id={id} className="cc-kw-tip">
        {KEYWORDS[props.keyword]}
      </span>
    </span>
  );
}

function Pieces(props: { pieces: TextPiece[] }) {
  return (
    <>
      {props.pieces.map((piece, i) =>
        typeof piece === "string" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: pieces are positional
          <span key={i}>{piece}</span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: pieces are positional
          <KeywordTip key={i} keyword={piece.keyword}>
            {piece.text}
          </KeywordTip>
        ),
      )}
    </>
  );
}

export interface FaceNumbers {
  cost: number;
  attack?: number | undefined;
  health?: number | undefined;
  maxHealth?: number | undefined;
  countdown?: number | null | undefined;
}

/**
 * A card as a card: cost in the top corner, attack and health in the bottom corners, the type line, the
 * rules in players' words (keywords explained on hover/focus) or the flavour text. `children` go under
 * the text (the card's buttons). Numbers that differ from the printed card are marked (buffed, hurt).
 */
export function CardFace(props: {
  def: CardDefinition | undefined;
  numbers: FaceNumbers;
  names: (id: string) => string;
  compact?: boolean;
  className?: string;
  testId?: string;
  children?: ReactNode;
  extra?: ReactNode;
}) {
  const { def, numbers } = props;
  const rules = def ? cardRules(def, props.names) : [];
  const flavour = def ? flavourOf(def) : null;
  const creature = def?.type === "creature";
  const health = numbers.health ?? 0;
  const hurt = numbers.maxHealth !== undefined && health < numbers.maxHealth;
  return (
    <div
      className={[
        "cc-face",
        `cc-face-${def?.type ?? "card"}`,
        props.compact ? "cc-face-compact" : "",
        props.className,
      ]
        .filter(Boolean)
        .join(" ")}
      data-testid={props.testId}
      data-faction={def?.faction}
    >
      <span className="cc-corner cc-corner-cost" title={`Costs ${numbers.cost} energy`}>
        <span aria-hidden="true">{numbers.cost}</span>
        <span className="visually-hidden">Cost {numbers.cost} energy.</span>
      </span>
      <h3 className="cc-face-name">{def?.name ?? "A card"}</h3>
      <p className="cc-face-type">
        {def ? def.type.charAt(0).toUpperCase() + def.type.slice(1) : ""}
        {numbers.countdown !== null && numbers.countdown !== undefined ? (
          <span className="cc-face-countdown">
            {" · "}
            {numbers.countdown === 1 ? "1 turn left" : `${numbers.countdown} turns left`}
          </span>
        ) : null}
      </p>
      <div className="cc-face-text">
        {rules.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines are positional
          <p key={i}>
            <Pieces pieces={line} />
          </p>
        ))}
        {flavour ? <p className="cc-flavour">{flavour}</p> : null}
      </div>
      {props.extra}
      {props.children ? <div className="cc-face-actions">{props.children}</div> : null}
      {creature ? (
        <>
          <span className="cc-corner cc-corner-attack" title={`Attack ${numbers.attack ?? 0}`}>
            <span aria-hidden="true">{numbers.attack ?? 0}</span>
            <span className="visually-hidden">Attack {numbers.attack ?? 0}.</span>
          </span>
          <span
            className={hurt ? "cc-corner cc-corner-health cc-hurt" : "cc-corner cc-corner-health"}
            title={`Health ${health}${numbers.maxHealth !== undefined ? ` of ${numbers.maxHealth}` : ""}`}
          >
            <span aria-hidden="true">{health}</span>
            <span className="visually-hidden">
              Health {health}
              {numbers.maxHealth !== undefined ? ` of ${numbers.maxHealth}` : ""}.
            </span>
          </span>
        </>
      ) : null}
    </div>
  );
}
