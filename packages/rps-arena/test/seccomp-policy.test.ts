import { describe, expect, it } from "vitest";
import {
  ALLOWED_SOCKOPTS,
  ALLOWED_SYSCALLS,
  REFUSED_SOCKOPTS,
  seccompPolicyC,
} from "../src/sandbox/seccomp-policy.js";

// The policy as data and as the C the supervisor compiles. Whether the kernel applies it is what
// the red-team bots test (state-carry/*-kernel-counters, network/*); this pins the lists themselves.
const plainlyAllowed = new Set(Object.values(ALLOWED_SYSCALLS).flat());

describe("the seccomp policy", () => {
  it("allows getsockopt/setsockopt only by option, and never SO_COOKIE, SO_NETNS_COOKIE or SO_PEERPIDFD", () => {
    for (const call of ["getsockopt", "setsockopt"]) {
      expect(plainlyAllowed.has(call), call).toBe(false);
      expect(seccompPolicyC()).toContain(`sockopt_in(__NR_${call}, 1, `);
    }
    const allowed = new Set(Object.values(ALLOWED_SOCKOPTS));
    for (const [name, value] of Object.entries(REFUSED_SOCKOPTS))
      expect(allowed.has(value), name).toBe(false);
    expect(REFUSED_SOCKOPTS).toMatchObject({ SO_COOKIE: 57, SO_NETNS_COOKIE: 71, SO_PEERPIDFD: 77 });
  });

  it("lets no strict box make a pipe or a socket, and keeps them for Node and the compiler", () => {
    for (const call of ["pipe", "pipe2", "socket", "socketpair"])
      expect(plainlyAllowed.has(call), call).toBe(false);
    const c = seccompPolicyC();
    const strict = c.slice(c.indexOf("if (profile == STRICT) {"), c.indexOf("} else {"));
    expect(strict).toContain("errno_for(__NR_pipe2, EPERM)");
    expect(strict).toContain("arg_in(__NR_socket, 0, (const unsigned int[]){1}, 1, ERRNO(EACCES), KILL)");
    expect(strict).not.toContain("allow(__NR_pipe2)");
    const others = c.slice(c.indexOf("} else {"), c.indexOf("}\n", c.indexOf("} else {")) + 1);
    expect(others).toContain("allow(__NR_pipe2)");
  });
});
