#!/usr/bin/env python3
"""Recompute keeper's provably fair dice without keeper (Python 3, standard library).

This follows docs/fairness.md: a game seed (64 hex digits) and a roll step's counter
give the resolve `seed`, which gives the faces of the dice by sampling version 1.

Usage:
    fairness_reference.py [--trace] SEED_HEX COUNTER [DIE ...]
    fairness_reference.py [--trace] --resolve-seed N [DIE ...]

A DIE is a number of faces (`6`, `d6`, `100`, `d100`: faces 1..n), `dF` (faces -1..1),
`tens` or `units` (a percentile die, faces 0..9), optionally followed by `xK` to roll it
K times (`d6x3`). The dice are rolled in the order given, from one generator, as one
resolve request rolls them. COUNTER may be a list (`0,1,2`): the same dice for each.
Prints one JSON line per counter: the seed's `commitment`, the `counter`, the resolve
seed `roll_seed` and the `faces`; with `--trace` also the generator's inner values
(hex): the four SplitMix64 outputs `splitmix`, the PCG `increment`, its `state` after
seeding, and every 64-bit output drawn, `draws`.
"""

import hashlib
import json
import sys

MASK64 = (1 << 64) - 1
MASK128 = (1 << 128) - 1

DERIVATION = b"keeper-fair-v1"


def commitment(seed: bytes) -> str:
    """SHA-256 of the 32 seed bytes, lowercase hex."""
    return hashlib.sha256(seed).hexdigest()


def roll_seed(seed: bytes, counter: int) -> int:
    """First 8 bytes, big-endian, of SHA-256("keeper-fair-v1" || seed || counter u64 BE)."""
    digest = hashlib.sha256(DERIVATION + seed + counter.to_bytes(8, "big")).digest()
    return int.from_bytes(digest[:8], "big")


class SplitMix64:
    def __init__(self, seed: int):
        self.state = seed & MASK64

    def next(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)


class Pcg64:
    """PCG-XSL-RR 128/64 (LCG), initialised as rand_pcg's `Pcg64::new(state, stream)`."""

    MULTIPLIER = 0x2360ED051FC65DA44385DF649FCCF645

    def __init__(self, state: int, stream: int):
        self.increment = ((stream << 1) | 1) & MASK128
        self.state = (state + self.increment) & MASK128
        self._step()

    def _step(self):
        self.state = (self.state * self.MULTIPLIER + self.increment) & MASK128

    def next_u64(self) -> int:
        self._step()
        rot = self.state >> 122
        xsl = ((self.state >> 64) ^ self.state) & MASK64
        return ((xsl >> rot) | (xsl << (64 - rot))) & MASK64


class SeededDice:
    """Sampling version 1: faces from a resolve seed."""

    def __init__(self, seed: int):
        sm = SplitMix64(seed)
        o1, o2, o3, o4 = sm.next(), sm.next(), sm.next(), sm.next()
        self.splitmix = [o1, o2, o3, o4]
        self.rng = Pcg64((o1 << 64) | o2, (o3 << 64) | o4)
        self.seeded_state = self.rng.state
        self.draws = []

    def next_u64(self) -> int:
        x = self.rng.next_u64()
        self.draws.append(x)
        return x

    def sample(self, n: int) -> int:
        """A uniform integer in 0..n-1 (Lemire's multiply-and-reject)."""
        m = self.next_u64() * n
        if (m & MASK64) < n:
            threshold = ((1 << 64) - n) % n
            while (m & MASK64) < threshold:
                m = self.next_u64() * n
        return m >> 64

    def face(self, lowest: int, faces: int) -> int:
        return lowest + self.sample(faces)


def parse_die(text: str):
    """(lowest face, number of faces, repeat) of a DIE argument."""
    name, _, times = text.lower().partition("x")
    repeat = int(times) if times else 1
    if name == "df":
        return -1, 3, repeat
    if name in ("tens", "units"):
        return 0, 10, repeat
    faces = int(name[1:] if name.startswith("d") else name)
    if not 1 <= faces <= 1_000_000:
        raise ValueError(f"a die has 1 to 1,000,000 faces, not {faces}")
    return 1, faces, repeat


def roll(seed_value: int, dice, trace: bool, out: dict) -> dict:
    source = SeededDice(seed_value)
    faces = []
    for arg in dice:
        lowest, n, repeat = parse_die(arg)
        faces.extend(source.face(lowest, n) for _ in range(repeat))
    out["faces"] = faces
    if trace:
        out["splitmix"] = [f"{o:016x}" for o in source.splitmix]
        out["increment"] = f"{source.rng.increment:032x}"
        out["state"] = f"{source.seeded_state:032x}"
        out["draws"] = [f"{x:016x}" for x in source.draws]
    return out


def main(argv):
    trace = bool(argv) and argv[0] == "--trace"
    if trace:
        argv = argv[1:]
    if len(argv) >= 2 and argv[0] == "--resolve-seed":
        value = int(argv[1]) & MASK64
        print(json.dumps(roll(value, argv[2:], trace, {"roll_seed": value})))
    elif len(argv) >= 2:
        seed = bytes.fromhex(argv[0])
        if len(seed) != 32:
            raise ValueError("the seed is 32 bytes: 64 hex digits")
        for counter in (int(c) for c in argv[1].split(",")):
            out = {
                "commitment": commitment(seed),
                "counter": counter,
                "roll_seed": roll_seed(seed, counter),
            }
            print(json.dumps(roll(out["roll_seed"], argv[2:], trace, out)))
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
