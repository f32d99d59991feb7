import { describe, expect, it } from "vitest";
import { parseLddOutput } from "../src/toolchain/shared-libraries.js";

describe("parseLddOutput", () => {
  it("collects resolved libraries and the loader, skipping the vDSO and missing ones", () => {
    const text = [
      "/usr/bin/python3.11:",
      "\tlinux-vdso.so.1 (0x00007ffd)",
      "\tlibm.so.6 => /lib/x86_64-linux-gnu/libm.so.6 (0x00007f07)",
      "\tlibz.so.1 => /lib/x86_64-linux-gnu/libz.so.1 (0x00007f07)",
      "\tlibgone.so.1 => not found",
      "\t/lib64/ld-linux-x86-64.so.2 (0x00007f07)",
      "/x/_json.so:",
      "\tlibm.so.6 => /lib/x86_64-linux-gnu/libm.so.6 (0x00007f07)",
    ].join("\n");
    expect(parseLddOutput(text)).toEqual([
      "/lib/x86_64-linux-gnu/libm.so.6",
      "/lib/x86_64-linux-gnu/libz.so.1",
      "/lib64/ld-linux-x86-64.so.2",
    ]);
  });

  it("finds nothing in the output for a static program", () => {
    expect(parseLddOutput("\tnot a dynamic executable\n")).toEqual([]);
  });
});
