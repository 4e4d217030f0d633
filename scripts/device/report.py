"""Gathers scripts/device-check's rows and stage records into one JSON document and one table.

usage: report.py --rows ROWS_TSV --fragments DIR --out-json FILE --out-table FILE
                 [--mode device|dry-run] [--elapsed S] [--budget S] [--machine KEY=VALUE ...]

ROWS_TSV: one row per line, tab-separated: stage, item, result (PASS/FAIL/SKIP/INFO), detail.
DIR: the *.json records the helpers wrote ({"stage": ..., "record": {...}}).
The document (schema 1; docs/gpu-backend.md lists the keys):
  schema, mode, elapsed_s, budget_s, machine{...}, counts{PASS,FAIL,SKIP,INFO}, failures,
  rows[{stage,item,result,detail}], kernels[...], ncu{kernels[...], worst}, sanitizer[...], timing[...],
  torch[...].
"""

import argparse
import glob
import json
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import devcommon  # noqa: E402

STAGES = ("kernels", "ncu", "sanitizer", "timing", "torch")


def read_rows(path):
    rows = []
    if os.path.exists(path):
        with open(path, errors="replace") as f:
            for line in f:
                parts = line.rstrip("\n").split("\t")
                if len(parts) >= 3:
                    rows.append({"stage": parts[0], "item": parts[1], "result": parts[2],
                                 "detail": parts[3] if len(parts) > 3 else ""})
    return rows


def read_fragments(folder):
    by_stage = {s: [] for s in STAGES}
    for path in sorted(glob.glob(os.path.join(folder, "*.json"))):
        try:
            with open(path) as f:
                doc = json.load(f)
        except (OSError, ValueError):
            continue
        by_stage.setdefault(doc.get("stage", "other"), []).append(doc.get("record", {}))
    return by_stage


def ncu_worst(records):
    """The metric furthest from its prediction over every kernel (log-scale distance of the ratio)."""
    best, best_off = None, -1.0
    for k in records:
        for m in k.get("metrics", []):
            q = m.get("ratio")
            off = math.inf if q in (0, 0.0, "inf") else abs(math.log(float(q))) if isinstance(q, (int, float)) else -1
            if off > best_off:
                best, best_off = dict(m, task=k.get("task"), kernel=k.get("kernel")), off
    return best


def table(rows, counts, elapsed, mode):
    lines = ["== device-check summary (%s, %s s)" % (mode, elapsed),
             "%-9s %-30s %-5s %s" % ("stage", "item", "res", "detail")]
    for r in rows:
        lines.append("%-9s %-30s %-5s %s" % (r["stage"], r["item"][:30], r["result"], r["detail"]))
    lines.append("== %d PASS, %d FAIL, %d SKIP, %d INFO" % (counts["PASS"], counts["FAIL"], counts["SKIP"],
                                                          counts["INFO"]))
    return "\n".join(lines) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rows", required=True)
    ap.add_argument("--fragments", required=True)
    ap.add_argument("--out-json", required=True)
    ap.add_argument("--out-table", required=True)
    ap.add_argument("--mode", default="device")
    ap.add_argument("--elapsed", type=float, default=0.0)
    ap.add_argument("--budget", type=float, default=0.0)
    ap.add_argument("--machine", action="append", default=[], help="KEY=VALUE")
    a = ap.parse_args()
    rows = read_rows(a.rows)
    counts = {k: sum(1 for r in rows if r["result"] == k) for k in ("PASS", "FAIL", "SKIP", "INFO")}
    frags = read_fragments(a.fragments)
    doc = {
        "schema": 1,
        "mode": a.mode,
        "elapsed_s": a.elapsed,
        "budget_s": a.budget,
        "machine": dict(m.partition("=")[::2] for m in a.machine),
        "counts": counts,
        "failures": counts["FAIL"],
        "rows": rows,
        "kernels": frags.get("kernels", []),
        "ncu": {"kernels": frags.get("ncu", []), "worst": ncu_worst(frags.get("ncu", [])),
                "per_line": "not compared: ncu's source page is not read (docs/gpu-backend.md)"},
        "sanitizer": frags.get("sanitizer", []),
        "timing": frags.get("timing", []),
        "torch": frags.get("torch", []),
    }
    with open(a.out_json, "w") as f:
        json.dump(devcommon.finite(doc), f, indent=1, sort_keys=True, allow_nan=False)
    text = table(rows, counts, int(a.elapsed), a.mode)
    with open(a.out_table, "w") as f:
        f.write(text)
    sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
