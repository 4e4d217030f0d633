// Decoder: the call graph. Which functions recurse or use alloca (and so get a frame on the thread's
// local-memory stack), call sites with their argument and result copies, the registers a recursive
// call saves, indirect-call candidates and .branchtargets lists.
#include "core/emu/decoderimpl.h"
#include "core/emu/liveness.h"
#include "core/emu/opscommon.h"

#include <algorithm>
#include <functional>
#include <set>

namespace warpscope::core::emu {

namespace {

std::string_view baseOf(const std::string& opcode)
{
    const auto dot = opcode.find('.');
    return std::string_view(opcode).substr(0, dot);
}

/// The operand naming the callee of a `call`: the first plain operand (after the optional result list).
const ptx::Operand* calleeOperand(const ptx::Instruction& ins)
{
    for (const auto& op : ins.operands)
        if (op.kind == ptx::Operand::Kind::Register)
            return &op;
    return nullptr;
}

std::uint64_t alignUp(std::uint64_t v, std::uint64_t a)
{
    return (v + a - 1) / a * a;
}

} // namespace

Status Decoder::analyseCalls(int entry)
{
    const auto& fns = m_module.functions;
    const std::size_t n = fns.size();
    auto indexOf = [&](const std::string& name) {
        auto it = m_functionIndex.find(name);
        return it == m_functionIndex.end() || !fns[static_cast<std::size_t>(it->second)].hasBody ? -1 : it->second;
    };
    std::vector<std::vector<int>> edges(n);
    std::vector<bool> indirect(n, false), dynamicStack(n, false), taken(n, false);
    std::function<void(const ptx::Initializer&)> walkInit = [&](const ptx::Initializer& i) {
        if (i.kind == ptx::Initializer::Kind::Symbol && indexOf(i.symbol) >= 0)
            taken[static_cast<std::size_t>(indexOf(i.symbol))] = true;
        for (const auto& e : i.elements)
            walkInit(e);
    };
    for (const auto& v : m_module.globals)
        walkInit(v.init);
    std::function<void(const ptx::Operand&)> walkOperand = [&](const ptx::Operand& op) {
        if (op.kind == ptx::Operand::Kind::Register && indexOf(op.name) >= 0)
            taken[static_cast<std::size_t>(indexOf(op.name))] = true;
        for (const auto& e : op.elements)
            walkOperand(e);
    };
    for (std::size_t i = 0; i < n; ++i) {
        for (const auto& list : fns[i].targetLists)
            for (const auto& t : list.targets)
                if (list.calls && indexOf(t) >= 0)
                    taken[static_cast<std::size_t>(indexOf(t))] = true;
        for (const auto& st : fns[i].body) {
            const auto* ins = std::get_if<ptx::Instruction>(&st);
            if (!ins)
                continue;
            const std::string_view base = baseOf(ins->opcode);
            if (base == "alloca" || base == "stacksave" || base == "stackrestore")
                dynamicStack[i] = true;
            if (base != "call") {
                for (const auto& op : ins->operands)
                    walkOperand(op);
                continue;
            }
            const ptx::Operand* callee = calleeOperand(*ins);
            if (!callee)
                continue;
            if (const int c = indexOf(callee->name); c >= 0)
                edges[i].push_back(c);
            else if (m_functionIndex.find(callee->name) == m_functionIndex.end())
                indirect[i] = true; // a register: any function whose address is taken
        }
    }
    for (std::size_t i = 0; i < n; ++i)
        if (indirect[i])
            for (std::size_t j = 0; j < n; ++j)
                if (taken[j] && fns[j].hasBody)
                    edges[i].push_back(static_cast<int>(j));

    // Tarjan's strongly connected components over the functions reachable from the entry
    std::vector<int> order(n, -1), low(n, 0), stack;
    std::vector<bool> onStack(n, false), cyclic;
    int counter = 0, sccCount = 0;
    std::function<void(int)> strong = [&](int v) {
        const auto vi = static_cast<std::size_t>(v);
        order[vi] = low[vi] = counter++;
        stack.push_back(v);
        onStack[vi] = true;
        for (const int w : edges[vi]) {
            const auto wi = static_cast<std::size_t>(w);
            if (order[wi] < 0) {
                strong(w);
                low[vi] = std::min(low[vi], low[wi]);
            } else if (onStack[wi]) {
                low[vi] = std::min(low[vi], order[wi]);
            }
        }
        if (low[vi] != order[vi])
            return;
        int members = 0;
        bool self = std::find(edges[vi].begin(), edges[vi].end(), v) != edges[vi].end();
        for (int w = -1; w != v;) {
            w = stack.back();
            stack.pop_back();
            onStack[static_cast<std::size_t>(w)] = false;
            m_frames[static_cast<std::size_t>(w)].scc = sccCount;
            ++members;
        }
        cyclic.push_back(members > 1 || self);
        ++sccCount;
    };
    strong(entry);

    // depth of the condensed call graph (a recursive group counts once; the stack bounds the rest)
    std::vector<int> depth(static_cast<std::size_t>(sccCount), -1);
    std::function<int(int)> depthOf = [&](int v) -> int {
        const auto c = static_cast<std::size_t>(m_frames[static_cast<std::size_t>(v)].scc);
        if (depth[c] >= 0)
            return depth[c];
        depth[c] = 0;
        int d = 0;
        for (std::size_t f = 0; f < n; ++f) {
            if (m_frames[f].scc != static_cast<int>(c))
                continue;
            for (const int w : edges[f]) {
                if (m_frames[static_cast<std::size_t>(w)].scc != static_cast<int>(c))
                    d = std::max(d, depthOf(w) + 1);
                else
                    d = std::max(d, 1);
            }
        }
        depth[c] = d;
        return d;
    };
    m_prog.maxCallDepth = static_cast<std::uint32_t>(depthOf(entry));
    for (std::size_t f = 0; f < n; ++f) {
        FunctionFrame& fr = m_frames[f];
        if (fr.scc < 0)
            continue;
        const bool recursive = cyclic[static_cast<std::size_t>(fr.scc)];
        m_prog.recursive = m_prog.recursive || recursive;
        fr.framed = static_cast<int>(f) != entry && (recursive || dynamicStack[f]);
        m_prog.usesStack = m_prog.usesStack || fr.framed || dynamicStack[f];
    }
    for (std::size_t f = 0; f < n; ++f)
        m_prog.functionNames.push_back(fns[f].name);
    m_addressTaken = taken;
    return Ok {};
}

bool Decoder::currentFramed() const
{
    return m_currentFunction >= 0 && m_frames[static_cast<std::size_t>(m_currentFunction)].framed;
}

std::uint32_t Decoder::currentFrameSlot() const
{
    return m_frames[static_cast<std::size_t>(m_currentFunction)].frameSlot;
}

std::uint64_t Decoder::functionAddress(const std::string& name) const
{
    auto it = m_functionIndex.find(name);
    return it == m_functionIndex.end() ? 0 : kFunctionBase + 16 * static_cast<std::uint64_t>(it->second);
}

std::uint32_t Decoder::frameSite(const std::string& callee)
{
    auto it = m_functionIndex.find(callee);
    if (it == m_functionIndex.end() || !m_frames[static_cast<std::size_t>(it->second)].framed)
        return kNoPc;
    const int c = it->second;
    const auto site = static_cast<std::uint32_t>(m_prog.frameSites.size());
    m_prog.frameSites.emplace_back();
    const bool save
        = m_frames[static_cast<std::size_t>(c)].scc == m_frames[static_cast<std::size_t>(m_currentFunction)].scc;
    if (save)
        m_prog.frameSites.back() = liveSaves();
    m_pendingFrames.push_back({site, m_currentFunction, c, save});
    return site;
}

Result<std::uint32_t> Decoder::callSite(const ptx::Instruction& ins, const std::string& callee,
    const ptx::Operand* rets, const ptx::Operand* args, bool copyBack)
{
    auto it = m_functionIndex.find(callee);
    if (it == m_functionIndex.end())
        return bad(ins, "calls an unknown function '" + callee + "'").error();
    const int index = it->second;
    if (auto s = allocateFrame(index); !s)
        return s.error();
    FunctionFrame& fr = m_frames[static_cast<std::size_t>(index)];
    auto copiesFor
        = [&](const ptx::Operand* list, const std::vector<Symbol>& formals, bool toCallee, CallSite& site) -> Status {
        const std::size_t n = list ? list->elements.size() : 0;
        if (n != formals.size())
            return bad(ins,
                "passes " + std::to_string(n) + (toCallee ? " arguments" : " results") + " to '" + callee
                    + "', which declares " + std::to_string(formals.size()));
        site.firstCopy = static_cast<std::uint32_t>(m_prog.copies.size());
        for (std::size_t i = 0; i < n; ++i) {
            const ptx::Operand& op = list->elements[i];
            const Symbol& formal = formals[i];
            SlotCopy c;
            std::uint32_t slot = 0;
            std::uint32_t stride = 0;
            if (op.kind == ptx::Operand::Kind::Register) {
                const Symbol* s = lookup(op.name);
                if (!s || (s->kind != Symbol::Kind::LaneParam && s->kind != Symbol::Kind::Register))
                    return bad(op, "'" + op.name + "' is not a .param variable or register");
                slot = s->slot;
                stride = s->bytes;
            } else if (toCallee) {
                auto r = src(op, formal.bytes == 8 ? PtxType::B64 : PtxType::B32);
                if (!r)
                    return r.error();
                slot = *r;
                stride = formal.bytes == 8 ? 8 : 4;
            } else {
                return bad(op, "a call result must be a .param variable or a register");
            }
            c.from = toCallee ? slot : formal.slot;
            c.fromStride = toCallee ? stride : formal.bytes;
            c.to = toCallee ? formal.slot : slot;
            c.toStride = toCallee ? formal.bytes : stride;
            c.bytes = std::min(c.fromStride, c.toStride);
            m_prog.copies.push_back(c);
        }
        site.copyCount = static_cast<std::uint32_t>(n);
        return Ok {};
    };
    CallSite in;
    CallSite out;
    if (auto s = copiesFor(args, fr.params, true, in); !s)
        return s.error();
    if (auto s = copiesFor(rets, fr.returns, false, out); !s)
        return s.error();
    const auto site = static_cast<std::uint32_t>(m_prog.calls.size());
    m_prog.calls.push_back(in);
    m_prog.calls.push_back(out);
    fr.callSites.push_back(site);
    if (copyBack) {
        Instr back;
        back.fn = retCopyOp;
        back.target = site + 1;
        back.flags = kMicro;
        m_post.push_back(back);
    }
    return site;
}

Result<std::vector<std::string>> Decoder::indirectCandidates(
    const ptx::Instruction& ins, const ptx::Operand* targets, std::size_t rets, std::size_t args)
{
    const auto& fn = m_module.functions[static_cast<std::size_t>(m_currentFunction)];
    std::vector<std::string> out;
    if (targets)
        for (const auto& list : fn.targetLists)
            if (list.calls && list.name == targets->name)
                return list.targets;
    const bool isPrototype
        = targets && std::find(fn.prototypes.begin(), fn.prototypes.end(), targets->name) != fn.prototypes.end();
    if (targets && !isPrototype)
        return bad(*targets, "'" + targets->name + "' is neither a .callprototype nor a .calltargets list").error();
    // every function whose address the module takes is a candidate, if its signature fits
    for (std::size_t i = 0; i < m_frames.size(); ++i) {
        const auto& f = m_module.functions[i];
        if (!f.hasBody || f.isEntry || f.params.size() != args || f.returns.size() != rets
            || m_functionIndex[f.name] != static_cast<int>(i))
            continue;
        const bool taken = m_addressTaken[i];
        if (taken)
            out.push_back(f.name);
    }
    (void)ins;
    return out;
}

Result<std::pair<std::uint32_t, std::uint32_t>> Decoder::branchTargets(const ptx::Operand& list)
{
    const auto& fn = m_module.functions[static_cast<std::size_t>(m_currentFunction)];
    for (const auto& tl : fn.targetLists) {
        if (tl.calls || tl.name != list.name)
            continue;
        const auto first = static_cast<std::uint32_t>(m_prog.lists.size());
        for (const auto& label : tl.targets) {
            m_listFixups.push_back(
                {static_cast<std::uint32_t>(m_prog.lists.size()), label, tl.line, tl.column, m_labelScopes});
            m_prog.lists.push_back(0);
        }
        return std::make_pair(first, static_cast<std::uint32_t>(tl.targets.size()));
    }
    return bad(list, "'" + list.name + "' is not a .branchtargets list of this function").error();
}

FrameSite Decoder::liveSaves()
{
    // what the caller may still read after the call returns (ptxas saves no more)
    const auto& f = m_module.functions[static_cast<std::size_t>(m_currentFunction)];
    auto cached = m_live.find(m_currentFunction);
    if (cached == m_live.end())
        cached = m_live.emplace(m_currentFunction, ptx::liveOut(f)).first;
    std::size_t at = 0;
    while (at < f.body.size() && std::get_if<ptx::Instruction>(&f.body[at]) != m_current)
        ++at;
    std::map<std::uint32_t, FrameSave> saves;
    if (at < f.body.size())
        for (const auto& name : cached->second[at]) {
            const Symbol* s = lookup(name);
            if (!s
                || (s->kind != Symbol::Kind::Register && s->kind != Symbol::Kind::Pred
                    && s->kind != Symbol::Kind::LaneParam))
                continue;
            saves[s->slot] = {s->slot, static_cast<std::uint16_t>(s->kind == Symbol::Kind::Pred ? 0 : s->bytes)};
        }
    // the results are read after the call: never restore over them
    for (const auto& other : m_frames)
        for (const auto& r : other.returns)
            saves.erase(r.slot);
    const FunctionFrame& fr = m_frames[static_cast<std::size_t>(m_currentFunction)];
    if (fr.framed)
        saves[fr.frameSlot] = {fr.frameSlot, 8};
    FrameSite site;
    site.firstSave = static_cast<std::uint32_t>(m_prog.frameSaves.size());
    for (const auto& [off, save] : saves) {
        m_prog.frameSaves.push_back(save);
        site.saveBytes += save.bytes == 0 ? 1 : save.bytes;
    }
    site.saveCount = static_cast<std::uint32_t>(saves.size());
    site.saveBytes = static_cast<std::uint32_t>(alignUp(site.saveBytes, 8));
    return site;
}

Status Decoder::finishCalls()
{
    for (const auto& fr : m_frames)
        for (const auto site : fr.callSites)
            m_prog.calls[site].calleePc = fr.pc;
    for (const auto& pf : m_pendingFrames) {
        FrameSite& site = m_prog.frameSites[pf.site];
        const FunctionFrame& callee = m_frames[static_cast<std::size_t>(pf.callee)];
        site.depotBytes = static_cast<std::uint32_t>(alignUp(callee.depotBytes, 16));
        site.calleeFrameSlot = callee.frameSlot;
    }
    return Ok {};
}

} // namespace warpscope::core::emu
