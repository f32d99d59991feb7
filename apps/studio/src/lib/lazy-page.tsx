import { type ComponentType, lazy } from "react";

/**
 * A page component loaded on first visit, from a module that exports it by name, so a route downloads
 * only its own page (the shared layout's Suspense shows "Loading…" meanwhile).
 */
export function lazyPage<M>(load: () => Promise<M>, name: keyof M): ComponentType {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
