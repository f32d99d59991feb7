import { mkdirSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  checkGitSource,
  checkHostAddresses,
  type GitSourcePolicy,
  isPrivateAddress,
  refProblem,
} from "../src/submissions/git-source.js";

const open = { localRoots: [], allowPrivateHosts: false };

describe("git URLs and refs at the boundary", () => {
  it("takes https:// and git:// URLs and plain refs", () => {
    const source = checkGitSource("https://example.org/team/bot.git", "v3", open);
    expect(source.fetch).toEqual({ kind: "git", url: "https://example.org/team/bot.git" });
    expect(source.ref).toBe("v3");
    expect(checkGitSource("git://example.org/bot", undefined, open).ref).toBe("HEAD");
    expect(checkGitSource("https://example.org/bot", "feature/x-1.2", open).ref).toBe("feature/x-1.2");
  });

  it.each([
    ["ssh://example.org/bot", "scheme"],
    ["http://example.org/bot", "scheme"],
    ["ext::sh -c touch% /tmp/pwned", "printable ASCII"],
    ["ext::sh", "scheme"],
    ["git@example.org:team/bot.git", "not a URL"],
    ["-uhttps://example.org", "'-'"],
    ["https://user:secret@example.org/bot", "credentials"],
    ["https://127.0.0.1/bot", "private"],
    ["https://localhost/bot", "private"],
    ["https://[::1]/bot", "private"],
    ["https://10.1.2.3/bot", "private"],
    ["https://169.254.169.254/latest", "private"],
    ["file:///etc", "local paths"],
    ["/etc", "local paths"],
    ["https://example.org/bot\u202e", "printable ASCII"],
  ])("refuses %s", (url, why) => {
    expect(() => checkGitSource(url, "main", open)).toThrow(why);
  });

  it.each([
    "--upload-pack=touch /tmp/x",
    "-x",
    "a..b",
    "main@{1}",
    "x/.hidden",
    "ref.lock",
    "a b",
    "HEAD~1",
    "",
    "x".repeat(201),
    "a//b",
  ])("refuses the ref %j", (ref) => {
    expect(refProblem(ref)).not.toBeNull();
    expect(() => checkGitSource("https://example.org/bot", ref, open)).toThrow("ref");
  });

  it("takes a local folder only inside a root the admin allows, links resolved first", () => {
    const root = mkdtempSync(join(tmpdir(), "arena-roots-"));
    const allowed = join(root, "allowed");
    mkdirSync(join(allowed, "repo"), { recursive: true });
    mkdirSync(join(root, "outside"));
    symlinkSync(join(root, "outside"), join(allowed, "escape"));
    const policy = { localRoots: [allowed], allowPrivateHosts: false };
    expect(checkGitSource(join(allowed, "repo"), "main", policy).fetch).toEqual({
      kind: "git",
      url: `file://${join(allowed, "repo")}`,
    });
    expect(checkGitSource(`file://${join(allowed, "repo")}`, "main", policy).shown).toBe(
      join(allowed, "repo"),
    );
    expect(() => checkGitSource(join(root, "outside"), "main", policy)).toThrow("outside");
    expect(() => checkGitSource(join(allowed, "escape"), "main", policy)).toThrow("outside");
    expect(() => checkGitSource(`${allowed}/../outside`, "main", policy)).toThrow("outside");
    expect(() => checkGitSource("file://host/x", "main", policy)).toThrow("host");
    expect(() => checkGitSource("relative/path", "main", policy)).toThrow();
  });

  it("knows private addresses", () => {
    for (const a of [
      "127.0.0.1",
      "10.0.0.1",
      "172.16.0.1",
      "192.168.1.1",
      "169.254.1.1",
      "100.64.0.1",
      "0.0.0.0",
      "::1",
      "fd00::1",
      "fe80::1",
      "::ffff:127.0.0.1",
    ]) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    for (const a of ["93.184.216.34", "140.82.112.3", "2606:4700::1111"])
      expect(isPrivateAddress(a), a).toBe(false);
  });

  it("hands over the checked address for git to use, so the name cannot resolve elsewhere later", async () => {
    // (addresses as hosts: resolved without any DNS server)
    const at = (url: string, policy: GitSourcePolicy = open) =>
      checkHostAddresses(checkGitSource(url, "main", policy), policy);
    expect(await at("https://93.184.216.34/team/bot.git")).toBe("93.184.216.34");
    expect(await at("git://[2606:4700::1111]/bot")).toBe("2606:4700::1111");
    // Nothing to pin: private hosts allowed (tests), or a local repository.
    const lenient = { localRoots: [tmpdir()], allowPrivateHosts: true };
    expect(await at("https://93.184.216.34/team/bot.git", lenient)).toBeNull();
    const local = mkdtempSync(join(tmpdir(), "rulekit-pin-"));
    expect(await at(local, { localRoots: [tmpdir()], allowPrivateHosts: false })).toBeNull();
  });
});
