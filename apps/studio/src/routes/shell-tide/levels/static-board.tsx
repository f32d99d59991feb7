import type { Level } from "@rulekit/shell-tide";
import { useMemo } from "react";
import { boardGeometry } from "../board/board-geometry.ts";
import { BoardView } from "../board/board-view.tsx";

/** A level's starting board, drawn and labelled but not playable (the designer view's boards). */
export function StaticBoard(props: { level: Level; testId: string; label?: string }) {
  const geometry = useMemo(() => boardGeometry(props.level), [props.level]);
  return (
    <BoardView
      level={props.level}
      geometry={geometry}
      starfish={props.level.nodes.map((n) => n.starfish)}
      selected={null}
      selectable={new Set()}
      overlays={[]}
      locked
      nodeLabel={(i) => {
        const node = props.level.nodes[i]!;
        return node.type === "wet_pit" ? `Pit ${i}: wet pit` : `Pit ${i}: ${node.starfish} starfish`;
      }}
      boardLabel={props.label ?? "Initial board"}
      testId={props.testId}
    />
  );
}
