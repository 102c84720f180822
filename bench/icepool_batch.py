"""The exact-odds batch of docs/benchmarks.md, computed by icepool in one process.

Prints one JSON line per expression: {"expr", "distribution": [[outcome, "num/den"], ...]}
(ascending, lowest terms), then the in-process time of the whole batch on stderr.
Each expression is built from icepool's own operations, timed from a fresh process so no
cache of icepool's is warm.
"""

import json
import sys
import time
from fractions import Fraction

import icepool

d4, d6, d8, d10, d12, d20 = (icepool.d4, icepool.d6, icepool.d8, icepool.d10, icepool.d12, icepool.d20)

BATCH = [
    ("100d6", lambda: 100 @ d6),
    ("90d6", lambda: 90 @ d6),
    ("80d6", lambda: 80 @ d6),
    ("50d10", lambda: 50 @ d10),
    ("40d10", lambda: 40 @ d10),
    ("30d20kh5", lambda: d20.pool(30).highest(5).sum()),
    ("25d20kh4", lambda: d20.pool(25).highest(4).sum()),
    ("20d20kh3", lambda: d20.pool(20).highest(3).sum()),
    ("12d10>=8", lambda: 12 @ d10.map(lambda x: 1 if x >= 8 else 0)),
    ("60d8-20d4", lambda: 60 @ d8 - 20 @ d4),
    ("16d12kl3", lambda: d12.pool(16).lowest(3).sum()),
    ("40d6dl10", lambda: d6.pool(40).highest(30).sum()),
]


def main():
    # Timed: building every distribution and writing its fractions, as keeper does.
    start = time.perf_counter()
    lines = []
    for expr, build in BATCH:
        die = build()
        den = die.denominator()
        dist = []
        for outcome, quantity in die.items():
            if quantity:
                f = Fraction(quantity, den)
                dist.append([int(outcome), f"{f.numerator}/{f.denominator}"])
        lines.append(json.dumps({"expr": expr, "distribution": dist}, separators=(",", ":")))
    elapsed = time.perf_counter() - start
    print("\n".join(lines))
    print(f"{elapsed * 1000:.3f}", file=sys.stderr)


if __name__ == "__main__":
    main()
