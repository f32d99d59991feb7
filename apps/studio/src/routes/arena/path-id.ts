import { useLocation } from "../../lib/router.tsx";

/**
 * The id after `/arena/<segment>/` in the address (`/arena/matches/12` → 12), or null when there is none
 * or it is not a positive whole number. The studio's router has no path parameters; the arena pages read
 * their id here.
 */
export function idAfter(pathname: string, segment: string): number | null {
  const parts = pathname.split("/").filter(Boolean);
  const at = parts.indexOf(segment);
  const text = at >= 0 ? parts[at + 1] : undefined;
  if (text === undefined || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

export function usePathId(segment: string): number | null {
  return idAfter(useLocation().pathname, segment);
}
