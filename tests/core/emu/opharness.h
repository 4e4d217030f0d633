#pragma once

// Runs one PTX instruction (a BODY spliced into fixtures/op.ptx) over many inputs at once: thread
// i reads a[i], b[i], c[i] and writes d[i], each in an 8-byte slot.

#include "emutest.h"

#include <QString>
#include <QStringList>

namespace emutest {

/// "f32,f32,f32,f32" or with register overrides "u8/b16,...": load type / register type per operand.
struct OpTypes {
    std::string load[4];
    std::string reg[4];
};

inline OpTypes parseTypes(const QString& spec)
{
    OpTypes t;
    const QStringList parts = spec.split(',');
    for (int k = 0; k < 4; ++k) {
        const QString p = k < parts.size() ? parts[k] : parts.back();
        const QStringList lr = p.split('/');
        t.load[k] = lr[0].toStdString();
        t.reg[k] = (lr.size() > 1 ? lr[1] : lr[0]).toStdString();
    }
    return t;
}

inline int typeBytes(const std::string& t)
{
    if (t.size() >= 2 && t.back() == '8' && t[t.size() - 2] != '1')
        return 1;
    if (t.find("16") != std::string::npos && t.find("x2") == std::string::npos)
        return 2;
    if (t.find("64") != std::string::npos)
        return 8;
    return 4;
}

/// Runs body for every input (approximate instructions in `approx`'s mode); returns d as bits (masked to its load
/// type), or an error message.
inline std::vector<std::uint64_t> runOp(const QString& body, const QString& types, const std::vector<std::uint64_t>& a,
    const std::vector<std::uint64_t>& b, const std::vector<std::uint64_t>& c, std::string* error,
    const std::vector<std::uint64_t>& d0 = {}, const ApproxMode& approx = {})
{
    const OpTypes t = parseTypes(types);
    static const std::string tmpl = fixture("fixtures/op.ptx");
    std::string ptx = tmpl;
    const char* names[4] = {"A", "B", "C", "D"};
    for (int k = 0; k < 4; ++k) {
        ptx = replaceAll(ptx, std::string(".R") + names[k] + " ", "." + t.reg[k] + " ");
        ptx = replaceAll(ptx, std::string(".T") + names[k] + " ", "." + t.load[k] + " ");
    }
    ptx = replaceAll(ptx, "BODY", body.toStdString());
    const std::size_t n = a.size();
    auto padded = [n](const std::vector<std::uint64_t>& v) {
        std::vector<std::uint64_t> out(n, 0);
        for (std::size_t i = 0; i < n && i < v.size(); ++i)
            out[i] = v[i];
        return out;
    };
    Launch l;
    l.ptx = ptx;
    l.entry = "op";
    l.block = {128, 1, 1};
    l.grid = {static_cast<std::uint32_t>((n + 127) / 128), 1, 1};
    l.buffers = {tensorOf(DType::U64, padded(a)), tensorOf(DType::U64, padded(b)), tensorOf(DType::U64, padded(c)),
        tensorOf(DType::U64, padded(d0))};
    l.args = {bufferArg(0), bufferArg(1), bufferArg(2), bufferArg(3),
        scalarArg<std::uint32_t>(static_cast<std::uint32_t>(n))};
    l.control.approx = approx;
    auto r = l.run();
    if (!r) {
        *error = r.error().describe();
        return {};
    }
    if (!r->findings.empty()) {
        *error = r->findings.front().message;
        return {};
    }
    std::vector<std::uint64_t> out = valuesOf<std::uint64_t>(l.buffers[3]);
    const int bytes = typeBytes(t.load[3]);
    if (bytes < 8)
        for (auto& v : out)
            v &= (std::uint64_t(1) << (8 * bytes)) - 1;
    return out;
}

} // namespace emutest
