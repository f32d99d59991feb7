import type { Level } from "@rulekit/reactor";
import { useEffect, useMemo, useRef } from "react";
import { type LevelMap, mapFromLevel } from "./level-map.ts";
import type { MapModel } from "./map-model.ts";

/** The editor's map of `level`, built from the last one shown: an edit rebuilds only the rows it touched. */
export function useLevelMap(level: Level): MapModel {
  const last = useRef<LevelMap | null>(null);
  const model = useMemo(() => mapFromLevel(level, last.current), [level]);
  useEffect(() => {
    last.current = { level, model };
  }, [level, model]);
  return model;
}
