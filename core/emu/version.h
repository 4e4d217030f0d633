#pragma once

namespace warpscope::core {

/// The emulator's version, recorded in every result bundle so results can be traced to the engine.
inline constexpr const char* kEmulatorVersion = "0.1.0";

} // namespace warpscope::core
