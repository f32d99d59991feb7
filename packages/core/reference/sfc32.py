"""Reference implementation of @rulekit/core's seeded RNG (cyrb128 over UTF-8 -> sfc32, 12 warm-up draws).

Bots and tools in other languages can reproduce any Rulekit setup from its seed with this file.
Usage: python3 sfc32.py SEED COUNT [MAX]  -> COUNT outputs, one per line (uint32, or nextInt(MAX)).
"""
import sys

M = 0xFFFFFFFF


def imul(a, b):
    return (a * b) & M


def cyrb128(text):
    h1, h2, h3, h4 = 1779033703, 3144134277, 1013904242, 2773480762
    for k in text.encode("utf-8"):
        h1 = h2 ^ imul(h1 ^ k, 597399067)
        h2 = h3 ^ imul(h2 ^ k, 2869860233)
        h3 = h4 ^ imul(h3 ^ k, 951274213)
        h4 = h1 ^ imul(h4 ^ k, 2716044179)
    h1 = imul(h3 ^ (h1 >> 18), 597399067)
    h2 = imul(h4 ^ (h2 >> 22), 2869860233)
    h3 = imul(h1 ^ (h3 >> 17), 951274213)
    h4 = imul(h2 ^ (h4 >> 19), 2716044179)
    h1 ^= h2 ^ h3 ^ h4
    h2 ^= h1
    h3 ^= h1
    h4 ^= h1
    return [h1 & M, h2 & M, h3 & M, h4 & M]


class Sfc32:
    def __init__(self, seed):
        self.a, self.b, self.c, self.d = cyrb128(str(seed))
        for _ in range(12):
            self.next_uint32()

    def next_uint32(self):
        a, b, c, d = self.a, self.b, self.c, self.d
        t = (a + b) & M
        a = b ^ (b >> 9)
        b = (c + (c << 3)) & M
        c = ((c << 21) | (c >> 11)) & M
        d = (d + 1) & M
        t = (t + d) & M
        c = (c + t) & M
        self.a, self.b, self.c, self.d = a, b, c, d
        return t

    def next_int(self, n):
        limit = 2**32 - (2**32 % n)
        x = self.next_uint32()
        while x >= limit:
            x = self.next_uint32()
        return x % n


if __name__ == "__main__":
    rng = Sfc32(sys.argv[1])
    count = int(sys.argv[2])
    bound = int(sys.argv[3]) if len(sys.argv) > 3 else None
    for _ in range(count):
        print(rng.next_int(bound) if bound else rng.next_uint32())
