#!/usr/bin/env bash
# The fight forecast against a straightforward Python simulation of the same fight, side
# by side: builds keeper as released (`cargo release-keeper`), then runs
# bench/forecast_vs_python.py (standard library only), which times both, compares every
# figure's interval and times keeper on one thread and on two.
# Arguments (all optional): Python fights (20000), keeper fights (100000), keeper runs (5).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo --quiet release-keeper
target_dir=$(cargo metadata --format-version 1 --no-deps | python3 -c 'import json,sys; print(json.load(sys.stdin)["target_directory"])')
python3 bench/forecast_vs_python.py "$target_dir/x86_64-unknown-linux-musl/release/keeper" "$@"
