/** Public entry of @rulekit/rps-arena (the engine lands with its issue). */
export const PACKAGE_NAME = "@rulekit/rps-arena";
