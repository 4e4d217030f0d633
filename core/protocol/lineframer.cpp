#include "core/protocol/lineframer.h"

namespace warpscope::core {

std::vector<Frame> LineFramer::feed(std::string_view bytes)
{
    std::vector<Frame> out;
    while (!bytes.empty()) {
        const std::size_t nl = bytes.find('\n');
        const std::string_view piece = bytes.substr(0, nl);
        if (!m_skipping) {
            if (m_partial.size() + piece.size() > m_maxLine) {
                // Said once, when the line outgrows the limit; the rest of it is dropped.
                out.push_back({{}, true});
                m_partial.clear();
                m_partial.shrink_to_fit();
                m_skipping = true;
            } else {
                m_partial.append(piece);
            }
        }
        if (nl == std::string_view::npos)
            break;
        if (!m_skipping)
            out.push_back({std::move(m_partial), false});
        m_partial.clear();
        m_skipping = false;
        bytes.remove_prefix(nl + 1);
    }
    return out;
}

std::vector<Frame> LineFramer::finish()
{
    std::vector<Frame> out;
    if (!m_skipping && !m_partial.empty())
        out.push_back({std::move(m_partial), false});
    reset();
    return out;
}

void LineFramer::reset()
{
    m_partial.clear();
    m_skipping = false;
}

} // namespace warpscope::core
