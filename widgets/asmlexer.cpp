#include "widgets/asmlexer.h"

#include <Qsci/qsciscintilla.h>

#include <QColor>
#include <QFont>
#include <QFontDatabase>
#include <QRegularExpression>

#include <cctype>

namespace warpscope::widgets {

namespace {

bool isWordStart(char c)
{
    return std::isalpha(static_cast<unsigned char>(c)) || c == '_' || c == '$';
}
bool isWordChar(char c)
{
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '$' || c == '.';
}

/// SASS register names: general, uniform, predicate and special registers, with modifiers such as .reuse.
bool isSassRegister(const QByteArray& word)
{
    static const QRegularExpression re(QStringLiteral("^(R\\d+|RZ|P\\d|PT|UR\\d+|URZ|UP\\d|UPT|SR_\\w+|SRZ)$"));
    const int dot = word.indexOf('.');
    return re.match(QString::fromLatin1(dot < 0 ? word : word.left(dot))).hasMatch();
}

/// Where a token that starts at i ends (exclusive), for a run of characters accepted by pred.
template <typename Pred> int scan(const QByteArray& line, int i, Pred pred)
{
    while (i < line.size() && pred(line[i]))
        ++i;
    return i;
}

} // namespace

AsmLexer::AsmLexer(Dialect dialect, QObject* parent)
    : QsciLexerCustom(parent)
    , m_dialect(dialect)
{ }

const char* AsmLexer::language() const
{
    return m_dialect == Dialect::Ptx ? "PTX" : "SASS";
}

QString AsmLexer::description(int style) const
{
    switch (style) {
    case Default:
        return tr("Default");
    case Comment:
        return tr("Comment");
    case Directive:
        return tr("Directive");
    case Opcode:
        return tr("Instruction");
    case Register:
        return tr("Register");
    case Number:
        return tr("Number");
    case Label:
        return tr("Label");
    case Predicate:
        return tr("Predicate");
    case String:
        return tr("String");
    default:
        return QString();
    }
}

QColor AsmLexer::defaultColor(int style) const
{
    switch (style) {
    case Comment:
        return QColor(0x6a, 0x73, 0x7d);
    case Directive:
        return QColor(0x6f, 0x42, 0xc1);
    case Opcode:
        return QColor(0x00, 0x5c, 0xc5);
    case Register:
        return QColor(0x22, 0x86, 0x3a);
    case Number:
        return QColor(0xb3, 0x1d, 0x28);
    case Label:
        return QColor(0xe3, 0x62, 0x09);
    case Predicate:
        return QColor(0xd7, 0x3a, 0x49);
    case String:
        return QColor(0x03, 0x2f, 0x62);
    default:
        return QColor(0x24, 0x29, 0x2e);
    }
}

QFont AsmLexer::defaultFont(int style) const
{
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    font.setBold(style == Opcode || style == Label);
    return font;
}

QList<AsmLexer::Style> AsmLexer::styleLine(const QByteArray& line, Dialect dialect)
{
    QList<Style> styles(line.size(), Default);
    auto fill = [&](int from, int to, Style s) {
        for (int k = from; k < to; ++k)
            styles[k] = s;
    };
    bool seenInstructionWord = false; // the first word of a statement is its opcode (or directive)
    int i = 0;
    while (i < line.size()) {
        const char c = line[i];
        const char next = i + 1 < line.size() ? line[i + 1] : '\0';
        int end = i + 1;
        if (c == '/' && next == '/') {
            fill(i, line.size(), Comment);
            break;
        } else if (c == '/' && next == '*') {
            const int close = line.indexOf("*/", i + 2);
            end = close < 0 ? line.size() : close + 2;
            fill(i, end, Comment);
        } else if (c == '"') {
            const int close = line.indexOf('"', i + 1);
            end = close < 0 ? line.size() : close + 1;
            fill(i, end, String);
        } else if (c == '@') {
            end = scan(line, next == '!' ? i + 2 : i + 1, [](char ch) { return isWordChar(ch) || ch == '%'; });
            fill(i, end, Predicate);
        } else if (c == '%' && dialect == Dialect::Ptx) {
            end = scan(line, i + 1, isWordChar);
            fill(i, end, Register);
        } else if (std::isdigit(static_cast<unsigned char>(c))
            || (c == '-' && std::isdigit(static_cast<unsigned char>(next)))) {
            end = scan(line, i + 1, [](char ch) { return std::isalnum(static_cast<unsigned char>(ch)) || ch == '.'; });
            fill(i, end, Number);
        } else if (isWordStart(c) || (c == '.' && isWordStart(next))) {
            end = scan(line, i + 1, isWordChar);
            const QByteArray word = line.mid(i, end - i);
            if (end < line.size() && line[end] == ':' && !seenInstructionWord) {
                fill(i, end + 1, Label);
                ++end;
            } else if (c == '.') {
                fill(i, end, Directive);
                seenInstructionWord = true;
            } else if (dialect == Dialect::Sass && isSassRegister(word)) {
                fill(i, end, Register);
            } else if (!seenInstructionWord) {
                fill(i, end, Opcode);
                seenInstructionWord = true;
            }
        } else if (c == ';' || c == '{' || c == '}') {
            seenInstructionWord = false;
        }
        i = end;
    }
    return styles;
}

void AsmLexer::styleText(int start, int end)
{
    QsciScintilla* ed = editor();
    if (!ed || end <= start)
        return;
    // Restyle whole lines: the tokenizer needs the start of the line.
    const long firstLine = ed->SendScintilla(QsciScintilla::SCI_LINEFROMPOSITION, static_cast<unsigned long>(start));
    start = static_cast<int>(
        ed->SendScintilla(QsciScintilla::SCI_POSITIONFROMLINE, static_cast<unsigned long>(firstLine)));
    QByteArray text(end - start + 1, '\0');
    ed->SendScintilla(QsciScintilla::SCI_GETTEXTRANGE, start, end, text.data());
    text.chop(1);
    startStyling(start);
    int lineStart = 0;
    while (lineStart <= text.size()) {
        int lineEnd = text.indexOf('\n', lineStart);
        if (lineEnd < 0)
            lineEnd = text.size();
        const QList<Style> styles = styleLine(text.mid(lineStart, lineEnd - lineStart), m_dialect);
        int k = 0;
        while (k < styles.size()) {
            int run = k + 1;
            while (run < styles.size() && styles[run] == styles[k])
                ++run;
            setStyling(run - k, styles[k]);
            k = run;
        }
        if (lineEnd < text.size())
            setStyling(1, Default);
        lineStart = lineEnd + 1;
    }
}

} // namespace warpscope::widgets
