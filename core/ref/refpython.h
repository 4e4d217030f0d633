#pragma once

#include "core/ref/reference.h"

namespace warpscope::core {

/// Runs a python reference script (argv[1]: a folder of <input>.npy, argv[2]: a folder for
/// <output>.npy) with the task's timeout, only when options.trustPython is set. The script also gets
/// WARPSCOPE_PARAMS (a JSON file: params, buffers with dtype, shape, role and file, the folders), each
/// param as an environment variable, and the warpscope_ref helper module on PYTHONPATH.
Result<ReferenceOutputs> pythonReference(const Task& task, const ResolvedTask& resolved,
    const std::vector<Tensor>& pristine, const ReferenceOptions& options);

/// The interpreter for python references: the override, else $WARPSCOPE_PYTHON, else the first of
/// python3, /usr/bin/python3 that can import numpy. The error says what was tried.
Result<std::string> findPythonWithNumpy(const std::string& override = {});

/// The text of python/warpscope_ref.py, built into the library.
const char* pythonHelperModule();

} // namespace warpscope::core
