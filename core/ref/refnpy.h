#pragma once

#include "core/ref/reference.h"

namespace warpscope::core {

/// Reads the expected outputs of an npy reference ([reference] files, one per output).
Result<ReferenceOutputs> npyReference(const Task& task, const ResolvedTask& resolved);

/// Accepts an expected-output tensor read from a file: the output's dtype, or a more precise one
/// (f64; f32 for f16/bf16 outputs; any integer type for integer outputs), converted to f64. bf16
/// outputs also take raw 16-bit words ('<u2'). The error names the file and the output.
Result<Tensor> acceptReferenceTensor(Tensor t, const ResolvedBuffer& output, const Task& task, const std::string& file);

} // namespace warpscope::core
