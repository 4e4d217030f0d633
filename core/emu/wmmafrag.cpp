// WMMA fragment geometry: the shapes and types of the PTX ISA's wmma tables and the element mapping
// described in wmmafrag.h.
#include "core/emu/wmmafrag.h"

namespace warpscope::core::emu {

namespace {

bool shapeFor(MmaType t, int m, int n, int k)
{
    auto is = [&](int mm, int nn, int kk) { return m == mm && n == nn && k == kk; };
    const bool k16 = is(16, 16, 16) || is(32, 8, 16) || is(8, 32, 16);
    switch (t) {
    case MmaType::F16:
    case MmaType::F32:
        return k16 || is(16, 16, 8);
    case MmaType::BF16:
    case MmaType::S8:
    case MmaType::U8:
        return k16;
    case MmaType::S32:
        return k16 || is(8, 8, 32) || is(8, 8, 128);
    case MmaType::TF32:
        return is(16, 16, 8);
    case MmaType::F64:
        return is(8, 8, 4);
    case MmaType::S4:
    case MmaType::U4:
        return is(8, 8, 32);
    case MmaType::B1:
        return is(8, 8, 128);
    default:
        return false;
    }
}

} // namespace

void WmmaFrag::position(int lane, int e, int& row, int& col) const
{
    const int g = lane >> 2;
    const int t = lane & 3;
    const int u = e % unique;
    const int p = (which == 'c' || which == 'd') ? 2 : (bits >= 32 ? 1 : 32 / bits);
    const int chunk = u / p;
    const int rowGroups = rows / 8;
    row = 8 * (chunk % rowGroups) + g;
    col = (chunk / rowGroups) * 4 * p + t * p + u % p;
}

bool wmmaFragment(int m, int n, int k, char which, MmaType type, WmmaFrag& out, std::string& error)
{
    const bool acc = which == 'c' || which == 'd';
    const bool accType = type == MmaType::F16 || type == MmaType::F32 || type == MmaType::S32 || type == MmaType::F64;
    const bool inType = type != MmaType::F32 && type != MmaType::S32 && type != MmaType::E4M3 && type != MmaType::E5M2;
    if (acc ? !accType : !inType) {
        error = std::string("matrix ") + which + " cannot hold ." + mmaTypeName(type) + " elements";
        return false;
    }
    if (!shapeFor(type, m, n, k)) {
        error = "no m" + std::to_string(m) + "n" + std::to_string(n) + "k" + std::to_string(k) + " fragment of ."
            + mmaTypeName(type);
        return false;
    }
    WmmaFrag f;
    f.which = which;
    f.m = m;
    f.n = n;
    f.k = k;
    f.type = type;
    f.rows = which == 'b' ? n : m;
    f.cols = acc ? n : k;
    f.bits = mmaTypeBits(type);
    f.unique = f.rows * f.cols / 32;
    f.elems = !acc && type == MmaType::F16 ? 16 : f.unique;
    f.regBytes = f.bits == 64 ? 8 : 4;
    f.regs = f.bits == 64 ? f.elems : (f.elems * f.bits + 31) / 32;
    out = f;
    return true;
}

} // namespace warpscope::core::emu
