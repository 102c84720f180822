#!/usr/bin/env bash
# Runs the dice benchmarks (crates/dice/benches/dice.rs) and prints keeper against
# caith 4.2.4 side by side, from criterion's estimates in <target>/criterion/.
#
#   bench/dice-vs-caith.sh              # full run (about 1.5 minutes), then the table
#   bench/dice-vs-caith.sh --no-run     # only print the table of the last run
#   bench/dice-vs-caith.sh -- ARGS      # pass ARGS to criterion (e.g. a name filter)
#
# Needs cargo and python3. Honours CARGO_TARGET_DIR.
set -euo pipefail
cd "$(dirname "$0")/.."

run=1
if [[ "${1:-}" == "--no-run" ]]; then
    run=0
    shift
fi
[[ "${1:-}" == "--" ]] && shift

if [[ $run == 1 ]]; then
    cargo bench -p keeper-dice --bench dice -- "$@" >&2
fi

target="${CARGO_TARGET_DIR:-$(cargo metadata --format-version 1 --no-deps |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])')}"

python3 - "$target/criterion" <<'PY'
import json, os, sys

root = sys.argv[1]
EXPRS = ["3d6", "3d6+4", "4d6kh3", "1d100", "8d10", "2d6+6"]


def per_second(group, function, value):
    """Rolls per second from criterion's headline estimate (slope, else mean), in ns."""
    path = os.path.join(root, group, function, value, "new", "estimates.json")
    try:
        with open(path) as f:
            est = json.load(f)
    except FileNotFoundError:
        return None
    typical = est.get("slope") or est["mean"]
    return 1e9 / typical["point_estimate"]


def rate(x):
    if x is None:
        return "—"
    return f"{x / 1e6:.2f} M/s" if x >= 1e6 else f"{x / 1e3:.0f} k/s"


def ratio(a, b):
    return "—" if a is None or b is None else f"{a / b:.1f}×"


print("Dice: parse + roll against caith 4.2.4 (one parse and one roll per iteration)")
print()
print("| expression | keeper | keeper, reused Roll | caith 4.2.4 | keeper / caith | reused / caith |")
print("|---|---:|---:|---:|---:|---:|")
for e in EXPRS:
    k = per_second("parse_roll", "keeper", e)
    kr = per_second("parse_roll", "keeper_reuse", e)
    c = per_second("parse_roll", "caith", e)
    print(f"| `{e}` | {rate(k)} | {rate(kr)} | {rate(c)} | {ratio(k, c)} | {ratio(kr, c)} |")
print()
print("Compiled (parsed once), roll_into with a reused Roll, SeededDice")
print()
print("| expression | rolls per second | ns per roll |")
print("|---|---:|---:|")
for e in EXPRS:
    r = per_second("compiled", "roll_into", e)
    ns = "—" if r is None else f"{1e9 / r:.1f}"
    print(f"| `{e}` | {rate(r)} | {ns} |")
PY
