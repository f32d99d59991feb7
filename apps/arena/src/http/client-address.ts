import { isIP } from "node:net";

/**
 * Who a request comes from, for the limits counted per client (open event streams). Behind a
 * reverse proxy every request arrives from the proxy's address, so one client could fill the
 * limit for everyone: the operator names the proxies (`--trust-proxy`), and the client is then the
 * address the nearest untrusted hop put in X-Forwarded-For (Fastify's `trustProxy`, proxy-addr).
 * A header from anyone else is ignored, so it cannot be used to dodge the limit.
 */

/**
 * The proxies to trust, checked: each an IPv4 or IPv6 address, or a range of them in CIDR form
 * (`10.0.0.0/8`, `fd00::/8`). Throws an Error naming the first entry that is neither; never `true`
 * or a host name (trusting every hop would let any client choose its own address).
 */
export function trustedProxies(entries: readonly string[]): string[] {
  for (const entry of entries) {
    const [address, prefix, extra] = entry.split("/");
    const family = isIP(address ?? "");
    const bits = family === 4 ? 32 : 128;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
    if (family === 0 || !prefixOk || extra !== undefined)
      throw new Error(
        `'${entry}' is not an IP address or a CIDR range (for example 127.0.0.1, 10.0.0.0/8 or fd00::/8)`,
      );
  }
  return [...entries];
}

/**
 * The key a client's limits are counted under: an IPv4 address as it is (an IPv4-mapped IPv6
 * address as its IPv4), an IPv6 address as its /64 network — one host usually holds a whole /64
 * and could otherwise open the limit once per address of it.
 */
export function clientKey(ip: string): string {
  const bare = ip.replace(/%.*$/, "");
  if (isIP(bare) !== 6) return bare;
  const groups = ipv6Groups(bare);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff)
    return `${groups[6]! >> 8}.${groups[6]! & 255}.${groups[7]! >> 8}.${groups[7]! & 255}`;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing IPv4 part read). */
function ipv6Groups(address: string): number[] {
  const [head, tail] = address.includes("::") ? address.split("::") : [address, undefined];
  const read = (part: string | undefined): number[] =>
    !part
      ? []
      : part.split(":").flatMap((g) => {
          if (!g.includes(".")) return [Number.parseInt(g, 16)];
          const [a, b, c, d] = g.split(".").map(Number) as [number, number, number, number];
          return [(a << 8) | b, (c << 8) | d];
        });
  const first = read(head);
  if (tail === undefined) return first;
  const last = read(tail);
  return [...first, ...new Array(8 - first.length - last.length).fill(0), ...last];
}
