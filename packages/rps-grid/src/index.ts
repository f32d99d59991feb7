/** Public entry of @rulekit/rps-grid (the engine lands with its issue). */
export const PACKAGE_NAME = "@rulekit/rps-grid";
