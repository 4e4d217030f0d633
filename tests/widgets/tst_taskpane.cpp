#include "core/task/taskloader.h"
#include "widgets/stepseditor.h"
#include "widgets/taskpane.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <QWheelEvent>

using namespace warpscope;

namespace {
core::Task vectorAdd()
{
    auto t = core::loadTask(WARPSCOPE_SOURCE_DIR "/kernels/vector_add");
    return *t;
}
} // namespace

class TestTaskPane : public QObject {
    Q_OBJECT
private slots:
    void splitsAtTopLevelCommas_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("parts");
        QTest::newRow("simple") << "a, b, c" << QStringList {"a", "b", "c"};
        QTest::newRow("nested") << "ceil_div(N, 32), ceil_div(M, 8)"
                                << QStringList {"ceil_div(N, 32)", "ceil_div(M, 8)"};
        QTest::newRow("one") << "256" << QStringList {"256"};
        QTest::newRow("empty") << "" << QStringList {};
        QTest::newRow("deep") << "max(min(a, b), c), 2" << QStringList {"max(min(a, b), c)", "2"};
    }
    void splitsAtTopLevelCommas()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, parts);
        QCOMPARE(widgets::TaskPane::splitTopLevel(text), parts);
    }

    void showsEveryPartOfTheTask()
    {
        widgets::TaskPane pane;
        pane.setTask(vectorAdd());
        auto* params = pane.findChild<QTableWidget*>("paramsTable");
        auto* buffers = pane.findChild<QTableWidget*>("buffersTable");
        auto* tolerances = pane.findChild<QTableWidget*>("tolerancesTable");
        QAbstractItemModelTester t1(params->model());
        QAbstractItemModelTester t2(buffers->model());
        QAbstractItemModelTester t3(tolerances->model());
        QCOMPARE(params->rowCount(), 1);
        QCOMPARE(params->item(0, 1)->text(), QString("100000"));
        QCOMPARE(buffers->rowCount(), 3);
        QCOMPARE(qobject_cast<QComboBox*>(buffers->cellWidget(2, 3))->currentText(), QString("output"));
        QCOMPARE(pane.findChild<QLineEdit*>("gridField")->text(), QString("ceil_div(N, 256)"));
        QCOMPARE(pane.findChild<QLineEdit*>("argsField")->text(), QString("a, b, c, N"));
        QVERIFY(pane.findChild<QLabel*>("referenceLabel")->text().contains("elementwise"));
        QCOMPARE(tolerances->item(0, 3)->text(), QString("0"));
        QCOMPARE(pane.findChild<QSpinBox*>("seedCount")->value(), 3);
        QVERIFY(!pane.isDirty());
    }

    void editsComeBackAsATask()
    {
        widgets::TaskPane pane;
        pane.setTask(vectorAdd());
        QSignalSpy dirty(&pane, &widgets::TaskPane::dirtyChanged);
        auto* params = pane.findChild<QTableWidget*>("paramsTable");
        params->item(0, 1)->setText("4096");
        QCOMPARE(dirty.count(), 1);
        pane.findChild<QLineEdit*>("gridField")->setText("ceil_div(N, 128), 2");
        pane.findChild<QTableWidget*>("buffersTable")->item(0, 2)->setText("N, 2");
        pane.findChild<QTableWidget*>("tolerancesTable")->item(0, 2)->setText("1e-6");
        pane.findChild<QSpinBox*>("seedCount")->setValue(5);
        const core::Task t = pane.editedTask();
        QCOMPARE(t.params[0].second, std::int64_t(4096));
        QCOMPARE(t.launch.grid[0], std::string("ceil_div(N, 128)"));
        QCOMPARE(t.launch.grid[1], std::string("2"));
        QCOMPARE(t.buffers[0].shape.size(), std::size_t(2));
        QCOMPARE(*t.tolerances.at("c").rtol, 1e-6);
        QCOMPARE(t.seedCount, 5);
        QSignalSpy save(&pane, &widgets::TaskPane::saveRequested);
        pane.findChild<QPushButton*>("saveTaskButton")->click();
        QCOMPARE(save.count(), 1);
    }

    // A derived param shows its expression; a number typed over it replaces the expression, an
    // expression typed over a number becomes one.
    void derivedParamsShowAndTakeExpressions()
    {
        widgets::TaskPane pane;
        auto task = core::loadTask(WARPSCOPE_SOURCE_DIR "/kernels/conv_row_constant");
        QVERIFY(task.ok());
        pane.setTask(*task);
        auto* params = pane.findChild<QTableWidget*>("paramsTable");
        int wout = -1, w = -1;
        for (int r = 0; r < params->rowCount(); ++r) {
            wout = params->item(r, 0)->text() == "WOUT" ? r : wout;
            w = params->item(r, 0)->text() == "W" ? r : w;
        }
        QVERIFY(wout >= 0 && w >= 0);
        QCOMPARE(params->item(wout, 1)->text(), QString("W - KSIZE + 1"));
        QVERIFY(pane.inputProblems().isEmpty());
        params->item(w, 1)->setText("2 * H");
        core::Task edited = pane.editedTask();
        QCOMPARE(edited.paramExprs.at("W").text, std::string("2 * H"));
        QCOMPARE(core::resolveParams(edited)->at("WOUT"), std::int64_t(2 * 48 - 9 + 1));
        params->item(wout, 1)->setText("50");
        edited = pane.editedTask();
        QVERIFY(!edited.isDerivedParam("WOUT"));
        QCOMPARE(edited.paramMap().at("WOUT"), std::int64_t(50));
        params->item(w, 1)->setText("WOUT + W");
        QVERIFY(pane.inputProblems().contains("Parameter W: param W depends on itself: W = \"WOUT + W\" -> W"));
    }

    void malformedEditsAreNamedBeforeSaving_data()
    {
        QTest::addColumn<int>("table");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("message");
        QTest::newRow("param not an integer") << 0 << 1 << "12.5"
                                              << "Parameter N";
        QTest::newRow("negative atol") << 1 << 1 << "-1"
                                       << "Tolerance atol of c";
        QTest::newRow("ulp not a number") << 1 << 3 << "many"
                                          << "Tolerance max ULP of c";
    }
    void malformedEditsAreNamedBeforeSaving()
    {
        QFETCH(int, table);
        QFETCH(int, column);
        QFETCH(QString, value);
        QFETCH(QString, message);
        widgets::TaskPane pane;
        pane.setTask(vectorAdd());
        auto* t = pane.findChild<QTableWidget*>(table == 0 ? "paramsTable" : "tolerancesTable");
        t->item(0, column)->setText(value);
        QVERIFY(pane.inputProblems().contains(message));
        QSignalSpy save(&pane, &widgets::TaskPane::saveRequested);
        pane.findChild<QPushButton*>("saveTaskButton")->click();
        QCOMPARE(save.count(), 0);
        QVERIFY(pane.findChild<QLabel*>("taskValidation")->text().contains(message));
    }

    void wheelOnlyChangesAFocusedField()
    {
        widgets::TaskPane pane;
        pane.setTask(vectorAdd());
        pane.resize(360, 300); // short: the form scrolls, as in the dock
        pane.show();
        pane.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&pane));
        auto* buffers = pane.findChild<QTableWidget*>("buffersTable");
        auto* dtype = qobject_cast<QComboBox*>(buffers->cellWidget(0, 1));
        auto* seeds = pane.findChild<QSpinBox*>("seedCount");
        QVERIFY(dtype && seeds);
        const int seedCount = seeds->value();
        pane.setFocus();

        auto wheel = [](QWidget* w) {
            const QPointF at(w->width() / 2.0, w->height() / 2.0);
            QWheelEvent event(
                at, w->mapToGlobal(at), {}, {0, -120}, Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
            QApplication::sendEvent(w, &event);
            return event.isAccepted();
        };
        // Scrolling past: the fields stay as they are, and the wheel is left to the form (not accepted).
        QVERIFY(!wheel(dtype));
        QVERIFY(!wheel(seeds));
        QCOMPARE(dtype->currentText(), QString("f32"));
        QCOMPARE(seeds->value(), seedCount);
        QVERIFY(!pane.isDirty());
        QCOMPARE(dtype->focusPolicy(), Qt::StrongFocus); // the wheel does not give the focus either

        // Once the user has clicked into a field, the wheel is theirs to use.
        dtype->setFocus();
        QVERIFY(dtype->hasFocus());
        wheel(dtype);
        QVERIFY(dtype->currentText() != QString("f32"));
        QVERIFY(pane.isDirty());
        seeds->setFocus();
        wheel(seeds);
        QVERIFY(seeds->value() != seedCount);

        // Rows made by a later setTask are guarded too.
        pane.setTask(vectorAdd());
        pane.setFocus();
        auto* again = qobject_cast<QComboBox*>(buffers->cellWidget(1, 1));
        QVERIFY(!wheel(again));
        QCOMPARE(again->currentText(), QString("f32"));
    }

    void repeatTextRoundTrips_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("loops");
        QTest::addColumn<bool>("ok");
        QTest::newRow("none") << "" << 0 << true;
        QTest::newRow("one") << "k from 0 to N" << 1 << true;
        QTest::newRow("nested, negative step") << "k from 1 to LOG2N + 1; j from k - 1 to -1 step -1" << 2 << true;
        QTest::newRow("not a loop") << "k = 1..4" << 0 << false;
    }
    void repeatTextRoundTrips()
    {
        QFETCH(QString, text);
        QFETCH(int, loops);
        QFETCH(bool, ok);
        QString problem;
        const auto parsed = widgets::StepsEditor::parseRepeat(text, &problem);
        QCOMPARE(int(parsed.size()), loops);
        QCOMPARE(problem.isEmpty(), ok);
        if (ok)
            QCOMPARE(widgets::StepsEditor::repeatText(parsed), text);
        if (loops == 2) {
            QCOMPARE(parsed[1].from, std::string("k - 1"));
            QCOMPARE(parsed[1].to, std::string("-1"));
            QCOMPARE(parsed[1].step, std::string("-1"));
        }
    }

    void pipelineTaskEditsItsSteps()
    {
        auto t = core::loadTask(WARPSCOPE_SOURCE_DIR "/kernels/layernorm_three_kernels");
        QVERIFY(t.ok());
        widgets::TaskPane pane;
        pane.setTask(*t);
        auto* steps = pane.findChild<QTableView*>("stepsTable");
        QVERIFY(steps);
        QAbstractItemModelTester tester(steps->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(steps->isVisibleTo(&pane));
        QVERIFY(!pane.findChild<QLineEdit*>("gridField")->isVisibleTo(&pane));
        QCOMPARE(steps->model()->rowCount(), 3);
        QCOMPARE(steps->model()->index(1, widgets::StepsEditor::Entry).data().toString(), QString("row_rstd"));
        // the row header is the step number; the cells are edited in place; the Repeat header explains its form
        QCOMPARE(steps->model()->headerData(1, Qt::Vertical).toInt(), 2);
        QVERIFY(steps->model()->flags(steps->model()->index(0, widgets::StepsEditor::Grid)) & Qt::ItemIsEditable);
        QVERIFY(steps->model()
                    ->headerData(widgets::StepsEditor::Repeat, Qt::Horizontal, Qt::ToolTipRole)
                    .toString()
                    .contains("outer first"));
        steps->model()->setData(steps->model()->index(2, widgets::StepsEditor::Repeat), "r from 0 to 2");
        QVERIFY(pane.isDirty());
        const core::Task edited = pane.editedTask();
        QCOMPARE(edited.steps.size(), std::size_t(3));
        QCOMPARE(edited.steps[2].repeat.size(), std::size_t(1));
        QCOMPARE(edited.steps[2].kernel.source, std::string("layernorm_steps.cu"));
        steps->model()->setData(steps->model()->index(0, widgets::StepsEditor::Repeat), "nonsense");
        QVERIFY(pane.inputProblems().contains("Step 1"));
    }

    // A task with implementations: the chooser picks whose launch the Launch box shows; edits of one
    // survive switching, reach its arch family and come back in the edited task; a pipeline
    // implementation shows its steps.
    void implementationsShowOneLaunchAtATime()
    {
        auto t = core::loadTask(WARPSCOPE_SOURCE_DIR "/kernels/vector_add_cuda_triton");
        QVERIFY(t.ok());
        widgets::TaskPane pane;
        pane.setTask(*t);
        auto* box = pane.findChild<QComboBox*>("implementationBox");
        QVERIFY(box && box->isVisibleTo(&pane));
        QCOMPARE(box->count(), 3);
        QCOMPARE(box->itemText(2), QString("triton"));
        auto* block = pane.findChild<QLineEdit*>("blockField");
        QCOMPARE(block->text(), QString("256"));
        QVERIFY(pane.findChild<QLabel*>("implementationInfo")->text().contains("vector_add.cu"));
        block->setText("64");
        Q_EMIT block->textEdited("64");
        QVERIFY(pane.isDirty());
        pane.showImplementation(2);
        QCOMPARE(block->text(), QString("128"));
        QVERIFY(pane.findChild<QLabel*>("implementationInfo")->text().contains("Triton"));
        pane.showImplementation(1); // cuda@sm_90a: the same entry of the file as cuda@sm_80
        QCOMPARE(block->text(), QString("64"));
        const core::Task edited = pane.editedTask();
        QCOMPARE(edited.implementations.size(), std::size_t(3));
        QCOMPARE(edited.implementations[0].launch.block[0], std::string("64"));
        QCOMPARE(edited.implementations[1].launch.block[0], std::string("64"));
        QCOMPARE(edited.implementations[2].launch.block[0], std::string("128"));
        QCOMPARE(edited.launch.block[0], std::string("64")); // the first implementation's, as read

        auto pipeline = core::loadTask(WARPSCOPE_SOURCE_DIR "/kernels/layernorm_fused_vs_unfused");
        QVERIFY(pipeline.ok());
        pane.setTask(*pipeline);
        QCOMPARE(box->currentIndex(), 0);
        int unfused = -1;
        for (int i = 0; i < box->count(); ++i)
            if (!pipeline->implementations[std::size_t(i)].steps.empty())
                unfused = i;
        QVERIFY(unfused >= 0);
        pane.showImplementation(unfused);
        auto* steps = pane.findChild<QTableView*>("stepsTable");
        QVERIFY(steps->isVisibleTo(&pane));
        QCOMPARE(steps->model()->rowCount(), 3);
        QCOMPARE(pane.editedTask().implementations[std::size_t(unfused)].steps.size(), std::size_t(3));
        QVERIFY(!pane.isDirty()); // looking is not editing

        pane.setTask(vectorAdd()); // no implementations: no chooser
        QVERIFY(!box->isVisibleTo(&pane));
    }

    void singleLaunchBecomesAPipeline()
    {
        widgets::TaskPane pane;
        pane.setTask(vectorAdd());
        auto* steps = pane.findChild<QTableView*>("stepsTable");
        QVERIFY(!steps->isVisibleTo(&pane));
        pane.findChild<QPushButton*>("makePipelineButton")->click();
        QVERIFY(steps->isVisibleTo(&pane));
        QCOMPARE(steps->model()->rowCount(), 1);
        pane.findChild<QPushButton*>("addStepButton")->click();
        QCOMPARE(steps->model()->rowCount(), 2);
        const core::Task edited = pane.editedTask();
        QCOMPARE(edited.steps.size(), std::size_t(2));
        QCOMPARE(edited.steps[1].kernel.entry, std::string("vector_add"));
        QCOMPARE(edited.steps[0].launch.args.size(), vectorAdd().launch.args.size());
    }

    void compareControlsComeBackAsATask()
    {
        widgets::TaskPane pane;
        pane.setTask(vectorAdd());
        auto* tol = pane.findChild<QTableWidget*>("tolerancesTable");
        QCOMPARE(tol->columnCount(), 8);
        QCOMPARE(tol->item(0, 0)->text(), QString("c"));
        tol->item(0, 4)->setText("[1:N-1]");
        tol->item(0, 5)->setText("finite(ref)");
        tol->item(0, 6)->setCheckState(Qt::Checked);
        QVERIFY(pane.isDirty());
        core::Task edited = pane.editedTask();
        QCOMPARE(edited.compares.size(), std::size_t(1));
        QCOMPARE(edited.compares.at("c").region, std::string("[1:N-1]"));
        QCOMPARE(edited.compares.at("c").mask, std::string("finite(ref)"));
        QVERIFY(edited.compares.at("c").unordered);
        // clearing every control drops the [compare.c] table again
        tol->item(0, 4)->setText("");
        tol->item(0, 5)->setText("");
        tol->item(0, 6)->setCheckState(Qt::Unchecked);
        QVERIFY(pane.editedTask().compares.empty());
    }

    void symbolsSayWhatTheyFill()
    {
        auto t = core::loadTask(WARPSCOPE_SOURCE_DIR "/kernels/conv_row_constant");
        QVERIFY2(t.ok(), t.ok() ? "" : t.error().describe().c_str());
        widgets::TaskPane pane;
        pane.setTask(*t);
        auto* buffers = pane.findChild<QTableWidget*>("buffersTable");
        bool sawSymbol = false, sawArgument = false;
        for (int r = 0; r < buffers->rowCount(); ++r) {
            const QString binds = buffers->item(r, 5)->text();
            sawSymbol = sawSymbol || binds.startsWith("symbol ");
            sawArgument = sawArgument || binds == "argument";
        }
        QVERIFY(sawSymbol);
        QVERIFY(sawArgument);
        // the symbol survives an edit of another field
        QCOMPARE(pane.editedTask().buffers.size(), t->buffers.size());
        for (std::size_t i = 0; i < t->buffers.size(); ++i)
            QCOMPARE(pane.editedTask().buffers[i].symbol, t->buffers[i].symbol);
    }
};

QTEST_MAIN(TestTaskPane)
#include "tst_taskpane.moc"
