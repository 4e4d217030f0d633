"""Our builtin references (core/ref) recomputed independently, with PyTorch in float64.

usage: torch_reference.py [--backend auto|torch|numpy] [--fragments DIR] TASK_DIR=BUNDLE ...

Each BUNDLE is a `warpscope-cli run TASK --out BUNDLE --keep-inputs` result bundle: its seeds' inputs
(seed-N/NAME.input.npy) go through the op of the task's [reference] (softmax, log_softmax, layernorm,
rmsnorm, matmul, bmm, transpose, sum/mean/max/min, prefix_sum, histogram, conv2d, attention, axpby,
copy), on the GPU when torch sees one, and the result is held against our reference
(seed-N/OUT.reference.npy, f64 or the output's dtype). 'elementwise' (our expression language) and
non-builtin references are skipped with a reason. --backend numpy (float64 on the CPU) is the fallback
where torch is not installed (the build machine's dry run); conv2d and attention need torch.
A reference stored in float64 must agree to 1e-9 relative; one stored in the output's dtype within one
unit of that dtype's rounding (2^-23 relative for f32, 2^-10 f16, 2^-7 bf16) plus 1e-12.
Prints one line per task; exit 0 all agree, 1 a disagreement, 2 nothing usable.
"""

import argparse
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import devcommon  # noqa: E402

REL = {"f64": 1e-9, "f32": 2.0 ** -23, "f16": 2.0 ** -10, "bf16": 2.0 ** -7}


class Unsupported(Exception):
    pass


def backend(name):
    """(module name, array maker, device) for torch (GPU when available) or numpy."""
    if name in ("auto", "torch"):
        try:
            import torch  # noqa: F401
            dev = "cuda" if torch.cuda.is_available() else "cpu"
            return "torch", torch, dev
        except ImportError:
            if name == "torch":
                raise
    import numpy
    return "numpy", numpy, "cpu"


def to_array(kind, lib, dev, values, shape):
    if kind == "torch":
        return lib.tensor(values, dtype=lib.float64, device=dev).reshape(shape)
    return lib.asarray(values, dtype=lib.float64).reshape(shape)


def to_list(kind, x):
    return (x.detach().cpu().reshape(-1).tolist() if kind == "torch" else x.reshape(-1).tolist())


def attr(ref, key, default):
    return ref.get(key, default)


def compute(kind, lib, op, ref, xs):
    """Our op on float64 arrays xs (in [reference] inputs order)."""
    torch = kind == "torch"
    if op in ("softmax", "log_softmax"):
        axis = attr(ref, "axis", -1)
        if torch:
            f = lib.log_softmax if op == "log_softmax" else lib.softmax
            return f(xs[0], dim=axis)
        x = xs[0] - xs[0].max(axis=axis, keepdims=True)
        e = lib.exp(x)
        s = e.sum(axis=axis, keepdims=True)
        return x - lib.log(s) if op == "log_softmax" else e / s
    if op in ("layernorm", "rmsnorm"):
        eps = attr(ref, "eps", 1e-5 if op == "layernorm" else 1e-6)
        x = xs[0]
        d = x.shape[-1]
        gamma = xs[1] if len(xs) > 1 else None
        beta = xs[2] if len(xs) > 2 else None
        if op == "layernorm":
            if torch:
                return lib.nn.functional.layer_norm(x, (d,), gamma, beta, eps)
            mu = x.mean(axis=-1, keepdims=True)
            var = ((x - mu) ** 2).mean(axis=-1, keepdims=True)
            y = (x - mu) / lib.sqrt(var + eps)
        else:
            ms = (x * x).mean(-1, keepdim=True) if torch else (x * x).mean(axis=-1, keepdims=True)
            y = x / (lib.sqrt(ms + eps))
        if gamma is not None:
            y = y * gamma
        if beta is not None:
            y = y + beta
        return y
    if op in ("matmul", "bmm"):
        a, b = xs[0], xs[1]
        if attr(ref, "transpose_a", False):
            a = a.transpose(-1, -2) if torch else lib.swapaxes(a, -1, -2)
        if attr(ref, "transpose_b", False):
            b = b.transpose(-1, -2) if torch else lib.swapaxes(b, -1, -2)
        return attr(ref, "alpha", 1.0) * (a @ b)
    if op == "transpose":
        return xs[0].transpose(-1, -2) if torch else lib.swapaxes(xs[0], -1, -2)
    if op in ("sum", "mean", "max", "min"):
        if "axis" not in ref:
            raise Unsupported("a reduction without axis")
        axis, keep = ref["axis"], bool(attr(ref, "keepdims", False))
        if torch:
            x = xs[0]
            if op in ("max", "min"):
                return getattr(lib, "amax" if op == "max" else "amin")(x, dim=axis, keepdim=keep)
            return getattr(x, op)(dim=axis, keepdim=keep)
        return getattr(xs[0], op)(axis=axis, keepdims=keep)
    if op == "prefix_sum":
        axis = attr(ref, "axis", -1)
        c = lib.cumsum(xs[0], dim=axis) if torch else lib.cumsum(xs[0], axis=axis)
        if attr(ref, "exclusive", False):
            c = c - xs[0]
        return c
    if op == "histogram":
        bins = int(ref["bins"])
        x = xs[0].reshape(-1)
        if "lo" not in ref:  # integers are their own bins; others are not counted
            if torch:
                keep = x[(x >= 0) & (x < bins)].to(lib.int64)
                return lib.bincount(keep, minlength=bins).to(lib.float64)
            keep = x[(x >= 0) & (x < bins)].astype(lib.int64)
            return lib.bincount(keep, minlength=bins).astype(lib.float64)
        lo, hi = float(ref["lo"]), float(ref["hi"])
        if torch:
            return lib.histc(x, bins=bins, min=lo, max=hi)
        return lib.histogram(x, bins=bins, range=(lo, hi))[0].astype(lib.float64)
    if op == "axpby":
        return attr(ref, "alpha", 1.0) * xs[0] + attr(ref, "beta", 1.0) * xs[1]
    if op == "copy":
        return xs[0]
    if op == "conv2d":
        if not torch:
            raise Unsupported("conv2d needs torch")
        return lib.nn.functional.conv2d(xs[0], xs[1], stride=attr(ref, "stride", 1), padding=attr(ref, "padding", 0))
    if op == "attention":
        if not torch:
            raise Unsupported("attention needs torch")
        q, k, v = xs[0], xs[1], xs[2]
        scale = attr(ref, "scale", 1.0 / math.sqrt(q.shape[-1]))
        s = (q @ k.transpose(-1, -2)) * scale
        if attr(ref, "causal", False):
            t, u = s.shape[-2], s.shape[-1]
            mask = lib.ones(t, u, dtype=lib.bool, device=s.device).tril()
            s = s.masked_fill(~mask, float("-inf"))
        return lib.softmax(s, dim=-1) @ v
    raise Unsupported("op '%s' has no independent recomputation here" % op)


def check_task(task_dir, bundle, kind, lib, dev):
    """Records, one per (seed, output)."""
    task = devcommon.load_task(task_dir)
    ref = task.get("reference", {})
    name = os.path.basename(os.path.normpath(task_dir))
    if ref.get("kind") != "builtin":
        raise Unsupported("the reference is '%s', not builtin" % ref.get("kind", "none"))
    op = ref.get("op", "")
    if op == "elementwise":
        raise Unsupported("'elementwise' is our expression language")
    import json
    with open(os.path.join(bundle, "result.json")) as f:
        doc = json.load(f)
    dtypes = {b["name"]: b.get("dtype", "f32") for b in task.get("buffer", [])}
    records = []
    for seed in doc.get("seeds", []):
        inputs = seed.get("inputs")
        if not inputs:
            raise Unsupported("the bundle has no inputs (run with --keep-inputs)")
        xs = []
        for n in ref.get("inputs", []):
            _, shape, vals = devcommon.npy_values(os.path.join(bundle, inputs[n]), dtypes.get(n))
            xs.append(to_array(kind, lib, dev, [float(v) for v in vals], shape))
        got = compute(kind, lib, op, ref, xs)
        for out in seed.get("outputs", []):
            files = out.get("files") or {}
            if "reference" not in files:
                continue
            rdtype, rshape, rvals = devcommon.npy_values(os.path.join(bundle, files["reference"]),
                                                         out.get("dtype") if out.get("dtype") == "bf16" else None)
            mine = to_list(kind, got)
            if len(mine) != len(rvals):
                records.append({"task": name, "op": op, "seed": seed["seed"], "output": out["name"],
                                "error": "torch gives %d values, our reference %d (shape %s)" % (
                                    len(mine), len(rvals), list(rshape)), "agree": False})
                continue
            tol = REL.get(rdtype if rdtype != "u16" else "bf16", 0.0)
            max_abs, max_rel, bad = 0.0, 0.0, 0
            for a, b in zip(mine, rvals):
                b = float(b)
                if (math.isnan(a) and math.isnan(b)) or a == b:
                    continue
                d = abs(a - b)
                max_abs = max(max_abs, d)
                max_rel = max(max_rel, d / abs(a) if a else math.inf)
                bad += not (d <= tol * abs(a) + 1e-12)
            records.append({"task": name, "op": op, "seed": seed["seed"], "output": out["name"],
                            "reference_dtype": rdtype, "elements": len(rvals), "max_abs": max_abs,
                            "max_rel": max_rel, "allowed_rel": tol, "beyond": bad, "agree": bad == 0,
                            "backend": "%s/%s float64" % (kind, dev)})
    return records


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--backend", default="auto", choices=["auto", "torch", "numpy"])
    ap.add_argument("--fragments", help="folder for one report.py record per task")
    ap.add_argument("pairs", nargs="+", metavar="TASK_DIR=BUNDLE")
    a = ap.parse_args()
    try:
        kind, lib, dev = backend(a.backend)
    except ImportError as e:
        print("neither torch nor numpy can be imported (%s)" % e)
        return 2
    worst_rc, usable = 0, 0
    for pair in a.pairs:
        task_dir, _, bundle = pair.partition("=")
        name = os.path.basename(os.path.normpath(task_dir))
        try:
            records = check_task(task_dir, bundle, kind, lib, dev)
        except Unsupported as e:
            print("%s\tSKIP\t%s" % (name, e))
            if a.fragments:
                devcommon.write_fragment(os.path.join(a.fragments, "torch-%s.json" % name), "torch",
                                         {"task": name, "skipped": str(e)})
            continue
        except (OSError, ValueError, KeyError, RuntimeError) as e:
            records = [{"task": name, "error": "%s: %s" % (type(e).__name__, e), "agree": False}]
        usable += 1
        bad = [r for r in records if not r.get("agree")]
        if bad:
            worst_rc = 1
            r = bad[0]
            detail = r.get("error") or "%s seed %s: %d beyond %.2g relative; max abs %.3g, max rel %.3g" % (
                r["output"], r["seed"], r["beyond"], r["allowed_rel"], r["max_abs"], r["max_rel"])
            print("%s\tFAIL\t%s" % (name, detail))
        else:
            print("%s\tPASS\t%s, %s: max abs %.3g, max rel %.3g over %d seed outputs" % (
                name, records[0]["op"] if records else "?", records[0]["backend"] if records else "",
                max((r["max_abs"] for r in records), default=0.0), max((r["max_rel"] for r in records), default=0.0),
                len(records)))
        if a.fragments:
            devcommon.write_fragment(os.path.join(a.fragments, "torch-%s.json" % name), "torch",
                                     {"task": name, "records": records})
    return worst_rc if usable else 2


if __name__ == "__main__":
    sys.exit(main())
