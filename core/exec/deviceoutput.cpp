#include "core/exec/deviceoutput.h"

namespace warpscope::core {

namespace {

std::string triple(const std::array<std::uint32_t, 3>& v)
{
    return "(" + std::to_string(v[0]) + "," + std::to_string(v[1]) + "," + std::to_string(v[2]) + ")";
}

std::array<std::uint32_t, 3> tripleFrom(const nlohmann::json& j)
{
    std::array<std::uint32_t, 3> v {0, 0, 0};
    if (!j.is_array())
        return v;
    for (std::size_t i = 0; i < 3 && i < j.size(); ++i)
        if (j[i].is_number_unsigned())
            v[i] = j[i].get<std::uint32_t>();
    return v;
}

} // namespace

std::string printfLineText(const PrintfLine& line)
{
    std::string text = line.text;
    if (!text.empty() && text.back() == '\n')
        text.pop_back();
    return "[block " + triple(line.block) + " thread " + triple(line.thread) + "] " + text;
}

std::string deviceOutputText(const DeviceOutput& output)
{
    std::string out;
    for (const auto& line : output.lines)
        out += printfLineText(line) + "\n";
    if (output.truncated)
        out += "printf: output truncated: the kernel printed more than the printf FIFO holds ("
            + std::to_string(output.fifoBytes) + " bytes); raise [launch] printf_fifo in task.toml\n";
    return out;
}

nlohmann::json printfLinesToJson(const DeviceOutput& output)
{
    nlohmann::json a = nlohmann::json::array();
    for (const auto& l : output.lines)
        a.push_back({{"block", l.block}, {"thread", l.thread}, {"source_line", l.sourceLine}, {"ptx_line", l.ptxLine},
            {"text", l.text}});
    return a;
}

std::vector<PrintfLine> printfLinesFromJson(const nlohmann::json& lines)
{
    std::vector<PrintfLine> out;
    if (!lines.is_array())
        return out;
    for (const auto& j : lines) {
        if (!j.is_object() || !j.contains("text") || !j["text"].is_string())
            continue;
        PrintfLine l;
        l.block = tripleFrom(j.value("block", nlohmann::json::array()));
        l.thread = tripleFrom(j.value("thread", nlohmann::json::array()));
        l.sourceLine = j.value("source_line", 0);
        l.ptxLine = j.value("ptx_line", 0);
        l.text = j["text"].get<std::string>();
        out.push_back(std::move(l));
    }
    return out;
}

} // namespace warpscope::core
