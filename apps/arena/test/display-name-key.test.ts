import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lookAlikeOf, nameKey, nameKeys } from "../src/names/display-name-key.js";
import { stackedMarksProblem, withoutMarks } from "../src/names/marks.js";

/**
 * The look-alike key on its own (the registration tests attack it through the HTTP API): a key is a
 * key of itself, so the rule reads a name and what it turns into the same way, and spelling a letter
 * the way the key reads it (m as rn, an accent apart from its letter, ß as ss) never makes a new name.
 */
const tricky = [
  ..."aliI1mrnwvdcsoO0 ",
  "rn",
  "vv",
  "cl",
  "ß",
  "ẞ",
  "σ",
  "ς",
  "Σ",
  "İ",
  "é",
  "e\u0301",
  "\u0301",
  "\u0308",
  "\u20DD",
  "\u034F",
  "а", // Cyrillic
  "О", // Cyrillic
  "ł",
  "Ø",
  "ǰ",
  "ﬃ",
  "Ｍ",
  "𝐝",
  "क",
  "\u0941", // Devanagari vowel sign u (a mark that is a vowel)
  "ก",
  "\u0E34", // Thai vowel sign i
];
const names = fc.oneof(
  fc.array(fc.constantFrom(...tricky), { maxLength: 12 }).map((parts) => parts.join("")),
  fc.string({ unit: "binary", maxLength: 12 }),
);
const passesFor = (a: string, b: string) => lookAlikeOf(a, [{ displayName: b }]) !== undefined;

describe("nameKey", () => {
  it("is its own key, and a name passes for its keys", () => {
    fc.assert(
      fc.property(names, (name) => {
        const [key, narrow] = nameKeys(name);
        expect(nameKeys(key)).toEqual([key, key]);
        expect(nameKey(narrow)).toBe(narrow);
        expect(passesFor(name, key)).toBe(true);
        expect(passesFor(key, name)).toBe(true);
      }),
    );
  });

  it("does not change when a letter is spelled as the key reads it", () => {
    const spellings: [RegExp, string][] = [
      [/m/g, "rn"],
      [/w/g, "vv"],
      [/d/g, "cl"],
      [/ß/g, "ss"],
      [/é/g, "e\u0301"],
      [/e/g, "é"],
      [/σ/g, "ς"],
    ];
    fc.assert(
      fc.property(names, fc.constantFrom(...spellings), (name, [pattern, spelling]) => {
        expect(nameKey(name.replace(pattern, spelling))).toBe(nameKey(name));
      }),
    );
  });

  it("keeps apart names that differ in more than accents and look-alikes", () => {
    const apart: [string, string][] = [
      ["alice", "alicia"],
      ["al ice", "alice"],
      ["Σοφία", "Sofia"],
      ["कुल", "कल"], // Devanagari: the mark is the vowel u
      ["rn", "rm"],
    ];
    for (const [a, b] of apart) expect(passesFor(a, b), `${a} / ${b}`).toBe(false);
  });
});

describe("withoutMarks and stackedMarksProblem", () => {
  it("drops accents of Latin, Greek and Cyrillic letters only", () => {
    expect(withoutMarks("Zoë Ålesund Ελένη Ёлка")).toBe("Zoe Alesund Ελενη Елка");
    expect(withoutMarks("कुल")).toBe("कुल");
  });

  it("refuses a third mark on one character, however the marks are spelled or spaced", () => {
    for (const ok of ["Lệ", "e\u0302\u0323", "กิ่ง", "é\u034F"]) expect(stackedMarksProblem(ok), ok).toBeNull();
    for (const tower of [
      "ệ\u0301",
      "e\u0301\u034F\u0301\u034F\u0301",
      "\u0301\u0301\u0301",
      "a\u20DD\u20DD\u20DD",
    ]) {
      expect(stackedMarksProblem(tower), tower).toContain("more than 2 combining marks");
    }
  });
});
