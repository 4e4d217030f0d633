"""compute-sanitizer's findings beside ours, by (kind, source line), for one task.

usage: sanitizer_compare.py --task-dir DIR --ours RUN_JSON [--log TOOL=FILE ...] [--fragment FILE]

  RUN_JSON: `warpscope-cli run TASK --backend emu --analyze --json` (our sanitizers' findings);
  FILE: `compute-sanitizer --tool TOOL --log-file FILE warpscope-cli run TASK --backend cuda --seeds 1`.

Kinds: memcheck "Invalid __global__/__shared__ read/write" -> out_of_bounds ("misaligned" in the report
-> misaligned); racecheck "Race reported" / "hazard" -> race; initcheck "Uninitialized ... memory read"
-> uninitialized; synccheck "Barrier error" / "Divergent thread" -> divergent_barrier, "Invalid
arguments" on a warp sync -> bad_mask. The line is the first "FILE:LINE" of the report's "at ..." lines.
A pair compute-sanitizer reports and we do not is a miss (FAIL); one we report and it does not is an
extra (INFO: initcheck sees only global memory, so our uninitialised-shared findings are extras there).
Prints one line; exit 0 agree (extras allowed), 1 a miss, 2 no usable log.
"""

import argparse
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import devcommon  # noqa: E402

LOCATION = re.compile(r"\bin (\S+?):(\d+)(?::|\b)")
# What each tool can see, so a finding of another kind is not called a miss of that tool.
TOOL_KINDS = {"memcheck": {"out_of_bounds", "misaligned"}, "racecheck": {"race"},
              "initcheck": {"uninitialized"}, "synccheck": {"divergent_barrier", "bad_mask"}}


def classify(header):
    h = header.lower()
    if "misaligned" in h:
        return "misaligned"
    if "invalid __global__" in h or "invalid __shared__" in h or "invalid __local__" in h or "out of bounds" in h:
        return "out_of_bounds"
    if "race reported" in h or "hazard" in h:
        return "race"
    if "uninitialized" in h:
        return "uninitialized"
    if "barrier error" in h or "divergent thread" in h:
        return "divergent_barrier"
    if "invalid arguments" in h or "invalid mask" in h:
        return "bad_mask"
    return None


def parse_log(text):
    """(reports as sorted (kind, (lines...)), the ERROR SUMMARY count or None, unclassified headers).
    A report is its first line and the indented lines below it; its lines are every device location
    ("at KERNEL+0xOFF in FILE:LINE") before the host backtrace (a race names both accesses)."""
    reports, unknown, summary = [], [], None
    kind, lines, in_host = None, [], False

    def close():
        if kind is not None:
            reports.append((kind, tuple(sorted(set(lines)))))

    for raw in text.splitlines():
        if not raw.startswith("========="):
            continue
        body = raw[len("========="):]
        m = re.search(r"\b(ERROR|RACECHECK) SUMMARY: (\d+)", body)
        if m:
            close()
            kind = None
            summary = max(summary or 0, int(m.group(2)))
            continue
        if body.strip() and not body.startswith("  "):  # a report's first line
            close()
            head = body.strip()
            kind, lines, in_host = None, [], False
            if head.startswith("COMPUTE-SANITIZER"):
                continue
            kind = classify(head)
            if kind is None:
                if not head.lower().startswith(("program hit", "warning", "error")):
                    continue
                kind = "other"
                unknown.append(head[:120])
            loc = LOCATION.search(head)
            if loc:
                lines.append(int(loc.group(2)))
            continue
        if kind is None:
            continue
        if "Saved host backtrace" in body or "Host Frame" in body:
            in_host = True
        if kind == "out_of_bounds" and "is misaligned" in body:
            kind = "misaligned"
        if not in_host and " at " in body:
            loc = LOCATION.search(body)
            if loc:
                lines.append(int(loc.group(2)))
    close()
    return sorted(set(reports)), summary, unknown


def match(a, b):
    """Two reports are the same finding when their kinds agree and they share a source line."""
    return a[0] == b[0] and bool(set(a[1]) & set(b[1]))


def compare(theirs_by_tool, ours, expected):
    theirs = sorted({r for reports in theirs_by_tool.values() for r in reports})
    visible = set().union(*(TOOL_KINDS.get(t, set()) for t in theirs_by_tool)) if theirs_by_tool else set()
    exp = [(k, (line,)) for k, line in expected]
    return {"theirs": theirs, "ours": ours, "expected": exp,
            "missed_by_us": [r for r in theirs if r[0] != "other" and not any(match(r, o) for o in ours)],
            "extra_in_ours": [o for o in ours if o[0] in visible and not any(match(o, r) for r in theirs)],
            "kinds_no_tool_checks": [o for o in ours if o[0] not in visible],
            "expected_missed_by_them": [e for e in exp if not any(match(e, r) for r in theirs)],
            "expected_missed_by_us": [e for e in exp if not any(match(e, o) for o in ours)]}


def fmt(reports):
    return ",".join("%s@%s" % (k, "/".join(str(x) for x in lines) or "?") for k, lines in reports) or "none"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--task-dir", required=True)
    ap.add_argument("--ours", required=True)
    ap.add_argument("--log", action="append", default=[], help="TOOL=FILE")
    ap.add_argument("--fragment")
    a = ap.parse_args()
    task = os.path.basename(os.path.normpath(a.task_dir))
    theirs_by_tool, summaries, notes = {}, {}, []
    for item in a.log:
        tool, _, path = item.partition("=")
        try:
            text = open(path, errors="replace").read()
        except OSError as e:
            notes.append("%s: %s" % (tool, e))
            continue
        pairs, summary, unknown = parse_log(text)
        if summary is None and not pairs:
            notes.append("%s: no ERROR SUMMARY in %s" % (tool, os.path.basename(path)))
            continue
        theirs_by_tool[tool], summaries[tool] = pairs, summary
        notes += ["%s: unclassified report '%s'" % (tool, u) for u in unknown]
    try:
        ours = devcommon.our_findings(a.ours)
    except (OSError, ValueError) as e:
        print("our emulator run is unusable: %s" % e)
        return 2
    expected = devcommon.task_expectations(a.task_dir)
    rec = compare(theirs_by_tool, ours, expected)
    rec.update({"task": task, "tools": sorted(theirs_by_tool), "error_summaries": summaries, "notes": notes})
    if not theirs_by_tool:
        rec["result"] = "unusable"
        line = "no usable compute-sanitizer log (%s)" % "; ".join(notes)[:160]
        rc = 2
    else:
        rc = 1 if rec["missed_by_us"] else 0
        rec["result"] = "miss" if rc else ("extra" if rec["extra_in_ours"] else "agree")
        line = "theirs %s; ours %s; expected %s" % (fmt(rec["theirs"]), fmt(ours), fmt(rec["expected"]))
        if rec["missed_by_us"]:
            line += "; MISSED by us: " + fmt(rec["missed_by_us"])
        if rec["extra_in_ours"]:
            line += "; extra in ours: " + fmt(rec["extra_in_ours"])
    if a.fragment:
        devcommon.write_fragment(a.fragment, "sanitizer", rec)
    print(line[:300])
    return rc


if __name__ == "__main__":
    sys.exit(main())
