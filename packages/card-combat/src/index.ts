/** Public entry of @rulekit/card-combat (the engine lands with its issue). */
export const PACKAGE_NAME = "@rulekit/card-combat";
