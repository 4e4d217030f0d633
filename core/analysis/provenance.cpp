#include "core/analysis/provenance.h"

#include "core/common/tensor.h"
#include "core/io/npy.h"

#include <cstring>

namespace warpscope::core::analysis {

namespace fs = std::filesystem;

namespace {

std::string fileOf(const std::string& buffer)
{
    return "provenance/" + buffer + ".npy";
}

std::array<std::uint32_t, 3> unlinear(std::uint64_t linear, const std::array<std::uint32_t, 3>& dims)
{
    return {static_cast<std::uint32_t>(linear % dims[0]), static_cast<std::uint32_t>((linear / dims[0]) % dims[1]),
        static_cast<std::uint32_t>(linear / (static_cast<std::uint64_t>(dims[0]) * dims[1]))};
}

} // namespace

const ProvenanceBuffer* Provenance::find(const std::string& name) const
{
    for (const auto& b : buffers)
        if (b.name == name)
            return &b;
    return nullptr;
}

std::optional<WriterInfo> Provenance::writerOf(const std::string& buffer, std::uint64_t element) const
{
    const ProvenanceBuffer* b = find(buffer);
    if (!b || element >= b->elements || b->records.size() < 3 * (element + 1))
        return std::nullopt;
    const std::uint32_t* r = b->records.data() + 3 * element;
    if (r[0] == kNoWriter)
        return std::nullopt;
    WriterInfo w;
    w.block = unlinear(r[0], grid);
    w.thread = unlinear(r[1], block);
    w.pc = r[2];
    for (const auto& s : sites)
        if (s.pc == w.pc) {
            w.ptxLine = s.ptxLine;
            w.sourceLine = s.sourceLine;
        }
    return w;
}

nlohmann::json provenanceIndexToJson(const Provenance& p)
{
    nlohmann::json j;
    j["kernel"] = p.kernel;
    if (!p.step.empty())
        j["step"] = p.step;
    j["grid"] = p.grid;
    j["block"] = p.block;
    j["last_write"] = "CTAs in ascending linear index, within a CTA the emulator's warp order, within one "
                      "instruction the highest lane; racing writers get the emulator's order, not a GPU's";
    j["columns"] = {"block_linear", "thread_linear", "pc"};
    j["no_writer"] = kNoWriter;
    nlohmann::json sites = nlohmann::json::array();
    for (const auto& s : p.sites)
        sites.push_back({{"pc", s.pc}, {"ptx_line", s.ptxLine}, {"source_line", s.sourceLine}});
    j["sites"] = sites;
    nlohmann::json buffers = nlohmann::json::array();
    for (const auto& b : p.buffers)
        buffers.push_back(
            {{"name", b.name}, {"elements", b.elements}, {"element_bytes", b.elementBytes}, {"file", fileOf(b.name)}});
    j["buffers"] = buffers;
    return j;
}

Result<Provenance> provenanceIndexFromJson(const nlohmann::json& j)
{
    Provenance p;
    try {
        p.kernel = j.at("kernel").get<std::string>();
        p.step = j.value("step", "");
        p.grid = j.at("grid").get<std::array<std::uint32_t, 3>>();
        p.block = j.at("block").get<std::array<std::uint32_t, 3>>();
        for (const auto& s : j.at("sites"))
            p.sites.push_back(
                {s.at("pc").get<std::uint32_t>(), s.at("ptx_line").get<int>(), s.at("source_line").get<int>()});
        for (const auto& b : j.at("buffers")) {
            ProvenanceBuffer buf;
            buf.name = b.at("name").get<std::string>();
            buf.elements = b.at("elements").get<std::uint64_t>();
            buf.elementBytes = b.at("element_bytes").get<std::uint32_t>();
            p.buffers.push_back(std::move(buf));
        }
    } catch (const nlohmann::json::exception& e) {
        return makeError(ErrorCode::BadInput, std::string("provenance index: ") + e.what(), {}, 0, "provenance");
    }
    return p;
}

Status writeProvenanceFiles(const Provenance& p, const fs::path& dir)
{
    std::error_code ec;
    fs::create_directories(dir / "provenance", ec);
    if (ec)
        return makeError(
            ErrorCode::Io, "cannot create the provenance folder: " + ec.message(), (dir / "provenance").string());
    for (const auto& b : p.buffers) {
        Tensor t = Tensor::zeros(DType::U32, {static_cast<std::int64_t>(b.elements), 3});
        if (t.bytes.size() != b.records.size() * 4)
            return makeError(ErrorCode::Internal, "provenance of buffer '" + b.name + "' has the wrong size");
        std::memcpy(t.bytes.data(), b.records.data(), t.bytes.size());
        if (auto s = saveNpy(dir / fileOf(b.name), t); !s)
            return s;
    }
    return Ok {};
}

Status readProvenanceFiles(Provenance& p, const fs::path& dir)
{
    for (auto& b : p.buffers) {
        const fs::path file = dir / fileOf(b.name);
        auto t = loadNpy(file);
        if (!t)
            return t.error();
        if (t->dtype != DType::U32 || t->shape.size() != 2 || t->shape[1] != 3
            || static_cast<std::uint64_t>(t->shape[0]) != b.elements)
            return makeError(ErrorCode::BadInput,
                "expected uint32 of shape [" + std::to_string(b.elements) + ", 3] for the provenance of buffer '"
                    + b.name + "'; the bundle is damaged",
                file.string());
        b.records.resize(t->bytes.size() / 4);
        std::memcpy(b.records.data(), t->bytes.data(), t->bytes.size());
    }
    return Ok {};
}

} // namespace warpscope::core::analysis
