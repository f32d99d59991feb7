import { useEffect, useMemo, useRef } from "react";
import { type MapModel, shareCells } from "./map-model.ts";

/**
 * `model` with the cell objects of the last model shown wherever a cell draws the same, so the map
 * redraws only the cells (and rows) that changed: an edit or a turn on a 64×64 map touches a handful.
 */
export function useSharedCells(model: MapModel): MapModel {
  const last = useRef<MapModel | null>(null);
  const shared = useMemo(() => shareCells(last.current, model), [model]);
  useEffect(() => {
    last.current = shared;
  }, [shared]);
  return shared;
}
