import { loadWithOptionalPackage } from "../../../io/optional-package.js";

/**
 * The package that plays bots (sandbox, matches, tournaments, Redis workers, replays). It is an
 * optional peer of the CLI: with its Redis and queue libraries it is several times the size of
 * everything else, so `npm install @rulekit/cli` leaves it out. The arena commands register their
 * options and help without it and load it when they run.
 */
export const ARENA_PACKAGE = "@rulekit/rps-arena";

/**
 * A command action kept in its own module (`load`), which imports @rulekit/rps-arena: loaded when
 * the command runs, with a one-line "install @rulekit/rps-arena" when the package is missing.
 */
export function arenaAction<A extends unknown[]>(
  command: string,
  load: () => Promise<(...args: A) => Promise<void>>,
): (...args: A) => Promise<void> {
  return async (...args: A) => {
    const action = await loadWithOptionalPackage(ARENA_PACKAGE, command, load);
    await action(...args);
  };
}

/** Commander collector for repeatable options (`--bot A --bot B`). */
export function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}
