import { describe, expect, it } from "vitest";
import { RedisUrlError, redisOptions, shownRedisUrl } from "../src/distributed/redis-url.js";

describe("redisOptions", () => {
  it("reads host, port, database and credentials; reconnects for ever with commands waiting", () => {
    const options = redisOptions("redis://user:p%40ss@10.1.2.3:6400/2");
    expect(options).toMatchObject({
      host: "10.1.2.3",
      port: 6400,
      db: 2,
      username: "user",
      password: "p@ss",
    });
    expect(options.maxRetriesPerRequest).toBeNull();
    expect(options.retryStrategy(1)).toBe(250);
    expect(options.retryStrategy(100)).toBe(2000);
    expect(redisOptions("redis://localhost")).toMatchObject({ host: "localhost", port: 6379, db: 0 });
    expect(redisOptions("rediss://h:1").tls).toEqual({});
  });

  it("refuses what is not a Redis URL and never prints a password", () => {
    for (const url of ["localhost:6379", "http://h:1", "redis://h:1/99", "nonsense"]) {
      expect(() => redisOptions(url)).toThrow(RedisUrlError);
    }
    expect(shownRedisUrl("redis://u:secret@h:1")).not.toContain("secret");
  });
});
