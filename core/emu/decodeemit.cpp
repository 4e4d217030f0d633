// Decoder: opcode dispatch, modifier bookkeeping, emission with guard and source position, and the
// conversion of unimplemented instructions into located "unsupported" instructions.
#include "core/emu/decoderimpl.h"
#include "core/emu/opscommon.h"

#include <algorithm>

namespace warpscope::core::emu {

/// Tensor-core MMA: mma.sync (ops_mma.cpp) and the WMMA instructions (ops_wmma.cpp).
void registerMmaOps(DecodeTable& t);
void registerWmmaOps(DecodeTable& t);
/// wgmma.* and setmaxnreg (ops_wgmma.cpp).
void registerWgmmaOps(DecodeTable& t);

namespace {

const DecodeTable& decodeTable()
{
    static const DecodeTable table = [] {
        DecodeTable t;
        registerIntOps(t);
        registerBitOps(t);
        registerFloatOps(t);
        registerMathOps(t);
        registerHalfOps(t);
        registerCvtOps(t);
        registerCompareOps(t);
        registerMoveOps(t);
        registerMemoryOps(t);
        registerAtomicOps(t);
        registerControlOps(t);
        registerWarpOps(t);
        registerStackOps(t);
        registerClusterOps(t);
        registerMmaOps(t);
        registerWmmaOps(t);
        registerWgmmaOps(t);
        registerMbarrierOps(t);
        // the bulk family's "cp" decoder first: cp.async's takes "cp" over and forwards what it does
        // not decode itself (cp.async.bulk*, cp.reduce.async.bulk*, cp.async.mbarrier.arrive) to it
        registerBulkOps(t);
        registerCpAsyncOps(t);
        registerMatrixOps(t);
        return t;
    }();
    return table;
}

} // namespace

Mods::Mods(std::string_view opcode)
{
    std::size_t start = 0;
    bool first = true;
    while (start <= opcode.size()) {
        const std::size_t dot = opcode.find('.', start);
        const std::string_view part
            = opcode.substr(start, dot == std::string_view::npos ? std::string_view::npos : dot - start);
        if (first)
            m_base = part;
        else if (!part.empty())
            m_mods.push_back(part);
        first = false;
        if (dot == std::string_view::npos)
            break;
        start = dot + 1;
    }
    m_used.assign(m_mods.size(), false);
}

bool Mods::take(std::string_view m)
{
    for (std::size_t i = 0; i < m_mods.size(); ++i)
        if (!m_used[i] && m_mods[i] == m) {
            m_used[i] = true;
            return true;
        }
    return false;
}

int Mods::takeOneOf(std::initializer_list<std::string_view> options)
{
    for (std::size_t i = 0; i < m_mods.size(); ++i) {
        if (m_used[i])
            continue;
        int k = 0;
        for (const auto o : options) {
            if (m_mods[i] == o) {
                m_used[i] = true;
                return k;
            }
            ++k;
        }
    }
    return -1;
}

PtxType Mods::takeType()
{
    for (std::size_t i = 0; i < m_mods.size(); ++i) {
        if (m_used[i])
            continue;
        const PtxType t = parsePtxType(m_mods[i]);
        if (t != PtxType::None) {
            m_used[i] = true;
            return t;
        }
    }
    return PtxType::None;
}

PtxType Mods::peekType() const
{
    for (std::size_t i = 0; i < m_mods.size(); ++i)
        if (!m_used[i])
            if (const PtxType t = parsePtxType(m_mods[i]); t != PtxType::None)
                return t;
    return PtxType::None;
}

void Mods::dropNoOps()
{
    static constexpr std::string_view kNoOps[]
        = {"nc", "ca", "cg", "cs", "lu", "cv", "wb", "wt", "volatile", "relaxed", "acquire", "release", "acq_rel", "sc",
            "cta", "gpu", "sys", "cluster", "aligned", "weak", "mmio", "uni", "sync", "unified"};
    for (std::size_t i = 0; i < m_mods.size(); ++i) {
        if (m_used[i])
            continue;
        const std::string_view m = m_mods[i];
        if (m.starts_with("L1::") || m.starts_with("L2::")
            || std::find(std::begin(kNoOps), std::end(kNoOps), m) != std::end(kNoOps))
            m_used[i] = true;
    }
}

std::string_view Mods::leftover() const
{
    for (std::size_t i = 0; i < m_mods.size(); ++i)
        if (!m_used[i])
            return m_mods[i];
    return {};
}

Status Decoder::bad(const ptx::Instruction& ins, const std::string& message)
{
    return makeError(ErrorCode::BadInput,
        ins.opcode + " at PTX line " + std::to_string(ins.line) + ": " + message + "; the PTX is malformed", "PTX",
        ins.line, {}, ins.column);
}

Status Decoder::bad(const ptx::Operand& op, const std::string& message)
{
    const std::string opcode = m_current ? m_current->opcode : std::string("operand");
    return makeError(ErrorCode::BadInput,
        opcode + " at PTX line " + std::to_string(op.line) + ": " + message + "; the PTX is malformed", "PTX", op.line,
        {}, op.column);
}

Status Decoder::unsupported(const ptx::Instruction& ins, const std::string& what)
{
    return makeError(ErrorCode::Unsupported,
        ins.opcode + " at PTX line " + std::to_string(ins.line) + " is unsupported by the emulator"
            + (what.empty() ? std::string() : " (" + what + ")") + "; run on a GPU",
        "PTX", ins.line, {}, ins.column);
}

int Decoder::sourceLineOf(const ptx::SourceLoc& loc)
{
    const int main = m_prog.mainSourceFile;
    if (loc.file == 0)
        return 0;
    if (loc.file == main)
        m_lastMainLine = loc.line;
    else if (loc.inlinedFile == main)
        m_lastMainLine = loc.inlinedLine;
    return m_lastMainLine;
}

std::uint32_t Decoder::emit(Instr in)
{
    const ptx::Instruction& cur = *m_current;
    const int srcLine = sourceLineOf(cur.loc);
    auto push = [&](Instr x, bool micro) {
        x.pc = static_cast<std::uint32_t>(m_prog.code.size());
        if (!cur.guard.empty() && x.guard == kNoGuard) {
            const Symbol* g = lookup(cur.guard);
            x.guard = g ? g->slot : kNoGuard;
            x.guardNegated = cur.guardNegated;
        }
        if (micro)
            x.flags |= kMicro;
        m_prog.code.push_back(x);
        InstrInfo info;
        info.ptxLine = cur.line;
        info.ptxColumn = cur.column;
        info.sourceLine = srcLine;
        info.opcode = cur.opcode;
        info.micro = micro;
        m_prog.info.push_back(std::move(info));
        return x.pc;
    };
    const std::uint32_t pc = push(in, (in.flags & kMicro) != 0);
    for (const Instr& p : m_post)
        push(p, true);
    m_post.clear();
    return pc;
}

void Decoder::emitMicro(Instr in)
{
    in.flags |= kMicro;
    std::vector<Instr> saved;
    saved.swap(m_post);
    emit(in);
    m_post.swap(saved);
}

Status Decoder::decodeInstruction(const ptx::Instruction& ins)
{
    m_current = &ins;
    m_post.clear();
    if (!ins.guard.empty()) {
        const Symbol* g = lookup(ins.guard);
        if (!g || g->kind != Symbol::Kind::Pred)
            return makeError(ErrorCode::BadInput,
                ins.opcode + " at PTX line " + std::to_string(ins.line) + ": the guard '" + ins.guard
                    + "' is not a declared .pred register; the PTX is malformed",
                "PTX", ins.line, {}, ins.column);
    }
    const std::size_t codeMark = m_prog.code.size();
    const std::size_t fixupMark = m_fixups.size();
    const std::size_t callMark = m_prog.calls.size();
    const std::size_t listFixupMark = m_listFixups.size();
    const std::size_t frameMark = m_prog.frameSites.size();
    const std::size_t pendingMark = m_pendingFrames.size();
    const std::size_t indirectMark = m_prog.indirectCalls.size();
    const std::size_t targetMark = m_prog.indirectTargets.size();
    Mods mods(ins.opcode);
    const auto& table = decodeTable();
    const auto it = table.find(mods.base());
    Status s = it == table.end() ? unsupported(ins) : it->second(*this, ins, mods);
    if (s && !mods.leftover().empty())
        s = unsupported(ins, "modifier ." + std::string(mods.leftover()));
    if (s)
        return s;
    if (s.error().code != ErrorCode::Unsupported)
        return s;
    // roll back what the decoder emitted, and emit an instruction that reports it when reached
    m_prog.code.resize(codeMark);
    m_prog.info.resize(codeMark);
    m_fixups.resize(fixupMark);
    m_listFixups.resize(listFixupMark);
    m_prog.frameSites.resize(frameMark);
    m_pendingFrames.resize(pendingMark);
    m_prog.indirectCalls.resize(indirectMark);
    m_prog.indirectTargets.resize(targetMark);
    if (m_prog.calls.size() > callMark) {
        m_prog.calls.resize(callMark);
        for (auto& fr : m_frames)
            fr.callSites.erase(std::remove_if(fr.callSites.begin(), fr.callSites.end(),
                                   [&](std::uint32_t site) { return site >= callMark; }),
                fr.callSites.end());
    }
    m_post.clear();
    Instr u;
    u.fn = unsupportedOp;
    u.kind = InstructionClass::Other;
    u.target = static_cast<std::uint32_t>(m_prog.messages.size());
    m_prog.messages.push_back(s.error().message);
    emit(u);
    return Ok {};
}

} // namespace warpscope::core::emu
