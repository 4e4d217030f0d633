// mma.sync fragment layouts (PTX ISA, "Matrix Fragments for mma.m16n8k*", "mma.m8n8k*") and the
// valid shape/type combinations.
#include "core/emu/mmalayout.h"

#include <map>
#include <memory>
#include <mutex>

namespace warpscope::core::emu {

namespace {

bool isFloatAccum(MmaType t)
{
    return t == MmaType::F16 || t == MmaType::F32;
}

/// Which shapes each input type has (PTX ISA 9.x "mma" syntax, up to sm_90).
bool shapeAllowed(MmaType ab, int m, int n, int k)
{
    auto is = [&](int mm, int nn, int kk) { return m == mm && n == nn && k == kk; };
    switch (ab) {
    case MmaType::F16:
        return is(8, 8, 4) || is(16, 8, 8) || is(16, 8, 16);
    case MmaType::BF16:
        return is(16, 8, 8) || is(16, 8, 16);
    case MmaType::TF32:
        return is(16, 8, 4) || is(16, 8, 8);
    case MmaType::E4M3:
    case MmaType::E5M2:
        return is(16, 8, 16) || is(16, 8, 32);
    case MmaType::F64:
        return is(8, 8, 4) || is(16, 8, 4) || is(16, 8, 8) || is(16, 8, 16);
    case MmaType::S8:
    case MmaType::U8:
        return is(8, 8, 16) || is(16, 8, 16) || is(16, 8, 32);
    case MmaType::S4:
    case MmaType::U4:
        return is(8, 8, 32) || is(16, 8, 32) || is(16, 8, 64);
    case MmaType::B1:
        return is(8, 8, 128) || is(16, 8, 128) || is(16, 8, 256);
    default:
        return false;
    }
}

/// Which shapes mma.sp has per input type (PTX ISA 9.x "mma.sp", up to sm_90; the sm_120 kinds aside).
bool sparseShapeAllowed(MmaType ab, int m, int n, int k)
{
    if (m != 16 || n != 8)
        return false;
    switch (ab) {
    case MmaType::F16:
    case MmaType::BF16:
        return k == 16 || k == 32;
    case MmaType::TF32:
        return k == 8 || k == 16;
    case MmaType::S8:
    case MmaType::U8:
        return k == 32 || k == 64;
    case MmaType::S4:
    case MmaType::U4:
        return k == 64 || k == 128;
    case MmaType::E4M3:
    case MmaType::E5M2:
        return k == 64;
    default:
        return false;
    }
}

bool mixedIntegers(MmaType a, MmaType b)
{
    auto i8 = [](MmaType x) { return x == MmaType::S8 || x == MmaType::U8; };
    auto i4 = [](MmaType x) { return x == MmaType::S4 || x == MmaType::U4; };
    return (i8(a) && i8(b)) || (i4(a) && i4(b));
}

std::string typesError(const MmaType t[4])
{
    const MmaType a = t[kMmaA], b = t[kMmaB], c = t[kMmaC], d = t[kMmaD];
    const bool fp8 = [](MmaType x) { return x == MmaType::E4M3 || x == MmaType::E5M2; }(a);
    const bool fp8b = b == MmaType::E4M3 || b == MmaType::E5M2;
    if (fp8 || fp8b) {
        if (!(fp8 && fp8b))
            return "e4m3/e5m2 multiplies only e4m3/e5m2";
        return isFloatAccum(c) && isFloatAccum(d) ? "" : "e4m3/e5m2 accumulates in .f16 or .f32";
    }
    if (a != b && !mixedIntegers(a, b))
        return "the two input matrices must have the same type here";
    switch (a) {
    case MmaType::F16:
        return isFloatAccum(c) && isFloatAccum(d) ? "" : ".f16 inputs accumulate in .f16 or .f32";
    case MmaType::BF16:
    case MmaType::TF32:
        return c == MmaType::F32 && d == MmaType::F32 ? "" : "this input type accumulates in .f32 only";
    case MmaType::F64:
        return c == MmaType::F64 && d == MmaType::F64 ? "" : ".f64 inputs accumulate in .f64";
    case MmaType::S8:
    case MmaType::U8:
    case MmaType::S4:
    case MmaType::U4:
    case MmaType::B1:
        return c == MmaType::S32 && d == MmaType::S32 ? "" : "integer inputs accumulate in .s32";
    default:
        return std::string(".") + mmaTypeName(a) + " is not an mma input type";
    }
}

void buildTables(MmaVariant& v)
{
    for (int op = 0; op < 4; ++op) {
        const int bits = mmaTypeBits(v.type[op]);
        v.regBytes[op] = bits == 64 ? 8 : 4;
        const int elems = v.tileSize(op) * (v.type[op] == MmaType::B1 ? 32 : 1) / 32;
        const int perRegElems = bits == 64 ? 1 : 32 / bits;
        v.regs[op] = elems / perRegElems;
        const bool words = v.type[op] == MmaType::B1;
        v.perReg[op] = words ? 1 : perRegElems;
        v.entryBits[op] = words ? 32 : bits;
        v.index[op].assign(static_cast<std::size_t>(32 * v.regs[op] * v.perReg[op]), 0);
        const int cols = op == kMmaA ? v.k : op == kMmaB ? v.k : v.n;
        const int rows = op == kMmaA ? v.m : op == kMmaB ? v.n : v.m;
        for (int lane = 0; lane < 32; ++lane)
            for (int r = 0; r < v.regs[op]; ++r)
                for (int j = 0; j < v.perReg[op]; ++j) {
                    const int i = r * perRegElems + j;
                    int b = 0, row = 0, col = 0;
                    mmaElementPosition(v, op, lane, i, b, row, col);
                    int flat = 0;
                    if (op == kMmaB) // stored column by column: (n, k)
                        flat = (b * rows + col) * (words ? v.k / 32 : v.k) + (words ? row / 32 : row);
                    else if (op == kMmaA)
                        flat = (b * rows + row) * (words ? v.k / 32 : v.k) + (words ? col / 32 : col);
                    else
                        flat = (b * rows + row) * cols + col;
                    v.index[op][static_cast<std::size_t>((lane * v.regs[op] + r) * v.perReg[op] + j)]
                        = static_cast<std::uint16_t>(flat);
                }
    }
}

} // namespace

int MmaVariant::tileSize(int op) const
{
    const bool words = type[op] == MmaType::B1;
    switch (op) {
    case kMmaA:
        return batch * m * (words ? k / 32 : k);
    case kMmaB:
        return batch * n * (words ? k / 32 : k);
    default:
        return batch * m * n;
    }
}

void mmaElementPosition(const MmaVariant& v, int op, int lane, int i, int& batch, int& row, int& col)
{
    batch = 0;
    if (v.batch == 4) {
        // m8n8k4 .f16: quad pair qp = lanes {4qp..4qp+3, 4qp+16..4qp+19} computes its own 8x8x4 product;
        // within it, thread t = lane%4 + 4*(lane>=16) (PTX ISA "Matrix Fragments for mma.m8n8k4")
        batch = (lane >> 2) & 3;
        const int t0 = lane & 3;
        const int t1 = lane >> 4;
        const int t = t0 + 4 * t1;
        switch (op) {
        case kMmaA:
            row = v.aRow ? t : 4 * t1 + i;
            col = v.aRow ? i : t0;
            return;
        case kMmaB:
            row = v.bCol ? i : t0; // k
            col = v.bCol ? t : 4 * t1 + i; // n
            return;
        default:
            if (v.type[op] == MmaType::F16) {
                row = t;
                col = i;
            } else {
                row = (t0 & 1) + 2 * ((i >> 1) & 1) + 4 * t1;
                col = (t0 & 2) + (i & 1) + 4 * (i >> 2);
            }
            return;
        }
    }
    // every other shape: groupID = lane / 4 and threadID_in_group = lane % 4; e elements per 32-bit
    // register (1 for tf32 and the f64 registers)
    const int g = lane >> 2;
    const int t = lane & 3;
    const int bits = mmaTypeBits(v.type[op]);
    const int e = bits >= 32 ? 1 : 32 / bits;
    switch (op) {
    case kMmaA:
        row = v.m == 16 ? g + 8 * ((i / e) & 1) : g;
        col = v.m == 16 ? t * e + i % e + 4 * e * (i / (2 * e)) : t * e + i;
        return;
    case kMmaB:
        row = t * e + i % e + 4 * e * (i / e);
        col = g;
        return;
    default:
        row = v.m == 16 ? g + 8 * (i / 2) : g;
        col = v.m == 16 ? 2 * t + i % 2 : 2 * t + i;
        return;
    }
}

const MmaVariant* mmaVariant(int m, int n, int k, const MmaType types[4], bool aRow, bool bCol, bool satfinite,
    MmaBitOp bitOp, std::string& error, bool sparse)
{
    error = typesError(types);
    const MmaType a = types[kMmaA];
    if (!error.empty())
        return nullptr;
    if (sparse && !sparseShapeAllowed(a, m, n, k)) {
        error = "no sparse m" + std::to_string(m) + "n" + std::to_string(n) + "k" + std::to_string(k) + " shape for ."
            + mmaTypeName(a) + " inputs (f16/bf16 m16n8k16/k32, tf32 m16n8k8/k16, s8/u8 m16n8k32/k64, s4/u4 "
            + "m16n8k64/k128, e4m3/e5m2 m16n8k64)";
        return nullptr;
    }
    if (!sparse && !shapeAllowed(a, m, n, k)) {
        error = "no m" + std::to_string(m) + "n" + std::to_string(n) + "k" + std::to_string(k) + " shape for ."
            + mmaTypeName(a) + " inputs";
        return nullptr;
    }
    const bool quadPair = a == MmaType::F16 && m == 8;
    if (!quadPair && (!aRow || !bCol)) {
        error = "this shape takes only the .row.col layouts";
        return nullptr;
    }
    const bool isInt = types[kMmaD] == MmaType::S32;
    if (satfinite && (!isInt || a == MmaType::B1)) {
        error = ".satfinite applies only to s8/u8/s4/u4 inputs";
        return nullptr;
    }
    if ((a == MmaType::B1) != (bitOp != MmaBitOp::None)) {
        error = a == MmaType::B1 ? ".b1 needs .xor.popc or .and.popc" : ".xor/.and.popc apply only to .b1";
        return nullptr;
    }
    std::string key = "m" + std::to_string(m) + "n" + std::to_string(n) + "k" + std::to_string(k)
        + (aRow ? ".row" : ".col") + (bCol ? ".col" : ".row") + (satfinite ? ".satfinite" : "") + (sparse ? ".sp" : "");
    for (int op = 0; op < 4; ++op)
        key += std::string(".") + mmaTypeName(types[op]);
    if (bitOp != MmaBitOp::None)
        key += bitOp == MmaBitOp::Xor ? ".xor.popc" : ".and.popc";
    static std::mutex mutex;
    static std::map<std::string, std::unique_ptr<MmaVariant>> interned;
    std::lock_guard lock(mutex);
    auto& slot = interned[key];
    if (!slot) {
        auto v = std::make_unique<MmaVariant>();
        v->m = m;
        v->n = n;
        v->k = k;
        v->batch = quadPair ? 4 : 1;
        for (int op = 0; op < 4; ++op)
            v->type[op] = types[op];
        v->aRow = aRow;
        v->bCol = bCol;
        v->satfinite = satfinite;
        v->bitOp = bitOp;
        v->name = key;
        buildTables(*v);
        slot = std::move(v);
    }
    return slot.get();
}

int mmaSparseMetaLanes(MmaType a, int K)
{
    return 4 * K / mmaSparseChunkWidth(a) / 16;
}

std::uint32_t mmaSparseField(MmaType a, int K, const std::uint32_t* meta, int sel, int row, int chunk)
{
    const int lanesPerRow = mmaSparseMetaLanes(a, K);
    const int part = chunk / 4;
    const int lane = 4 * (row % 8) + (lanesPerRow == 1 ? sel : lanesPerRow == 2 ? 2 * sel + part : part);
    return ((row >= 8 ? meta[lane] >> 16 : meta[lane]) >> (4 * (chunk % 4))) & 0xFu;
}

int mmaSparseColumns(MmaType a, int K, const std::uint32_t* meta, int sel, std::uint8_t* column, bool ordered)
{
    const int width = mmaSparseChunkWidth(a), keep = width / 2, half = K / 2;
    int undefined = -1;
    for (int r = 0; r < 16; ++r)
        for (int chunk = 0; chunk < K / width; ++chunk) {
            const std::uint32_t nib = mmaSparseField(a, K, meta, sel, r, chunk);
            const std::uint32_t lo = nib & 3u, hi = nib >> 2;
            const bool bad = width == 2 ? nib != 0x4u && nib != 0xEu : ordered ? lo >= hi : lo == hi;
            if (bad && undefined < 0)
                undefined = r * 64 + chunk;
            for (int s = 0; s < keep; ++s)
                column[r * half + chunk * keep + s]
                    = static_cast<std::uint8_t>(chunk * width + mmaSparsePosition(width, nib, s));
        }
    return undefined;
}

} // namespace warpscope::core::emu
