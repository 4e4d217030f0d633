// The TrueType reader and subsetter behind the PDF report's text.
#include "core/report/truetype.h"

#include <QFile>
#include <QTest>

using namespace warpscope;

namespace {
const char* kFont = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
}

class TestTrueType : public QObject {
    Q_OBJECT
private:
    std::optional<core::TrueTypeFont> m_font;

private slots:
    void initTestCase()
    {
        if (!QFile::exists(kFont))
            QSKIP("DejaVu Sans is not installed (apt-get install fonts-dejavu-core)");
        auto font = core::loadTrueType(kFont);
        QVERIFY(font.ok());
        m_font = std::move(*font);
    }

    void mapsLatinCyrillicAndAccents_data()
    {
        QTest::addColumn<uint>("codepoint");
        QTest::newRow("A") << uint('A');
        QTest::newRow("n tilde") << uint(0xF1);
        QTest::newRow("Zhe") << uint(0x416);
        QTest::newRow("bullet") << uint(0x2022);
        QTest::newRow("ellipsis") << uint(0x2026);
    }
    void mapsLatinCyrillicAndAccents()
    {
        QFETCH(uint, codepoint);
        const std::uint16_t g = m_font->glyphFor(char32_t(codepoint));
        QVERIFY(g != 0);
        QVERIFY(m_font->advance(g) > 100);
    }

    void metricsAreSane()
    {
        QCOMPARE(m_font->unitsPerEm, 2048);
        QVERIFY(m_font->ascent > 0 && m_font->descent < 0);
        QCOMPARE(m_font->postscriptName, std::string("DejaVuSans"));
        QCOMPARE(m_font->glyphFor(U'\u4E00'), std::uint16_t(0)); // no CJK ideographs in DejaVu Sans: .notdef
        QVERIFY(m_font->textWidth("WWW", 10) > m_font->textWidth("iii", 10));
    }

    void subsetKeepsGlyphIdsAndShrinks()
    {
        const std::set<std::uint16_t> used {m_font->glyphFor('A'), m_font->glyphFor(0x416), m_font->glyphFor(0xF1)};
        const std::string subset = core::subsetTrueType(*m_font, used);
        QVERIFY(subset.size() < m_font->data.size() / 5);
        auto again = core::parseTrueType(subset, "subset");
        QVERIFY(again.ok());
        QCOMPARE(again->numGlyphs, m_font->numGlyphs);
        QCOMPARE(again->glyphFor('A'), m_font->glyphFor('A'));
        QCOMPARE(again->advance(m_font->glyphFor(0x416)), m_font->advance(m_font->glyphFor(0x416)));
    }

    void utf8RoundTrip()
    {
        const std::string text = "Ж ñ € 𝄞 a";
        QCOMPARE(core::utf32ToUtf8(core::utf8ToUtf32(text)), text);
        QCOMPARE(core::utf8ToUtf32("\xff"), std::u32string(U"\uFFFD"));
    }

    void refusesWhatIsNotAFont()
    {
        auto f = core::parseTrueType("OTTO....", "x.otf");
        QVERIFY(!f.ok());
        QVERIFY(f.error().describe().find("x.otf") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestTrueType)
#include "tst_truetype.moc"
