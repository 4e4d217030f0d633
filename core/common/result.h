#pragma once

#include <cassert>
#include <string>
#include <utility>
#include <variant>

namespace warpscope::core {

/// What went wrong, in the categories that decide the CLI's exit code and the GUI's wording.
enum class ErrorCode {
    BadInput, ///< the user's task, file or option is wrong (exit 2)
    NotFound, ///< a named file, kernel or buffer does not exist (exit 2)
    Io, ///< reading or writing a file failed (exit 2)
    Toolchain, ///< NVRTC, nvJitLink, nvdisasm or a library is missing or failed (exit 3)
    Backend, ///< the emulator or the CUDA backend failed to run the kernel (exit 3)
    Unsupported, ///< a construct the engine does not implement (exit 3)
    Cancelled, ///< the user or a deadline stopped the work
    Internal, ///< a defect in Warpscope itself
};

/// A located error: what happened and where (file, line, column, field), worded for the user.
struct Error {
    ErrorCode code = ErrorCode::Internal;
    std::string message; ///< says what is wrong and what to do
    std::string file;
    int line = 0;
    int column = 0;
    std::string field;

    /// "file:line:column: field 'x': message", omitting the parts that are unknown.
    std::string describe() const;
};

/// Builds an Error with the common fields.
Error makeError(
    ErrorCode code, std::string message, std::string file = {}, int line = 0, std::string field = {}, int column = 0);

/// The core's expected-like return type: a value or a located Error; no exceptions cross the core API.
template <typename T> class [[nodiscard]] Result {
public:
    Result(T value)
        : m_data(std::move(value))
    { }
    Result(Error error)
        : m_data(std::move(error))
    { }

    bool ok() const { return m_data.index() == 0; }
    explicit operator bool() const { return ok(); }

    T& value() &
    {
        assert(ok());
        return std::get<0>(m_data);
    }
    const T& value() const&
    {
        assert(ok());
        return std::get<0>(m_data);
    }
    T&& value() &&
    {
        assert(ok());
        return std::get<0>(std::move(m_data));
    }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }
    T& operator*() & { return value(); }
    const T& operator*() const& { return value(); }

    const Error& error() const
    {
        assert(!ok());
        return std::get<1>(m_data);
    }

private:
    std::variant<T, Error> m_data;
};

/// Success without a value.
struct Ok { };
using Status = Result<Ok>;

/// Maps an error category to the CLI exit code of ARCHITECTURE §8 (2 bad input, 3 toolchain/backend).
int exitCodeFor(ErrorCode code);

/// A stable lower-case name for an error code, used in JSON and the worker protocol.
const char* errorCodeName(ErrorCode code);
/// Inverse of errorCodeName; unknown names map to Internal.
ErrorCode errorCodeFromName(const std::string& name);

} // namespace warpscope::core
