#!/usr/bin/env node
// Makes sure the system tools the tests drive for real are present: Debian chromium (studio e2e),
// bubblewrap (the arena sandbox), g++ with nlohmann-json (C++ bots), python3 (Python bots) and
// redis-server (the distributed tournaments' tests start their own on a free loopback port) and
// postgresql (the arena service's server-path tests run initdb/pg_ctl as an unprivileged user).
// As root with apt-get available it installs what is missing; otherwise it prints the command to run.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";

const NEEDS = [
  {
    what: "chromium",
    ok: () => existsSync(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"),
    apt: "chromium",
  },
  { what: "bubblewrap (bwrap)", ok: () => has("bwrap"), apt: "bubblewrap" },
  { what: "g++", ok: () => has("g++"), apt: "g++" },
  {
    what: "nlohmann/json.hpp",
    ok: () => existsSync("/usr/include/nlohmann/json.hpp"),
    apt: "nlohmann-json3-dev",
  },
  { what: "python3", ok: () => has("python3"), apt: "python3" },
  { what: "redis-server", ok: () => has("redis-server"), apt: "redis-server" },
  {
    what: "PostgreSQL server (initdb, pg_ctl)",
    ok: () => existsSync(postgresBin("initdb")) && existsSync(postgresBin("pg_ctl")),
    apt: "postgresql",
  },
];

// Debian keeps the server binaries out of PATH, in /usr/lib/postgresql/<major>/bin.
function postgresBin(name) {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return `${root}/none/bin/${name}`;
  const majors = readdirSync(root)
    .filter((d) => /^\d+$/.test(d))
    .sort((a, b) => Number(b) - Number(a));
  return majors.length > 0 ? `${root}/${majors[0]}/bin/${name}` : `${root}/none/bin/${name}`;
}

function has(command) {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}

const missing = NEEDS.filter((n) => !n.ok());
if (missing.length === 0) {
  console.error(
    "system-deps: chromium, bwrap, g++, nlohmann-json, python3, redis-server and postgresql are present",
  );
  process.exit(0);
}
const packages = missing.map((m) => m.apt);
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (isRoot && has("apt-get")) {
  console.error(`system-deps: installing ${packages.join(" ")} with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync(
    "apt-get",
    ["install", "-y", "-qq", "--no-install-recommends", ...packages, "fonts-dejavu-core"],
    { stdio: "inherit", env },
  );
  const still = NEEDS.filter((n) => !n.ok());
  if (still.length === 0) process.exit(0);
  console.error(`system-deps: still missing after install: ${still.map((m) => m.what).join(", ")}`);
  process.exit(1);
}
console.error(`system-deps: missing ${missing.map((m) => m.what).join(", ")}.`);
console.error(`Install them first:  sudo apt-get install -y ${packages.join(" ")}`);
process.exit(1);
