"""Shared readers of scripts/device-check's helpers: .npy files, result bundles, task.toml, Nsight
Compute CSV, and the one-record-per-file JSON fragments that report.py gathers.

Standard library only (Python 3.11+: tomllib), so the helpers run on the build machine, in CI and on
the GPU machine alike; torch_reference.py alone imports numpy or torch.
"""

import array
import ast
import csv
import io
import json
import math
import os
import re
import struct
import sys
import tomllib

# .npy descr -> (our dtype name, struct code). bf16 is stored as raw '<u2' words (core/pipeline/bundle.h);
# the bundle's result.json says which outputs are bf16.
NPY_TYPES = {
    "<f8": ("f64", "d"), "<f4": ("f32", "f"), "<f2": ("f16", "e"), "<i8": ("i64", "q"), "<i4": ("i32", "i"),
    "<i2": ("i16", "h"), "|i1": ("i8", "b"), "<u8": ("u64", "Q"), "<u4": ("u32", "I"), "<u2": ("u16", "H"),
    "|u1": ("u8", "B"), "|b1": ("bool", "?"),
}
FLOAT_BITS = {"f64": 64, "f32": 32, "f16": 16, "bf16": 16}


class NpyError(ValueError):
    pass


def read_npy(path):
    """Returns (descr, shape, raw bytes of the data) of a C-order .npy file."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:6] != b"\x93NUMPY":
        raise NpyError("%s is not an .npy file (no \\x93NUMPY magic)" % path)
    major = data[6]
    if major == 1:
        hlen, start = struct.unpack("<H", data[8:10])[0], 10
    elif major in (2, 3):
        hlen, start = struct.unpack("<I", data[8:12])[0], 12
    else:
        raise NpyError("%s: .npy version %d is not known" % (path, major))
    try:
        header = ast.literal_eval(data[start:start + hlen].decode("latin1").strip())
    except (ValueError, SyntaxError) as e:
        raise NpyError("%s: the .npy header does not parse: %s" % (path, e)) from None
    if header.get("fortran_order"):
        raise NpyError("%s: Fortran-ordered arrays are not written by Warpscope" % path)
    return header["descr"], tuple(header["shape"]), data[start + hlen:]


def npy_values(path, dtype=None):
    """(dtype name, shape, list of Python numbers). dtype overrides the file's ('bf16' for '<u2' words)."""
    descr, shape, raw = read_npy(path)
    if descr not in NPY_TYPES:
        raise NpyError("%s: dtype %s is not one Warpscope writes" % (path, descr))
    name, code = NPY_TYPES[descr]
    count = 1
    for d in shape:
        count *= d
    width = struct.calcsize(code)
    if len(raw) < count * width:
        raise NpyError("%s: %d bytes of data, %d expected for shape %s" % (path, len(raw), count * width, shape))
    vals = array.array(code)
    vals.frombytes(raw[: count * width])
    if sys.byteorder != "little":
        vals.byteswap()
    if dtype == "bf16":
        return "bf16", shape, [struct.unpack("<f", struct.pack("<I", v << 16))[0] for v in vals]
    return name, shape, list(vals)


def npy_words(path):
    """The raw element words as unsigned integers (for ULP distances), and the element width in bits."""
    descr, shape, raw = read_npy(path)
    width = struct.calcsize(NPY_TYPES[descr][1]) * 8
    code = {8: "B", 16: "H", 32: "I", 64: "Q"}[width]
    vals = array.array(code)
    vals.frombytes(raw[: len(raw) - len(raw) % (width // 8)])
    if sys.byteorder != "little":
        vals.byteswap()
    return list(vals), width


def ordered(bits, width):
    """Maps float bits to integers whose order and distance follow the floats (the ULP distance)."""
    sign = 1 << (width - 1)
    return -(bits & (sign - 1)) if bits & sign else bits


def bundle_outputs(bundle):
    """{(seed, output name): (path of the .output.npy, the output's result.json object)}."""
    with open(os.path.join(bundle, "result.json")) as f:
        doc = json.load(f)
    found = {}
    for seed in doc.get("seeds", []):
        for o in seed.get("outputs", []):
            files = o.get("files") or {}
            if "output" in files:
                found[(seed["seed"], o["name"])] = (os.path.join(bundle, files["output"]), o)
    return found


def load_task(task_dir):
    """The task.toml of a task folder as a dict (tomllib)."""
    path = task_dir if task_dir.endswith(".toml") else os.path.join(task_dir, "task.toml")
    with open(path, "rb") as f:
        return tomllib.load(f)


def task_entry(task_dir):
    return load_task(task_dir).get("kernel", {}).get("entry", "")


def task_expectations(task_dir):
    """[[expect]] entries as sorted (kind, line) pairs."""
    return sorted({(e.get("kind", "?"), int(e.get("line", 0))) for e in load_task(task_dir).get("expect", [])})


def our_findings(run_json_path):
    """Findings of a `run --json` document (seed and run level) as sorted (kind, (source lines...)):
    a race names both accesses' lines, as compute-sanitizer's racecheck does."""
    with open(run_json_path) as f:
        doc = json.load(f)
    found = set()
    for f in doc.get("findings", []) + [x for s in doc.get("seeds", []) for x in s.get("findings", [])]:
        lines = {int(f.get("source_line") or 0), int(f.get("other_source_line") or 0)} - {0}
        found.add((f.get("kind", "other"), tuple(sorted(lines))))
    return sorted(found)


def parse_number(text):
    """An Nsight Compute value: '1,048,576', '12.5', 'n/a' (None)."""
    t = text.strip().replace(",", "")
    if not t or t.lower() in ("n/a", "nan", "-"):
        return None
    try:
        return float(t)
    except ValueError:
        return None


def parse_ncu_csv(text):
    """Rows of `ncu --csv` (details page, one metric per row) as dicts: kernel, id, metric, unit, value.
    ncu's own lines (==PROF==, ==WARNING==) and the program's output before the header are skipped."""
    lines = text.splitlines()
    start = next((i for i, l in enumerate(lines) if l.startswith('"ID"')), None)
    if start is None:
        return []
    body = [l for l in lines[start:] if l.startswith('"')]
    rows = []
    for rec in csv.DictReader(io.StringIO("\n".join(body))):
        name = rec.get("Metric Name")
        if not name:
            continue
        rows.append({"id": rec.get("ID", ""), "kernel": rec.get("Kernel Name", ""), "metric": name,
                     "unit": rec.get("Metric Unit", ""), "value": parse_number(rec.get("Metric Value", ""))})
    return rows


def ncu_errors(text):
    """ncu's own error lines (==ERROR==), e.g. a permission problem or an unknown metric."""
    return [l.strip() for l in text.splitlines() if l.startswith("==ERROR==")]


def kernel_base(name):
    """'vector_add(float const*, ...)' -> 'vector_add'; 'void ns::k<1>(int)' -> 'k'."""
    n = re.sub(r"\(.*$", "", name.strip())
    n = re.sub(r"<.*>$", "", n)
    return n.split()[-1].split("::")[-1] if n else n


def finite(value):
    """The value with every non-finite float spelt "inf", "-inf" or "nan", so the JSON stays strict."""
    if isinstance(value, float) and not math.isfinite(value):
        return "nan" if math.isnan(value) else ("inf" if value > 0 else "-inf")
    if isinstance(value, dict):
        return {k: finite(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [finite(v) for v in value]
    return value


def write_fragment(path, stage, record):
    """One stage record for report.py: {"stage": ..., "record": {...}}."""
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "w") as f:
        json.dump({"stage": stage, "record": finite(record)}, f, indent=1, sort_keys=True, allow_nan=False)
