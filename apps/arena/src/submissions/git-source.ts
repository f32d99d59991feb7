import { lookup } from "node:dns/promises";
import { realpathSync, statSync } from "node:fs";
import { isIP, isIPv4 } from "node:net";
import { isAbsolute, relative, resolve } from "node:path";
import { badRequest } from "../errors.js";

/** Where a competitor's git submission comes from, once checked: what to fetch and what to show. */
export interface GitSource {
  /** What acquireSubmission fetches: an https:// or git:// URL, or a file:// URL or folder the admin allows. */
  fetch: { kind: "git"; url: string } | { kind: "folder"; dir: string };
  /** What is stored and shown (the URL as given, or the local path). */
  shown: string;
  ref: string;
}

export interface GitSourcePolicy {
  /** Local folders (and file:// URLs) under these roots may be submitted; none by default. */
  localRoots: readonly string[];
  /** Whether hosts on loopback, private or link-local addresses may be fetched from (tests only). */
  allowPrivateHosts: boolean;
}

const MAX_URL = 2000;
const MAX_REF = 200;

/**
 * Checks a submitted git URL and ref at the boundary. Accepted: `https://host/path` and
 * `git://host/path` (no credentials, no options, printable ASCII), or a local path / `file://` URL
 * inside a folder the admin allowed. Refused: every other transport (`ssh`, `http`, `ext::`, scp
 * syntax), anything that starts with `-`, and a ref that git would not take as a plain branch, tag
 * or commit name (an option, `..`, `@{`, control characters).
 */
export function checkGitSource(url: string, ref: string | undefined, policy: GitSourcePolicy): GitSource {
  const shownRef = checkRef(ref ?? "HEAD");
  if (url.length === 0 || url.length > MAX_URL)
    throw badRequest(`the git URL must be 1–${MAX_URL} characters`);
  if (!/^[\x21-\x7e]+$/.test(url)) {
    throw badRequest("the git URL may hold only printable ASCII characters without spaces");
  }
  if (url.startsWith("-")) throw badRequest("the git URL may not start with '-'");
  if (url.startsWith("/") || url.startsWith("file:")) return localSource(url, shownRef, policy);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw badRequest("the git URL is not a URL (expected https://host/owner/repo.git)");
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "git:") {
    throw badRequest(`the git URL's scheme '${parsed.protocol}' is not accepted (use https:// or git://)`);
  }
  if (parsed.username || parsed.password) {
    throw badRequest("the git URL may not carry credentials (use a public repository or upload an archive)");
  }
  if (!parsed.hostname || parsed.hostname.startsWith("-")) throw badRequest("the git URL has no host");
  if (!policy.allowPrivateHosts && isPrivateHost(parsed.hostname)) {
    throw badRequest("the git URL names a local or private host");
  }
  return { fetch: { kind: "git", url: parsed.toString() }, shown: parsed.toString(), ref: shownRef };
}

/**
 * Resolves the URL's host and refuses it when any address is loopback, private or link-local (a
 * submission must not make the service fetch from its own network). Called just before fetching;
 * returns the checked address git must use (an IPv4 one when there is one), so that the name cannot
 * resolve elsewhere by the time git connects (rps-arena's `pinnedAddress`), or null when nothing is
 * checked (a local repository, or private hosts allowed).
 */
export async function checkHostAddresses(source: GitSource, policy: GitSourcePolicy): Promise<string | null> {
  if (policy.allowPrivateHosts || source.fetch.kind !== "git") return null;
  const url = new URL(source.fetch.url);
  if (url.protocol === "file:") return null;
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  let addresses: { address: string }[];
  try {
    addresses = await lookup(host, { all: true });
  } catch {
    throw badRequest(`the git host ${host} cannot be resolved`);
  }
  if (addresses.some((a) => isPrivateAddress(a.address))) {
    throw badRequest(`the git host ${host} resolves to a local or private address`);
  }
  const chosen = addresses.find((a) => isIPv4(a.address)) ?? addresses[0];
  if (!chosen) throw badRequest(`the git host ${host} cannot be resolved`);
  return chosen.address;
}

function checkRef(ref: string): string {
  const problem = refProblem(ref);
  if (problem) throw badRequest(`the ref ${problem}`);
  return ref;
}

/** Why a ref is refused, or null: plain branch, tag or commit names only. */
export function refProblem(ref: string): string | null {
  if (ref.length === 0 || ref.length > MAX_REF) return `must be 1–${MAX_REF} characters`;
  if (!/^[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(ref)) {
    return "may hold only letters, digits, '.', '_', '/' and '-', and must start with a letter or digit";
  }
  if (ref.includes("..") || ref.includes("//") || ref.includes("/.") || ref.includes("@{")) {
    return "may not hold '..', '//', '/.' or '@{'";
  }
  if (ref.endsWith("/") || ref.endsWith(".") || ref.endsWith(".lock")) {
    return "may not end with '/', '.' or '.lock'";
  }
  return null;
}

function localSource(url: string, ref: string, policy: GitSourcePolicy): GitSource {
  if (policy.localRoots.length === 0) {
    throw badRequest("local paths are not accepted here (submit an https:// or git:// URL)");
  }
  let path = url;
  if (url.startsWith("file:")) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw badRequest("the file:// URL is not a URL");
    }
    if (parsed.host !== "") throw badRequest("a file:// URL may not name a host");
    path = decodeURIComponent(parsed.pathname);
  }
  if (!isAbsolute(path)) throw badRequest("a local path must be absolute");
  let real: string;
  try {
    real = realpathSync(path);
  } catch {
    throw badRequest("no such local repository");
  }
  const inside = policy.localRoots.some((root) => {
    const rel = relative(realpathSync(resolve(root)), real);
    return rel === "" || (!rel.startsWith("..") && !isAbsolute(rel));
  });
  if (!inside) throw badRequest("this local path is outside the folders the admin allows");
  if (!statSync(real).isDirectory()) throw badRequest("a local source must be a folder");
  return { fetch: { kind: "git", url: `file://${real}` }, shown: real, ref };
}

function isPrivateHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, "$1").toLowerCase();
  if (bare === "localhost" || bare.endsWith(".localhost") || bare.endsWith(".local")) return true;
  return isIP(bare) !== 0 && isPrivateAddress(bare);
}

/** Loopback, private (RFC 1918, ULA), link-local, CGNAT, unspecified and IPv4-mapped forms of them. */
export function isPrivateAddress(address: string): boolean {
  const lower = address.toLowerCase();
  if (isIP(lower) === 6) {
    if (lower === "::" || lower === "::1") return true;
    const mapped = lower.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
    if (mapped) return isPrivateAddress(mapped[1]!);
    return /^(fc|fd|fe8|fe9|fea|feb)/.test(lower);
  }
  if (isIP(lower) !== 4) return true;
  const [a, b] = lower.split(".").map(Number) as [number, number];
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    a >= 224
  );
}
