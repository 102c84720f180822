#!/usr/bin/env python3
"""Recompute keeper's provably fair dice without keeper (Python 3, standard library).

This follows docs/fairness.md: a game seed (64 hex digits) and a roll step's counter
give the resolve `seed`, which gives the faces of the dice by sampling version 1.

Usage:
    fairness_reference.py [--trace] SEED_HEX COUNTER [DIE ...]
    fairness_reference.py [--trace] --resolve-seed N [DIE ...]
    fairness_reference.py --v2 KEY_HEX HEIGHT COUNTER [DIE ...]
    fairness_reference.py --v2-check ROOT_HEX HEIGHT COUNTER SECRET_HEX PATH [DIE ...]

A DIE is a number of faces (`6`, `d6`, `100`, `d100`: faces 1..n), `dF` (faces -1..1),
`tens` or `units` (a percentile die, faces 0..9), optionally followed by `xK` to roll it
K times (`d6x3`). The dice are rolled in the order given, from one generator, as one
resolve request rolls them. COUNTER may be a list (`0,1,2`): the same dice for each.
Prints one JSON line per counter: the seed's `commitment`, the `counter`, the resolve
seed `roll_seed` and the `faces`; with `--trace` also the generator's inner values
(hex): the four SplitMix64 outputs `splitmix`, the PCG `increment`, its `state` after
seeding, and every 64-bit output drawn, `draws`.

Fair mode v2 (hidden rolls of games made since v2): `--v2` takes the Keeper's master
secret K (which a game never publishes: for examples and for the database's owner),
the tree height and one hidden counter, and prints the `tree`, its `root`, the step's
`secret`, `leaf`, audit `path`, `roll_seed` and `faces`. `--v2-check` is what anyone
can run on a revealed roll: the committed root (the game's `keeper_commitment`, or a
`keeper_commitment_extended` entry's `root`), the height, and a reveal's proof (counter,
secret, path as comma-separated hex, `-` for none); it prints `ok`, `roll_seed` and
`faces`, and exits with status 1 when the proof does not lead to the root.
"""

import hashlib
import json
import sys

MASK64 = (1 << 64) - 1
MASK128 = (1 << 128) - 1

DERIVATION = b"keeper-fair-v1"
V2_SECRET = b"keeper-fair-v2-secret"
V2_DERIVATION = b"keeper-fair-v2"


def commitment(seed: bytes) -> str:
    """SHA-256 of the 32 seed bytes, lowercase hex."""
    return hashlib.sha256(seed).hexdigest()


def roll_seed(seed: bytes, counter: int) -> int:
    """First 8 bytes, big-endian, of SHA-256("keeper-fair-v1" || seed || counter u64 BE)."""
    digest = hashlib.sha256(DERIVATION + seed + counter.to_bytes(8, "big")).digest()
    return int.from_bytes(digest[:8], "big")


def v2_secret(key: bytes, counter: int) -> bytes:
    """SHA-256("keeper-fair-v2-secret" || K || counter u64 BE): a hidden step's secret."""
    return hashlib.sha256(V2_SECRET + key + counter.to_bytes(8, "big")).digest()


def v2_roll_seed(secret: bytes) -> int:
    """First 8 bytes, big-endian, of SHA-256("keeper-fair-v2" || secret)."""
    return int.from_bytes(hashlib.sha256(V2_DERIVATION + secret).digest()[:8], "big")


def leaf(secret: bytes) -> bytes:
    return hashlib.sha256(b"\x00" + secret).digest()


def node(left: bytes, right: bytes) -> bytes:
    return hashlib.sha256(b"\x01" + left + right).digest()


def v2_tree(key: bytes, tree: int, height: int):
    """Every level of tree `tree`, the leaves first: counters tree*2^h ... (tree+1)*2^h - 1."""
    first = tree << height
    levels = [[leaf(v2_secret(key, first + i)) for i in range(1 << height)]]
    while len(levels[-1]) > 1:
        below = levels[-1]
        levels.append([node(below[i], below[i + 1]) for i in range(0, len(below), 2)])
    return levels


def v2_path(levels, index: int):
    """The audit path of leaf `index`: its sibling at each level, from the leaves up."""
    path = []
    for level in levels[:-1]:
        path.append(level[index ^ 1])
        index >>= 1
    return path


def v2_path_root(secret: bytes, index: int, path) -> bytes:
    at = leaf(secret)
    for level, sibling in enumerate(path):
        at = node(sibling, at) if (index >> level) & 1 else node(at, sibling)
    return at


def v2_proves(root_hex: str, height: int, counter: int, secret: bytes, path) -> bool:
    index = counter & ((1 << height) - 1)
    return len(path) == height and v2_path_root(secret, index, path).hex() == root_hex


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
    if len(argv) >= 4 and argv[0] == "--v2":
        key = bytes.fromhex(argv[1])
        if len(key) != 32:
            raise ValueError("K is 32 bytes: 64 hex digits")
        height, counter = int(argv[2]), int(argv[3])
        tree, index = counter >> height, counter & ((1 << height) - 1)
        levels = v2_tree(key, tree, height)
        secret = v2_secret(key, counter)
        out = {
            "tree": tree,
            "root": levels[-1][0].hex(),
            "counter": counter,
            "secret": secret.hex(),
            "leaf": leaf(secret).hex(),
            "path": [h.hex() for h in v2_path(levels, index)],
            "roll_seed": v2_roll_seed(secret),
        }
        print(json.dumps(roll(out["roll_seed"], argv[4:], trace, out)))
    elif len(argv) >= 6 and argv[0] == "--v2-check":
        root, height, counter = argv[1], int(argv[2]), int(argv[3])
        secret = bytes.fromhex(argv[4])
        path = [] if argv[5] == "-" else [bytes.fromhex(h) for h in argv[5].split(",")]
        out = {"ok": v2_proves(root, height, counter, secret, path),
               "roll_seed": v2_roll_seed(secret)}
        print(json.dumps(roll(out["roll_seed"], argv[6:], trace, out)))
        if not out["ok"]:
            sys.exit(1)
    elif len(argv) >= 2 and argv[0] == "--resolve-seed":
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
