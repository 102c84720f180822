#!/usr/bin/env bash
# Instructions the server executes per acknowledged roll (user space, every thread), counted
# by valgrind's callgrind: a figure that does not move with the machine's load, where CPU
# time on a shared virtual machine moves by ±20% from minute to minute.
#
#   bench/roll-instructions.sh                       # this tree's release build
#   bench/roll-instructions.sh BUILD_A BUILD_B …     # `keeper` binaries, side by side
#
# The server runs on SQLite under callgrind; the load generator makes a game, warms up
# with 300 rolls, then twice makes a new game and rolls, 600 and then 2,600 times (16 in
# flight), the counters zeroed before and dumped after each. The difference of the two
# counts over the 2,000 extra rolls is the cost of a roll: the game's creation (its
# fair-mode tree, some 70 M instructions) cancels out. SHA-256 is counted apart: valgrind
# has no SHA extensions, so it runs in software here at several times its real cost.
# Needs valgrind (callgrind_control, callgrind_annotate), curl and cargo. Honours
# CARGO_TARGET_DIR and PORT (default 18433).
set -euo pipefail
cd "$(dirname "$0")/.."

PORT="${PORT:-18433}"
cargo release-keeper >&2
cargo build --release -p keeper-server --examples >&2
target="${CARGO_TARGET_DIR:-$(cargo metadata --format-version 1 --no-deps |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])')}"
loadgen="$target/release/examples/loadgen"
if [[ $# -eq 0 ]]; then
    set -- "$target/x86_64-unknown-linux-musl/release/keeper"
fi

url="http://127.0.0.1:$PORT"
work="$(mktemp -d)"
server_pid=""
cleanup() {
    if [[ -n "$server_pid" ]]; then
        kill "$server_pid" 2>/dev/null || true
        wait "$server_pid" 2>/dev/null || true
    fi
    rm -rf "$work"
}
trap cleanup EXIT

fail() {
    echo "the load generator failed:" >&2
    cat "$work/loadgen.log" >&2
    exit 1
}

count() { # ROLLS: prints "instructions sha256_instructions" of a new game and its rolls
    callgrind_control -z "$server_pid" >/dev/null 2>&1
    "$loadgen" --url "$url" --mode rolls --concurrency 16 --rolls "$1" --warmup 0 \
        --duration 600 >/dev/null 2>>"$work/loadgen.log" || fail
    callgrind_control -d "$server_pid" >/dev/null 2>&1
    sleep 1
    local dump total sha
    dump="$(ls -t "$work"/callgrind.out* | head -1)"
    total="$(grep -m1 '^summary:\|^totals:' "$dump" | awk '{print $2}')"
    sha="$(callgrind_annotate --inclusive=yes "$dump" 2>/dev/null |
        grep 'sha2::sha256::compress256 \[' | head -1 | awk '{gsub(",", "", $1); print $1}')"
    echo "$total ${sha:-0}"
}

printf '%-40s %12s %10s %14s\n' build "per roll" "SHA-256" "without SHA"
for keeper in "$@"; do
    rm -f "$work"/callgrind.out* "$work"/keeper.db*
    valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" \
        "$keeper" serve --addr "127.0.0.1:$PORT" --db "sqlite:$work/keeper.db" \
        2>"$work/valgrind.log" &
    server_pid=$!
    for _ in $(seq 1 300); do
        curl -fsS "$url/healthz" >/dev/null 2>&1 && break
        sleep 0.2
    done
    "$loadgen" --url "$url" --mode rolls --concurrency 16 --rolls 300 --warmup 0 \
        >/dev/null 2>>"$work/loadgen.log" || fail
    read -r a sa < <(count 600)
    read -r b sb < <(count 2600)
    kill "$server_pid"
    wait "$server_pid" 2>/dev/null || true
    server_pid=""
    printf '%-40s %12d %10d %14d\n' "$keeper" $(((b - a) / 2000)) $(((sb - sa) / 2000)) \
        $((((b - a) - (sb - sa)) / 2000))
done
