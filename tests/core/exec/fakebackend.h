#pragma once

// A backend for the runner tests: each kernel entry is a C++ function over the host buffers, so the
// tests control exactly what "the kernel" writes.

#include "core/exec/backend.h"

#include <cstring>
#include <functional>
#include <map>

class FakeBackend : public warpscope::core::Backend {
public:
    using Kernel = std::function<void(
        const warpscope::core::LaunchRequest&, std::vector<warpscope::core::Tensor>&, warpscope::core::LaunchResult&)>;

    std::map<std::string, Kernel> kernels;
    std::vector<std::vector<warpscope::core::Tensor>> seen; ///< the buffers as each launch received them
    std::vector<std::string> entries; ///< the entry of each launch
    bool failLaunch = false;

    std::string name() const override { return "fake"; }
    std::string describe() const override { return "fake backend for tests"; }
    warpscope::core::Result<warpscope::core::LaunchResult> launch(const warpscope::core::LaunchRequest& r) override
    {
        if (failLaunch)
            return warpscope::core::makeError(warpscope::core::ErrorCode::Backend, "the fake device is on fire");
        seen.push_back(*r.buffers);
        entries.push_back(r.entry);
        warpscope::core::LaunchResult result;
        result.completed = true;
        auto it = kernels.find(r.entry);
        if (it == kernels.end())
            return warpscope::core::makeError(warpscope::core::ErrorCode::Backend, "no fake kernel " + r.entry);
        it->second(r, *r.buffers, result);
        return result;
    }

    /// The value of scalar argument i as an int / float.
    static int intArg(const warpscope::core::LaunchRequest& r, std::size_t i)
    {
        int v = 0;
        std::memcpy(&v, r.args.at(i).bytes.data(), sizeof v);
        return v;
    }
    static float floatArg(const warpscope::core::LaunchRequest& r, std::size_t i)
    {
        float v = 0;
        std::memcpy(&v, r.args.at(i).bytes.data(), sizeof v);
        return v;
    }
    /// The buffer bound to argument i, as floats.
    static float* floats(
        const warpscope::core::LaunchRequest& r, std::vector<warpscope::core::Tensor>& b, std::size_t i)
    {
        return reinterpret_cast<float*>(b.at(static_cast<std::size_t>(r.args.at(i).buffer)).bytes.data());
    }
};
