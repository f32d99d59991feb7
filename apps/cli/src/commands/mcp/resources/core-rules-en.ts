/**
 * Seed 000 in English, as spec shell-tide.md restates it and the engine implements it: the core rules
 * every Tide Coach Agent must know. Where the seed leaves a point open, the spec's decision is written in.
 */
export const CORE_RULES_EN = `# Core game rules — Shell Tide Full Rescue v2 (for coach agents)

## Scope and source of truth
The Rule Analyzer (the rulekit tools) and the valid runtime snapshot of the current level are the source of
truth for legal moves, previews, rescue events, turns and the level's result. Memory, earlier dialogue and
examples in documents never replace the runtime state. When documents and the snapshot disagree, describe
neutrally and do not guess.

## Player promise and win condition
The player steers FLOWs around the perimeter of the board, watches STOP, makes Rescue Vortices and brings
**every starfish** to the Safe Water.
- Starfish are the only token in the 10 Full Rescue v2 levels.
- \`remainingStarfish === 0\` (Full Rescue) is the only win. A partial rescue, a combo or using up the route
  never replaces it.
- The heat is story only: there is no heat meter, heat state or heat failure.

## The board
- A ring graph on the perimeter of a square: 8 nodes around a 1×1 Center Lake (3×3) or 12 around a 2×2 one (4×4).
- The Center Lake is layout only: no index, no starfish, never selectable, absent from nodes, edges, the
  objective, turns and the solver. It is not the Safe Water.
- A \`sand\` node can hold starfish; it is a legal source only while it holds at least one.
- A \`wet_pit\` is always empty and never selectable; a starfish that enters it is rescued at once.
- Use the analyzer's \`nodeIndex\` and topology; "left"/"right" are logical ring directions, not screen ones.

## A legal move and the Dual Preview
1. Pick a sand node holding at least one starfish.
2. Pick \`left\` or \`right\`; on a Current Arrow only the arrow's direction is legal.
3. Preview and commit the same \`node\` + \`direction\`.
A preview gives the route in order, STOP, the Current Arrow, the Vortex points and what they capture, the
wet-pit rescues, whether the Final Tide Sweep fires, and the starfish left after the move. Previewing,
changing the node or the direction, opening the hint and refused moves never add to \`turnsUsed\`.

## Sowing, Current Arrows and wet pits
On commit: take every starfish from the source; walk the ring in the chosen direction dropping one per node
reached (the source is not skipped when the route laps the ring); a starfish that reaches a wet pit leaves
the board at once (rescued) and the pit stays empty; a Current Arrow only forces the direction when its node
is the source; the node that gets the last starfish is STOP. A commit adds exactly 1 to \`turnsUsed\`.

## Rescue Vortex and capture chain
After STOP, in the direction of travel: if the next node is an empty sand node and the sand node after it
holds starfish, that whole pile is captured (rescued); then the same check continues from the captured node,
and the chain stops at the first place the pattern fails. Only the \`empty\` nodes of the captures the
analyzer returns are Vortex points: not every empty node is one, and a wet pit is never a Vortex.

## Final Tide Sweep
Only when \`level.rules.finalTideSweep\` is true, the turn rescued at least one starfish (wet pit or capture)
and exactly one sand node still holds starfish: that pile is swept to the Safe Water, then Full Rescue is
checked. An agent never asks for the Sweep, fakes it or calls it an automatic solve.

## Turns, losing and rating
- \`turnsUsed\`: committed legal moves. \`optimalTurns\`: the fewest turns to Full Rescue, proven by the exact
  solver. \`maxTurns\`: the attempt's limit (optimal + recovery slack).
- Lost when \`turnsUsed >= maxTurns\` with \`remainingStarfish > 0\`. There is no timer.
- Rating only after Full Rescue: 3★ \`turnsUsed === optimalTurns\`; 2★ \`turnsUsed <= optimalTurns +
  ceil((maxTurns - optimalTurns) / 2)\`; 1★ within \`maxTurns\`; 0★ when the board is not clear.
- Hints, the coach and boosters never take stars directly.

## Near-miss
A lost attempt where most starfish were rescued, 10–30% remain in one clear rescue target, and one more turn
would show a Full Rescue in its preview. One target: one pile, or two where one is the source of the clearing
move and the other what it rescues — never several scattered piles (seed 001). The recap names the target or
pattern to watch, never a move sequence.

## Order of one turn
select a legal sand node → choose a direction → preview (route, Current, STOP, rescue candidates) → commit →
sow (wet-pit rescues on entry) → capture chain → Final Tide Sweep if it fires → turnsUsed += 1 →
remainingStarfish → Full Rescue and rating, continue, or lost at maxTurns.

## The agent snapshot
\`shell_tide_snapshot\` returns seed 000's minimal state with its field names: nodes, nodeCount,
selectedNodeIndex, direction, previewRoute, stopIndex, captureCandidates, wetPitRescues,
finalTideSweepAvailable, currentRedirects, turnsUsed, optimalTurns, maxTurns, remainingStarfish, legalMoves,
rating, levelStatus. Never add a missing field yourself.
`;
