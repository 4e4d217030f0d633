"""Tests of scripts/device/ on canned tool output (tests/data/device) and tiny bundles written here.

Run: python3 -m unittest discover -s scripts/device -p 'test_*.py'   (ctest: device_scripts)
Standard library only; the torch_reference test uses numpy when it is importable and is skipped otherwise.
"""

import json
import math
import os
import struct
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
DATA = os.path.join(ROOT, "tests", "data", "device")
sys.path.insert(0, HERE)

import bundle_compare  # noqa: E402
import devcommon  # noqa: E402
import ncu_compare  # noqa: E402
import report  # noqa: E402
import sanitizer_compare  # noqa: E402
import timing_compare  # noqa: E402
import torch_reference  # noqa: E402


def f32_after(x):
    """The next float32 above x."""
    return struct.unpack("<f", struct.pack("<I", struct.unpack("<I", struct.pack("<f", x))[0] + 1))[0]


def load_json(path):
    with open(path) as f:
        return json.load(f)


def data(name):
    with open(os.path.join(DATA, name)) as f:
        return f.read()


def write_npy(path, descr, shape, values, code):
    header = "{'descr': '%s', 'fortran_order': False, 'shape': %s, }" % (descr, repr(tuple(shape)))
    header += " " * (63 - (len(header) + 10) % 64) + "\n"
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + header.encode("latin1"))
        f.write(struct.pack("<%d%s" % (len(values), code), *values))


def write_bundle(folder, outputs, inputs=None, seed=1):
    """outputs: {name: (dtype, values, reference values or None)}; inputs: {name: values} (f32)."""
    outs = []
    for name, (dtype, values, ref) in outputs.items():
        descr, code = {"f32": ("<f4", "f"), "i32": ("<i4", "i"), "f64": ("<f8", "d")}[dtype]
        write_npy(os.path.join(folder, "seed-%d/%s.output.npy" % (seed, name)), descr, [len(values)], values, code)
        files = {"output": "seed-%d/%s.output.npy" % (seed, name)}
        if ref is not None:
            write_npy(os.path.join(folder, "seed-%d/%s.reference.npy" % (seed, name)), "<f8", [len(ref)], ref, "d")
            files["reference"] = "seed-%d/%s.reference.npy" % (seed, name)
        outs.append({"name": name, "dtype": dtype, "files": files, "tolerance": {"atol": 1e-5, "rtol": 1e-5}})
    s = {"seed": seed, "outputs": outs, "findings": []}
    if inputs:
        s["inputs"] = {}
        for name, values in inputs.items():
            path = "seed-%d/%s.input.npy" % (seed, name)
            write_npy(os.path.join(folder, path), "<f4", [len(values)], values, "f")
            s["inputs"][name] = path
    with open(os.path.join(folder, "result.json"), "w") as f:
        json.dump({"schema": 1, "seeds": [s]}, f)


class Npy(unittest.TestCase):
    def test_round_trip_and_damage(self):
        with tempfile.TemporaryDirectory() as d:
            p = os.path.join(d, "x.npy")
            write_npy(p, "<f4", [3], [1.0, -2.5, 3.25], "f")
            self.assertEqual(devcommon.npy_values(p), ("f32", (3,), [1.0, -2.5, 3.25]))
            with open(p, "wb") as f:
                f.write(b"not an npy")
            with self.assertRaisesRegex(devcommon.NpyError, "not an .npy file"):
                devcommon.npy_values(p)

    def test_ulp_order(self):
        one = struct.unpack("<I", struct.pack("<f", 1.0))[0]
        nxt = one + 1
        neg = struct.unpack("<I", struct.pack("<f", -0.0))[0]
        self.assertEqual(devcommon.ordered(nxt, 32) - devcommon.ordered(one, 32), 1)
        self.assertEqual(devcommon.ordered(neg, 32), 0)


class BundleCompare(unittest.TestCase):
    def test_exact_close_and_different(self):
        with tempfile.TemporaryDirectory() as d:
            a, b, c = (os.path.join(d, n) for n in "abc")
            write_bundle(a, {"y": ("f32", [1.0, 2.0, 3.0], None)})
            write_bundle(b, {"y": ("f32", [1.0, 2.0, 3.0], None)})
            write_bundle(c, {"y": ("f32", [1.0, f32_after(2.0), 3.0], None)})
            rc, line, recs = bundle_compare.compare(a, b, "")
            self.assertEqual((rc, recs[0]["bit_exact"]), (0, True), line)
            # one ULP apart with an approximate instruction: within tolerance, the distance printed
            rc, line, recs = bundle_compare.compare(c, a, "ex2.approx.f32 %f1, %f2;")
            self.assertEqual(rc, 0, line)
            self.assertIn("max 1 ulp", line)
            self.assertEqual(recs[0]["max_ulp"], 1)
            # the same difference with PTX that must round the same: a failure
            rc, line, _ = bundle_compare.compare(c, a, "fma.rn.f32 %f1, %f2, %f3, %f4;")
            self.assertEqual(rc, 1, line)
            self.assertIn("no approximate", line)
            # a tensor-core kernel one ULP off: a failure that names the accumulation model
            mma = "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%f1}, {%r1}, {%r2}, {%f1};"
            rc, line, _ = bundle_compare.compare(c, a, mma)
            self.assertEqual(rc, 1, line)
            self.assertIn("accumulation model", line)
            rc, line, _ = bundle_compare.compare(a, b, mma)
            self.assertEqual(rc, 0, line)
            self.assertIn("tensor-core instructions included", line)

    def test_reasons(self):
        # tensor cores must match bit for bit: they are no reason for a tolerance
        self.assertEqual(bundle_compare.reasons("wmma.mma.sync.aligned.row.col.m16n16k16.f32.f16"), [])
        self.assertEqual(bundle_compare.reasons("red.global.add.f32 [%rd1], %f1;"), ["float atomics"])


class Ncu(unittest.TestCase):
    def test_csv_parse(self):
        rows = devcommon.parse_ncu_csv(data("ncu_vector_add.csv"))
        self.assertEqual(len(rows), 13)
        byname = {r["metric"]: r["value"] for r in rows}
        self.assertEqual(byname["dram__bytes_read.sum"], 81920.0)
        self.assertIsNone(byname["smsp__thread_inst_executed.sum"])  # "n/a"
        self.assertEqual(devcommon.kernel_base("void ns::k<3>(float const*, int)"), "k")

    def test_metric_filter(self):
        names = ncu_compare.metric_list(data("ncu_query.txt"))
        self.assertIn("l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum", names)
        self.assertNotIn("smsp__inst_executed_op_branch.sum", names)  # not listed by this chip
        self.assertEqual(len(names), len(ncu_compare.METRICS) - 1)

    def test_compare_and_worst(self):
        analysis = json.loads(data("analysis_vector_add.json"))["metrics"]
        recs = ncu_compare.compare(data("ncu_vector_add.csv"), analysis, "vector_add")
        got = {r["metric"]: r for r in recs}
        self.assertEqual(got["l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum"]["predicted"], 2560)
        self.assertEqual(got["l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum"]["ratio"], 1.0)
        self.assertEqual(got["dram__bytes_read.sum+dram__bytes_write.sum"]["ratio"], 1.0)  # 122880 both
        self.assertNotIn("smsp__thread_inst_executed.sum", got)  # n/a is not compared
        self.assertEqual(ncu_compare.worst(recs)["metric"], "smsp__sass_inst_executed_op_branch.sum")
        self.assertEqual(ncu_compare.compare(data("ncu_vector_add.csv"), analysis, "other_kernel"), [])

    def test_cli_compare(self):
        with tempfile.TemporaryDirectory() as d:
            frag = os.path.join(d, "ncu.json")
            out = subprocess.run([sys.executable, os.path.join(HERE, "ncu_compare.py"), "compare", "--ncu",
                                  os.path.join(DATA, "ncu_vector_add.csv"), "--analysis",
                                  os.path.join(DATA, "analysis_vector_add.json"), "--task", "vector_add",
                                  "--entry", "vector_add", "--fragment", frag], capture_output=True, text=True)
            self.assertEqual(out.returncode, 0, out.stdout + out.stderr)
            self.assertIn("worst smsp__sass_inst_executed_op_branch.sum", out.stdout)
            self.assertEqual(load_json(frag)["stage"], "ncu")


class Sanitizer(unittest.TestCase):
    def test_memcheck(self):
        reports, summary, unknown = sanitizer_compare.parse_log(data("memcheck_oob_edge.txt"))
        self.assertEqual(summary, 3)
        self.assertIn(("out_of_bounds", (6,)), reports)
        self.assertIn(("misaligned", (9,)), reports)
        self.assertEqual(len(unknown), 1)  # the API error, kept as kind 'other'
        ours = devcommon.our_findings(os.path.join(DATA, "ours_oob_edge.json"))
        rec = sanitizer_compare.compare({"memcheck": reports}, ours, [("out_of_bounds", 6)])
        self.assertEqual(rec["missed_by_us"], [("misaligned", (9,))])
        self.assertEqual(rec["extra_in_ours"], [])

    def test_racecheck_both_lines(self):
        reports, summary, _ = sanitizer_compare.parse_log(data("racecheck_race_missing_sync.txt"))
        self.assertEqual(reports, [("race", (10, 14))])
        self.assertEqual(summary, 1)
        ours = devcommon.our_findings(os.path.join(DATA, "ours_race_missing_sync.json"))
        rec = sanitizer_compare.compare({"racecheck": reports}, ours, [("race", 10)])
        self.assertEqual((rec["missed_by_us"], rec["extra_in_ours"], rec["expected_missed_by_us"]), ([], [], []))

    def test_clean_and_synccheck(self):
        self.assertEqual(sanitizer_compare.parse_log(data("initcheck_clean.txt")), ([], 0, []))
        reports, summary, _ = sanitizer_compare.parse_log(data("synccheck_divergent_barrier.txt"))
        self.assertEqual((reports, summary), ([("divergent_barrier", (11,))], 2))
        ours = devcommon.our_findings(os.path.join(DATA, "ours_divergent_barrier.json"))
        rec = sanitizer_compare.compare({"synccheck": reports, "initcheck": []}, ours, [])
        self.assertEqual(rec["missed_by_us"], [])
        self.assertEqual(rec["extra_in_ours"], [("uninitialized", (12,))])

    def test_cli_agree(self):
        with tempfile.TemporaryDirectory() as d:
            frag = os.path.join(d, "s.json")
            out = subprocess.run([sys.executable, os.path.join(HERE, "sanitizer_compare.py"), "--task-dir",
                                  os.path.join(ROOT, "kernels", "race_missing_sync"), "--ours",
                                  os.path.join(DATA, "ours_race_missing_sync.json"), "--log",
                                  "racecheck=" + os.path.join(DATA, "racecheck_race_missing_sync.txt"),
                                  "--fragment", frag], capture_output=True, text=True)
            self.assertEqual(out.returncode, 0, out.stdout + out.stderr)
            self.assertEqual(out.stdout.strip(), "theirs race@10/14; ours race@10/14; expected race@10")
            self.assertEqual(load_json(frag)["record"]["result"], "agree")

    def test_cli_no_log(self):
        with tempfile.TemporaryDirectory() as d:
            empty = os.path.join(d, "empty.txt")
            open(empty, "w").close()
            out = subprocess.run([sys.executable, os.path.join(HERE, "sanitizer_compare.py"), "--task-dir",
                                  os.path.join(ROOT, "kernels", "oob_edge"), "--ours",
                                  os.path.join(DATA, "ours_oob_edge.json"), "--log", "memcheck=" + empty],
                                 capture_output=True, text=True)
            self.assertEqual(out.returncode, 2, out.stdout)
            self.assertIn("no ERROR SUMMARY", out.stdout)


class Timing(unittest.TestCase):
    def test_units_and_filter(self):
        secs = timing_compare.ncu_seconds(data("ncu_timing.csv"), "sgemm_tiled")
        self.assertEqual(len(secs), 3)
        self.assertAlmostEqual(secs[1], 118.9e-6)

    def test_against_bench_sample(self):
        with tempfile.TemporaryDirectory() as d:
            frag = os.path.join(d, "t.json")
            out = subprocess.run([sys.executable, os.path.join(HERE, "timing_compare.py"), "--bench",
                                  os.path.join(ROOT, "tests", "data", "bench", "ab_sample.json"), "--ncu",
                                  os.path.join(DATA, "ncu_timing.csv"), "--entry", "sgemm_tiled",
                                  "--fragment", frag], capture_output=True, text=True)
            self.assertIn(out.returncode, (0, 1), out.stdout + out.stderr)
            rec = load_json(frag)["record"]
            self.assertAlmostEqual(rec["ncu_median_us"], 118.9, places=3)
            self.assertEqual(rec["within_limit"], out.returncode == 0)


class TorchReference(unittest.TestCase):
    def setUp(self):
        try:
            import numpy  # noqa: F401
        except ImportError:
            self.skipTest("numpy is not importable by %s" % sys.executable)

    def test_softmax_bundle(self):
        with tempfile.TemporaryDirectory() as d:
            task = os.path.join(d, "sm")
            os.makedirs(task)
            with open(os.path.join(task, "task.toml"), "w") as f:
                f.write('[kernel]\nentry = "k"\n[[buffer]]\nname = "x"\ndtype = "f32"\n[[buffer]]\nname = "y"\n'
                        'dtype = "f32"\n[reference]\nkind = "builtin"\nop = "softmax"\ninputs = ["x"]\n'
                        'outputs = ["y"]\n')
            x = [0.5, -1.0, 2.0, 0.0]
            e = [math.exp(v - 2.0) for v in x]
            ref = [v / sum(e) for v in e]
            bundle = os.path.join(d, "b")
            write_bundle(bundle, {"y": ("f64", ref, ref)}, inputs={"x": x})
            kind, lib, dev = torch_reference.backend("numpy")
            recs = torch_reference.check_task(task, bundle, kind, lib, dev)
            self.assertTrue(recs[0]["agree"], recs)
            self.assertLess(recs[0]["max_abs"], 1e-15)
            # a wrong reference is caught, with its distance
            write_bundle(bundle, {"y": ("f64", ref, [v * 1.001 for v in ref])}, inputs={"x": x})
            recs = torch_reference.check_task(task, bundle, kind, lib, dev)
            self.assertFalse(recs[0]["agree"])
            self.assertGreater(recs[0]["max_rel"], 9e-4)


class Report(unittest.TestCase):
    def test_document(self):
        with tempfile.TemporaryDirectory() as d:
            rows = os.path.join(d, "rows.tsv")
            with open(rows, "w") as f:
                f.write("build\tcore\tPASS\t12 s\nncu\tvector_add\tSKIP\tdry run\n")
            devcommon.write_fragment(os.path.join(d, "frags", "a.json"), "ncu",
                                     {"task": "t", "kernel": "k", "metrics": [
                                         {"metric": "m1", "ratio": 1.0}, {"metric": "m2", "ratio": math.inf}]})
            out = subprocess.run([sys.executable, os.path.join(HERE, "report.py"), "--rows", rows, "--fragments",
                                  os.path.join(d, "frags"), "--out-json", os.path.join(d, "r.json"), "--out-table",
                                  os.path.join(d, "r.txt"), "--mode", "dry-run", "--machine", "gpu=none"],
                                 capture_output=True, text=True)
            self.assertEqual(out.returncode, 0, out.stderr)
            doc = load_json(os.path.join(d, "r.json"))
            self.assertEqual(doc["counts"], {"PASS": 1, "FAIL": 0, "SKIP": 1, "INFO": 0})
            self.assertEqual(doc["ncu"]["worst"]["metric"], "m2")
            self.assertEqual(doc["machine"], {"gpu": "none"})
            self.assertIn("1 PASS, 0 FAIL, 1 SKIP", out.stdout)


if __name__ == "__main__":
    unittest.main()
