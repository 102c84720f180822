#!/usr/bin/env bash
# Exact odds against Python's icepool (the conformance data's reference), side by side.
# Installs icepool 2.1.3 with pip, builds keeper as released (`cargo release-keeper`),
# runs both.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m pip install --quiet icepool==2.1.3
cargo --quiet release-keeper
target_dir=$(cargo metadata --format-version 1 --no-deps | python3 -c 'import json,sys; print(json.load(sys.stdin)["target_directory"])')
python3 bench/odds_vs_icepool.py "$target_dir/x86_64-unknown-linux-musl/release/keeper" "${1:-30}"
