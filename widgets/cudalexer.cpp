#include "widgets/cudalexer.h"

#include <QColor>
#include <QFile>
#include <QFont>
#include <QFontDatabase>

namespace warpscope::widgets {

CudaLexer::CudaLexer(QObject* parent)
    : QsciLexerCPP(parent)
    , m_keywords(section(QStringLiteral("keywords")))
    , m_builtins(section(QStringLiteral("builtins")))
    , m_types(section(QStringLiteral("types")))
{
    const QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    setDefaultFont(mono);
    setFont(mono);
    setColor(QColor(0x1d, 0x4e, 0xd8), Keyword);
    setColor(QColor(0x7c, 0x3a, 0xed), KeywordSet2);
    setColor(QColor(0x0f, 0x76, 0x6e), GlobalClass);
    setColor(QColor(0x6b, 0x72, 0x80), Comment);
    setColor(QColor(0x6b, 0x72, 0x80), CommentLine);
    setColor(QColor(0xb4, 0x53, 0x09), Number);
    setColor(QColor(0xb9, 0x1c, 0x1c), DoubleQuotedString);
    setColor(QColor(0x92, 0x40, 0x0e), PreProcessor);
}

QByteArray CudaLexer::section(const QString& name)
{
    QFile f(QStringLiteral(":/lexers/cuda.txt"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QByteArray words;
    bool inSection = false;
    const QByteArray header = '[' + name.toLatin1() + ']';
    for (const QByteArray& raw : f.readAll().split('\n')) {
        const QByteArray line = raw.trimmed();
        if (line.startsWith('#') || line.isEmpty())
            continue;
        if (line.startsWith('[')) {
            inSection = line == header;
            continue;
        }
        if (inSection)
            words += line + ' ';
    }
    return words.trimmed();
}

const char* CudaLexer::keywords(int set) const
{
    switch (set) {
    case 1:
        return m_keywords.constData();
    case 2:
        return m_builtins.constData();
    case 4:
        return m_types.constData();
    default:
        return QsciLexerCPP::keywords(set);
    }
}

} // namespace warpscope::widgets
