import type { GameView } from "@rulekit/reactor";

export type Tone = "stable" | "caution" | "critical" | "ready" | "lost" | "won";

/** The big level-state banner of the gameplay preview. */
export function levelStateBanner(view: Pick<GameView, "levelState" | "loss">): {
  title: string;
  detail: string;
  tone: Tone;
} {
  switch (view.levelState) {
    case "Ready":
      return {
        title: "REACTOR READY",
        detail: "Stand on the reactor control and activate the core.",
        tone: "ready",
      };
    case "Won":
      return { title: "WON", detail: "The reactor is online.", tone: "won" };
    case "Lost":
      return { title: "LOST", detail: view.loss?.message ?? "Terminal failure.", tone: "lost" };
    case "Critical":
      return {
        title: "Critical",
        detail: "Loss is predicted without near-term intervention.",
        tone: "critical",
      };
    case "Caution":
      return {
        title: "Caution",
        detail: "A required service is missing or a hazard is growing.",
        tone: "caution",
      };
    case "Stable":
      return { title: "Stable", detail: "No terminal path is near.", tone: "stable" };
  }
}
