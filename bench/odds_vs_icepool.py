"""Exact odds, keeper against icepool, side by side in one run.

icepool: the batch computed in one Python process (in-process time: building each
distribution and writing its fractions; a fresh process each run, so no icepool cache
is warm). keeper: the same batch as one `keeper resolve` process, timed from outside,
so its start-up is included; its CPU time (user and system, from the kernel's count for
the finished process) is printed beside, a steadier figure when other work shares the
machine. Both answers are compared fraction for fraction.

Usage: python3 bench/odds_vs_icepool.py path/to/keeper [runs] [path/to/other/keeper ...]

With other keepers (other builds, such as the one before a change), all are run in
turn, run for run, and each is reported against the same icepool runs.
"""

import json
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from icepool_batch import BATCH  # noqa: E402


def main():
    keeper = sys.argv[1]
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    others = sys.argv[3:]
    requests = "".join(
        json.dumps({"id": expr, "system": "dice", "action": "prob", "expr": expr}) + "\n" for expr, _ in BATCH
    ).encode()

    ice_times, ice_out = [], None
    for _ in range(max(3, runs // 4)):
        p = subprocess.run([sys.executable, str(HERE / "icepool_batch.py")], capture_output=True, check=True)
        ice_times.append(float(p.stderr.decode().strip().splitlines()[-1]))
        ice_out = p.stdout.decode()

    def timed(binary):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        p = subprocess.run([binary, "resolve"], input=requests, capture_output=True, check=True)
        wall = (time.perf_counter() - start) * 1000
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000
        return (wall, cpu), p.stdout.decode()

    keeper_times, keeper_out = [], None
    other_times, other_outs = {o: [] for o in others}, {}
    for _ in range(runs):
        t, keeper_out = timed(keeper)
        keeper_times.append(t)
        for other in others:
            t, other_outs[other] = timed(other)
            other_times[other].append(t)
    for other, out in other_outs.items():
        if out != keeper_out:
            print(f"the two keepers answered differently: {keeper} and {other}")
            return 1

    ice = {d["expr"]: d["distribution"] for d in map(json.loads, ice_out.splitlines())}
    mismatches = []
    for line in keeper_out.splitlines():
        answer = json.loads(line)
        if not answer["ok"] or answer["result"]["distribution"] != ice[answer["id"]]:
            mismatches.append(answer["id"])

    def medians(times):
        return statistics.median(w for w, _ in times), statistics.median(c for _, c in times)

    ice_ms = statistics.median(ice_times)
    keeper_ms, keeper_cpu = medians(keeper_times)
    print(f"batch of {len(BATCH)} exact distributions: {', '.join(e for e, _ in BATCH)}")
    print(f"icepool (in-process, median of {len(ice_times)}): {ice_ms:9.2f} ms")
    print(f"keeper resolve (whole process, median of {runs}): {keeper_ms:9.2f} ms ({keeper_cpu:.2f} ms CPU)")
    print(f"ratio: {ice_ms / keeper_ms:.0f}x")
    for other, times in other_times.items():
        other_ms, other_cpu = medians(times)
        print(
            f"{other} (whole process, median of {runs}): {other_ms:9.2f} ms ({other_cpu:.2f} ms CPU), "
            f"ratio {ice_ms / other_ms:.0f}x"
        )
    print("fractions identical: " + ("yes" if not mismatches else "NO: " + ", ".join(mismatches)))
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
