// Live registers of a PTX function body, for the registers a recursive call must save: ptxas keeps
// only live values in a frame, and so must the emulator, or its frames outgrow the 1 KiB stack a
// GPU manages with.
#include "core/emu/liveness.h"

#include <algorithm>
#include <map>
#include <string_view>

namespace warpscope::core::ptx {

namespace {

std::string_view baseOf(const std::string& opcode)
{
    return std::string_view(opcode).substr(0, opcode.find('.'));
}

/// Opcodes whose first operand is only written (everything else counts as read).
bool writesFirst(std::string_view base)
{
    static const std::set<std::string_view> kWriters = {"add", "sub", "mul", "mad", "fma", "div", "rem", "abs", "neg",
        "min", "max", "and", "or", "xor", "not", "cnot", "shl", "shr", "shf", "lop3", "popc", "clz", "bfind", "brev",
        "bfe", "bfi", "prmt", "mov", "cvt", "cvta", "ld", "ldu", "selp", "set", "setp", "slct", "sqrt", "rcp", "rsqrt",
        "sin", "cos", "lg2", "ex2", "tanh", "copysign", "testp", "mul24", "mad24", "sad", "dp4a", "dp2a", "addc",
        "subc", "madc", "atom", "shfl", "vote", "activemask", "match", "redux", "isspacep", "alloca", "stacksave",
        "elect", "fns", "bmsk", "szext"};
    return kWriters.count(base) > 0;
}

void names(const Operand& op, std::set<std::string>& out)
{
    if ((op.kind == Operand::Kind::Register || op.kind == Operand::Kind::Address) && !op.name.empty())
        out.insert(op.name);
    if (!op.pairPredicate.empty())
        out.insert(op.pairPredicate);
    for (const auto& e : op.elements)
        names(e, out);
}

/// Names an instruction reads (use) and writes for certain (def).
void useDef(const Instruction& ins, std::set<std::string>& use, std::set<std::string>& def)
{
    if (!ins.guard.empty())
        use.insert(ins.guard);
    const bool kills = writesFirst(baseOf(ins.opcode)) && ins.guard.empty() && !ins.operands.empty()
        && (ins.operands[0].kind == Operand::Kind::Register || ins.operands[0].kind == Operand::Kind::Vector);
    for (std::size_t i = 0; i < ins.operands.size(); ++i) {
        if (i == 0 && kills) {
            names(ins.operands[0], def);
            continue;
        }
        names(ins.operands[i], use);
    }
}

} // namespace

std::vector<std::set<std::string>> liveOut(const Function& f)
{
    const std::size_t n = f.body.size();
    std::map<std::string, std::size_t> labels;
    for (std::size_t i = 0; i < n; ++i)
        if (const auto* l = std::get_if<Label>(&f.body[i]))
            labels[l->name] = i;
    std::map<std::string, std::vector<std::string>> lists;
    for (const auto& tl : f.targetLists)
        lists[tl.name] = tl.targets;
    std::vector<std::vector<std::size_t>> succ(n);
    std::vector<std::set<std::string>> use(n), def(n);
    for (std::size_t i = 0; i < n; ++i) {
        const auto* ins = std::get_if<Instruction>(&f.body[i]);
        const bool next = i + 1 < n;
        if (!ins) {
            if (next)
                succ[i].push_back(i + 1);
            continue;
        }
        useDef(*ins, use[i], def[i]);
        const std::string_view base = baseOf(ins->opcode);
        const bool guarded = !ins->guard.empty();
        if (base == "bra" && !ins->operands.empty()) {
            if (auto it = labels.find(ins->operands[0].name); it != labels.end())
                succ[i].push_back(it->second);
            if (guarded && next)
                succ[i].push_back(i + 1);
        } else if (base == "brx" && ins->operands.size() == 2) {
            for (const auto& t : lists[ins->operands[1].name])
                if (auto it = labels.find(t); it != labels.end())
                    succ[i].push_back(it->second);
            if (guarded && next)
                succ[i].push_back(i + 1);
        } else if (base == "ret" || base == "exit" || base == "trap") {
            if (guarded && next)
                succ[i].push_back(i + 1);
        } else if (next) {
            succ[i].push_back(i + 1);
        }
    }
    std::vector<std::set<std::string>> in(n), out(n);
    for (bool changed = true; changed;) {
        changed = false;
        for (std::size_t k = n; k-- > 0;) {
            std::set<std::string> o;
            for (const auto s : succ[k])
                o.insert(in[s].begin(), in[s].end());
            std::set<std::string> i = use[k];
            for (const auto& name : o)
                if (!def[k].count(name))
                    i.insert(name);
            if (i.size() != in[k].size() || o.size() != out[k].size()) {
                in[k] = std::move(i);
                out[k] = std::move(o);
                changed = true;
            }
        }
    }
    return out;
}

} // namespace warpscope::core::ptx
