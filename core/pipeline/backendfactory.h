#pragma once

#include "core/common/result.h"
#include "core/exec/backend.h"

#include <memory>
#include <string>

namespace warpscope::core {

/// A backend and why it was chosen (for "auto": said on stderr by the CLI, in the status bar by the GUI).
struct BackendChoice {
    std::unique_ptr<Backend> backend;
    std::string note;
    int arch = 0; ///< the architecture to compile for on this backend; 0: no preference (the emulator)
};

/// Creates a backend by name: "emu" (the PTX emulator), "cuda" (the GPU; "no CUDA device: ..." as a
/// Backend error without one), "auto" (the GPU when one is usable, else the emulator). Unknown names
/// are BadInput.
Result<BackendChoice> createBackend(const std::string& name);

} // namespace warpscope::core
