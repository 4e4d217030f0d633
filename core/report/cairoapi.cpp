#include "core/report/cairoapi.h"

#include "core/common/dynlib.h"

#include <mutex>

namespace warpscope::core::detail {

namespace {

constexpr const char* kInstall = "PDF and SVG reports need cairo and pango: apt-get install libcairo2 "
                                 "libpangocairo-1.0-0 (Debian and Ubuntu), or write the report as HTML or "
                                 "Markdown";

Result<CairoApi> load()
{
    struct Lib {
        const char* file;
        DynamicLibrary* handle;
    };
    static DynamicLibrary cairo, pango, pangocairo, gobject; // kept loaded for the process's life
    for (Lib lib : {Lib {"libcairo.so.2", &cairo}, Lib {"libpango-1.0.so.0", &pango},
             Lib {"libpangocairo-1.0.so.0", &pangocairo}, Lib {"libgobject-2.0.so.0", &gobject}}) {
        if (lib.handle->isOpen())
            continue;
        auto opened = DynamicLibrary::open({lib.file}, lib.file);
        if (!opened)
            return makeError(ErrorCode::Toolchain, opened.error().message + "; " + kInstall);
        *lib.handle = std::move(*opened);
    }
    CairoApi api;
    std::string missing;
#define WARPSCOPE_CAIRO_RESOLVE(lib, fn)                                                                               \
    api.fn = reinterpret_cast<decltype(&::fn)>(lib.symbol(#fn));                                                       \
    if (!api.fn)                                                                                                       \
        missing += std::string(missing.empty() ? "" : ", ") + #fn;
    WARPSCOPE_CAIRO_FUNCTIONS(WARPSCOPE_CAIRO_RESOLVE)
#undef WARPSCOPE_CAIRO_RESOLVE
    if (!missing.empty())
        return makeError(ErrorCode::Toolchain,
            "the installed cairo or pango is too old (cairo 1.16 and pango 1.44 are needed); missing: " + missing + ". "
                + kInstall);
    return api;
}

} // namespace

Result<const CairoApi*> cairoApi()
{
    static std::mutex mutex;
    static Result<CairoApi> api = makeError(ErrorCode::Internal, "not loaded");
    static bool tried = false;
    std::lock_guard lock(mutex);
    if (!tried) {
        api = load();
        tried = true;
    }
    if (!api)
        return api.error();
    return &*api;
}

} // namespace warpscope::core::detail
