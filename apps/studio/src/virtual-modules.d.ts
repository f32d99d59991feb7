/** The Full Rescue v2 pack, parsed when the studio is built (vite/shell-tide-pack.ts). */
declare module "virtual:shell-tide-pack" {
  const pack: import("./routes/shell-tide/pack-build.ts").Pack;
  export default pack;
}
