import { libraries, publishable, published, requiredPeers, withOwnDependencies } from "./publishable.js";

/**
 * The npm projects the packaging tests install, each into its own empty folder outside the
 * repository, from the packed tarballs and the registry, as a user would: what the project names
 * (`tarballs`: our packages, given as tarball files since they are on no registry) and the
 * third-party packages it adds itself (`registry`). Nothing else: no optional peer a user would not
 * add, so a package that needs one it does not declare fails here.
 */
export interface ProjectPlan {
  tarballs: string[];
  registry: Record<string, string>;
}

/** The project of one published package: that package with its own dependencies, plus its required peers. */
export function aloneProject(name: string): ProjectPlan {
  const tarballs = withOwnDependencies(name);
  return { tarballs, registry: requiredPeers(tarballs) };
}

/** The project key of each published package's own project: its name. */
export const PROJECTS: Record<string, ProjectPlan> = {
  ...Object.fromEntries(publishable.map(({ manifest }) => [manifest.name, aloneProject(manifest.name)])),
  // The CLI with its optional peer, for the arena commands (`npm install @rulekit/cli @rulekit/rps-arena`).
  "cli+arena": {
    tarballs: [
      ...new Set([...withOwnDependencies("@rulekit/cli"), ...withOwnDependencies("@rulekit/rps-arena")]),
    ].sort(),
    registry: requiredPeers(withOwnDependencies("@rulekit/rps-arena")),
  },
  // @rulekit/core/testing's user, who adds its optional peer.
  "core+fast-check": {
    tarballs: withOwnDependencies("@rulekit/core"),
    registry: {
      ...requiredPeers(["@rulekit/core"]),
      "fast-check": published("@rulekit/core").manifest.peerDependencies!["fast-check"]!,
    },
  },
  // An application on every engine library and the data, with its own zod (the types and zod tests).
  libraries: {
    tarballs: [
      ...new Set([...libraries.flatMap((l) => withOwnDependencies(l.manifest.name)), "@rulekit/levels"]),
    ].sort(),
    registry: { ...requiredPeers(libraries.map((l) => l.manifest.name)), zod: "^4.6.0" },
  },
};
