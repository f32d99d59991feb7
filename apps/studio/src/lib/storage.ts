/**
 * localStorage that never throws. When storage is blocked (private mode, disabled cookies, quota)
 * reads and writes fall back to an in-memory map for the session and `persistent` is false, so
 * pages can say "progress will not be saved" instead of crashing.
 */
export interface SafeStorage {
  readonly persistent: boolean;
  getJson<T>(key: string): T | undefined;
  setJson(key: string, value: unknown): boolean;
  remove(key: string): void;
}

export function createSafeStorage(backend: Storage | undefined | (() => Storage | undefined)): SafeStorage {
  const memory = new Map<string, string>();
  let store: Storage | undefined;
  try {
    store = typeof backend === "function" ? backend() : backend;
    if (store) {
      const probe = "__rulekit_probe__";
      store.setItem(probe, "1");
      store.removeItem(probe);
    }
  } catch {
    store = undefined;
  }
  let persistent = Boolean(store);
  const read = (key: string): string | null => {
    if (store) {
      try {
        return store.getItem(key);
      } catch {
        persistent = false;
      }
    }
    return memory.get(key) ?? null;
  };
  return {
    get persistent() {
      return persistent;
    },
    getJson<T>(key: string): T | undefined {
      const text = read(key);
      if (text === null) return undefined;
      try {
        return JSON.parse(text) as T;
      } catch {
        return undefined;
      }
    },
    setJson(key, value) {
      const text = JSON.stringify(value);
      memory.set(key, text);
      if (!store) return false;
      try {
        store.setItem(key, text);
        return true;
      } catch {
        persistent = false;
        return false;
      }
    },
    remove(key) {
      memory.delete(key);
      try {
        store?.removeItem(key);
      } catch {
        persistent = false;
      }
    },
  };
}

/** The browser's storage, guarded (accessing window.localStorage itself can throw). */
export const browserStorage = (): SafeStorage =>
  createSafeStorage(() => (typeof window === "undefined" ? undefined : window.localStorage));
