#pragma once

#include <Qsci/qscilexercustom.h>

#include <QByteArray>
#include <QList>

namespace warpscope::widgets {

/// Highlighting for PTX and for nvdisasm's SASS: comments (and SASS's /*0040*/ addresses), directives
/// (.reg, .loc), opcodes, registers (%r1, R12, UR4, P0), predicates (@%p1, @!P0), numbers and labels.
/// Line by line, with no state carried between lines, so any range can be restyled on its own.
class AsmLexer : public QsciLexerCustom {
    Q_OBJECT
public:
    enum class Dialect { Ptx, Sass };
    enum Style { Default = 0, Comment, Directive, Opcode, Register, Number, Label, Predicate, String, StyleCount };

    explicit AsmLexer(Dialect dialect, QObject* parent = nullptr);

    const char* language() const override;
    QString description(int style) const override;
    QColor defaultColor(int style) const override;
    QFont defaultFont(int style) const override;
    void styleText(int start, int end) override;

    Dialect dialect() const { return m_dialect; }

    /// The style of every byte of one line (without its line break): the pure part, tested on its own.
    static QList<Style> styleLine(const QByteArray& line, Dialect dialect);

private:
    Dialect m_dialect;
};

} // namespace warpscope::widgets
