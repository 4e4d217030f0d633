"""Compares the outputs of two result bundles of one task (GPU and emulator) element by element.

usage: bundle_compare.py CUDA_BUNDLE EMU_BUNDLE KERNEL_PTX [--fragment FILE --task NAME]

Bit-exact is required unless the PTX has approximate instructions (ex2/lg2/sin/cos/rsqrt/tanh .approx,
div.full), float atomics (order-dependent sums) or plain mul/add that ptxas may contract into fma; then
every element must be within the output's tolerance from result.json (else a dtype default).
Tensor-core instructions (mma, wmma, wgmma) are NOT a reason: the emulator models the hardware's
products and accumulation (docs/emulator.md, "Tensor cores"), so a tensor-core kernel must match bit
for bit, and a difference is reported as the accumulation model's, with the distance. The distance is always printed: max ULP
and max absolute difference per output. Prints one line; exit 0 same, 1 different, 2 unusable bundles.
"""

import argparse
import math
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import devcommon  # noqa: E402

APPROX = re.compile(r"\.approx\b|\bex2\.|\blg2\.|\bsin\.|\bcos\.|\brsqrt\.|\btanh\.|\bdiv\.full\b")
ORDER = re.compile(r"\b(atom|red)(\.[a-z0-9:]+)*\.add(\.[a-z]+)*\.(f16|bf16|f32|f64|f16x2|bf16x2)\b")
TENSOR = re.compile(r"\b(w?mma|wgmma)\.")
CONTRACTIBLE = re.compile(r"(?<![.\w])(mul|add|sub)\.(f32|f64)\b")  # no rounding modifier: ptxas may fuse into fma
DEFAULT_TOL = {"f64": (1e-7, 1e-7), "f32": (1e-5, 1.3e-6), "f16": (1e-5, 1e-3), "bf16": (1e-5, 1.6e-2)}


def reasons(ptx):
    why = []
    if APPROX.search(ptx):
        why.append("approximate instructions")
    if ORDER.search(ptx):
        why.append("float atomics")
    if CONTRACTIBLE.search(ptx):
        why.append("mul/add ptxas may contract")
    return why


def distance(cpath, epath, dtype):
    """(elements differing, max ULP or None for integers, max abs difference, values of both)."""
    _, _, cv = devcommon.npy_values(cpath, dtype)
    _, _, ev = devcommon.npy_values(epath, dtype)
    differing, max_abs, max_ulp = 0, 0.0, None
    if dtype in devcommon.FLOAT_BITS:
        cw, width = devcommon.npy_words(cpath)
        ew, _ = devcommon.npy_words(epath)
        max_ulp = 0
    for i, (a, b) in enumerate(zip(cv, ev)):
        if a == b or (isinstance(a, float) and math.isnan(a) and math.isnan(b)):
            continue
        differing += 1
        if isinstance(a, float) and not (math.isfinite(a) and math.isfinite(b)):
            max_abs = math.inf
        else:
            max_abs = max(max_abs, abs(a - b))
        if max_ulp is not None:
            max_ulp = max(max_ulp, abs(devcommon.ordered(cw[i], width) - devcommon.ordered(ew[i], width)))
    return differing, max_ulp, max_abs, cv, ev


def compare(cuda_bundle, emu_bundle, ptx_text):
    """(exit code, verdict line, per-output records)."""
    cuda, emu = devcommon.bundle_outputs(cuda_bundle), devcommon.bundle_outputs(emu_bundle)
    if not cuda or set(cuda) != set(emu):
        return 2, "the bundles hold different outputs: cuda %s, emu %s" % (sorted(cuda), sorted(emu)), []
    why = reasons(ptx_text)
    records, failed, inexact = [], [], False
    for key in sorted(cuda):
        (cpath, meta), (epath, _) = cuda[key], emu[key]
        dtype = meta.get("dtype", "f32")
        differing, max_ulp, max_abs, cv, ev = distance(cpath, epath, dtype)
        rec = {"seed": key[0], "output": key[1], "dtype": dtype, "elements": len(cv), "differing": differing,
               "max_ulp": max_ulp, "max_abs": max_abs, "bit_exact": differing == 0, "within_tolerance": True}
        if differing:
            inexact = True
            tol = meta.get("tolerance") or {}
            atol, rtol = DEFAULT_TOL.get(dtype, (0.0, 0.0))
            atol, rtol = tol.get("atol", atol), tol.get("rtol", rtol)
            allowed_ulp = tol.get("max_ulp")
            bad = 0
            if dtype in devcommon.FLOAT_BITS and why:
                cw, width = devcommon.npy_words(cpath)
                ew, _ = devcommon.npy_words(epath)
                for i, (a, b) in enumerate(zip(cv, ev)):
                    if a == b or (math.isnan(a) and math.isnan(b)):
                        continue
                    close = math.isfinite(a) and math.isfinite(b) and abs(a - b) <= atol + rtol * abs(b)
                    ulp_ok = allowed_ulp is not None and abs(
                        devcommon.ordered(cw[i], width) - devcommon.ordered(ew[i], width)) <= allowed_ulp
                    bad += not (close or ulp_ok)
            else:
                bad = differing  # integers, or floats whose PTX must round the same on both
            rec.update({"atol": atol, "rtol": rtol, "beyond_tolerance": bad, "within_tolerance": bad == 0})
            if bad:
                failed.append(rec)
        records.append(rec)

    def dist(r):
        ulp = "" if r["max_ulp"] is None else "max %d ulp, " % r["max_ulp"]
        return "%s: %s%d of %d differ, %smax abs %.3g" % (r["output"], "seed %s " % r["seed"], r["differing"],
                                                          r["elements"], ulp, r["max_abs"])

    if failed:
        r = failed[0]
        extra = "" if why else " (no approximate, atomic or contractible instruction in the PTX)"
        if TENSOR.search(ptx_text):
            extra += "; tensor-core instructions: the emulator's accumulation model differs from this GPU"
        return 1, "%s beyond atol %g rtol %g%s" % (dist(r), r.get("atol", 0), r.get("rtol", 0), extra), records
    if not inexact:
        tensor = ", tensor-core instructions included" if TENSOR.search(ptx_text) else ""
        return 0, "bit-exact (%d outputs x seeds%s)" % (len(records), tensor), records
    worst = max((r for r in records if not r["bit_exact"]), key=lambda r: (r["max_ulp"] or 0, r["max_abs"]))
    return 0, "within tolerance (%s); worst %s" % (", ".join(why), dist(worst)), records


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("cuda")
    ap.add_argument("emu")
    ap.add_argument("ptx")
    ap.add_argument("--fragment", help="write the per-output record for report.py here")
    ap.add_argument("--task", default="")
    a = ap.parse_args()
    ptx = open(a.ptx).read() if os.path.exists(a.ptx) else ""
    try:
        rc, line, records = compare(a.cuda, a.emu, ptx)
    except (OSError, ValueError, KeyError) as e:
        rc, line, records = 2, "cannot read the bundles: %s" % e, []
    if a.fragment:
        devcommon.write_fragment(a.fragment, "kernels", {"task": a.task, "exit": rc, "verdict": line,
                                                          "outputs": records})
    print(line)
    return rc


if __name__ == "__main__":
    sys.exit(main())
