#pragma once

// A tiny check harness for the GPU tests. They build without Qt (the GPU machine has none): plain
// executables registered with add_test, label "gpu", that exit 77 (ctest's SKIP_RETURN_CODE) with a
// printed reason when there is no device, 1 when a check failed, 0 when every check passed.

#include "core/common/result.h"

#include <cstdio>
#include <exception>
#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace gpucheck {

/// The exit code ctest reads as "skipped".
inline constexpr int kSkip = 77;

/// Counts of the current executable.
struct Tally {
    int checks = 0;
    int failures = 0;
};

inline Tally& tally()
{
    static Tally t;
    return t;
}

/// Records one check; prints the place and what was expected when it fails.
inline bool check(bool ok, const char* file, int line, const std::string& what)
{
    ++tally().checks;
    if (!ok) {
        ++tally().failures;
        std::printf("FAIL %s:%d: %s\n", file, line, what.c_str());
        std::fflush(stdout);
    }
    return ok;
}

/// Thrown by GPU_REQUIRE to end the current case (never crosses the core API).
struct Abort { };

/// Prints the reason and returns the skip code, for `return gpucheck::skip("...")` in main.
inline int skip(const std::string& reason)
{
    std::printf("SKIP: %s\n", reason.c_str());
    return kSkip;
}

/// Runs named cases in order; a case that throws Abort or anything else counts as failed.
inline int run(const std::vector<std::pair<std::string, std::function<void()>>>& cases)
{
    for (const auto& [name, body] : cases) {
        const int before = tally().failures;
        try {
            body();
        } catch (const Abort&) {
        } catch (const std::exception& e) {
            check(false, name.c_str(), 0, std::string("exception: ") + e.what());
        }
        std::printf("%s %s\n", tally().failures == before ? "PASS" : "FAIL", name.c_str());
        std::fflush(stdout);
    }
    std::printf("%d checks, %d failed\n", tally().checks, tally().failures);
    return tally().failures == 0 ? 0 : 1;
}

/// The message of a failed Result, for checks.
template <typename T> std::string errorOf(const warpscope::core::Result<T>& r)
{
    return r.ok() ? std::string("(ok)") : r.error().describe();
}

} // namespace gpucheck

#define GPU_CHECK(cond) ::gpucheck::check(bool(cond), __FILE__, __LINE__, #cond)
#define GPU_CHECK_MSG(cond, msg) ::gpucheck::check(bool(cond), __FILE__, __LINE__, std::string(#cond) + ": " + (msg))
#define GPU_REQUIRE(cond, msg)                                                                                         \
    do {                                                                                                               \
        if (!::gpucheck::check(bool(cond), __FILE__, __LINE__, std::string(#cond) + ": " + (msg)))                     \
            throw ::gpucheck::Abort {};                                                                                \
    } while (0)
