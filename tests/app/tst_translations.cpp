// Keeps translations/ current: every tr() string in app/, app/session/ and widgets/ must be
// translated (not "unfinished") in warpscope_es.ts and warpscope_ru.ts.
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {

struct Message {
    QString context;
    QString source;
    bool finished = false;
};

QList<Message> readTs(const QString& path)
{
    QList<Message> out;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return out;
    QXmlStreamReader xml(&f);
    QString context;
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("source")) {
            current = Message {context, xml.readElementText(), false};
        } else if (xml.name() == QLatin1String("translation")) {
            const QString type = xml.attributes().value("type").toString();
            const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            current.finished = type != QLatin1String("unfinished") && type != QLatin1String("obsolete")
                && type != QLatin1String("vanished") && !text.trimmed().isEmpty();
            out << current;
        }
    }
    return out;
}

// lupdate scanning without the build's include paths may not see a class's namespace; compare the
// class names.
bool sameContext(const QString& a, const QString& b)
{
    return a.section(QStringLiteral("::"), -1) == b.section(QStringLiteral("::"), -1);
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT
private slots:
    void everyStringIsTranslated_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("es") << "es";
        QTest::newRow("ru") << "ru";
    }
    void everyStringIsTranslated()
    {
        QFETCH(QString, language);
        QTemporaryDir dir;
        const QString scratch = dir.filePath("scan.ts");
        QStringList sources;
        for (const QString& folder : {QStringLiteral("app"), QStringLiteral("widgets")}) {
            QDirIterator it(QStringLiteral(WARPSCOPE_SOURCE_DIR "/") + folder, {"*.cpp", "*.h"}, QDir::Files,
                QDirIterator::Subdirectories);
            while (it.hasNext()) {
                sources << it.next();
            }
        }
        QProcess lupdate;
        lupdate.start(QStringLiteral(WARPSCOPE_LUPDATE), sources + QStringList {"-silent", "-ts", scratch});
        QVERIFY(lupdate.waitForFinished(120000));
        QCOMPARE(lupdate.exitCode(), 0);
        const QList<Message> found = readTs(scratch);
        QVERIFY2(found.size() > 50, "lupdate found the GUI's strings");
        const QList<Message> shipped
            = readTs(QStringLiteral(WARPSCOPE_SOURCE_DIR "/translations/warpscope_%1.ts").arg(language));
        QStringList missing;
        for (const Message& m : found) {
            const bool ok = std::any_of(shipped.begin(), shipped.end(), [&](const Message& s) {
                return sameContext(s.context, m.context) && s.source == m.source && s.finished;
            });
            if (!ok)
                missing << m.context + ": " + m.source;
        }
        QVERIFY2(missing.isEmpty(),
            qPrintable(
                QString("untranslated in warpscope_%1.ts (run: ninja -C build update_translations, then translate):\n")
                    .arg(language)
                + missing.join('\n')));
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
