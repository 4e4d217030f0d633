#pragma once

#include "core/common/result.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace warpscope::core::ptx {

/// One PTX token with its 1-based line and column.
struct Token {
    enum class Kind {
        Word, ///< identifiers, directives (.reg), opcode words (ld.global.f32), registers (%tid.x)
        Integer,
        Float32, ///< 0fXXXXXXXX: bits in value
        Float64, ///< 0dXXXXXXXXXXXXXXXX or a decimal literal: bits in value
        String,
        Punct, ///< one of , ; : { } [ ] ( ) + - ! @ | < > = ~ *
        End,
    };
    Kind kind = Kind::End;
    std::string_view text;
    std::uint64_t value = 0;
    int line = 0;
    int column = 0;

    bool is(char c) const { return kind == Kind::Punct && text.size() == 1 && text[0] == c; }
    bool isWord(std::string_view w) const { return kind == Kind::Word && text == w; }
};

/// Splits PTX text into tokens, dropping comments; errors carry the line and column.
Result<std::vector<Token>> lexPtx(std::string_view text);

} // namespace warpscope::core::ptx
