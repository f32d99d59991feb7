import { describe, expect, it } from "vitest";
import { matchRoutes, type RouteObject } from "../src/lib/router.tsx";

// Elements are plain strings here: matching never renders them.
const engineRoutes: RouteObject[] = [
  { path: "shell-tide/*", element: "shell-tide" },
  { path: "rps/*", element: "rps" },
];
const app: RouteObject[] = [
  {
    element: "layout",
    children: [{ index: true, element: "home" }, ...engineRoutes, { path: "*", element: "not-found" }],
  },
];
const rps: RouteObject[] = [
  {
    element: "rps-layout",
    children: [
      { index: true, element: "play" },
      { path: "watch", element: "watch" },
    ],
  },
];
const chain = (routes: RouteObject[], path: string) =>
  matchRoutes(
    routes,
    path.split("/").filter((s) => s),
  )?.map((m) => ({ element: m.route.element, rest: m.rest.join("/") })) ?? null;

describe("matchRoutes", () => {
  it("an index route matches only the empty rest", () => {
    expect(chain(app, "/")).toEqual([
      { element: "layout", rest: "" },
      { element: "home", rest: "" },
    ]);
  });

  it("a splat route keeps what follows its prefix for the routes below", () => {
    expect(chain(app, "/rps/watch")).toEqual([
      { element: "layout", rest: "rps/watch" },
      { element: "rps", rest: "watch" },
    ]);
    expect(chain(app, "/rps")).toEqual([
      { element: "layout", rest: "rps" },
      { element: "rps", rest: "" },
    ]);
  });

  it("segments match whole: /rpsx is not /rps; the catch-all takes it", () => {
    expect(chain(app, "/rpsx")?.at(-1)).toEqual({ element: "not-found", rest: "rpsx" });
    expect(chain(app, "/reactor/nothing/here")?.at(-1)?.element).toBe("not-found");
  });

  it("trailing and doubled slashes do not change the match", () => {
    expect(chain(app, "/rps/watch/")).toEqual(chain(app, "/rps//watch"));
  });

  it("a pathless layout matches through its children, and not without one", () => {
    expect(chain(rps, "watch")).toEqual([
      { element: "rps-layout", rest: "watch" },
      { element: "watch", rest: "" },
    ]);
    expect(chain(rps, "watch/more")).toBeNull();
    expect(chain(rps, "replays")).toBeNull();
  });

  it("the first route that matches wins", () => {
    const routes: RouteObject[] = [
      { path: "a/*", element: "first" },
      { path: "a/b", element: "second" },
    ];
    expect(chain(routes, "a/b")?.[0]?.element).toBe("first");
  });
});
