"""Our benchmark's kernel time beside Nsight Compute's gpu__time_duration, for one kernel.

usage: timing_compare.py --bench BENCH_JSON --ncu CSV --entry ENTRY [--task NAME] [--limit-pct 5] [--fragment FILE]

  BENCH_JSON: `warpscope-cli bench ... --l2 flush --json` run without ncu (the candidate or baseline
  whose entry is ENTRY); CSV: `ncu --csv --print-units base --metrics gpu__time_duration.sum
  --cache-control all --clock-control none -k ENTRY warpscope-cli bench TASK ...` (ncu flushes the
  caches before each profiled launch, as --l2 flush does). The medians are compared.
Prints one line; exit 0 within the limit (goal: 5%), 1 beyond it, 2 nothing to compare.
"""

import argparse
import json
import os
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import devcommon  # noqa: E402

UNIT = {"ns": 1e-9, "nsecond": 1e-9, "us": 1e-6, "usecond": 1e-6, "ms": 1e-3, "msecond": 1e-3, "s": 1.0,
        "second": 1.0}


def ncu_seconds(text, entry):
    """gpu__time_duration of every profiled launch of entry, in seconds."""
    out = []
    for r in devcommon.parse_ncu_csv(text):
        if r["metric"] == "gpu__time_duration.sum" and devcommon.kernel_base(r["kernel"]) == entry:
            if r["value"] is not None:
                out.append(r["value"] * UNIT.get(r["unit"].strip().lower(), 1e-9))
    return out


def ours(bench, entry):
    """(median seconds, timer) of the bench side whose entry is entry."""
    for side in ("candidate", "baseline"):
        s = bench.get(side)
        if s and s.get("entry") == entry:
            return s["stats"]["median"], bench.get("timer", "?")
    return None, bench.get("timer", "?")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--bench", required=True)
    ap.add_argument("--ncu", required=True)
    ap.add_argument("--entry", required=True)
    ap.add_argument("--task", default="")
    ap.add_argument("--limit-pct", type=float, default=5.0)
    ap.add_argument("--fragment")
    a = ap.parse_args()
    rec = {"task": a.task, "kernel": a.entry, "limit_pct": a.limit_pct}
    try:
        with open(a.bench) as f:
            mine, timer = ours(json.load(f), a.entry)
        theirs = ncu_seconds(open(a.ncu, errors="replace").read(), a.entry)
    except (OSError, ValueError, KeyError) as e:
        mine, theirs, timer = None, [], "?"
        rec["error"] = str(e)
    if mine is None or not theirs:
        why = rec.get("error") or ("no bench side for '%s'" % a.entry if mine is None
                                   else "no gpu__time_duration row for '%s'" % a.entry)
        rec["error"] = why
        if a.fragment:
            devcommon.write_fragment(a.fragment, "timing", rec)
        print(why)
        return 2
    median = statistics.median(theirs)
    diff = (mine / median - 1.0) * 100.0
    rec.update({"ours_median_us": mine * 1e6, "ours_timer": timer, "ncu_median_us": median * 1e6,
                "ncu_launches": len(theirs), "diff_pct": diff, "within_limit": abs(diff) <= a.limit_pct})
    if a.fragment:
        devcommon.write_fragment(a.fragment, "timing", rec)
    print("ours %.2f us (%s) vs ncu %.2f us (median of %d): %+.1f%% (goal within %g%%)" % (
        mine * 1e6, timer, median * 1e6, len(theirs), diff, a.limit_pct))
    return 0 if abs(diff) <= a.limit_pct else 1


if __name__ == "__main__":
    sys.exit(main())
