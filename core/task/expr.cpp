#include "core/task/expr.h"

#include <cctype>
#include <vector>

namespace warpscope::core {

namespace {

/// Recursive-descent evaluator; the first error wins and stops evaluation.
class ExprParser {
public:
    ExprParser(std::string_view text, const ParamMap& params)
        : m_text(text)
        , m_params(params)
    { }

    Result<std::int64_t> run()
    {
        const std::int64_t v = expression();
        skipSpace();
        if (!m_failed && m_pos < m_text.size())
            fail("unexpected '" + std::string(1, m_text[m_pos]) + "'");
        if (m_failed)
            return m_error;
        return v;
    }

private:
    void skipSpace()
    {
        while (m_pos < m_text.size() && std::isspace(static_cast<unsigned char>(m_text[m_pos])))
            ++m_pos;
    }

    bool accept(char c)
    {
        skipSpace();
        if (m_pos < m_text.size() && m_text[m_pos] == c) {
            ++m_pos;
            return true;
        }
        return false;
    }

    void fail(std::string message)
    {
        if (m_failed)
            return;
        m_failed = true;
        m_error = makeError(ErrorCode::BadInput,
            "in expression \"" + std::string(m_text) + "\" at column " + std::to_string(m_pos + 1) + ": " + message);
        m_error.column = static_cast<int>(m_pos + 1);
    }

    std::int64_t expression()
    {
        std::int64_t v = term();
        while (!m_failed) {
            if (accept('+')) {
                const std::int64_t r = term();
                if (__builtin_add_overflow(v, r, &v))
                    fail("integer overflow in addition");
            } else if (accept('-')) {
                const std::int64_t r = term();
                if (__builtin_sub_overflow(v, r, &v))
                    fail("integer overflow in subtraction");
            } else {
                break;
            }
        }
        return v;
    }

    std::int64_t term()
    {
        std::int64_t v = unary();
        while (!m_failed) {
            if (accept('*')) {
                const std::int64_t r = unary();
                if (__builtin_mul_overflow(v, r, &v))
                    fail("integer overflow in multiplication");
            } else if (accept('/')) {
                v = divide(v, unary(), false);
            } else if (accept('%')) {
                v = divide(v, unary(), true);
            } else {
                break;
            }
        }
        return v;
    }

    std::int64_t divide(std::int64_t a, std::int64_t b, bool remainder)
    {
        if (m_failed)
            return 0;
        if (b == 0) {
            fail(remainder ? "remainder by zero" : "division by zero");
            return 0;
        }
        if (a == INT64_MIN && b == -1) {
            fail("integer overflow in division");
            return 0;
        }
        return remainder ? a % b : a / b;
    }

    std::int64_t unary()
    {
        if (accept('-')) {
            const std::int64_t v = unary();
            if (v == INT64_MIN) {
                fail("integer overflow in negation");
                return 0;
            }
            return -v;
        }
        if (accept('+'))
            return unary();
        return primary();
    }

    std::int64_t primary()
    {
        skipSpace();
        if (m_failed)
            return 0;
        if (m_pos >= m_text.size()) {
            fail("expected a number, a parameter name or '('");
            return 0;
        }
        const char c = m_text[m_pos];
        if (c == '(') {
            ++m_pos;
            const std::int64_t v = expression();
            if (!accept(')'))
                fail("expected ')'");
            return v;
        }
        if (std::isdigit(static_cast<unsigned char>(c)))
            return number();
        if (std::isalpha(static_cast<unsigned char>(c)) || c == '_')
            return nameOrCall();
        fail("unexpected '" + std::string(1, c) + "'");
        return 0;
    }

    std::int64_t number()
    {
        std::int64_t v = 0;
        while (m_pos < m_text.size() && std::isdigit(static_cast<unsigned char>(m_text[m_pos]))) {
            const int digit = m_text[m_pos] - '0';
            if (__builtin_mul_overflow(v, 10, &v) || __builtin_add_overflow(v, digit, &v)) {
                fail("number too large for a 64-bit integer");
                return 0;
            }
            ++m_pos;
        }
        return v;
    }

    std::int64_t nameOrCall()
    {
        const std::size_t start = m_pos;
        while (
            m_pos < m_text.size() && (std::isalnum(static_cast<unsigned char>(m_text[m_pos])) || m_text[m_pos] == '_'))
            ++m_pos;
        const std::string name(m_text.substr(start, m_pos - start));
        skipSpace();
        if (m_pos < m_text.size() && m_text[m_pos] == '(') {
            ++m_pos;
            return call(name, start);
        }
        const auto it = m_params.find(name);
        if (it == m_params.end()) {
            m_pos = start;
            fail("unknown parameter '" + name + "'; define it under [params]");
            return 0;
        }
        return it->second;
    }

    std::int64_t call(const std::string& name, std::size_t start)
    {
        std::vector<std::int64_t> args;
        if (!accept(')')) {
            do {
                args.push_back(expression());
            } while (!m_failed && accept(','));
            if (!m_failed && !accept(')'))
                fail("expected ')' or ','");
        }
        if (m_failed)
            return 0;
        if (name == "ceil_div") {
            if (args.size() != 2) {
                m_pos = start;
                fail("ceil_div takes two arguments");
                return 0;
            }
            if (args[1] <= 0 || args[0] < 0) {
                m_pos = start;
                fail("ceil_div needs a >= 0 and b > 0");
                return 0;
            }
            return args[0] / args[1] + (args[0] % args[1] != 0 ? 1 : 0);
        }
        if (name == "min" || name == "max") {
            if (args.empty()) {
                m_pos = start;
                fail(name + " needs at least one argument");
                return 0;
            }
            std::int64_t v = args[0];
            for (auto a : args)
                v = name == "min" ? std::min(v, a) : std::max(v, a);
            return v;
        }
        m_pos = start;
        fail("unknown function '" + name + "'; use ceil_div, min or max");
        return 0;
    }

    std::string_view m_text;
    const ParamMap& m_params;
    std::size_t m_pos = 0;
    bool m_failed = false;
    Error m_error;
};

} // namespace

Result<std::int64_t> evaluateExpr(std::string_view text, const ParamMap& params)
{
    return ExprParser(text, params).run();
}

} // namespace warpscope::core
