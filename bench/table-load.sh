#!/usr/bin/env bash
# Load on the game table over loopback: `keeper serve` on SQLite (a temporary file),
# then on a fresh PostgreSQL database; on each, acknowledged rolls per second with
# their latency (loadgen --mode rolls) and one roll's way to many live-log WebSockets
# (loadgen --mode fanout). Prints a table at the end.
#
#   bench/table-load.sh                      # SQLite, and PostgreSQL when it answers
#   KEEPER_BENCH_POSTGRES=postgres://user@host:5432/db bench/table-load.sh
#   KEEPER_BENCH_POSTGRES= bench/table-load.sh   # SQLite only
#   BASELINE=path/to/other/keeper ROUNDS=6 bench/table-load.sh   # side by side
#
# Knobs (environment): DURATION (seconds of measured load per rolls phase, default
# 10), CONCURRENCY (requests in flight, default 128), CLIENTS (WebSockets, default
# 200), FANOUT_ROLLS (default 100), INTERVAL_MS (default 50), PORT (default 18431).
# Each phase is bounded: rolls by DURATION plus a warm-up second, fanout by its roll
# count (100 rolls 50 ms apart: 5 s). KEEPER (a path) runs that `keeper` binary as the
# server instead of this tree's, to compare two builds with the same load generator.
# BASELINE (a path to another `keeper`, such as a build of an earlier commit) runs only
# the rolls phase on SQLite, ROUNDS times (default 3) for each build in turn, the order
# reversed every other round, each run on a fresh database; it prints every run and,
# round by round, this build's CPU per roll and rate against the baseline's. The
# machine's speed drifts from hour to hour, so a change is judged by those ratios.
# The rolls phase also reports the server's CPU time per acknowledged roll (every
# thread of the server process, its database's included), which moves far less than
# the rate when other processes share the machine. Needs cargo, python3 and, for
# PostgreSQL, psql. Honours CARGO_TARGET_DIR.
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION="${DURATION:-10}"
CONCURRENCY="${CONCURRENCY:-128}"
CLIENTS="${CLIENTS:-200}"
FANOUT_ROLLS="${FANOUT_ROLLS:-100}"
INTERVAL_MS="${INTERVAL_MS:-50}"
PORT="${PORT:-18431}"
POSTGRES="${KEEPER_BENCH_POSTGRES-postgres://postgres@127.0.0.1:5432/test}"
BASELINE="${BASELINE:-}"
ROUNDS="${ROUNDS:-3}"

cargo release-keeper >&2
cargo build --release -p keeper-server --examples >&2
target="${CARGO_TARGET_DIR:-$(cargo metadata --format-version 1 --no-deps |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])')}"
keeper="${KEEPER:-$target/x86_64-unknown-linux-musl/release/keeper}"
loadgen="$target/release/examples/loadgen"

work="$(mktemp -d)"
server_pid=""
pg_db=""
cleanup() {
    if [[ -n "$server_pid" ]]; then
        kill "$server_pid" 2>/dev/null || true
        wait "$server_pid" 2>/dev/null || true
    fi
    if [[ -n "$pg_db" ]]; then
        psql "$POSTGRES" -qc "DROP DATABASE IF EXISTS $pg_db" >/dev/null 2>&1 || true
    fi
    rm -rf "$work"
}
trap cleanup EXIT

url="http://127.0.0.1:$PORT"

start_server() { # DB_URL LOG [KEEPER]
    "${3:-$keeper}" serve --addr "127.0.0.1:$PORT" --db "$1" 2>"$2" &
    server_pid=$!
    for _ in $(seq 1 150); do
        if curl -fsS "$url/healthz" >/dev/null 2>&1; then
            return 0
        fi
        if ! kill -0 "$server_pid" 2>/dev/null; then
            echo "keeper serve exited early:" >&2
            cat "$2" >&2
            exit 1
        fi
        sleep 0.1
    done
    echo "keeper serve did not answer /healthz within 15 s" >&2
    exit 1
}

stop_server() {
    kill "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
    server_pid=""
}

run_rolls() { # LABEL
    timeout 60 "$loadgen" --url "$url" --mode rolls --label "$1" \
        --concurrency "$CONCURRENCY" --duration "$DURATION" --server-pid "$server_pid" \
        >>"$work/results.jsonl"
}

run_phases() { # LABEL
    run_rolls "$1"
    timeout 60 "$loadgen" --url "$url" --mode fanout --label "$1" \
        --clients "$CLIENTS" --fanout-rolls "$FANOUT_ROLLS" --interval-ms "$INTERVAL_MS" \
        >>"$work/results.jsonl"
}

: >"$work/results.jsonl"

if [[ -n "$BASELINE" ]]; then
    for round in $(seq 1 "$ROUNDS"); do
        order=("$keeper" this "$BASELINE" baseline)
        if ((round % 2 == 0)); then
            order=("$BASELINE" baseline "$keeper" this)
        fi
        for i in 0 2; do
            echo "== round $round: ${order[i + 1]} (${order[i]})" >&2
            rm -f "$work"/side.db*
            start_server "sqlite:$work/side.db" "$work/side.log" "${order[i]}"
            run_rolls "${order[i + 1]}"
            stop_server
        done
    done
    python3 - "$work/results.jsonl" <<'PY'
import json, statistics, sys

rows = [json.loads(line) for line in open(sys.argv[1]) if line.strip()]
print()
print(f"{'round':>5} {'build':<9} {'rate':>9} {'p50 ms':>7} {'p99 ms':>7} {'CPU/roll':>9}")
for i, r in enumerate(rows):
    print(f"{i // 2 + 1:>5} {r['label']:<9} {r['rolls_per_sec']:>7.0f}/s {r['p50_ms']:>7} "
          f"{r['p99_ms']:>7} {r['server_cpu_us_per_roll']:>6.1f} µs")
pairs = [{r["label"]: r for r in rows[i:i + 2]} for i in range(0, len(rows) - 1, 2)]
cpu = [p["this"]["server_cpu_us_per_roll"] / p["baseline"]["server_cpu_us_per_roll"] for p in pairs]
rate = [p["this"]["rolls_per_sec"] / p["baseline"]["rolls_per_sec"] for p in pairs]
print()
print("this build against the baseline, round by round:")
print("  CPU per roll: " + ", ".join(f"{c:.2f}" for c in cpu) + f"  (median {statistics.median(cpu):.2f})")
print("  rolls per second: " + ", ".join(f"{x:.2f}" for x in rate) + f"  (median {statistics.median(rate):.2f})")
PY
    exit 0
fi

echo "== SQLite ($work/keeper.db)" >&2
start_server "sqlite:$work/keeper.db" "$work/sqlite.log"
run_phases sqlite
stop_server

if [[ -n "$POSTGRES" ]] && psql "$POSTGRES" -qtAc 'SELECT 1' >/dev/null 2>&1; then
    pg_db="keeper_load_$(date +%s)_$$"
    psql "$POSTGRES" -qc "CREATE DATABASE $pg_db" >/dev/null
    pg_url="$(python3 -c 'import sys, urllib.parse as u
p = u.urlsplit(sys.argv[1]); print(u.urlunsplit(p._replace(path="/" + sys.argv[2])))' \
        "$POSTGRES" "$pg_db")"
    echo "== PostgreSQL (database $pg_db)" >&2
    start_server "$pg_url" "$work/postgres.log"
    run_phases postgres
    stop_server
else
    echo "== PostgreSQL skipped (set KEEPER_BENCH_POSTGRES to a server that answers)" >&2
fi

python3 - "$work/results.jsonl" <<'PY'
import json, sys

rows = [json.loads(line) for line in open(sys.argv[1]) if line.strip()]
print()
print(f"{'database':<10} {'phase':<8} {'load':<28} {'rate':>12} {'p50 ms':>8} {'p99 ms':>8} {'max ms':>8} {'errors':>6} {'CPU/roll':>9}")
for r in rows:
    if r["mode"] == "rolls":
        load = f"{r['concurrency']} in flight, {r['seconds']} s"
        rate = f"{r['rolls_per_sec']:.0f}/s"
    else:
        load = f"{r['clients']} sockets, {r['rolls']} rolls"
        rate = f"{r['deliveries']} recv"
        if r["missing"]:
            rate += f" ({r['missing']} lost)"
    cpu = f"{r['server_cpu_us_per_roll']:.1f} µs" if "server_cpu_us_per_roll" in r else ""
    print(f"{r['label']:<10} {r['mode']:<8} {load:<28} {rate:>12} {r['p50_ms']:>8} {r['p99_ms']:>8} {r['max_ms']:>8} {r['errors']:>6} {cpu:>9}")
PY
