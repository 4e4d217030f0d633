// Proof-reads the message catalogue (issue 16 item 6): every user-visible string literal in core/, app/
// and widgets/ is checked for doubled words ("the the", "kernel kernel"), "a" before a vowel sound or
// before 8, 11, 18 ("a 8-byte"), a raw mangled C++ name (_Z20gelu...), and a space before punctuation
// ("the buffer ." / "field ,").
//
// Extraction, kept simple on purpose: every ordinary string literal ("...", after the comments are
// removed), with adjacent literals joined as the compiler joins them, counts as a message when it holds
// prose (two letters-only words separated by a space). That is a superset of tr() texts and of the
// literals of Error and Finding messages, and it needs no parsing of the call around them. Raw string
// literals (R"(...)": PTX, scripts, HTML templates) and character literals are skipped. A message built
// from pieces ("the " + field + " kernel") is checked piece by piece; the CLI-level tests check the
// assembled messages (tst_cmdmessages).
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

#include <algorithm>

namespace {

struct Literal {
    QString text;
    int line = 0;
    bool continues = false; ///< followed by + (a runtime piece: "type ." + name reads ".f32")
};

/// The string literals of a C++ source, adjacent ones joined, comments and raw strings skipped.
QList<Literal> stringLiterals(const QString& src)
{
    QList<Literal> out;
    int line = 1;
    bool joinable = false; // only whitespace and comments since the last literal ended
    const int n = int(src.size());
    for (int i = 0; i < n;) {
        const QChar c = src[i];
        if (c == '\n') {
            ++line;
            ++i;
            continue;
        }
        if (c.isSpace()) {
            ++i;
            continue;
        }
        if (c == '/' && i + 1 < n && src[i + 1] == '/') {
            while (i < n && src[i] != '\n')
                ++i;
            continue;
        }
        if (c == '/' && i + 1 < n && src[i + 1] == '*') {
            i += 2;
            while (i + 1 < n && !(src[i] == '*' && src[i + 1] == '/')) {
                line += src[i] == '\n';
                ++i;
            }
            i += 2;
            continue;
        }
        if (c == 'R' && i + 1 < n && src[i + 1] == '"'
            && (i == 0 || !(src[i - 1].isLetterOrNumber() || src[i - 1] == '_'))) {
            // R"delim( ... )delim"
            const int open = int(src.indexOf('(', i + 2));
            const QString delim = ")" + src.mid(i + 2, open - i - 2) + "\"";
            const int close = int(src.indexOf(delim, open));
            for (int k = i; k < close && k < n; ++k)
                line += src[k] == '\n';
            i = close < 0 ? n : close + int(delim.size());
            joinable = false;
            continue;
        }
        if (c == '\'') { // a character literal: '"' must not open a string
            ++i;
            while (i < n && src[i] != '\'') {
                if (src[i] == '\\')
                    ++i;
                ++i;
            }
            ++i;
            joinable = false;
            continue;
        }
        if (c == '"') {
            QString text;
            const int start = line;
            ++i;
            while (i < n && src[i] != '"') {
                if (src[i] == '\\' && i + 1 < n) {
                    const QChar e = src[i + 1];
                    text += e == 'n' ? QChar('\n') : e == 't' ? QChar('\t') : e;
                    i += 2;
                    continue;
                }
                text += src[i++];
            }
            ++i;
            if (joinable && !out.isEmpty())
                out.last().text += text;
            else
                out.push_back({text, start});
            int k = i;
            while (k < n && (src[k].isSpace() || src[k] == ')')) // std::string("type .") + name
                ++k;
            out.last().continues = k < n && src[k] == '+';
            joinable = true;
            continue;
        }
        joinable = false;
        ++i;
    }
    return out;
}

const QRegularExpression& mangledName()
{
    static const QRegularExpression re(QStringLiteral("(^|[^A-Za-z0-9_])(_Z[NLZ]?\\d+[A-Za-z_])"));
    return re;
}

/// Whether a literal is a message to check: it reads as prose (two letters-only words with a space
/// between them), or it holds a mangled name (which is never right in a message, prose or not).
bool isMessage(const QString& s)
{
    static const QRegularExpression re(QStringLiteral("[A-Za-z]{2,} [A-Za-z]{2,}"));
    return re.match(s).hasMatch() || mangledName().match(s).hasMatch();
}

/// What is wrong with one message, in words; empty when nothing is.
QStringList problems(const QString& text, bool continues = false)
{
    // "applies to ." + type: a PTX suffix follows, not the end of a sentence
    const QString s = continues && text.endsWith(QStringLiteral(" .")) ? text.chopped(1) : text;
    QStringList out;
    static const QRegularExpression doubled(
        QStringLiteral("\\b([A-Za-z]{2,}) +\\1\\b"), QRegularExpression::CaseInsensitiveOption);
    // "a" before a vowel letter (not "u", "one", "once": those start with a consonant sound), or before
    // a number read with a vowel sound: 8, 11, 18, 80-89, 800...
    static const QRegularExpression article(QStringLiteral(
        "(^|[^A-Za-z0-9_%.'-])([Aa]) (?!one\\b|once\\b|eu)([aeioAEIO][A-Za-z]|8\\d*\\b|8\\d*-|11\\b|11-|18\\b|18-)"));
    static const QRegularExpression spaceBefore(QStringLiteral("[A-Za-z0-9] +[.,;!?](\\s|$)"));
    for (auto it = doubled.globalMatch(s); it.hasNext();)
        out << QStringLiteral("doubled word '%1'").arg(it.next().captured(0));
    for (auto it = article.globalMatch(s); it.hasNext();) {
        const auto m = it.next();
        out << QStringLiteral("'%1 %2...': write 'an'").arg(m.captured(2), m.captured(3));
    }
    if (const auto m = mangledName().match(s); m.hasMatch())
        out << QStringLiteral("mangled C++ name '%1...': demangle it (core/common/demangle.h)").arg(m.captured(2));
    for (auto it = spaceBefore.globalMatch(s); it.hasNext();)
        out << QStringLiteral("space before punctuation in '%1'").arg(it.next().captured(0).trimmed());
    return out;
}

} // namespace

class TestMessageCatalogue : public QObject {
    Q_OBJECT
private slots:
    /// The scanner catches each pattern on fixture strings and lets the clean ones through.
    void catchesEachPattern_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("problem"); // empty: clean
        QTest::newRow("doubled the") << R"(err("check the the bounds");)"
                                     << "doubled word 'the the'";
        QTest::newRow("kernel kernel") << R"(e("the kernel kernel does not compile");)"
                                       << "doubled word 'kernel kernel'";
        QTest::newRow("doubled across joined literals") << "f(\"the kernel \"\n  \"kernel fails\");"
                                                        << "doubled word 'kernel kernel'";
        QTest::newRow("a 8-byte") << R"(m("write a 8-byte literal");)"
                                  << "'a 8";
        QTest::newRow("a 11") << R"(m("a 11 element tail is left");)"
                              << "'a 11";
        QTest::newRow("a 18") << R"(m("a 18-bit field is read");)"
                              << "'a 18";
        QTest::newRow("a vowel") << R"(tr("a error in the output"))"
                                 << "'a er...': write 'an'";
        QTest::newRow("A vowel") << R"(tr("A integer is expected here"))"
                                 << "'A in...': write 'an'";
        QTest::newRow("mangled") << R"(m("kernel '_Z20gelu_forward_kernel2P13__nv_bfloat16PKS_i' takes 3");)"
                                 << "mangled C++ name '_Z20g";
        QTest::newRow("mangled nested") << R"(m("in _ZN12_GLOBAL__N_16kernelEPf here");)"
                                        << "mangled C++ name '_ZN12_";
        QTest::newRow("space before period") << R"(m("check the buffer size .");)"
                                             << "space before punctuation in 'e .'";
        QTest::newRow("space before comma") << R"(m("the buffer , then the launch");)"
                                            << "space before punctuation in 'r ,'";
        QTest::newRow("clean an 8-byte") << R"(m("write an 8-byte literal, a 4-byte one or an 11-bit field");)"
                                         << "";
        QTest::newRow("clean a uniform, a one-line") << R"(m("a uniform init and a one-line table");)"
                                                     << "";
        QTest::newRow("clean PTX suffix piece") << R"(m("the operation does not apply to ." + type);)"
                                                << "";
        QTest::newRow("clean PTX directive") << R"(m("the parameter .u64 of a kernel");)"
                                             << "";
        QTest::newRow("clean comment") << "// the the kernel kernel a 8-byte\nm(\"fine words here\");"
                                       << "";
        QTest::newRow("clean raw string") << "R\"(the the a 8-byte _Z3fooi .)\" \"and prose\""
                                          << "";
        QTest::newRow("clean char literal") << "c == '\"' ? f(\"some prose\") : g(\"other prose\");"
                                            << "";
        QTest::newRow("clean _ZZ prefix test") << R"(p.rfind("_ZZ", 0) == 0 && m("a local shared variable");)"
                                               << "";
    }
    void catchesEachPattern()
    {
        QFETCH(QString, source);
        QFETCH(QString, problem);
        QStringList found;
        for (const Literal& l : stringLiterals(source))
            if (isMessage(l.text))
                found << problems(l.text, l.continues);
        if (problem.isEmpty())
            QVERIFY2(found.isEmpty(), qPrintable(found.join("; ")));
        else
            QVERIFY2(std::any_of(found.begin(), found.end(), [&](const QString& f) { return f.startsWith(problem); }),
                qPrintable(found.join("; ")));
    }

    /// The messages of the tree pass.
    void catalogueIsClean()
    {
        QStringList failures;
        int messages = 0;
        int files = 0;
        for (const char* dir : {"core", "app", "widgets"}) {
            QDirIterator it(QStringLiteral(WARPSCOPE_SOURCE_DIR "/") + dir, {"*.cpp", "*.h"}, QDir::Files,
                QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString path = it.next();
                QFile f(path);
                QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(path));
                ++files;
                for (const Literal& l : stringLiterals(QString::fromUtf8(f.readAll()))) {
                    if (!isMessage(l.text))
                        continue;
                    ++messages;
                    for (const QString& p : problems(l.text, l.continues))
                        failures << QStringLiteral("%1:%2: %3 (\"%4\")")
                                        .arg(path.mid(int(qstrlen(WARPSCOPE_SOURCE_DIR)) + 1))
                                        .arg(l.line)
                                        .arg(p, l.text.left(120));
                }
            }
        }
        // the scan saw the tree, not an empty folder
        QVERIFY2(files > 300 && messages > 2000,
            qPrintable(QStringLiteral("%1 files, %2 messages").arg(files).arg(messages)));
        QVERIFY2(failures.isEmpty(), qPrintable("\n" + failures.join("\n")));
    }
};

QTEST_APPLESS_MAIN(TestMessageCatalogue)
#include "tst_messagecatalogue.moc"
