// Decoder: operands. Registers resolve to register-file slots; immediates and symbol addresses to
// constant slots broadcast when a warp starts; special registers to per-warp slots; registers of a
// different width than the instruction type go through a helper instruction (PTX's relaxed rules).
#include "core/common/floatbits.h"
#include "core/emu/decoderimpl.h"
#include "core/emu/opscommon.h"

#include <bit>
#include <cstring>
#include <map>

namespace warpscope::core::emu {

namespace {

struct SpecialName {
    const char* name;
    Special which;
};

constexpr SpecialName kSpecials[] = {
    {"%tid.x", Special::TidX},
    {"%tid.y", Special::TidY},
    {"%tid.z", Special::TidZ},
    {"%ntid.x", Special::NtidX},
    {"%ntid.y", Special::NtidY},
    {"%ntid.z", Special::NtidZ},
    {"%ctaid.x", Special::CtaidX},
    {"%ctaid.y", Special::CtaidY},
    {"%ctaid.z", Special::CtaidZ},
    {"%nctaid.x", Special::NctaidX},
    {"%nctaid.y", Special::NctaidY},
    {"%nctaid.z", Special::NctaidZ},
    {"%laneid", Special::LaneId},
    {"%warpid", Special::WarpId},
    {"%nwarpid", Special::NWarpId},
    {"%smid", Special::SmId},
    {"%nsmid", Special::NSmId},
    {"%gridid", Special::GridId},
    {"%lanemask_eq", Special::LanemaskEq},
    {"%lanemask_le", Special::LanemaskLe},
    {"%lanemask_lt", Special::LanemaskLt},
    {"%lanemask_ge", Special::LanemaskGe},
    {"%lanemask_gt", Special::LanemaskGt},
    {"%dynamic_smem_size", Special::DynamicSmem},
    {"%total_smem_size", Special::TotalSmem},
    {"%aggr_smem_size", Special::AggrSmem},
    {"%reserved_smem_offset_begin", Special::ReservedSmemBegin},
    {"%reserved_smem_offset_end", Special::ReservedSmemEnd},
    {"%reserved_smem_offset_cap", Special::ReservedSmemCap},
    {"%is_explicit_cluster", Special::IsExplicitCluster},
    {"%clusterid.x", Special::ClusterIdX},
    {"%clusterid.y", Special::ClusterIdY},
    {"%clusterid.z", Special::ClusterIdZ},
    {"%nclusterid.x", Special::NClusterIdX},
    {"%nclusterid.y", Special::NClusterIdY},
    {"%nclusterid.z", Special::NClusterIdZ},
    {"%cluster_ctaid.x", Special::ClusterCtaidX},
    {"%cluster_ctaid.y", Special::ClusterCtaidY},
    {"%cluster_ctaid.z", Special::ClusterCtaidZ},
    {"%cluster_nctaid.x", Special::ClusterNctaidX},
    {"%cluster_nctaid.y", Special::ClusterNctaidY},
    {"%cluster_nctaid.z", Special::ClusterNctaidZ},
    {"%cluster_ctarank", Special::ClusterCtarank},
    {"%cluster_nctarank", Special::ClusterNctarank},
};

/// Special registers with an index: %envreg<32>, %reserved_smem_offset_<2>.
struct IndexedName {
    const char* prefix;
    Special which;
    int count;
};
constexpr IndexedName kIndexed[] = {
    {"%envreg", Special::EnvReg, 32},
    {"%reserved_smem_offset_", Special::ReservedSmemOffset, 2},
};

/// The index of name in prefix<0..count-1>, or -1.
int indexOf(const std::string& name, const char* prefix, int count)
{
    const std::string_view p(prefix);
    if (!name.starts_with(p) || name.size() == p.size() || name.size() > p.size() + 2)
        return -1;
    int n = 0;
    for (std::size_t i = p.size(); i < name.size(); ++i) {
        if (name[i] < '0' || name[i] > '9')
            return -1;
        n = n * 10 + (name[i] - '0');
    }
    if (name.size() > p.size() + 1 && name[p.size()] == '0')
        return -1; // %envreg01 is not a register
    return n < count ? n : -1;
}

/// Performance-monitoring counters (%pm0..7, %pm0_64..7_64) and %current_graph_exec read 0: the
/// emulator runs no profiler and no CUDA graph. Returns the register's width, or 0 when name is
/// none of them.
int zeroRegisterBytes(const std::string& name)
{
    if (name == "%current_graph_exec")
        return 8;
    if (name.size() >= 4 && name.starts_with("%pm") && name[3] >= '0' && name[3] <= '7') {
        if (name.size() == 4)
            return 4;
        if (name.substr(4) == "_64")
            return 8;
    }
    return 0;
}

/// Dynamic special registers, read by their own mov handler: Symbol::address holds the code.
struct ClockName {
    const char* name;
    int code;
    int bytes;
};
constexpr ClockName kClocks[] = {
    {"%clock", 1, 4},
    {"%clock64", 2, 8},
    {"%globaltimer", 3, 8},
    {"%globaltimer_lo", 4, 4},
    {"%globaltimer_hi", 5, 4},
    {"%clock_hi", 6, 4},
};

} // namespace

Symbol Decoder::specialSymbol(const std::string& name, bool& found)
{
    found = true;
    if (auto it = m_specials.find(name); it != m_specials.end())
        return it->second;
    Symbol s;
    s.kind = Symbol::Kind::Special;
    for (const auto& c : kClocks)
        if (name == c.name) {
            s.slot = kNoPc;
            s.address = static_cast<std::uint64_t>(c.code);
            s.bytes = static_cast<std::uint16_t>(c.bytes);
            m_specials[name] = s;
            return s;
        }
    auto special = [&](Special which, int index) {
        s.bytes = 4;
        s.slot = allocSlot(4, name, false);
        m_prog.specials.push_back({s.slot, which, 4, static_cast<std::uint8_t>(index)});
        if (which >= Special::ReservedSmemBegin && which <= Special::ReservedSmemOffset)
            m_prog.usesReservedShared = true;
        m_specials[name] = s;
        return s;
    };
    for (const auto& sp : kSpecials)
        if (name == sp.name)
            return special(sp.which, 0);
    for (const auto& ix : kIndexed)
        if (const int n = indexOf(name, ix.prefix, ix.count); n >= 0)
            return special(ix.which, n);
    // WARP_SZ is a predefined identifier, a constant (PTX ISA: "Predefined identifiers")
    if (name == "WARP_SZ" || zeroRegisterBytes(name) > 0) {
        const int bytes = name == "WARP_SZ" ? 4 : zeroRegisterBytes(name);
        s.bytes = static_cast<std::uint16_t>(bytes);
        s.slot = constSlot(name == "WARP_SZ" ? static_cast<std::uint64_t>(kWarpSize) : 0u, bytes);
        m_specials[name] = s;
        return s;
    }
    found = false;
    return s;
}

const Symbol* Decoder::lookup(const std::string& name)
{
    for (auto it = m_scopes.rbegin(); it != m_scopes.rend(); ++it)
        if (auto f = it->find(name); f != it->end())
            return &f->second;
    if (name.starts_with('%') || name == "WARP_SZ") {
        bool found = false;
        specialSymbol(name, found);
        if (found)
            return &m_specials.find(name)->second;
    }
    for (const auto& v : m_module.globals)
        if (v.space == ptx::Space::Shared && v.name == name) {
            if (!declareVariable(v, true))
                return nullptr;
            return &m_scopes[0].find(name)->second;
        }
    if (const std::uint64_t fa = functionAddress(name); fa != 0) {
        // a function's name is its address, for calls through a register and function tables
        Symbol s;
        s.kind = Symbol::Kind::Global;
        s.address = fa;
        return &(m_scopes[0][name] = s);
    }
    return nullptr;
}

std::uint32_t Decoder::constSlot(std::uint64_t bits, int bytes)
{
    if (bytes < 8)
        bits &= (std::uint64_t(1) << (8 * bytes)) - 1;
    const auto key = std::make_pair(bytes, bits);
    if (auto it = m_constSlots.find(key); it != m_constSlots.end())
        return it->second;
    const std::uint32_t slot = allocSlot(bytes, {}, false);
    m_prog.constants.push_back({slot, static_cast<std::uint16_t>(bytes), bits});
    m_constSlots[key] = slot;
    return slot;
}

std::uint32_t Decoder::addList(const std::vector<std::uint32_t>& slots)
{
    const auto at = static_cast<std::uint32_t>(m_prog.lists.size());
    m_prog.lists.insert(m_prog.lists.end(), slots.begin(), slots.end());
    return at;
}

Result<std::uint32_t> Decoder::resize(std::uint32_t from, int fromBytes, int toBytes, bool isSigned, bool before)
{
    Instr in;
    in.fn = resizeHandler(fromBytes, toBytes, isSigned);
    if (!in.fn)
        return makeError(ErrorCode::Internal,
            "no register width adapter from " + std::to_string(fromBytes) + " to " + std::to_string(toBytes)
                + " bytes");
    if (before) {
        in.src0 = from;
        in.dst = scratch(toBytes);
        emitMicro(in);
        return in.dst;
    }
    in.src0 = scratch(fromBytes);
    in.dst = from;
    in.flags = kMicro;
    m_post.push_back(in);
    return in.src0;
}

Result<std::uint32_t> Decoder::immediate(const ptx::Operand& op, PtxType t)
{
    const int bytes = t == PtxType::Pred ? 4 : ptxTypeBytes(t);
    auto bits = static_cast<std::uint64_t>(op.value);
    const bool isF32 = op.kind == ptx::Operand::Kind::Float32;
    const bool isF64 = op.kind == ptx::Operand::Kind::Float64;
    const bool isInt = op.kind == ptx::Operand::Kind::Integer;
    switch (t) {
    case PtxType::Pred:
        return constSlot(bits != 0 ? kFullMask : 0u, 4);
    case PtxType::F32:
        if (isF64)
            bits = std::bit_cast<std::uint32_t>(static_cast<float>(std::bit_cast<double>(bits)));
        else if (isInt)
            bits = std::bit_cast<std::uint32_t>(static_cast<float>(op.value));
        break;
    case PtxType::F64:
        if (isF32)
            bits = std::bit_cast<std::uint64_t>(
                static_cast<double>(std::bit_cast<float>(static_cast<std::uint32_t>(bits))));
        else if (isInt)
            bits = std::bit_cast<std::uint64_t>(static_cast<double>(op.value));
        break;
    case PtxType::F16:
    case PtxType::BF16: {
        double v = 0;
        if (isF32)
            v = std::bit_cast<float>(static_cast<std::uint32_t>(bits));
        else if (isF64)
            v = std::bit_cast<double>(bits);
        if (!isInt)
            bits = t == PtxType::F16 ? doubleToHalfBits(v) : doubleToBf16Bits(v);
        break;
    }
    default:
        if (isF64 && bytes == 4)
            bits = std::bit_cast<std::uint32_t>(static_cast<float>(std::bit_cast<double>(bits)));
        break;
    }
    return constSlot(bits, bytes);
}

Result<std::uint32_t> Decoder::src(const ptx::Operand& op, PtxType t)
{
    const int want = t == PtxType::Pred ? 0 : ptxTypeBytes(t);
    switch (op.kind) {
    case ptx::Operand::Kind::Integer:
    case ptx::Operand::Kind::Float32:
    case ptx::Operand::Kind::Float64:
        return immediate(op, t);
    case ptx::Operand::Kind::Register:
        break;
    default:
        return bad(op, "expected a register or an immediate").error();
    }
    const Symbol* s = lookup(op.name);
    if (!s)
        return bad(op, "unknown register or symbol '" + op.name + "'").error();
    if (op.negated && t != PtxType::Pred)
        return bad(op, "'!' applies only to predicates").error();
    switch (s->kind) {
    case Symbol::Kind::Pred:
        if (t != PtxType::Pred)
            return bad(op, "predicate '" + op.name + "' used where a ." + ptxTypeName(t) + " value is expected")
                .error();
        return s->slot;
    case Symbol::Kind::Register:
    case Symbol::Kind::Special:
        if (t == PtxType::Pred)
            return bad(op, "'" + op.name + "' is not a predicate").error();
        if (s->slot == kNoPc)
            return unsupported(*m_current, op.name + " can only be read with mov").error();
        if (s->bytes == want)
            return s->slot;
        return resize(s->slot, s->bytes, want, isSignedType(t), true);
    case Symbol::Kind::Shared:
    case Symbol::Kind::Global:
    case Symbol::Kind::Const:
    case Symbol::Kind::Local:
    case Symbol::Kind::KernelParam:
        if (t == PtxType::Pred || want < 4)
            return bad(op, "the address of '" + op.name + "' does not fit a ." + ptxTypeName(t)).error();
        if (s->frame != kNoPc) {
            // a .local variable of a function with a frame: its address moves with the activation
            Instr in;
            in.fn = frameAddressOp;
            in.src0 = s->frame;
            in.imm = static_cast<std::int64_t>(s->address) + op.value;
            in.size = static_cast<std::uint8_t>(want);
            in.dst = scratch(want);
            emitMicro(in);
            return in.dst;
        }
        if (t == PtxType::Pred || want < 4)
            return bad(op, "the address of '" + op.name + "' does not fit a ." + ptxTypeName(t)).error();
        return constSlot(s->address + static_cast<std::uint64_t>(op.value), want);
    case Symbol::Kind::LaneParam:
        return unsupported(*m_current, "the address of a function parameter").error();
    }
    return bad(op, "unexpected operand").error();
}

Result<std::uint32_t> Decoder::dst(const ptx::Operand& op, PtxType t)
{
    const int want = t == PtxType::Pred ? 0 : ptxTypeBytes(t);
    if (op.kind == ptx::Operand::Kind::Sink)
        return scratch(want);
    if (op.kind != ptx::Operand::Kind::Register)
        return bad(op, "expected a destination register").error();
    const Symbol* s = lookup(op.name);
    if (!s)
        return bad(op, "unknown register '" + op.name + "'").error();
    if (t == PtxType::Pred) {
        if (s->kind != Symbol::Kind::Pred)
            return bad(op, "'" + op.name + "' is not a predicate").error();
        return s->slot;
    }
    if (s->kind != Symbol::Kind::Register)
        return bad(op, "'" + op.name + "' cannot be written").error();
    if (s->bytes == want)
        return s->slot;
    return resize(s->slot, want, s->bytes, isSignedType(t), false);
}

Result<std::uint32_t> Decoder::predSrc(const ptx::Operand& op)
{
    auto slot = src(op, PtxType::Pred);
    if (!slot || !op.negated)
        return slot;
    Instr n;
    n.fn = notPredOp;
    n.src0 = *slot;
    n.dst = scratch(0);
    emitMicro(n);
    return n.dst;
}

Result<std::uint32_t> Decoder::predDst(const ptx::Operand& op)
{
    if (op.kind == ptx::Operand::Kind::Sink)
        return scratch(0);
    return dst(op, PtxType::Pred);
}

Result<AddressRef> Decoder::address(const ptx::Operand& op)
{
    if (op.kind != ptx::Operand::Kind::Address)
        return bad(op, "expected an address in [ ]").error();
    if (!op.elements.empty())
        return unsupported(*m_current, "an address with coordinates").error();
    AddressRef a;
    a.offset = op.value;
    if (op.name.empty())
        return a;
    const Symbol* s = lookup(op.name);
    if (!s)
        return bad(op, "unknown register or symbol '" + op.name + "' in the address").error();
    switch (s->kind) {
    case Symbol::Kind::Register:
        if (s->bytes != 4 && s->bytes != 8)
            return bad(op, "an address register must be 32 or 64 bits").error();
        a.base = s->slot;
        a.addrBytes = static_cast<std::uint8_t>(s->bytes);
        return a;
    case Symbol::Kind::Pred:
    case Symbol::Kind::Special:
        return bad(op, "'" + op.name + "' cannot be used as an address").error();
    case Symbol::Kind::LaneParam:
        a.symbol = s;
        return a;
    default:
        a.symbol = s;
        a.offset = static_cast<std::int64_t>(s->address) + op.value;
        if (s->frame != kNoPc) {
            a.base = s->frame;
            a.addrBytes = 8;
        }
        return a;
    }
}

} // namespace warpscope::core::emu
