"""Helper for Warpscope python references (docs/task-format.md, "Python references").

Warpscope runs a python reference as ``python script.py INPUTS_DIR OUTPUTS_DIR`` with this module on
PYTHONPATH and ``WARPSCOPE_PARAMS`` naming a JSON file that describes the run::

    {"params": {"N": 1000}, "inputs_dir": "...", "outputs_dir": "...", "outputs": ["y"],
     "buffers": {"x": {"dtype": "bf16", "shape": [1000], "role": "input", "file": ".../x.npy"}, ...}}

Typical use::

    import warpscope_ref as ws
    x = ws.load("x")               # float32 for bf16 buffers, the buffer's own dtype otherwise
    ws.save("y", 2.0 * x)          # saved as float64 (or the output's integer dtype)
    n = ws.params()["N"]

bf16 buffers travel as raw 16-bit patterns ('<u2'): load() widens them to float32 exactly, and save()
of a float array into a bf16 output writes float64, which Warpscope rounds to bf16 itself.
"""

import json
import os
import sys

import numpy as np

_INFO = None


def info():
    """The whole params file as a dict (params, buffers, inputs_dir, outputs_dir, outputs)."""
    global _INFO
    if _INFO is None:
        path = os.environ.get("WARPSCOPE_PARAMS")
        if not path:
            raise RuntimeError("WARPSCOPE_PARAMS is not set: run this script as a Warpscope python reference")
        with open(path, "r", encoding="utf-8") as f:
            _INFO = json.load(f)
    return _INFO


def params():
    """The task's [params] after --param overrides, as a dict of ints."""
    return dict(info()["params"])


def buffer(name):
    """Metadata of one buffer: dtype (Warpscope's name: f32, bf16, i32, ...), shape, role."""
    buffers = info()["buffers"]
    if name not in buffers:
        raise KeyError("no buffer '%s' in the task; buffers: %s" % (name, ", ".join(sorted(buffers))))
    return buffers[name]


def bf16_to_float32(bits):
    """Raw bfloat16 bit patterns (uint16) to float32, exactly."""
    return (np.asarray(bits, dtype=np.uint16).astype(np.uint32) << 16).view(np.float32)


def load(name):
    """An input buffer as a numpy array of its shape: bf16 as float32, every other dtype as stored."""
    meta = buffer(name)
    if "file" not in meta:
        raise KeyError("buffer '%s' is an %s buffer; only inputs are given to the script" % (name, meta["role"]))
    a = np.load(meta["file"])
    if meta["dtype"] == "bf16":
        a = bf16_to_float32(a)
    return a.reshape(meta["shape"])


def save(name, array):
    """Writes an output's expected values: floats as float64, integer outputs in their dtype."""
    meta = buffer(name)
    a = np.asarray(array)
    if meta["dtype"] in ("f64", "f32", "f16", "bf16"):
        a = a.astype(np.float64)
    else:
        a = a.astype(np.dtype(_NUMPY_INT[meta["dtype"]]))
    np.save(os.path.join(info()["outputs_dir"], name + ".npy"), a.reshape(meta["shape"]))


_NUMPY_INT = {"i64": "<i8", "i32": "<i4", "i16": "<i2", "i8": "i1", "u64": "<u8", "u32": "<u4", "u16": "<u2", "u8": "u1"}


if __name__ == "__main__":
    json.dump(info(), sys.stdout, indent=2)
