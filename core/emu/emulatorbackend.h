#pragma once

#include "core/exec/backend.h"

#include <memory>
#include <mutex>
#include <string>

namespace warpscope::core {

namespace emu {
struct Program;
}

/// The PTX emulator as an execution backend (ARCHITECTURE §5): parses and decodes the PTX (cached
/// per PTX text and entry), maps the buffers at device-like addresses, runs the grid on a pool of
/// worker threads and leaves the results in the buffers. Errors: malformed PTX (with line and
/// column), an unknown entry, arguments that do not match the entry's parameters, launch
/// dimensions or shared memory beyond the limits. Faults while running are findings.
class EmulatorBackend : public Backend {
public:
    EmulatorBackend();
    ~EmulatorBackend() override;
    std::string name() const override { return "emulator"; }
    std::string describe() const override;
    Result<LaunchResult> launch(const LaunchRequest& request) override;

private:
    Result<std::shared_ptr<const emu::Program>> program(const std::string& ptx, const std::string& entry);

    std::mutex m_cacheMutex;
    std::size_t m_cachedHash = 0;
    std::string m_cachedEntry;
    std::shared_ptr<const emu::Program> m_cached;
};

} // namespace warpscope::core
