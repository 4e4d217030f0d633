#include "core/remote/taskfiles.h"

#include "core/common/paths.h"
#include "core/common/sha256.h"
#include "core/compile/compilejson.h"
#include "core/compile/compileoptions.h"
#include "core/compile/includescan.h"

#include <fstream>
#include <set>

namespace warpscope::core {

namespace fs = std::filesystem;

namespace {

/// Collects files by relative path, once each, keeping the total under kMaxShippedBytes.
class FileSet {
public:
    explicit FileSet(const Task& task)
        : m_task(task)
    { }

    Status add(const std::string& relative, const std::string& field, bool optional = false)
    {
        if (relative.empty() || m_seen.count(relative))
            return Ok {};
        auto path = resolveInsideFolder(m_task.dir, relative, m_task.file.string(), 0, field);
        if (!path)
            return path.error();
        std::error_code ec;
        if (optional && !fs::exists(*path, ec))
            return Ok {};
        auto content = readTextFile(*path, kMaxShippedBytes);
        if (!content) {
            Error e = content.error();
            e.message = "cannot ship the task's file to the target: " + e.message;
            e.field = field;
            return e;
        }
        return addContent(fs::relative(*path, m_task.dir).generic_string(), std::move(*content), field);
    }

    Status addContent(const std::string& relative, std::string content, const std::string& field)
    {
        if (!m_seen.insert(relative).second)
            return Ok {};
        m_total += content.size();
        if (m_total > kMaxShippedBytes)
            return makeError(ErrorCode::BadInput,
                "the task's files are more than " + std::to_string(kMaxShippedBytes >> 20)
                    + " MiB; a remote target takes smaller tasks (generate large inputs with init = \"uniform(...)\" "
                      "instead of npy files)",
                m_task.file.string(), 0, field);
        ShippedFile f;
        f.path = relative;
        f.sha256 = sha256Hex(content);
        f.content = std::move(content);
        m_files.push_back(std::move(f));
        return Ok {};
    }

    /// The kernel's source and the task-folder headers it includes (-I folders inside the task too).
    Status addKernel(const KernelSpec& k, const std::string& field)
    {
        if (auto st = add(k.source, field + ".source"); !st)
            return st;
        if (k.language != KernelLanguage::Cuda)
            return Ok {};
        auto path = resolveInsideFolder(m_task.dir, k.source, m_task.file.string(), 0, field + ".source");
        auto text = path ? readTextFile(*path) : Result<std::string>(path.error());
        if (!text)
            return text.error();
        IncludeRoots roots;
        roots.taskDir = m_task.dir;
        if (auto allowed = allowlistOptions(k.options, m_task.dir, {m_task.file.string(), 0, field + ".options"}))
            roots.taskIncludeDirs = allowed->includeDirs;
        auto scan = scanIncludes(*text, k.source, roots);
        if (!scan)
            return scan.error();
        for (const TaskHeader& h : scan->headers)
            if (auto st = addContent(h.path, h.content, field + ".source"); !st)
                return st;
        return Ok {};
    }

    std::vector<ShippedFile> take() { return std::move(m_files); }

private:
    const Task& m_task;
    std::set<std::string> m_seen;
    std::vector<ShippedFile> m_files;
    std::size_t m_total = 0;
};

} // namespace

Result<std::vector<ShippedFile>> collectTaskFiles(const Task& task)
{
    FileSet set(task);
    if (auto st = set.add(fs::relative(task.file, task.dir).generic_string(), "task"); !st)
        return st.error();
    if (auto st = set.add(task.lesson, "lesson", true); !st)
        return st.error();
    const auto steps = kernelSteps(task);
    for (std::size_t i = 0; i < steps.size(); ++i)
        if (auto st = set.addKernel(steps[i].kernel, task.steps.empty() ? "kernel" : "step[" + std::to_string(i) + "]");
            !st)
            return st.error();
    for (const BufferSpec& b : task.buffers)
        if (b.init && b.init->kind == InitSpec::Kind::Npy)
            if (auto st = set.add(b.init->path, "buffer " + b.name + ".init"); !st)
                return st.error();
    const ReferenceSpec& ref = task.reference;
    if (ref.kind == ReferenceSpec::Kind::Kernel) {
        const auto refSteps = referenceSteps(task);
        for (const StepSpec& s : refSteps)
            if (auto st = set.addKernel(s.kernel, "reference"); !st)
                return st.error();
    }
    for (const std::string& f : ref.files)
        if (auto st = set.add(f, "reference.files"); !st)
            return st.error();
    if (auto st = set.add(ref.script, "reference.script"); !st)
        return st.error();
    return set.take();
}

nlohmann::json shippedFilesToJson(const std::vector<ShippedFile>& files)
{
    nlohmann::json out = nlohmann::json::array();
    for (const ShippedFile& f : files)
        out.push_back({{"path", f.path}, {"sha256", f.sha256},
            {"base64", base64Encode(std::vector<std::uint8_t>(f.content.begin(), f.content.end()))}});
    return out;
}

bool isSafeRelativePath(const std::string& p)
{
    if (p.empty() || p.front() == '/' || p.find('\0') != std::string::npos || p.find('\\') != std::string::npos)
        return false;
    std::size_t start = 0;
    while (start <= p.size()) {
        const auto end = p.find('/', start);
        const std::string part = p.substr(start, end == std::string::npos ? std::string::npos : end - start);
        if (part.empty() || part == "." || part == "..")
            return false;
        if (end == std::string::npos)
            break;
        start = end + 1;
    }
    return true;
}

Result<std::vector<ShippedFile>> shippedFilesFromJson(const nlohmann::json& j)
{
    if (!j.is_array())
        return makeError(ErrorCode::BadInput, "must be a list of {path, sha256, base64}", {}, 0, "files");
    std::vector<ShippedFile> files;
    std::set<std::string> seen;
    for (std::size_t i = 0; i < j.size(); ++i) {
        const std::string field = "files[" + std::to_string(i) + "]";
        const auto& e = j[i];
        if (!e.is_object() || !e.contains("path") || !e["path"].is_string() || !e.contains("sha256")
            || !e["sha256"].is_string() || !e.contains("base64") || !e["base64"].is_string())
            return makeError(ErrorCode::BadInput, "needs the strings path, sha256 and base64", {}, 0, field);
        ShippedFile f;
        f.path = e["path"].get<std::string>();
        if (!isSafeRelativePath(f.path) || !seen.insert(f.path).second)
            return makeError(ErrorCode::BadInput,
                "the path '" + f.path + "' must be relative to the task folder, once, without '..' or '.' parts", {}, 0,
                field);
        std::vector<std::uint8_t> bytes;
        if (!base64Decode(e["base64"].get<std::string>(), bytes))
            return makeError(ErrorCode::BadInput, "the content of '" + f.path + "' is not valid base64", {}, 0, field);
        f.content.assign(bytes.begin(), bytes.end());
        f.sha256 = e["sha256"].get<std::string>();
        if (sha256Hex(f.content) != f.sha256)
            return makeError(ErrorCode::BadInput,
                "the content of '" + f.path + "' does not match its sha256; the request was damaged on the way", {}, 0,
                field);
        files.push_back(std::move(f));
    }
    return files;
}

Status writeShippedFiles(const std::vector<ShippedFile>& files, const fs::path& folder)
{
    for (const ShippedFile& f : files) {
        const fs::path path = folder / f.path;
        std::error_code ec;
        fs::create_directories(path.parent_path(), ec);
        std::ofstream out(path, std::ios::binary | std::ios::trunc);
        out.write(f.content.data(), static_cast<std::streamsize>(f.content.size()));
        if (!out.flush())
            return makeError(ErrorCode::Io, "cannot write the shipped task file", path.string());
    }
    return Ok {};
}

} // namespace warpscope::core
