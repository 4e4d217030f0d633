// The GUI's catalogue of engine messages (widgets/enginemessages.cpp, issue 20): every id core can
// produce has an entry with core's English template, every entry is translated in es and ru with
// the same arguments, a finding reads in Spanish and Russian with its names and numbers, and a
// bundle without ids (or with an id this build does not know) still shows the English text.
#include "app/runcontroller.h"
#include "core/common/enginemessage.h"
#include "core/compare/comparison.h"
#include "core/exec/ctasample.h"
#include "core/exec/finding.h"
#include "core/task/task.h"
#include "widgets/enginemessages.h"
#include "widgets/findingsmodel.h"
#include "widgets/runtext.h"

#include <QRegularExpression>
#include <QTest>
#include <QTranslator>

#include <optional>
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

/// An mbarrier used before its init, as the emulator raises it (emu/mbarrier.cpp's liveBarrier).
core::Finding mbarrierFinding()
{
    core::Finding f;
    f.kind = core::Finding::Kind::AsyncHazard;
    f.kernel = "pipeline";
    f.thread = {5, 0, 0};
    f.ptxLine = 30;
    f.sourceLine = 9;
    f.messageParts
        = {core::engineMessage("mbar.not_initialised",
               {core::literalMessage("mbarrier.arrive"),
                   core::engineMessage("mbar.at_variable", {core::numberMessage(8), core::literalMessage("bar")})}),
            core::findingLocation(f)};
    f.message = core::engineMessageText(f.messageParts);
    return f;
}

QString guiText(const core::EngineMessage& m)
{
    return EngineMessages::text({m}, core::engineMessageText(m));
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
        // the GUI's own wording of the ids whose English names a CLI option
        for (const std::string& id : EngineMessages::guiWordedIds()) {
            const QString source = QString::fromUtf8(EngineMessages::guiTemplate(id));
            QVERIFY2(source != QString::fromUtf8(EngineMessages::catalogueTemplate(id)), id.c_str());
            const QString translation = lang.translator().translate("EngineMessages", source.toUtf8().constData());
            QVERIFY2(!translation.isEmpty(),
                qPrintable(language + QStringLiteral(": no translation for the GUI wording of ")
                    + QString::fromStdString(id)));
            QCOMPARE(markers(translation), markers(source));
        }
    }

    void instructionFindingIsShownInSpanishAndRussian()
    {
        const core::Finding f = mbarrierFinding();
        QVERIFY(f.message.starts_with("mbarrier.arrive on the mbarrier at shared offset 8 (variable 'bar'), which no "
                                      "mbarrier.init has initialised"));
        {
            Language lang(QStringLiteral("es"));
            QVERIFY(lang.ok());
            QCOMPARE(messageCell(f),
                QStringLiteral(
                    "mbarrier.arrive sobre el mbarrier en el desplazamiento compartido 8 (variable 'bar'), que "
                    "ningún mbarrier.init ha inicializado (inicialícelo primero y haga visible la "
                    "inicialización con una barrera o fence.mbarrier_init antes de que otros hilos lo usen) en "
                    "el kernel 'pipeline', bloque (0, 0, 0), hilo (5, 0, 0), línea PTX 30, línea de código 9."));
            QCOMPARE(kindCell(f), QStringLiteral("asíncrono"));
        }
        {
            Language lang(QStringLiteral("ru"));
            QVERIFY(lang.ok());
            const QString cell = messageCell(f);
            QVERIFY2(cell.startsWith(QStringLiteral("mbarrier.arrive над: mbarrier по смещению 8 в разделяемой памяти "
                                                    "(переменная 'bar'), который не инициализирован")),
                qPrintable(cell));
        }
    }

    void warpPositionsStepsAndWarningsAreTranslated()
    {
        Language lang(QStringLiteral("es"));
        QVERIFY(lang.ok());
        const core::EngineMessage positions = core::engineMessage("stop.warp_positions",
            {core::engineMessage("list.semicolon",
                {core::engineMessage("warps.many_at_source",
                     {core::numberMessage(2), core::numberMessage(42), core::numberMessage(7),
                         core::literalMessage("0, 1")}),
                    core::engineMessage("warps.one_at", {core::numberMessage(50), core::literalMessage("8")})})});
        QVERIFY2(guiText(positions).contains(QStringLiteral(
                     "2 warps en la línea PTX 42 (línea de código 7): warps 0, 1; 1 warp en la línea PTX 50: warp 8")),
            qPrintable(guiText(positions)));
        core::StepSpec step;
        step.name = "merge";
        QCOMPARE(guiText(core::stepTitleMessage(step, 1, "k=4")), QStringLiteral("paso 2 (merge, k=4)"));
        const core::CompareWarning w = core::compareWarning(core::CompareWarning::Kind::NotCompared,
            core::engineMessage("compare.output_not_compared", {core::literalMessage("c")}));
        QVERIFY2(widgets::RunText::warning(w).contains(
                     QStringLiteral("la salida 'c' no tiene referencia y no se comprobó; añádala a reference.outputs")),
            qPrintable(widgets::RunText::warning(w)));
        // a warning read from a bundle before ids: its English
        core::CompareWarning old = w;
        old.messageParts.clear();
        QVERIFY(widgets::RunText::warning(old).contains(QString::fromStdString(w.message)));
    }

    void theGuiNamesItsOwnControlsNotCliOptions()
    {
        const core::EngineMessage budget = core::engineMessage("stop.budget", {core::numberMessage(1000)});
        const core::EngineMessage deadline = core::engineMessage("stop.deadline");
        const core::EngineMessage fault = core::engineMessage("cuda.fault",
            {core::literalMessage("k"), core::literalMessage("CUDA_ERROR_ILLEGAL_ADDRESS (700)"),
                core::literalMessage("an illegal address")});
        // the CLI keeps its options
        QVERIFY(core::engineMessageText(budget).find("--sample-blocks") != std::string::npos);
        QVERIFY(core::engineMessageText(fault).find("--backend emu") != std::string::npos);
        for (const QString& language : {QString(), QStringLiteral("es"), QStringLiteral("ru")}) {
            std::optional<Language> lang;
            if (!language.isEmpty())
                lang.emplace(language);
            for (const auto& m : {budget, deadline, fault})
                QVERIFY2(!guiText(m).contains(QStringLiteral("--")),
                    qPrintable(language + QStringLiteral(": ") + guiText(m)));
        }
        QVERIFY(guiText(budget).contains(QStringLiteral("Params box")));
        QVERIFY(guiText(deadline).contains(QStringLiteral("Seeds box")));
        QVERIFY(guiText(fault).contains(QStringLiteral("Backend: Emulator")));
        // the run-estimate question keeps the numbers and drops the CLI's choices (its buttons are the GUI's)
        core::TimeEstimate e;
        e.seconds = 600;
        e.kernelSeconds = 590;
        e.secondsPerCta = 0.01;
        e.ctasMeasured = 16;
        e.ctasPerLaunch = 60000;
        e.seeds = 1;
        const QString why = QString::fromStdString(core::longRunError(e, 60).message);
        QVERIFY(why.contains(QStringLiteral("--yes")));
        const QString question = app::RunController::estimateQuestionText(why);
        QVERIFY2(!question.contains(QStringLiteral("--")), qPrintable(question));
        QVERIFY2(question.contains(QStringLiteral("60000 CTAs")), qPrintable(question));
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
