#pragma once

// The tensor-core suites' own statement of the PTX ISA's mma.sync fragment figures ("Matrix Fragments
// for mma.m16n8k16 with floating point type" and the others), written per figure as the ISA words
// them so that they check the emulator's tables independently, plus a PTX kernel generator that
// loads each lane's fragment registers from a buffer, runs one mma and stores D.

#include "core/emu/mmamath.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mmaref {

/// One mma.sync variant as the test parses it from the opcode suffix.
struct Spec {
    int m = 0, n = 0, k = 0;
    std::string type[4]; ///< d, a, b, c
    bool aRow = true, bCol = true;
    bool satfinite = false;
    warpscope::core::emu::MmaBitOp bitOp = warpscope::core::emu::MmaBitOp::None; ///< b1: Xor or And
    std::string suffix; ///< "m16n8k16.row.col.f32.bf16.bf16.f32"

    int bits(int op) const
    {
        const std::string& t = type[op];
        if (t == "b1")
            return 1;
        if (t == "s4" || t == "u4")
            return 4;
        if (t == "s8" || t == "u8" || t == "e4m3" || t == "e5m2")
            return 8;
        if (t == "f16" || t == "bf16")
            return 16;
        if (t == "f64")
            return 64;
        return 32;
    }
    bool quadPair() const { return m == 8 && k == 4 && type[1] == "f16"; }
    int rows(int op) const { return op == 2 ? k : m; }
    int cols(int op) const { return op == 1 ? k : n; }
    /// Elements per lane of operand op (a quad pair's 8 threads share one 8x8x4 product).
    int elemsPerLane(int op) const { return rows(op) * cols(op) / (quadPair() ? 8 : 32); }
    int regBits(int op) const { return bits(op) == 64 ? 64 : 32; }
    int regs(int op) const { return elemsPerLane(op) * bits(op) / regBits(op); }
};

inline Spec parseSpec(const std::string& suffix)
{
    Spec s;
    s.suffix = suffix;
    std::vector<std::string> tok;
    std::size_t at = 0;
    while (at <= suffix.size()) {
        const std::size_t dot = suffix.find('.', at);
        tok.push_back(suffix.substr(at, dot == std::string::npos ? std::string::npos : dot - at));
        if (dot == std::string::npos)
            break;
        at = dot + 1;
    }
    std::sscanf(tok[0].c_str(), "m%dn%dk%d", &s.m, &s.n, &s.k);
    int layouts = 0, types = 0;
    for (std::size_t i = 1; i < tok.size(); ++i) {
        const std::string& t = tok[i];
        if (t == "row" || t == "col") {
            if (layouts++ == 0)
                s.aRow = t == "row";
            else
                s.bCol = t == "col";
        } else if (t == "satfinite") {
            s.satfinite = true;
        } else if (t == "xor" || t == "and") {
            s.bitOp = t == "xor" ? warpscope::core::emu::MmaBitOp::Xor : warpscope::core::emu::MmaBitOp::And;
        } else if (t != "popc" && types < 4) {
            s.type[types++] = t;
        }
    }
    return s;
}

/// Row and column of element i of operand op (0 d, 1 a, 2 b, 3 c) in lane's registers, and the quad
/// pair for m8n8k4 (batch), as the ISA's figures give them.
inline void isaPosition(const Spec& s, int op, int lane, int i, int& batch, int& row, int& col)
{
    const int groupID = lane >> 2;
    const int tig = lane % 4; // threadID_in_group
    batch = 0;
    if (s.quadPair()) {
        // m8n8k4 .f16: quad pair i = lanes 4i..4i+3 and 4i+16..4i+19; row/col from %laneid
        batch = (lane % 16) / 4;
        const int X = lane % 4 + (lane >= 16 ? 4 : 0);
        if (op == 1) {
            row = s.aRow ? X : i + (lane >= 16 ? 4 : 0);
            col = s.aRow ? i : lane % 4;
        } else if (op == 2) {
            row = s.bCol ? i : lane % 4;
            col = s.bCol ? X : i + (lane >= 16 ? 4 : 0);
        } else if (s.type[op] == "f16") {
            row = X;
            col = i;
        } else {
            // .f32 accumulator: row = X + (i & 2) with X = laneid%2 (+4 for the upper half), col = (tig & 2) + (i & 1)
            // + (i >= 4 ? 4 : 0)
            row = lane % 2 + (lane >= 16 ? 4 : 0) + (i & 2);
            col = (tig & 2) + (i & 1) + (i >= 4 ? 4 : 0);
        }
        return;
    }
    const int b = s.bits(op);
    if (op == 0 || op == 3) {
        row = s.m == 16 ? (i < 2 ? groupID : groupID + 8) : groupID;
        col = s.m == 16 ? tig * 2 + (i & 1) : tig * 2 + i;
        return;
    }
    if (b == 64) {
        // f64: m8n8k4, m16n8k4, m16n8k8, m16n8k16
        if (op == 1) {
            row = s.m == 8 ? groupID : (i % 2 == 0 ? groupID : groupID + 8);
            col = s.m == 8 ? tig : tig + 4 * (i / 2);
        } else {
            row = tig + 4 * i;
            col = groupID;
        }
        return;
    }
    if (b == 32) { // tf32
        if (op == 1) {
            row = i % 2 == 0 ? groupID : groupID + 8;
            col = i < 2 ? tig : tig + 4;
        } else {
            row = i == 0 ? tig : tig + 4;
            col = groupID;
        }
        return;
    }
    // 16-, 8-, 4- and 1-bit elements: e per 32-bit register; A's registers alternate rows g / g+8 and
    // the second half of the registers covers the upper half of k
    const int e = 32 / b;
    const int aRegs = s.regs(1);
    if (op == 1) {
        const int reg = i / e;
        row = s.m == 16 ? (reg % 2 == 0 ? groupID : groupID + 8) : groupID;
        col = tig * e + i % e + (s.m == 16 && aRegs == 4 && reg >= 2 ? s.k / 2 : 0);
    } else {
        const int reg = i / e;
        row = tig * e + i % e + (reg >= 1 ? s.k / 2 : 0);
        col = groupID;
    }
}

/// The PTX of a one-warp kernel: lane L loads its A, B, C registers from in + L * inBytes (in that
/// order), runs `mma.sync.aligned.<suffix>` and stores D's registers at out + L * outBytes.
inline std::string kernelPtx(const Spec& s, const std::string& opcode, bool dAliasesC = false)
{
    const bool wide = s.bits(1) == 64;
    const std::string reg = wide ? "%rd" : "%r";
    const std::string ty = wide ? "b64" : "b32";
    const int bytes = wide ? 8 : 4;
    const int inRegs = s.regs(1) + s.regs(2) + s.regs(3);
    std::string p = ".version 8.0\n.target sm_90\n.address_size 64\n"
                    ".visible .entry mmatest(.param .u64 pin, .param .u64 pout)\n{\n"
                    ".reg .b32 %r<400>;\n.reg .b64 %rd<400>;\n.reg .b64 %x<8>;\n"
                    "ld.param.u64 %x1, [pin];\nld.param.u64 %x2, [pout];\nmov.u32 %r1, %tid.x;\n";
    p += "mul.wide.u32 %x3, %r1, " + std::to_string(inRegs * bytes) + ";\nadd.s64 %x4, %x1, %x3;\n";
    p += "mul.wide.u32 %x5, %r1, " + std::to_string(s.regs(0) * bytes) + ";\nadd.s64 %x6, %x2, %x5;\n";
    for (int r = 0; r < inRegs; ++r)
        p += "ld.global." + ty + " " + reg + std::to_string(10 + r) + ", [%x4+" + std::to_string(r * bytes) + "];\n";
    auto list = [&](int first, int count) {
        std::string l = "{";
        for (int r = 0; r < count; ++r)
            l += (r ? ", " : "") + reg + std::to_string(first + r);
        return l + "}";
    };
    const int a0 = 10, b0 = a0 + s.regs(1), c0 = b0 + s.regs(2);
    const int d0 = dAliasesC ? c0 : 300;
    p += opcode + " " + list(d0, s.regs(0)) + ", " + list(a0, s.regs(1)) + ", " + list(b0, s.regs(2)) + ", "
        + list(c0, s.regs(3)) + ";\n";
    for (int r = 0; r < s.regs(0); ++r)
        p += "st.global." + ty + " [%x6+" + std::to_string(r * bytes) + "], " + reg + std::to_string(d0 + r) + ";\n";
    return p + "ret;\n}\n";
}

} // namespace mmaref
