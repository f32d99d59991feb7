/** localStorage keys of the Shell Tide pages. The first two are the spec's (§7); the third is the studio's. */
export const PROFILE_KEY = "rescueFlowPlayerProfileV1";
export const SHARED_MEMORY_KEY = "shellTide.globalSharedMemory.v1";
/** Stars earned and the per-level activity log (what the Level 1 briefing guard reads). */
export const PROGRESS_KEY = "shellTide.progress.v1";
/** Where the player is: the level open (if any) and the moves of each level's attempt in progress. */
export const PLACE_KEY = "shellTide.place.v1";
