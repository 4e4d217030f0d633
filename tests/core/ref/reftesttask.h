#pragma once

// Builds small tasks around a builtin, npy or python reference for the reference tests.

#include "core/common/tensor.h"
#include "core/ref/reference.h"
#include "core/task/task.h"

#include <QTemporaryDir>

#include <memory>
#include <string>
#include <vector>

/// A buffer of a test task, with the values its pristine tensor holds (inputs) or its shape (outputs).
struct TestBuffer {
    std::string name;
    std::string dtype;
    std::vector<std::int64_t> shape;
    std::string role;
    std::vector<double> values;
};

/// A task in a temporary folder, its resolution and pristine buffers.
struct TestTask {
    std::unique_ptr<QTemporaryDir> dir;
    warpscope::core::Task task;
    warpscope::core::ResolvedTask resolved;
    std::vector<warpscope::core::Tensor> pristine;
    std::string error; ///< why the task did not load, when it did not
};

/// Writes task.toml (with referenceToml as the [reference] table body) and a stub kernel, loads it.
TestTask makeTestTask(const std::vector<TestBuffer>& buffers, const std::string& referenceToml,
    const std::string& extraToml = {}, const std::vector<std::pair<std::string, std::string>>& files = {});

/// Runs the host reference of a test task.
warpscope::core::Result<warpscope::core::ReferenceOutputs> computeTestReference(const TestTask& t, bool trust = false);
