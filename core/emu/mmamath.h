#pragma once

// The arithmetic of tensor-core matrix multiply-accumulate, free of the emulator's warp state: element
// decoding (f16 bf16 tf32 e4m3 e5m2, s8 u8 s4 u4 b1, f32 f64) and D = A·B + C for one tile with the
// numerics model docs/emulator.md ("Tensor cores") states and cites. The fragment layouts that map a
// warp's registers to these tiles are in mmalayout.h.

#include <cstdint>
#include <string_view>

namespace warpscope::core::emu {

/// An element type of a tensor-core operand.
enum class MmaType : std::uint8_t { None, F16, BF16, TF32, E4M3, E5M2, F32, F64, S8, U8, S4, U4, B1, S32 };

/// Parses "f16", "tf32", "e4m3", "s4", "b1", ... (without the dot); None when it is not one.
MmaType parseMmaType(std::string_view s);
/// "f16"
const char* mmaTypeName(MmaType t);
/// Bits of one element (b1: 1, s4: 4, f16: 16, f64: 64).
int mmaTypeBits(MmaType t);
/// f16 bf16 tf32 e4m3 e5m2 (the low-precision inputs the hardware multiplies exactly).
bool mmaIsLowFloat(MmaType t);

/// The exact value of one floating-point element's bits. tf32 ignores the 13 low mantissa bits of
/// its 32-bit container (PTX ISA: "the lower 13 bits are ignored"); e4m3 has no infinities and NaN
/// only at S.1111.111; e5m2 follows IEEE.
double mmaDecodeFloat(MmaType t, std::uint32_t bits);
/// The value of one integer element (s8 u8 s4 u4 from their low bits; s32).
std::int32_t mmaDecodeInt(MmaType t, std::uint32_t bits);

/// Sparse A (mma.sp, wgmma.mma_async.sp): the width of the chunk of a row that one 4-bit metadata
/// field describes, per the PTX ISA's "Sparse matrix storage": 2:4 for f16/bf16/s8/u8/e4m3/e5m2
/// (width 4), 1:2 for tf32 (width 2), and 4:8 in pairs for s4/u4 (width 8). Half of each chunk is
/// stored.
int mmaSparseChunkWidth(MmaType a);
/// The column inside its chunk of the stored element s (0 .. width/2 - 1) of a chunk whose metadata
/// field is nib: two 2-bit indices, low first (width 4); the index of a stored pair (width 8); for
/// tf32 the 4-bit field names 16-bit halves, 0b0100 the first element and 0b1110 the second.
inline int mmaSparsePosition(int width, std::uint32_t nib, int s)
{
    if (width == 2)
        return static_cast<int>((nib & 3u) >> 1);
    if (width == 8)
        return 2 * static_cast<int>((nib >> (2 * (s / 2))) & 3u) + s % 2;
    return static_cast<int>((nib >> (2 * s)) & 3u);
}

/// The one switch where undocumented hardware behaviour changes results: how the products of a
/// floating-point MMA are summed into the accumulator.
enum class MmaAccumulation : std::uint8_t {
    /// The measured tensor-core datapath (default): blocks of products and the accumulator summed
    /// exactly on a grid aligned to the largest term and truncated below it, the block result rounded
    /// toward zero (f32) or to nearest (f16).
    Hardware,
    /// An IEEE chain: one correctly rounded fma per k in order (what a CPU reference computes).
    Sequential,
};

/// The emulator's current setting (Hardware unless changed; read by the handlers).
MmaAccumulation mmaAccumulation();
/// Changes it for the process (tests and the reference comparison use it).
void setMmaAccumulation(MmaAccumulation mode);

/// Block width and alignment grid of the Hardware model for an input type: `block` products are
/// summed at once with the accumulator, each term truncated to `fracBits` fraction bits below the
/// largest term's leading bit.
struct MmaBlockModel {
    int block = 8;
    int fracBits = 23;
    bool flushSubnormals = false; ///< tf32 mode: subnormal inputs and outputs are zero
};
inline MmaBlockModel mmaBlockModel(MmaType ab)
{
    MmaBlockModel m;
    if (ab == MmaType::TF32) {
        m.block = 4;
        m.flushSubnormals = true;
    } else if (ab == MmaType::E4M3 || ab == MmaType::E5M2) {
        m.block = 16;
        m.fracBits = 13; // "around 14 bits" retained by FP8 accumulation (DeepSeek-V3 report, 3.3.2)
    }
    return m;
}

/// One output element of a floating-point MMA: c + Σ a[k]·b[k] for k < K, with a and b exact values
/// (decoded elements), accumulated in dtype (F32 or F16) per the model. Returns dtype's bits.
std::uint32_t mmaDotFloat(
    const double* a, const double* b, int K, double c, MmaType ab, MmaType dtype, MmaAccumulation mode);

/// A whole tile D (M × N) = A (M × K) · B + C with B given as N × K (each column's k contiguous):
/// mmaDotFloat for every element, computed several outputs at a time. D holds dtype's bits.
void mmaTileFloat(int M, int N, int K, const double* a, const double* bt, const double* c, std::uint32_t* d, MmaType ab,
    MmaType dtype, MmaAccumulation mode);

/// The compiled variants of mmaTileFloat's row kernel (the same bits, wider registers). The widest the
/// CPU has is used; a test picks each in turn to check they agree.
enum class MmaRowKernel : std::uint8_t { Portable, Avx2, Avx512 };

/// Makes mmaTileFloat use `kernel` from now on, process-wide; false (and no change) when this CPU or
/// build lacks it.
bool useMmaRowKernel(MmaRowKernel kernel);

/// One output element of an f64 MMA: the IEEE fma chain d = fma(a[k], b[k], d) for k = 0..K-1.
double mmaDotF64(const double* a, const double* b, int K, double c);

/// One output element of an integer MMA: c + Σ a[k]·b[k] in exact arithmetic, then wrapped to s32
/// or, with satfinite, clamped to [INT32_MIN, INT32_MAX].
std::int32_t mmaDotInt(const std::int32_t* a, const std::int32_t* b, int K, std::int32_t c, bool satfinite);

/// The bit operation of a single-bit MMA (.xor.popc or .and.popc); None for every other type.
enum class MmaBitOp : std::uint8_t { None, Xor, And };

/// One output element of a single-bit MMA: c + Σ popc(a[w] op b[w]) over the K/32 words of a row of
/// A and a column of B, wrapped to s32.
std::int32_t mmaDotBits(const std::uint32_t* a, const std::uint32_t* b, int words, std::int32_t c, MmaBitOp op);

} // namespace warpscope::core::emu
