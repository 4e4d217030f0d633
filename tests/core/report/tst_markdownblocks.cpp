// The reviewer's Markdown as reports read it, and the escaping of text for Markdown and HTML.
#include "core/report/escape.h"
#include "core/report/reportdocument.h"

#include <QTest>

using namespace warpscope;
using Style = core::ReportSpan::Style;
using Kind = core::ReportBlock::Kind;

class TestMarkdownBlocks : public QObject {
    Q_OBJECT
private slots:
    void blocks()
    {
        const auto blocks = core::parseMarkdownBlocks(
            "# Title\n\nOne\ntwo.\n\n- a\n- b\n  continued\n1. first\n\n```\ncode <x>\n```\nlast", 2);
        QCOMPARE(blocks.size(), std::size_t(6));
        QCOMPARE(blocks[0].kind, Kind::Heading);
        QCOMPARE(blocks[0].level, 3);
        QCOMPARE(blocks[1].text[0].text, std::string("One two."));
        QCOMPARE(blocks[2].kind, Kind::List);
        QCOMPARE(blocks[2].items.size(), std::size_t(2));
        QCOMPARE(blocks[2].items[1].back().text, std::string("b continued"));
        QVERIFY(blocks[3].ordered);
        QCOMPARE(blocks[4].code, std::string("code <x>\n"));
        QCOMPARE(blocks[5].text[0].text, std::string("last"));
    }

    // md4c's CommonMark with GitHub tables: what lessons use (tables with code, indented code, nested
    // lists) becomes report blocks; raw HTML stays text.
    void commonMarkBlocks()
    {
        const auto blocks = core::parseMarkdownBlocks("| line | banks |\n|---|---|\n| `tile[r][lane]` | 32 |\n\n"
                                                      "    indented <code>\n\n"
                                                      "- outer\n  - inner\n- next\n\n"
                                                      "<div>raw</div>\n\n"
                                                      "Text with <b>tag</b>, &amp; and ![shot](shot.png).",
            0);
        QCOMPARE(blocks.size(), std::size_t(5));
        QCOMPARE(blocks[0].kind, Kind::Table);
        QCOMPARE(blocks[0].header, (std::vector<std::string> {"line", "banks"}));
        QCOMPARE(blocks[0].rows, (std::vector<std::vector<std::string>> {{"tile[r][lane]", "32"}}));
        QCOMPARE(blocks[1].kind, Kind::Code);
        QCOMPARE(blocks[1].code, std::string("indented <code>\n"));
        QCOMPARE(blocks[2].kind, Kind::List);
        QCOMPARE(blocks[2].items.size(), std::size_t(3)); // the nested item joins the outer list
        QCOMPARE(blocks[2].items[1].front().text, std::string("inner"));
        QCOMPARE(blocks[3].text.front().text, std::string("<div>raw</div>"));
        QCOMPARE(blocks[4].text.front().text, std::string("Text with <b>tag</b>, &amp; and shot (shot.png)."));
    }

    void inlineSpans_data()
    {
        QTest::addColumn<QString>("markdown");
        QTest::addColumn<QStringList>("texts");
        QTest::addColumn<QList<int>>("styles");
        QTest::newRow("bold") << "a **b** c" << QStringList {"a ", "b", " c"}
                              << QList<int> {int(Style::Plain), int(Style::Bold), int(Style::Plain)};
        QTest::newRow("italic and code") << "*x* `y*z`" << QStringList {"x", " ", "y*z"}
                                         << QList<int> {int(Style::Italic), int(Style::Plain), int(Style::Code)};
        QTest::newRow("unclosed") << "2 * 3" << QStringList {"2 * 3"} << QList<int> {int(Style::Plain)};
        QTest::newRow("escape") << "\\*not\\*" << QStringList {"*not*"} << QList<int> {int(Style::Plain)};
        QTest::newRow("link") << "[doc](https://x.org)" << QStringList {"doc"} << QList<int> {int(Style::Link)};
        QTest::newRow("unsafe link") << "[x](javascript:y)" << QStringList {"x (javascript:y)"}
                                     << QList<int> {int(Style::Plain)};
        QTest::newRow("autolink") << "see <https://x.org>" << QStringList {"see ", "https://x.org"}
                                  << QList<int> {int(Style::Plain), int(Style::Link)};
        // reports have one style per span: bold wins over the italic inside it
        QTest::newRow("nested emphasis") << "**a *b***" << QStringList {"a b"} << QList<int> {int(Style::Bold)};
        QTest::newRow("html stays text") << "<b>hi</b>" << QStringList {"<b>hi</b>"} << QList<int> {int(Style::Plain)};
    }
    void inlineSpans()
    {
        QFETCH(QString, markdown);
        QFETCH(QStringList, texts);
        QFETCH(QList<int>, styles);
        const auto spans = core::parseMarkdownInline(markdown.toStdString());
        QCOMPARE(int(spans.size()), texts.size());
        for (int i = 0; i < texts.size(); ++i) {
            QCOMPARE(QString::fromStdString(spans[std::size_t(i)].text), texts[i]);
            QCOMPARE(int(spans[std::size_t(i)].style), styles[i]);
        }
    }

    void escaping_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("markdown");
        QTest::addColumn<QString>("html");
        QTest::newRow("markup") << "*a* <b> & |"
                                << "\\*a\\* \\<b\\> \\& \\|"
                                << "*a* &lt;b&gt; &amp; |";
        QTest::newRow("list start") << "- x"
                                    << "\\- x"
                                    << "- x";
        QTest::newRow("numbered start") << "1. x"
                                        << "1\\. x"
                                        << "1. x";
        QTest::newRow("quotes") << "\"q\" 'r'"
                                << "\"q\" 'r'"
                                << "&quot;q&quot; &#39;r&#39;";
        QTest::newRow("unicode") << "Ж ñ"
                                 << "Ж ñ"
                                 << "Ж ñ";
    }
    void escaping()
    {
        QFETCH(QString, text);
        QFETCH(QString, markdown);
        QFETCH(QString, html);
        QCOMPARE(QString::fromStdString(core::escapeMarkdown(text.toStdString())), markdown);
        QCOMPARE(QString::fromStdString(core::escapeHtml(text.toStdString())), html);
    }

    void base64()
    {
        QCOMPARE(core::base64Encode("Man"), std::string("TWFu"));
        QCOMPARE(core::base64Encode("Ma"), std::string("TWE="));
        QCOMPARE(core::base64Encode("M"), std::string("TQ=="));
        QCOMPARE(core::base64Encode(""), std::string());
    }
};

QTEST_GUILESS_MAIN(TestMarkdownBlocks)
#include "tst_markdownblocks.moc"
