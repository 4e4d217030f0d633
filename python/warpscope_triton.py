"""Compiles one @triton.jit function for Warpscope, without a GPU.

Reads a JSON request on stdin: {"path": the .py file, "text": its source (the editor's, may differ from
the disk), "entry", "signature": Triton type strings of the non-constexpr parameters in order,
"constexprs": {name: Python literal}, "num_warps", "num_stages", "arch"}. Writes one JSON document on
stdout: the IR stages, PTX, cubin (base64) and metadata, or {"ok": false, "error": {...}} with the
Python file's line and Triton's message. Warpscope's worker runs it; user code never runs in the GUI.
"""
import ast
import base64
import json
import linecache
import os
import sys
import traceback
import types


def located(message, path, line=0, column=0, kind="error"):
    return {"ok": False, "error": {"message": message, "file": path, "line": line, "column": column, "kind": kind}}


def frame_line(tb, path):
    """The last traceback frame inside the kernel's file: where the user's code failed."""
    line = 0
    for frame in traceback.extract_tb(tb):
        if os.path.abspath(frame.filename) == os.path.abspath(path):
            line = frame.lineno or 0
    return line


def load_module(path, text):
    # inspect.getsource (which Triton uses) reads through linecache: give it the editor's text
    lines = text.splitlines(True)
    linecache.cache[path] = (len(text), None, lines, path)
    module = types.ModuleType("warpscope_triton_kernel")
    module.__file__ = path
    sys.modules[module.__name__] = module
    code = compile(text, path, "exec")
    exec(code, module.__dict__)
    return module


def def_line(fn):
    """The file line of the function's `def` (after its decorators)."""
    import inspect
    lines, start = inspect.getsourcelines(fn.fn)
    for i, text in enumerate(lines):
        if text.lstrip().startswith("def "):
            return start + i
    return start


def compile_error(e, path, fn):
    """Triton's CompilationError carries the AST node; its line is relative to the function's file."""
    node = getattr(e, "node", None)
    line = getattr(node, "lineno", 0) or 0
    if line:
        line += def_line(fn) - 1  # Triton parses the function from its `def` line on
    column = (getattr(node, "col_offset", 0) or 0) + 1 if node is not None else 0
    message = str(e)
    # Triton prints "at L:C:\n<source>\n<caret>\n<message>"; keep the message, the place is in line/column
    parts = [p for p in message.strip().split("\n") if p.strip()]
    tail = parts[-1] if parts else type(e).__name__
    cause = e.__cause__ or e.__context__
    if cause is not None and (tail.startswith("at ") or not tail):
        tail = "%s: %s" % (type(cause).__name__, cause)
    return located(tail, path, line, column)


def unwrap_autotune(obj, jit_type):
    """The @triton.jit function under @triton.autotune (and @triton.heuristics), with the autotuner's configs."""
    configs = None
    while not isinstance(obj, jit_type) and getattr(obj, "fn", None) is not None:
        if configs is None and getattr(obj, "configs", None) is not None:
            configs = list(obj.configs)
        obj = obj.fn
    return obj, configs


def describe_config(i, cfg):
    kwargs = ", ".join("%s = %r" % (k, v) for k, v in cfg.kwargs.items())
    return "%d: { %s }, num_warps = %d, num_stages = %d" % (i, kwargs, cfg.num_warps, cfg.num_stages)


def main():
    req = json.load(sys.stdin)
    path = req["path"]
    try:
        import triton
        from triton.backends.compiler import GPUTarget
        from triton.compiler import ASTSource
    except Exception as e:  # noqa: BLE001 - any import failure means no usable Triton
        return {"ok": False, "error": {"message": "cannot import triton: %s" % e, "kind": "no-triton"}}
    try:
        module = load_module(path, req["text"])
    except SyntaxError as e:
        return located("SyntaxError: %s" % e.msg, path, e.lineno or 0, e.offset or 0)
    except Exception as e:  # noqa: BLE001 - the user's module failed at import
        return located("%s: %s (while importing the file)" % (type(e).__name__, e), path,
                       frame_line(e.__traceback__, path))
    fn = getattr(module, req["entry"], None)
    jit_type = triton.runtime.jit.JITFunction
    fn, configs = unwrap_autotune(fn, jit_type) if fn is not None else (None, None)
    if fn is None or not isinstance(fn, jit_type):
        names = sorted(k for k, v in vars(module).items() if isinstance(unwrap_autotune(v, jit_type)[0], jit_type))
        return located("'%s' is not a @triton.jit function of the file; it defines %s" %
                       (req["entry"], ", ".join(names) if names else "none"), path, 0, 0, "entry")
    params = [p.name for p in fn.params]
    constexpr_names = [p.name for p in fn.params if p.is_constexpr]
    runtime = [p.name for p in fn.params if not p.is_constexpr]
    given = dict(req.get("constexprs", {}))
    num_warps, num_stages = int(req["num_warps"]), int(req["num_stages"])
    choice = int(req.get("autotune_config", -1))
    if configs is not None or choice >= 0:
        # Warpscope builds one kernel and does not benchmark candidates: the task picks a config
        listed = "; ".join(describe_config(i, c) for i, c in enumerate(configs or []))
        if not configs:
            return located("autotune_config = %d, but %s is not @triton.autotune'd; remove autotune_config and give "
                           "constexprs, num_warps and num_stages" % (choice, req["entry"]), path, def_line(fn), 0,
                           "task")
        if choice >= len(configs):
            return located("autotune_config = %d, but %s's @triton.autotune lists %d configs (%s); choose one from 0 "
                           "to %d" % (choice, req["entry"], len(configs), listed, len(configs) - 1), path,
                           def_line(fn), 0, "task")
        if choice < 0:
            keys = sorted({k for c in configs for k in c.kwargs})
            if not keys or any(k not in given for k in keys):
                return located("%s is @triton.autotune'd over %d configs, and Warpscope does not autotune: choose one "
                               "with autotune_config = N in the task's [kernel] (%s), or give its constexprs (%s), "
                               "num_warps and num_stages yourself" % (req["entry"], len(configs), listed,
                                                                      ", ".join(keys)), path, def_line(fn), 0,
                               "task")
        else:
            cfg = configs[choice]
            for k, v in cfg.kwargs.items():
                given.setdefault(k, repr(v))  # the task's own constexprs win over the config's
            num_warps, num_stages = int(cfg.num_warps), int(cfg.num_stages)
    unknown = [k for k in given if k not in params]
    if unknown:
        return located("kernel.constexprs names %s, which %s does not take; its parameters are %s" %
                       (", ".join(unknown), req["entry"], ", ".join(params)), path, def_line(fn), 0, "task")
    missing = [k for k in constexpr_names if k not in given and fn.params[params.index(k)].default is
               __import__("inspect").Parameter.empty]
    if missing:
        return located("%s takes the constexpr %s; give it in [kernel] constexprs = { %s = ... }" %
                       (req["entry"], ", ".join(missing), missing[0]), path, def_line(fn), 0, "task")
    runtime = [n for n in runtime if n not in given]
    if len(runtime) != len(req["signature"]):
        return located("%s takes %d runtime arguments (%s) but the task's launch.args gives %d; list one per "
                       "parameter that is not a constexpr" % (req["entry"], len(runtime), ", ".join(runtime),
                                                               len(req["signature"])), path,
                       def_line(fn), 0, "task")
    signature = {}
    constexprs = {}
    for name in params:
        if name in given:
            signature[name] = "constexpr"
            constexprs[name] = ast.literal_eval(given[name])
        elif name in constexpr_names:
            signature[name] = "constexpr"
            constexprs[name] = fn.params[params.index(name)].default
        else:
            signature[name] = req["signature"][runtime.index(name)]
    try:
        src = ASTSource(fn=fn, signature=signature, constexprs=constexprs)
        kernel = triton.compile(src, target=GPUTarget("cuda", int(req["arch"]), 32),
                                options={"num_warps": num_warps, "num_stages": num_stages})
    except Exception as e:  # noqa: BLE001 - every compile failure is reported on a line
        if type(e).__name__ == "CompilationError":
            return compile_error(e, path, fn)
        return located("%s: %s" % (type(e).__name__, str(e).strip().splitlines()[-1] if str(e).strip() else ""),
                       path, frame_line(e.__traceback__, path) or def_line(fn))
    md = kernel.metadata
    stages = [[name, kernel.asm[name]] for name in ("ttir", "ttgir", "llir") if name in kernel.asm]
    return {
        "ok": True,
        "version": triton.__version__,
        "name": md.name,
        "shared": int(md.shared),
        "num_warps": int(md.num_warps),
        "num_ctas": int(getattr(md, "num_ctas", 1)),
        "global_scratch_size": int(getattr(md, "global_scratch_size", 0) or 0),
        "profile_scratch_size": int(getattr(md, "profile_scratch_size", 0) or 0),
        "stages": stages,
        "ptx": kernel.asm["ptx"],
        "cubin": base64.b64encode(kernel.asm["cubin"]).decode() if "cubin" in kernel.asm else "",
    }


if __name__ == "__main__":
    out = sys.stdout
    sys.stdout = sys.stderr  # a print() in the user's module must not corrupt the document
    try:
        doc = main()
    except Exception as e:  # noqa: BLE001
        doc = {"ok": False, "error": {"message": "%s: %s" % (type(e).__name__, e), "kind": "internal",
                                      "traceback": traceback.format_exc()}}
    out.write(json.dumps(doc))
    out.flush()
