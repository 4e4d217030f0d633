#include "core/compile/compilecache.h"

#include "core/common/paths.h"
#include "core/common/sha256.h"
#include "core/compile/compilejson.h"

#include <cstdlib>
#include <list>
#include <mutex>

namespace warpscope::core {

namespace fs = std::filesystem;

namespace {

constexpr std::size_t kMemoryEntries = 32;
/// Part of every key: raised when what a stored result holds changes, so results computed by older code
/// are compiled again (2: the registers of cubins linked without ptxas' report, read from sh_info).
constexpr const char* kFormat = "warpscope-compile-cache-2";

/// Hashes a field with its length, so that ("ab","c") and ("a","bc") differ.
void field(Sha256& h, const std::string& name, const std::string& value)
{
    h.update(name);
    h.update(":" + std::to_string(value.size()) + ":");
    h.update(value);
}

fs::path entryDir(const fs::path& root, const std::string& key)
{
    return root / key.substr(0, 2) / key;
}

std::optional<CompileResult> readEntry(const fs::path& dir)
{
    auto text = readTextFile(dir / "compile.json");
    if (!text)
        return std::nullopt;
    const auto j = nlohmann::json::parse(*text, nullptr, false);
    if (j.is_discarded())
        return std::nullopt;
    auto r = compileResultFromJson(j);
    if (!r)
        return std::nullopt;
    if (j.value("cubin_size", std::size_t(0)) > 0) {
        auto cubin = readTextFile(dir / "kernel.cubin");
        if (!cubin || cubin->size() != j.value("cubin_size", std::size_t(0)))
            return std::nullopt;
        r->cubin.assign(cubin->begin(), cubin->end());
    }
    return std::move(*r);
}

} // namespace

fs::path compileCacheDir()
{
    if (const char* dir = std::getenv("WARPSCOPE_COMPILE_CACHE_DIR"); dir && *dir)
        return std::string(dir) == "off" ? fs::path() : fs::path(dir);
    if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg)
        return fs::path(xdg) / "warpscope" / "compile";
    if (const char* home = std::getenv("HOME"); home && *home)
        return fs::path(home) / ".cache" / "warpscope" / "compile";
    return {};
}

std::string compileCacheKey(const CompileRequest& r, const std::vector<std::string>& nvrtcOptions,
    const IncludeScan& includes, const std::string& toolchain)
{
    Sha256 h;
    field(h, "format", kFormat);
    field(h, "toolchain", toolchain);
    field(h, "source", r.source);
    field(h, "source-name", r.sourceName);
    for (const auto& o : nvrtcOptions)
        field(h, "option", o);
    field(h, "arch", std::to_string(r.arch) + (r.archSpecific ? "a" : ""));
    field(h, "entry", r.entry);
    for (const auto& n : r.nameExpressions)
        field(h, "name-expression", n);
    field(h, "want",
        std::string(r.wantCubin ? "cubin" : "-") + (r.wantSass ? "sass" : "-")
            + (r.cubinBackend == CubinBackend::NvJitLink ? "jitlink" : "nvrtc"));
    for (const auto& hd : includes.headers) {
        field(h, "header", hd.path);
        field(h, "content", hd.content);
    }
    for (const auto& m : includes.missing)
        field(h, "missing", m);
    return h.finishHex();
}

struct CompileCache::Impl {
    std::mutex mutex;
    std::list<std::pair<std::string, CompileResult>> recent; ///< most recent first
};

CompileCache& CompileCache::instance()
{
    static CompileCache cache;
    return cache;
}

CompileCache::Impl& CompileCache::impl()
{
    static Impl i;
    return i;
}

std::optional<CompileResult> CompileCache::find(const std::string& key)
{
    Impl& m = impl();
    {
        std::lock_guard lock(m.mutex);
        for (auto it = m.recent.begin(); it != m.recent.end(); ++it)
            if (it->first == key) {
                m.recent.splice(m.recent.begin(), m.recent, it);
                CompileResult r = it->second;
                r.cached = true;
                return r;
            }
    }
    const fs::path root = compileCacheDir();
    if (root.empty())
        return std::nullopt;
    auto r = readEntry(entryDir(root, key));
    if (!r)
        return std::nullopt;
    {
        std::lock_guard lock(m.mutex);
        m.recent.emplace_front(key, *r);
        if (m.recent.size() > kMemoryEntries)
            m.recent.pop_back();
    }
    r->cached = true;
    return r;
}

void CompileCache::store(const std::string& key, const CompileResult& result)
{
    Impl& m = impl();
    CompileResult copy = result;
    copy.cached = false;
    {
        std::lock_guard lock(m.mutex);
        m.recent.remove_if([&](const auto& e) { return e.first == key; });
        m.recent.emplace_front(key, copy);
        if (m.recent.size() > kMemoryEntries)
            m.recent.pop_back();
    }
    const fs::path root = compileCacheDir();
    if (root.empty())
        return;
    const fs::path dir = entryDir(root, key);
    std::error_code ec;
    fs::create_directories(dir, ec);
    if (ec)
        return;
    // The cubin first: compile.json is what marks the entry complete.
    if (!copy.cubin.empty()
        && !writeFileAtomically(dir / "kernel.cubin", std::string(copy.cubin.begin(), copy.cubin.end())))
        return;
    (void)writeFileAtomically(dir / "compile.json", compileResultToJson(copy).dump());
}

void CompileCache::clearMemory()
{
    Impl& m = impl();
    std::lock_guard lock(m.mutex);
    m.recent.clear();
}

} // namespace warpscope::core
