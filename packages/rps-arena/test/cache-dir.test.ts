import {
  chmodSync,
  chownSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { defaultCacheDir } from "../src/util/cache-dir.js";

/**
 * The cache holds what is run (the supervisor, compiled bots). When it falls back to the shared temp
 * dir, a folder someone else made there first — open to others, theirs, or a link — must not be used:
 * whatever they planted in it would be run as this user's supervisor or bot.
 */
const root = mkdtempSync(join(tmpdir(), "rulekit-cache-test-"));
const saved = { ...process.env };
afterEach(() => {
  for (const key of ["HOME", "XDG_CACHE_HOME", "TMPDIR", "RULEKIT_ARENA_CACHE"]) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const uid = process.getuid!();

/** Only the temp dir is usable: no cache variable, a home where nothing can be made (a file). */
function onlyTemp(name: string): { temp: string; shared: string } {
  const temp = join(root, name);
  mkdirSync(temp);
  const home = join(root, `${name}-home`);
  writeFileSync(home, "not a folder");
  delete process.env.RULEKIT_ARENA_CACHE;
  delete process.env.XDG_CACHE_HOME;
  process.env.HOME = home;
  process.env.TMPDIR = temp;
  return { temp, shared: join(temp, `rulekit-arena-${uid}`) };
}

const isPrivate = (dir: string) => {
  const stat = lstatSync(dir);
  return stat.isDirectory() && stat.uid === uid && (stat.mode & 0o077) === 0;
};

describe("the cache in the shared temp dir", () => {
  it("is this user's own folder, made private, when nobody was there first", () => {
    const { shared } = onlyTemp("clean");
    expect(defaultCacheDir()).toBe(shared);
    expect(isPrivate(shared)).toBe(true);
    expect(defaultCacheDir()).toBe(shared);
  });

  it("passes over a folder others may write to, for a private one of its own", () => {
    const { temp, shared } = onlyTemp("open");
    mkdirSync(shared);
    chmodSync(shared, 0o777);
    const dir = defaultCacheDir();
    expect(dir).not.toBe(shared);
    expect(dir.startsWith(join(temp, "rulekit-arena-private-"))).toBe(true);
    expect(isPrivate(dir)).toBe(true);
  });

  it("passes over a link planted where the folder would be", () => {
    const { temp, shared } = onlyTemp("link");
    const elsewhere = join(temp, "planted");
    mkdirSync(elsewhere, { mode: 0o700 });
    symlinkSync(elsewhere, shared);
    const dir = defaultCacheDir();
    expect(dir).not.toBe(shared);
    expect(isPrivate(dir)).toBe(true);
  });

  it.runIf(uid === 0)("passes over a folder another user made first, even one only they can write to", () => {
    const { shared } = onlyTemp("theirs");
    mkdirSync(shared, { mode: 0o700 });
    chownSync(shared, 65534, 65534);
    expect(defaultCacheDir()).not.toBe(shared);
  });
});
