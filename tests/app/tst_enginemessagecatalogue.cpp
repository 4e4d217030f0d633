// The GUI's catalogue of engine messages (widgets/enginemessages.cpp, issue 20): every id core can
// produce has an entry with core's English template, every entry is translated in es and ru with
// the same arguments, a finding reads in Spanish and Russian with its names and numbers, and a
// bundle without ids (or with an id this build does not know) still shows the English text.
#include "core/exec/enginemessage.h"
#include "core/exec/finding.h"
#include "widgets/enginemessages.h"
#include "widgets/findingsmodel.h"

#include <QRegularExpression>
#include <QTest>
#include <QTranslator>

#include <set>

using namespace warpscope;
using widgets::EngineMessages;

namespace {

core::Finding raceFinding()
{
    core::Finding f;
    f.kind = core::Finding::Kind::Race;
    f.kernel = "transpose";
    f.block = {1, 0, 0};
    f.thread = {3, 2, 0};
    f.ptxLine = 40;
    f.sourceLine = 12;
    f.messageParts
        = {core::engineMessage("race.read_after_write",
               {core::engineMessage("place.shared_variable", {core::literalMessage("tile"), core::numberMessage(132)}),
                   core::literalMessage("(4, 2, 0)"),
                   core::engineMessage("race.other_line", {core::numberMessage(11), core::numberMessage(38)})}),
            core::findingLocation(f), core::engineMessage("advice.race_barrier")};
    f.message = core::engineMessageText(f.messageParts);
    return f;
}

QSet<QString> markers(const QString& text)
{
    QSet<QString> out;
    static const QRegularExpression marker(QStringLiteral("%[1-9]"));
    for (auto it = marker.globalMatch(text); it.hasNext();)
        out << it.next().captured();
    return out;
}

QString messageCell(const core::Finding& f)
{
    widgets::FindingsModel model;
    model.setFindings({f});
    return model.data(model.index(0, widgets::FindingsModel::MessageColumn)).toString();
}

QString kindCell(const core::Finding& f)
{
    widgets::FindingsModel model;
    model.setFindings({f});
    return model.data(model.index(0, widgets::FindingsModel::KindColumn)).toString();
}

/// Installs the language's translator for the test's scope.
class Language {
public:
    explicit Language(const QString& code)
    {
        m_ok = m_translator.load(QStringLiteral(":/i18n/warpscope_%1.qm").arg(code));
        if (m_ok)
            QCoreApplication::installTranslator(&m_translator);
    }
    ~Language() { QCoreApplication::removeTranslator(&m_translator); }
    bool ok() const { return m_ok; }
    const QTranslator& translator() const { return m_translator; }

private:
    QTranslator m_translator;
    bool m_ok = false;
};

} // namespace

class TestEngineMessageCatalogue : public QObject {
    Q_OBJECT
private slots:
    void everyEngineIdHasACatalogueEntry()
    {
        std::set<std::string> coreIds;
        for (const auto& spec : core::engineMessageSpecs()) {
            coreIds.insert(spec.id);
            const char* source = EngineMessages::catalogueTemplate(spec.id);
            QVERIFY2(source, spec.id);
            // the same English: lupdate extracts the catalogue's copy, core renders its own
            QCOMPARE(QString::fromUtf8(source), QString::fromUtf8(spec.english));
        }
        for (const std::string& id : EngineMessages::catalogueIds())
            QVERIFY2(coreIds.count(id), ("catalogue entry for an id core does not produce: " + id).c_str());
    }

    void everyEntryIsTranslated_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("es") << QStringLiteral("es");
        QTest::newRow("ru") << QStringLiteral("ru");
    }

    void everyEntryIsTranslated()
    {
        QFETCH(QString, language);
        Language lang(language);
        QVERIFY(lang.ok());
        for (const std::string& id : EngineMessages::catalogueIds()) {
            const QString source = QString::fromUtf8(EngineMessages::catalogueTemplate(id));
            const QString translation = lang.translator().translate("EngineMessages", source.toUtf8().constData());
            QVERIFY2(!translation.isEmpty(),
                qPrintable(language + QStringLiteral(": no translation for ") + QString::fromStdString(id)));
            QCOMPARE(markers(translation), markers(source));
            // parts are concatenated: a template's leading space is kept
            QCOMPARE(translation.startsWith(QLatin1Char(' ')), source.startsWith(QLatin1Char(' ')));
        }
    }

    void findingIsShownInSpanish()
    {
        Language lang(QStringLiteral("es"));
        QVERIFY(lang.ok());
        QCOMPARE(messageCell(raceFinding()),
            QStringLiteral("riesgo de lectura tras escritura en la variable compartida 'tile' (byte 132) entre este "
                           "hilo y el hilo (4, 2, 0) (su acceso en la línea de código 11, línea PTX 38) sin barrera "
                           "entre ambos en el kernel 'transpose', bloque (1, 0, 0), hilo (3, 2, 0), línea PTX 40, "
                           "línea de código 12. Ponga un __syncthreads() entre los dos accesos, o dé a cada hilo su "
                           "propio elemento."));
        QCOMPARE(kindCell(raceFinding()), QStringLiteral("carrera"));
        QCOMPARE(EngineMessages::kindLabel("budget"), QStringLiteral("presupuesto"));
        QCOMPARE(EngineMessages::stepLabel("compare"), QStringLiteral("comparar"));
    }

    void findingIsShownInRussian()
    {
        Language lang(QStringLiteral("ru"));
        QVERIFY(lang.ok());
        QCOMPARE(messageCell(raceFinding()),
            QStringLiteral("конфликт «чтение после записи» в разделяемой переменной 'tile' (байт 132) между этим "
                           "потоком и потоком (4, 2, 0) (его доступ: строка исходника 11, строка PTX 38) без барьера "
                           "между ними в ядре 'transpose', блок (1, 0, 0), поток (3, 2, 0), строка PTX 40, строка "
                           "исходника 12. Поставьте __syncthreads() между двумя доступами или дайте каждому потоку "
                           "свой элемент."));
        QCOMPARE(kindCell(raceFinding()), QStringLiteral("гонка"));
        QCOMPARE(EngineMessages::stepLabel("compare"), QStringLiteral("сравнение"));
    }

    void anOldBundleWithoutIdsShowsEnglish()
    {
        Language lang(QStringLiteral("es"));
        core::Finding old = raceFinding();
        old.messageParts.clear(); // a bundle written before ids
        QCOMPARE(messageCell(old), QString::fromStdString(raceFinding().message));
        // an id from a newer build anywhere in the message: the English, never half a translation
        core::Finding newer = raceFinding();
        newer.messageParts.back() = core::engineMessage("advice.from_a_newer_build");
        QCOMPARE(messageCell(newer), QString::fromStdString(newer.message));
        newer.messageParts.back() = core::engineMessage("advice.race_barrier");
        newer.messageParts.front().args.front().id = "place.from_a_newer_build";
        QCOMPARE(messageCell(newer), QString::fromStdString(newer.message));
        // a kind or step this build has no word for shows its name
        QCOMPARE(EngineMessages::kindLabel("future_kind"), QStringLiteral("future_kind"));
        QCOMPARE(EngineMessages::stepLabel("future_step"), QStringLiteral("future_step"));
    }

    void englishIsTheEnginesText()
    {
        // no translator: the GUI shows exactly what the CLI prints
        QCOMPARE(messageCell(raceFinding()), QString::fromStdString(raceFinding().message));
        QCOMPARE(kindCell(raceFinding()), QStringLiteral("race"));
    }
};

QTEST_MAIN(TestEngineMessageCatalogue)
#include "tst_enginemessagecatalogue.moc"
