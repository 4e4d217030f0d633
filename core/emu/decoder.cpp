// Decoder: module layout (constant bank, module globals, shared, local, parameters), functions,
// scopes, labels and calls. Operands are in decodeoperands.cpp, emission in decodeemit.cpp and
// each instruction family in its ops_*.cpp.
#include "core/emu/decoder.h"

#include "core/common/demangle.h"
#include "core/emu/decoderimpl.h"
#include "core/emu/opscommon.h"

#include <algorithm>
#include <functional>

namespace warpscope::core::emu {

namespace {

std::uint64_t alignUp(std::uint64_t v, std::uint64_t a)
{
    return a <= 1 ? v : (v + a - 1) / a * a;
}

int typeBytesOf(const std::string& type)
{
    if (type == "b128")
        return 16;
    const PtxType t = parsePtxType(type);
    return t == PtxType::None || t == PtxType::Pred ? 0 : ptxTypeBytes(t);
}

std::uint64_t variableBytes(const ptx::Variable& v)
{
    std::uint64_t n = static_cast<std::uint64_t>(typeBytesOf(v.type)) * static_cast<std::uint64_t>(v.vector);
    for (const auto dim : v.dims)
        n *= static_cast<std::uint64_t>(dim);
    return n;
}

std::uint64_t variableAlign(const ptx::Variable& v)
{
    return v.align ? static_cast<std::uint64_t>(v.align)
                   : static_cast<std::uint64_t>(std::max(1, typeBytesOf(v.type) * v.vector));
}

} // namespace

Result<Program> decodeKernel(const ptx::Module& module, const std::string& entry)
{
    // Dynamic shared memory starts after every static shared variable, which are only all known at
    // the end: a first pass measures them, the second places `.extern .shared` there.
    Program first;
    Decoder measure(module, first);
    if (auto s = measure.run(entry); !s)
        return s.error();
    Program prog;
    Decoder d(module, prog);
    d.setDynamicSharedOffset(first.dynamicSharedOffset);
    if (auto s = d.run(entry); !s)
        return s.error();
    return prog;
}

Decoder::Decoder(const ptx::Module& module, Program& prog)
    : m_module(module)
    , m_prog(prog)
{
    for (std::size_t i = 0; i < module.functions.size(); ++i) {
        const auto& f = module.functions[i];
        auto it = m_functionIndex.find(f.name);
        // a definition wins over an earlier prototype
        if (it == m_functionIndex.end()
            || (!module.functions[static_cast<std::size_t>(it->second)].hasBody && f.hasBody))
            m_functionIndex[f.name] = static_cast<int>(i);
    }
    m_frames.resize(module.functions.size());
    for (const auto& f : module.functions)
        for (const auto& st : f.body)
            if (const auto* ins = std::get_if<ptx::Instruction>(&st); ins && ins->opcode.starts_with("wgmma.mma_async"))
                m_trackTouches = true;
}

void Decoder::recordTouches(const ptx::Instruction& ins, std::uint32_t first)
{
    std::vector<std::uint32_t> slots;
    auto add = [&](const std::string& name) {
        if (name.empty())
            return;
        if (const Symbol* s = lookup(name); s && s->kind == Symbol::Kind::Register)
            slots.push_back(s->slot);
    };
    auto walk = [&](const ptx::Operand& op, auto&& self) -> void {
        if (op.kind == ptx::Operand::Kind::Register || op.kind == ptx::Operand::Kind::Address)
            add(op.name);
        add(op.pairPredicate);
        for (const auto& e : op.elements)
            self(e, self);
    };
    for (const auto& op : ins.operands)
        walk(op, walk);
    for (auto pc = first; pc < m_prog.code.size(); ++pc) {
        m_prog.touchFirst.resize(pc, static_cast<std::uint32_t>(m_prog.touchSlots.size()));
        m_prog.touchFirst.push_back(static_cast<std::uint32_t>(m_prog.touchSlots.size()));
        m_prog.touchSlots.insert(m_prog.touchSlots.end(), slots.begin(), slots.end());
    }
}

Status Decoder::run(const std::string& entry)
{
    auto it = m_functionIndex.find(entry);
    if (it == m_functionIndex.end() || !m_module.functions[static_cast<std::size_t>(it->second)].isEntry
        || !m_module.functions[static_cast<std::size_t>(it->second)].hasBody) {
        std::string list;
        for (const auto& f : m_module.functions)
            if (f.isEntry && f.hasBody)
                list += (list.empty() ? "" : ", ") + shortDemangledName(f.name);
        return makeError(ErrorCode::NotFound,
            "the PTX has no kernel named '" + demangledName(entry)
                + "'; kernels found: " + (list.empty() ? "none" : list)
                + ". Name one of them as the entry, or declare the kernel extern \"C\"");
    }
    m_prog.kernel = entry;
    m_scopes.assign(1, {});
    if (auto s = layoutModule(); !s)
        return s;
    const int entryIndex = it->second;
    const auto& ef = m_module.functions[static_cast<std::size_t>(entryIndex)];
    m_prog.directives = ef.directives;
    for (const auto& st : ef.body)
        if (const auto* ins = std::get_if<ptx::Instruction>(&st); ins && ins->loc.file != 0) {
            m_prog.mainSourceFile = ins->loc.file;
            break;
        }
    std::uint32_t offset = 0;
    for (const auto& p : ef.params) {
        const std::uint64_t align = variableAlign(p);
        offset = static_cast<std::uint32_t>(alignUp(offset, align));
        KernelParam kp {
            p.name, p.type, offset, static_cast<std::uint32_t>(variableBytes(p)), static_cast<std::uint32_t>(align)};
        m_prog.params.push_back(kp);
        Symbol s;
        s.kind = Symbol::Kind::KernelParam;
        s.address = offset;
        s.size = kp.size;
        m_scopes[0][p.name] = s;
        offset += kp.size;
    }
    m_prog.paramBytes = offset;
    if (auto s = analyseCalls(entryIndex); !s)
        return s;
    if (m_prog.usesStack)
        m_prog.stackSlot = allocSlot(8, "%stack", false);
    m_inEntry = true;
    if (auto s = decodeFunction(entryIndex); !s)
        return s;
    m_inEntry = false;
    // device functions reached by calls, decoded until none is left
    for (bool more = true; more;) {
        more = false;
        for (std::size_t i = 0; i < m_frames.size(); ++i)
            if (m_frames[i].allocated && !m_frames[i].decoded && static_cast<int>(i) != entryIndex) {
                if (auto s = decodeFunction(static_cast<int>(i)); !s)
                    return s;
                more = true;
            }
    }
    if (auto s = finishCalls(); !s)
        return s;
    m_prog.dynamicSharedOffset = static_cast<std::uint32_t>(alignUp(m_prog.sharedStatic, m_sharedAlign));
    if (m_dynamicSharedOffset != 0 && m_prog.dynamicSharedOffset != m_dynamicSharedOffset)
        return makeError(ErrorCode::Internal, "the shared-memory layout changed between decoder passes");
    if (m_prog.usesStack) {
        m_prog.stackBase = static_cast<std::uint32_t>(alignUp(m_prog.localBytes, 16));
        m_prog.constants.push_back({m_prog.stackSlot, 8, m_prog.stackBase});
    }
    m_prog.regBytes = static_cast<std::uint32_t>(alignUp(m_prog.regBytes, 64));
    if (m_trackTouches) // one entry past the last pc closes the last range
        m_prog.touchFirst.resize(m_prog.code.size() + 1, static_cast<std::uint32_t>(m_prog.touchSlots.size()));
    return Ok {};
}

Status Decoder::layoutModule()
{
    for (const auto& v : m_module.globals) {
        if (v.space == ptx::Space::Shared)
            continue; // placed when first referenced
        if (auto s = declareVariable(v, true); !s)
            return s;
    }
    // initialisers may name variables declared after them: fill them once every address is known
    for (const auto& v : m_module.globals) {
        if (v.init.kind == ptx::Initializer::Kind::None || v.isExtern)
            continue;
        const Symbol* sym = lookup(v.name);
        auto& image = v.space == ptx::Space::Const ? m_prog.constImage : m_prog.globalImage;
        if (sym && (v.space == ptx::Space::Const || v.space == ptx::Space::Global))
            if (auto s = placeInitializer(
                    v, image, sym->kind == Symbol::Kind::Global ? sym->address - kModuleGlobalBase : sym->address);
                !s)
                return s;
    }
    return Ok {};
}

Status Decoder::declareVariable(const ptx::Variable& v, bool moduleScope)
{
    const std::uint64_t bytes = variableBytes(v);
    const std::uint64_t align = variableAlign(v);
    if (typeBytesOf(v.type) == 0 && v.space != ptx::Space::Reg)
        return makeError(ErrorCode::BadInput, "variable '" + v.name + "' has an unknown type ." + v.type, "PTX", v.line,
            {}, v.column);
    Symbol s;
    s.size = bytes;
    switch (v.space) {
    case ptx::Space::Shared:
        s.kind = Symbol::Kind::Shared;
        if (v.isExtern || (!v.dims.empty() && v.dims[0] == 0)) {
            s.address = m_dynamicSharedOffset;
            m_sharedAlign = static_cast<std::uint32_t>(std::max<std::uint64_t>(m_sharedAlign, align));
            s.size = 0;
        } else {
            m_prog.sharedStatic = static_cast<std::uint32_t>(alignUp(m_prog.sharedStatic, align));
            s.address = m_prog.sharedStatic;
            m_prog.sharedStatic += static_cast<std::uint32_t>(bytes);
            m_prog.sharedVars.push_back({v.name, s.address, bytes});
        }
        break;
    case ptx::Space::Local:
        s.kind = Symbol::Kind::Local;
        if (!moduleScope && currentFramed()) {
            // a recursive activation has its own depot, at its frame base on the thread's stack
            FunctionFrame& fr = m_frames[static_cast<std::size_t>(m_currentFunction)];
            fr.depotBytes = static_cast<std::uint32_t>(alignUp(fr.depotBytes, align));
            s.address = fr.depotBytes;
            s.frame = fr.frameSlot;
            fr.depotBytes += static_cast<std::uint32_t>(bytes);
            break;
        }
        m_prog.localBytes = static_cast<std::uint32_t>(alignUp(m_prog.localBytes, align));
        s.address = m_prog.localBytes;
        m_prog.localBytes += static_cast<std::uint32_t>(bytes);
        m_prog.localVars.push_back({v.name, s.address, bytes});
        break;
    case ptx::Space::Const: {
        s.kind = Symbol::Kind::Const;
        const std::uint64_t off = alignUp(m_prog.constImage.size(), align);
        m_prog.constImage.resize(off + bytes);
        s.address = off;
        m_prog.constVars.push_back({v.name, off, bytes});
        break;
    }
    case ptx::Space::Global: {
        s.kind = Symbol::Kind::Global;
        const std::uint64_t off = alignUp(m_prog.globalImage.size(), std::max<std::uint64_t>(align, 8));
        m_prog.globalImage.resize(off + bytes);
        s.address = kModuleGlobalBase + off;
        m_prog.globalVars.push_back({v.name, off, bytes});
        break;
    }
    case ptx::Space::Param: {
        s.kind = Symbol::Kind::LaneParam;
        s.bytes = static_cast<std::uint16_t>(std::max<std::uint64_t>(bytes, 1));
        if (bytes > 4096)
            return makeError(
                ErrorCode::Unsupported, "parameter '" + v.name + "' is larger than 4 KiB", "PTX", v.line, {}, v.column);
        s.slot = allocSlot(s.bytes, v.name, false);
        break;
    }
    default:
        return makeError(
            ErrorCode::BadInput, "unexpected state space for '" + v.name + "'", "PTX", v.line, {}, v.column);
    }
    m_scopes[moduleScope ? 0 : m_scopes.size() - 1][v.name] = s;
    if (!moduleScope && (v.space == ptx::Space::Const || v.space == ptx::Space::Global)
        && v.init.kind != ptx::Initializer::Kind::None) {
        auto& image = v.space == ptx::Space::Const ? m_prog.constImage : m_prog.globalImage;
        return placeInitializer(v, image, v.space == ptx::Space::Const ? s.address : s.address - kModuleGlobalBase);
    }
    return Ok {};
}

Status Decoder::placeInitializer(const ptx::Variable& v, std::vector<std::byte>& image, std::uint64_t offset)
{
    const int elem = typeBytesOf(v.type);
    const PtxType t = parsePtxType(v.type);
    std::vector<const ptx::Initializer*> flat;
    std::function<void(const ptx::Initializer&)> walk = [&](const ptx::Initializer& i) {
        if (i.kind == ptx::Initializer::Kind::List)
            for (const auto& e : i.elements)
                walk(e);
        else
            flat.push_back(&i);
    };
    walk(v.init);
    const std::uint64_t total = variableBytes(v);
    if (flat.size() * static_cast<std::uint64_t>(elem) > total)
        return makeError(ErrorCode::BadInput, "the initialiser of '" + v.name + "' has more values than the variable",
            "PTX", v.line, {}, v.column);
    for (std::size_t k = 0; k < flat.size(); ++k) {
        const ptx::Initializer& i = *flat[k];
        std::uint64_t bits = static_cast<std::uint64_t>(i.value);
        if (i.kind == ptx::Initializer::Kind::Symbol) {
            const Symbol* s = lookup(i.symbol);
            if (!s)
                return makeError(ErrorCode::BadInput,
                    "the initialiser of '" + v.name + "' names an unknown symbol '" + i.symbol + "'", "PTX", v.line, {},
                    v.column);
            bits = s->address + static_cast<std::uint64_t>(i.value);
        } else if (t == PtxType::F32 && i.kind == ptx::Initializer::Kind::Float64) {
            bits = std::bit_cast<std::uint32_t>(static_cast<float>(std::bit_cast<double>(bits)));
        } else if (t == PtxType::F64 && i.kind == ptx::Initializer::Kind::Float32) {
            bits = std::bit_cast<std::uint64_t>(
                static_cast<double>(std::bit_cast<float>(static_cast<std::uint32_t>(bits))));
        } else if (t == PtxType::F32 && i.kind == ptx::Initializer::Kind::Integer) {
            bits = std::bit_cast<std::uint32_t>(static_cast<float>(i.value));
        } else if (t == PtxType::F64 && i.kind == ptx::Initializer::Kind::Integer) {
            bits = std::bit_cast<std::uint64_t>(static_cast<double>(i.value));
        }
        std::memcpy(
            image.data() + offset + k * static_cast<std::uint64_t>(elem), &bits, static_cast<std::size_t>(elem));
    }
    return Ok {};
}

std::uint32_t Decoder::allocSlot(int bytesPerLane, const std::string& name, bool isPred)
{
    const std::uint64_t align = isPred ? 4 : 32;
    const auto off = static_cast<std::uint32_t>(alignUp(m_prog.regBytes, align));
    m_prog.regBytes = off + (isPred ? 4u : static_cast<std::uint32_t>(bytesPerLane) * kWarpSize);
    if (!name.empty())
        m_prog.registers.push_back({name, off, static_cast<std::uint16_t>(isPred ? 0 : bytesPerLane)});
    return off;
}

std::uint32_t Decoder::scratch(int bytes)
{
    return allocSlot(bytes == 0 ? 4 : bytes, {}, bytes == 0);
}

Status Decoder::declareRegister(const ptx::RegisterDecl& r)
{
    int bytes = typeBytesOf(r.type);
    const bool isPred = r.type == "pred";
    if (!isPred && bytes == 0)
        return makeError(ErrorCode::BadInput, "register '" + r.name + "' has an unknown type ." + r.type, "PTX", r.line,
            {}, r.column);
    bytes *= r.vector;
    auto& scope = m_scopes.back();
    auto declare = [&](const std::string& name) {
        Symbol s;
        s.kind = isPred ? Symbol::Kind::Pred : Symbol::Kind::Register;
        s.bytes = static_cast<std::uint16_t>(bytes);
        s.slot = allocSlot(bytes, name, isPred);
        scope[name] = s;
    };
    if (r.count < 0) {
        declare(r.name);
    } else {
        for (int i = 0; i < r.count; ++i)
            declare(r.name + std::to_string(i));
    }
    return Ok {};
}

Status Decoder::allocateFrame(int index)
{
    FunctionFrame& fr = m_frames[static_cast<std::size_t>(index)];
    if (fr.allocated)
        return Ok {};
    fr.allocated = true;
    const auto& f = m_module.functions[static_cast<std::size_t>(index)];
    auto place = [&](const ptx::Variable& v, std::vector<Symbol>& out) {
        Symbol s;
        const int bytes = std::max<int>(1, static_cast<int>(variableBytes(v)));
        if (v.space == ptx::Space::Reg && v.type == "pred") {
            s.kind = Symbol::Kind::Pred;
            s.slot = allocSlot(0, f.name + "." + v.name, true);
        } else {
            s.kind = v.space == ptx::Space::Reg ? Symbol::Kind::Register : Symbol::Kind::LaneParam;
            s.bytes = static_cast<std::uint16_t>(bytes);
            s.size = static_cast<std::uint64_t>(bytes);
            s.slot = allocSlot(bytes, f.name + "." + v.name, false);
        }
        out.push_back(s);
    };
    for (const auto& v : f.params)
        place(v, fr.params);
    for (const auto& v : f.returns)
        place(v, fr.returns);
    if (fr.framed)
        fr.frameSlot = allocSlot(8, f.name + ".%frame", false);
    return Ok {};
}

Status Decoder::decodeFunction(int index)
{
    const auto& f = m_module.functions[static_cast<std::size_t>(index)];
    if (auto s = allocateFrame(index); !s)
        return s;
    FunctionFrame& fr = m_frames[static_cast<std::size_t>(index)];
    fr.decoded = true;
    fr.pc = static_cast<std::uint32_t>(m_prog.code.size());
    m_currentFunction = index;
    m_scopes.resize(1);
    m_scopes.emplace_back();
    if (!f.isEntry) {
        for (std::size_t i = 0; i < f.params.size(); ++i)
            m_scopes.back()[f.params[i].name] = fr.params[i];
        for (std::size_t i = 0; i < f.returns.size(); ++i)
            m_scopes.back()[f.returns[i].name] = fr.returns[i];
    }
    m_labels.clear();
    m_labelScopes.assign(1, 0);
    m_labelBlocks = 0;
    m_fixups.clear();
    m_listFixups.clear();
    for (const auto& st : f.body) {
        Status s = Ok {};
        if (const auto* ins = std::get_if<ptx::Instruction>(&st)) {
            const auto first = static_cast<std::uint32_t>(m_prog.code.size());
            s = decodeInstruction(*ins);
            if (s && m_trackTouches)
                recordTouches(*ins, first);
        } else if (const auto* r = std::get_if<ptx::RegisterDecl>(&st))
            s = declareRegister(*r);
        else if (const auto* v = std::get_if<ptx::Variable>(&st))
            s = declareVariable(*v, false);
        else if (std::holds_alternative<ptx::ScopeOpen>(st)) {
            m_scopes.emplace_back();
            m_labelScopes.push_back(++m_labelBlocks);
        } else if (std::holds_alternative<ptx::ScopeClose>(st)) {
            m_scopes.pop_back();
            if (m_labelScopes.size() > 1)
                m_labelScopes.pop_back();
        } else if (const auto* l = std::get_if<ptx::Label>(&st)) {
            const std::string key = std::to_string(m_labelScopes.back()) + ':' + l->name;
            if (!m_labels.emplace(key, static_cast<std::uint32_t>(m_prog.code.size())).second)
                return makeError(ErrorCode::BadInput, "label '" + l->name + "' is defined twice in '" + f.name + "'",
                    "PTX", l->line, {}, l->column);
        }
        if (!s)
            return s;
    }
    // falling off the end of a body returns
    ptx::Instruction implicitRet;
    implicitRet.opcode = "ret";
    implicitRet.line = f.line;
    if (auto s = decodeInstruction(implicitRet); !s)
        return s;
    for (const auto& fx : m_fixups) {
        const std::uint32_t* at = findLabel(fx.label, fx.scopes);
        if (!at)
            return makeError(ErrorCode::BadInput, "branch to unknown label '" + fx.label + "' in '" + f.name + "'",
                "PTX", fx.line, {}, fx.column);
        m_prog.code[fx.pc].target = *at;
    }
    for (const auto& fx : m_listFixups) {
        const std::uint32_t* at = findLabel(fx.label, fx.scopes);
        if (!at)
            return makeError(ErrorCode::BadInput,
                "the .branchtargets list names an unknown label '" + fx.label + "' in '" + f.name + "'", "PTX", fx.line,
                {}, fx.column);
        m_prog.lists[fx.index] = *at;
    }
    return Ok {};
}

const std::uint32_t* Decoder::findLabel(const std::string& label, const std::vector<std::uint32_t>& scopes) const
{
    for (auto s = scopes.rbegin(); s != scopes.rend(); ++s)
        if (const auto it = m_labels.find(std::to_string(*s) + ':' + label); it != m_labels.end())
            return &it->second;
    return nullptr;
}

void Decoder::branchTo(std::uint32_t pc, const std::string& label, const ptx::Operand& where)
{
    m_fixups.push_back({pc, label, where.line, where.column, m_labelScopes});
}

} // namespace warpscope::core::emu
