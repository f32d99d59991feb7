/**
 * Text the database cannot keep as it was sent: PostgreSQL refuses a NUL character in `text` and
 * in `jsonb` (the request used to fail as a 500), and a lone UTF-16 surrogate is not Unicode (it
 * was quietly stored as U+FFFD, another text than the one sent). Both are refused at the boundary,
 * in any string or key of a JSON body, with where they are.
 */
export function unstorableTextIn(value: unknown): { path: string[]; message: string } | null {
  // Iterative, with parent links: a body may nest thousands of levels (JSON.parse takes it).
  type Node = { value: unknown; key: string | null; parent: Node | null };
  const pathOf = (node: Node, last?: string) => {
    const path: string[] = last === undefined ? [] : [last];
    for (let n: Node | null = node; n && n.key !== null; n = n.parent) path.push(n.key);
    return path.reverse();
  };
  const stack: Node[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const v = node.value;
    if (typeof v === "string") {
      const problem = textProblem(v);
      if (problem) return { path: pathOf(node), message: problem };
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], key: String(i), parent: node });
    } else if (v !== null && typeof v === "object") {
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        const problem = textProblem(key);
        if (problem) return { path: pathOf(node, "(key)"), message: `a key ${problem}` };
        stack.push({ value: child, key, parent: node });
      }
    }
  }
  return null;
}

function textProblem(text: string): string | null {
  if (text.includes("\u0000")) return "holds a NUL character (\\u0000), which cannot be stored";
  if (/\p{Cs}/u.test(text)) return "holds half of a UTF-16 surrogate pair (not valid Unicode)";
  return null;
}
