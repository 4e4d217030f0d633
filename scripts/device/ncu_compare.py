"""Nsight Compute's counters beside the counts our emulator-based analysis predicts, per kernel.

  ncu_compare.py metrics [--query FILE]
      prints the comma-separated --metrics list for ncu; with the output of `ncu --query-metrics`,
      only the metrics the chip knows (an unknown name makes ncu refuse the whole run).
  ncu_compare.py compare --ncu CSV --analysis RUN_JSON --task NAME --entry ENTRY [--fragment FILE]
      CSV: `ncu --csv --print-units base --metrics ...` of `warpscope-cli run TASK --backend cuda --seeds 1`;
      RUN_JSON: `warpscope-cli run TASK --backend emu --analyze --json` (its "metrics" object).
      Prints one line (the metrics compared, the worst ratio); exit 0, or 2 when nothing could be compared.

The predictions follow core/analysis/predictedmetrics.cpp (loads and stores told apart by each
instruction's opcode; bank conflicts are the shared wavefronts beyond the ideal; DRAM bytes from the
model's unique sectors) plus the instruction, branch and divergence totals. Our instruction counts are
PTX instructions and ncu's are SASS instructions, so those rows measure the compiler as much as us.
Per source line: not compared (ncu's source page needs a report file and --import-source; left undone).
"""

import argparse
import json
import math
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import devcommon  # noqa: E402

# ncu metric -> (how it is predicted, in words). Several branch names: chips and ncu versions differ,
# and `metrics` keeps only those the chip lists.
METRICS = [
    ("l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum", "global sectors of ld instructions"),
    ("l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum", "warp-level global ld instructions"),
    ("l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum", "global sectors of st instructions"),
    ("l1tex__t_requests_pipe_lsu_mem_global_op_st.sum", "warp-level global st instructions"),
    ("l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum", "shared wavefronts of ld"),
    ("l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum", "shared wavefronts of st"),
    ("l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum", "shared wavefronts beyond the ideal, ld"),
    ("l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum", "shared wavefronts beyond the ideal, st"),
    ("lts__t_sectors.sum", "every global sector requested (a model with no L1 hits)"),
    ("dram__bytes_read.sum", "DRAM model (with write: read + write are one prediction)"),
    ("dram__bytes_write.sum", "DRAM model (with read)"),
    ("smsp__inst_executed.sum", "warp instructions executed (PTX, ncu counts SASS)"),
    ("smsp__thread_inst_executed.sum", "thread instructions executed (PTX, ncu counts SASS)"),
    ("smsp__sass_inst_executed_op_branch.sum", "branch instructions (PTX bra)"),
    ("smsp__inst_executed_op_branch.sum", "branch instructions (PTX bra)"),
    ("smsp__sass_branch_targets_threads_divergent.sum", "divergent branches"),
    ("gpu__time_duration.sum", "not predicted: the kernel's time"),
]


def available(query_text):
    """Base metric names listed by `ncu --query-metrics` (first word of each table row)."""
    names = set()
    for line in query_text.splitlines():
        m = re.match(r"^\s*([a-z0-9]+__[a-z0-9_]+)\s", line + " ")
        if m:
            names.add(m.group(1))
    return names


def metric_list(query_text=None):
    names = [m for m, _ in METRICS]
    if query_text is None:
        return names
    known = available(query_text)
    return [m for m in names if m.rsplit(".", 1)[0] in known]


def is_load(opcode):
    head = opcode.split(".", 1)[0]
    return head in ("ld", "ldu"), head == "st"


def predicted(analysis):
    """{ncu metric: predicted value} from a run document's "metrics" object (analysisReportToJson)."""
    ld = {"gs": 0.0, "gr": 0.0, "wf": 0.0, "bc": 0.0}
    st = {"gs": 0.0, "gr": 0.0, "wf": 0.0, "bc": 0.0}
    for ins in analysis.get("instructions", []):
        is_ld, is_st = is_load(ins.get("opcode", ""))
        if not (is_ld or is_st):
            continue
        d = ld if is_ld else st
        d["gs"] += ins.get("global_sectors", 0)
        d["gr"] += ins.get("global_requests", 0)
        d["wf"] += ins.get("shared_wavefronts", 0)
        d["bc"] += max(0, ins.get("shared_wavefronts", 0) - ins.get("shared_wavefronts_ideal", 0))
    t = analysis.get("totals", {})
    out = {
        "l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum": ld["gs"],
        "l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum": ld["gr"],
        "l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum": st["gs"],
        "l1tex__t_requests_pipe_lsu_mem_global_op_st.sum": st["gr"],
        "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum": ld["wf"],
        "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum": st["wf"],
        "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum": ld["bc"],
        "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum": st["bc"],
        "lts__t_sectors.sum": float(t.get("global_sectors", 0)),
        "dram__bytes": 32.0 * analysis.get("unique_global_sectors", 0),
        "smsp__inst_executed.sum": float(t.get("inst_executed", 0)),
        "smsp__thread_inst_executed.sum": float(t.get("thread_inst_executed", 0)),
        "smsp__sass_inst_executed_op_branch.sum": float(t.get("branches", 0)),
        "smsp__inst_executed_op_branch.sum": float(t.get("branches", 0)),
        "smsp__sass_branch_targets_threads_divergent.sum": float(t.get("divergent_branches", 0)),
    }
    return out


def ratio(pred, meas):
    """measured / predicted, 1 when both are 0, inf when only the prediction is 0."""
    if pred == 0 and meas == 0:
        return 1.0
    if pred == 0:
        return math.inf
    return meas / pred


def compare(ncu_text, analysis, entry):
    """Records {metric, predicted, measured, ratio, basis} for the launches of entry in the CSV."""
    rows = [r for r in devcommon.parse_ncu_csv(ncu_text) if devcommon.kernel_base(r["kernel"]) == entry]
    if not rows:
        return []
    first_id = rows[0]["id"]  # the first launch of the entry: the same seed the analysis ran
    measured = {r["metric"]: r["value"] for r in rows if r["id"] == first_id}
    pred = predicted(analysis)
    basis = dict(METRICS)
    out = []
    if "dram__bytes_read.sum" in measured or "dram__bytes_write.sum" in measured:
        r, w = measured.pop("dram__bytes_read.sum", None), measured.pop("dram__bytes_write.sum", None)
        if r is not None or w is not None:
            measured["dram__bytes_read.sum+dram__bytes_write.sum"] = (r or 0.0) + (w or 0.0)
            pred["dram__bytes_read.sum+dram__bytes_write.sum"] = pred["dram__bytes"]
            basis["dram__bytes_read.sum+dram__bytes_write.sum"] = "DRAM model: every touched sector moved once"
    for name in sorted(measured):
        value = measured[name]
        if name not in pred or value is None:
            continue
        out.append({"metric": name, "predicted": pred[name], "measured": value,
                    "ratio": ratio(pred[name], value), "basis": basis.get(name, "")})
    return out


def worst(records):
    """The record furthest from ratio 1 (on a log scale), or None."""
    def off(r):
        q = r["ratio"]
        return math.inf if q in (0, math.inf) else abs(math.log(q))
    return max(records, key=off) if records else None


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    m = sub.add_parser("metrics")
    m.add_argument("--query")
    c = sub.add_parser("compare")
    c.add_argument("--ncu", required=True)
    c.add_argument("--analysis", required=True)
    c.add_argument("--task", required=True)
    c.add_argument("--entry", required=True)
    c.add_argument("--fragment")
    a = ap.parse_args()
    if a.cmd == "metrics":
        query = open(a.query).read() if a.query else None
        names = metric_list(query)
        if not names:
            print("ncu --query-metrics lists none of our metrics", file=sys.stderr)
            return 2
        print(",".join(names))
        return 0
    text = open(a.ncu, errors="replace").read()
    try:
        with open(a.analysis) as f:
            doc = json.load(f)
    except (OSError, ValueError) as e:
        print("no analysis: %s" % e)
        return 2
    analysis = doc.get("metrics") or {}
    records = compare(text, analysis, a.entry) if analysis.get("instructions") is not None else []
    errors = devcommon.ncu_errors(text)
    if not records:
        why = errors[0] if errors else "no ncu row for kernel '%s'" % a.entry
        if not analysis.get("instructions"):
            why = "the emulator run has no analysis (run --analyze)"
        print(why[:200])
        if a.fragment:
            devcommon.write_fragment(a.fragment, "ncu", {"task": a.task, "kernel": a.entry, "error": why})
        return 2
    w = worst(records)
    line = "%d metrics; worst %s: predicted %.4g, measured %.4g (x%.3g)" % (
        len(records), w["metric"], w["predicted"], w["measured"], w["ratio"])
    exact = sum(1 for r in records if r["ratio"] == 1.0)
    line += "; %d equal" % exact
    if a.fragment:
        devcommon.write_fragment(a.fragment, "ncu", {"task": a.task, "kernel": a.entry, "metrics": records,
                                                      "worst": w, "per_line": "not compared"})
    print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
