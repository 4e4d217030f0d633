#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <variant>
#include <vector>

namespace warpscope::core::ptx {

/// A PTX state space (.reg, .global, .shared, ...).
enum class Space { Reg, Global, Shared, Local, Const, Param, Generic };

/// A `.loc` position: the source file/line the next instructions come from, and the call site when
/// the code was inlined from a header.
struct SourceLoc {
    int file = 0;
    int line = 0;
    int column = 0;
    int inlinedFile = 0; ///< 0 when not inlined
    int inlinedLine = 0;
};

/// One operand as written: a register, an immediate, a symbol, an address, a vector or a call list.
struct Operand {
    enum class Kind {
        Register, ///< %r1, %tid.x, or an identifier bound to a register or .param variable
        Integer, ///< 42, 0x2A, -1
        Float32, ///< 0f3F800000 (bits in value)
        Float64, ///< 0d3FF0000000000000 or a decimal literal such as 1.5 (bits in value)
        Address, ///< [base+offset]; base empty for an absolute address
        Vector, ///< {a, b}
        List, ///< (a, b) in call
        Sink, ///< _
    };
    Kind kind = Kind::Integer;
    std::string name; ///< register or symbol name; the base of an Address
    std::int64_t value = 0; ///< integer value, float bits, or the Address offset
    bool negated = false; ///< !%p
    std::string pairPredicate; ///< the q of "d|q"
    std::vector<Operand> elements; ///< Vector and List
    int line = 0;
    int column = 0;
};

/// One instruction with its guard, the full opcode word ("ld.global.nc.f32") and operands.
struct Instruction {
    std::string guard; ///< predicate register, empty when unguarded
    bool guardNegated = false;
    std::string opcode;
    std::vector<Operand> operands;
    int line = 0;
    int column = 0;
    SourceLoc loc;
};

/// An initialiser value: a number (integer or float bits), a symbol address, or a braced list.
struct Initializer {
    enum class Kind { None, Integer, Float32, Float64, Symbol, List };
    Kind kind = Kind::None;
    std::int64_t value = 0; ///< integer, float bits, or offset added to Symbol
    std::string symbol;
    std::vector<Initializer> elements;
};

/// A variable in an addressable space (also kernel and function parameters).
struct Variable {
    Space space = Space::Global;
    std::string type; ///< "u32", "b8", "f32" without the dot
    int vector = 1; ///< .v2 / .v4
    int align = 0; ///< 0 when not given
    std::string name;
    std::vector<std::int64_t> dims; ///< array dimensions; a 0 is an unsized [] (extern shared)
    bool isExtern = false;
    bool isPointer = false; ///< .ptr on a kernel parameter
    Initializer init;
    int line = 0;
    int column = 0;
};

/// `.reg .b32 %r<12>;` (count 12, names %r0..%r11) or `.reg .f32 %f;` (count -1).
struct RegisterDecl {
    std::string type;
    int vector = 1;
    std::string name;
    int count = -1;
    int line = 0;
    int column = 0;
};

/// A label definition `NAME:`.
struct Label {
    std::string name;
    int line = 0;
    int column = 0;
};

/// `{` and `}` inside a body: a scope for local .reg and .param declarations (inline asm, call blocks).
struct ScopeOpen {
    int line = 0;
};
struct ScopeClose {
    int line = 0;
};

/// One statement of a function body, in order.
using Statement = std::variant<Instruction, Label, RegisterDecl, Variable, ScopeOpen, ScopeClose>;

/// The performance-tuning directives of an .entry (PTX ISA "Performance-Tuning Directives"), as
/// written; 0 where absent. __launch_bounds__(T, M, C) becomes .maxntid T, .minnctapersm M and
/// .maxclusterrank C; __maxnreg__(N) becomes .maxnreg N; __cluster_dims__ becomes .reqnctapercluster.
struct PerformanceDirectives {
    std::vector<std::uint32_t> maxntid; ///< 1 to 3 values, multiplied for the thread limit
    std::vector<std::uint32_t> reqntid;
    std::uint32_t maxnreg = 0;
    std::uint32_t minnctapersm = 0;
    std::uint32_t maxclusterrank = 0;
    std::vector<std::uint32_t> reqnctapercluster;
    bool explicitcluster = false;
    bool noreturn = false;
};

/// A `NAME: .branchtargets L0, L1, ...;` or `.calltargets f0, f1, ...;` list in a body.
struct TargetList {
    std::string name;
    std::vector<std::string> targets;
    bool calls = false; ///< .calltargets
    int line = 0;
    int column = 0;
};

/// An .entry (kernel) or .func (device function), with or without a body.
struct Function {
    bool isEntry = false;
    bool hasBody = false;
    std::string name;
    std::vector<Variable> params;
    std::vector<Variable> returns;
    std::vector<Statement> body;
    PerformanceDirectives directives;
    std::vector<TargetList> targetLists;
    std::vector<std::string> prototypes; ///< labels of `.callprototype` declarations in the body
    int line = 0;
    int column = 0;
};

/// A parsed PTX module.
struct Module {
    std::string version;
    std::string target;
    int addressSize = 64;
    std::vector<Variable> globals; ///< module-scope .global, .shared, .const variables
    std::vector<Function> functions;
    std::map<int, std::string> files; ///< .file index → path
};

} // namespace warpscope::core::ptx
