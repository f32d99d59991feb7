import { describe, expect, it } from "vitest";
import { createSafeStorage } from "../src/lib/storage.ts";
import { BlockedStorage, MemoryStorage } from "./helpers/memory-storage.ts";

describe("createSafeStorage", () => {
  it("persists JSON through a working backend", () => {
    const backend = new MemoryStorage();
    const storage = createSafeStorage(backend);
    expect(storage.persistent).toBe(true);
    expect(storage.setJson("k", { a: 1 })).toBe(true);
    expect(createSafeStorage(backend).getJson("k")).toEqual({ a: 1 });
  });

  it("falls back to memory for the session when storage is blocked", () => {
    const storage = createSafeStorage(new BlockedStorage());
    expect(storage.persistent).toBe(false);
    expect(storage.setJson("k", [1, 2])).toBe(false);
    expect(storage.getJson("k")).toEqual([1, 2]);
  });

  it("survives a backend getter that throws and unreadable values", () => {
    const storage = createSafeStorage(() => {
      throw new Error("denied");
    });
    expect(storage.persistent).toBe(false);
    const backend = new MemoryStorage();
    backend.setItem("bad", "{nope");
    expect(createSafeStorage(backend).getJson("bad")).toBeUndefined();
  });
});
