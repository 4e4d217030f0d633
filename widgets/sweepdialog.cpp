#include "widgets/sweepdialog.h"

#include "widgets/enginemessages.h"
#include "widgets/runtext.h"

#include "core/pipeline/runtotals.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace warpscope::widgets {

SweepRowResult sweepRowResult(const core::RunResult& result)
{
    SweepRowResult row;
    row.passed = result.passed;
    if (const core::RunResult::Stop stop = result.stop(); stop.stopped)
        row.stopped = QStringLiteral("%1: %2").arg(
            EngineMessages::kindLabel(stop.reason), EngineMessages::text(stop.messageParts, stop.message));
    const core::RunTotals totals = core::runTotals(result);
    row.mismatchesAllSeeds = totals.mismatchesAllSeeds;
    row.mismatches = totals.worstMismatches;
    row.mismatchSeed = qint64(totals.worstMismatchSeed);
    row.mismatchOutput = QString::fromStdString(totals.worstMismatchOutput);
    row.nonFinite = totals.worstNonFinite;
    if (totals.worstNonFiniteStats)
        row.nonFiniteText = RunText::nonFinite(*totals.worstNonFiniteStats);
    row.maxUlp = totals.maxUlp;
    row.maxAbs = totals.maxAbs;
    // every seed compares with the same rule: the first seed's outputs name it, per output when several
    if (!result.seeds.empty()) {
        const auto& outputs = result.seeds.front().outputs;
        QStringList rules, tips;
        for (const auto& out : outputs) {
            const core::OutputStats& st = out.stats;
            const QString rule = RunText::tolerance(st.tolerance, st.dtype);
            const QString name = QString::fromStdString(st.name);
            rules << (outputs.size() > 1 ? QStringLiteral("%1: %2").arg(name, rule) : rule);
            tips << (st.tolerance.fromTask
                    ? SweepDialog::tr("%1: from the task's [tolerance] entry").arg(name)
                    : SweepDialog::tr("%1: the task gives none; torch.testing.assert_close's default for %2 applied")
                          .arg(name, QString::fromLatin1(core::dtypeName(st.dtype))));
        }
        row.tolerance = rules.join(QStringLiteral("; "));
        row.toleranceTip = tips.join(QLatin1Char('\n'));
    }
    row.findings = int(result.findings.size());
    return row;
}

SweepDialog::SweepDialog(QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("sweepDialog"));
    setWindowTitle(tr("Shape sweep"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("One parameter per line, one value per run; lines are zipped row by row:"), this));
    m_rows = new QPlainTextEdit(this);
    m_rows->setObjectName(QStringLiteral("sweepRows"));
    m_rows->setPlaceholderText(QStringLiteral("N = 1, 31, 33, 1000, 1024"));
    m_rows->setMaximumHeight(90);
    layout->addWidget(m_rows);
    auto* buttons = new QHBoxLayout;
    m_run = new QPushButton(tr("Run sweep"), this);
    m_run->setObjectName(QStringLiteral("sweepRun"));
    m_stop = new QPushButton(tr("Stop"), this);
    m_stop->setEnabled(false);
    buttons->addWidget(m_run);
    buttons->addWidget(m_stop);
    buttons->addStretch(1);
    // a task with several implementations runs them all per row: whose figures the rows show
    m_implementationRow = new QWidget(this);
    auto* implementationLayout = new QHBoxLayout(m_implementationRow);
    implementationLayout->setContentsMargins(0, 0, 0, 0);
    auto* implementationLabel = new QLabel(tr("Figures of:"), m_implementationRow);
    m_implementation = new QComboBox(m_implementationRow);
    m_implementation->setObjectName(QStringLiteral("sweepImplementation"));
    m_implementation->setToolTip(tr("Every implementation runs in each row; the rows show this one's figures"));
    implementationLabel->setBuddy(m_implementation);
    implementationLayout->addWidget(implementationLabel);
    implementationLayout->addWidget(m_implementation);
    m_implementationRow->hide();
    buttons->addWidget(m_implementationRow);
    connect(m_implementation, &QComboBox::currentTextChanged, this, &SweepDialog::showImplementation);
    layout->addLayout(buttons);
    m_model = new SweepRowsModel(this);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("sweepTable"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setToolTip(tr("Double-click a finished row to show its results in the Run panes"));
    connect(m_table, &QTableView::activated, this, [this](const QModelIndex& index) {
        // a row still waiting or one that failed to run has no bundle to show
        if (index.siblingAtColumn(Verdict).data(SweepRowsModel::OpenableRole).toBool())
            emit rowActivated(index.row());
    });
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(m_table, 1);
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("sweepMessage"));
    m_message->setWordWrap(true);
    layout->addWidget(m_message);
    auto* close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(close);
    connect(m_run, &QPushButton::clicked, this, [this] { emit runRequested(sweepText()); });
    connect(m_stop, &QPushButton::clicked, this, &SweepDialog::stopRequested);
    resize(860, 440); // eight columns: the tolerance rule is the widest
}

void SweepDialog::setSweepText(const QString& text)
{
    m_rows->setPlainText(text);
}

QString SweepDialog::sweepText() const
{
    return m_rows->toPlainText();
}

void SweepDialog::startRows(const QStringList& params)
{
    m_rowResults.clear();
    m_implementationResults.clear();
    m_model->startRows(params);
}

void SweepDialog::setRowResult(int row, const SweepRowResult& r)
{
    if (row < 0 || row >= m_model->rowCount())
        return;
    m_rowResults[row] = r;
    repaintRow(row);
}

void SweepDialog::setRowImplementations(int row, const QList<SweepImplementationResult>& results)
{
    if (row < 0 || row >= m_model->rowCount())
        return;
    m_implementationResults[row] = results;
    {
        const QSignalBlocker block(m_implementation);
        for (const SweepImplementationResult& r : results)
            if (m_implementation->findText(r.name) < 0)
                m_implementation->addItem(r.name);
    }
    m_implementationRow->setVisible(m_implementation->count() > 1);
    repaintRow(row);
}

void SweepDialog::showImplementation(const QString& name)
{
    if (m_implementation->currentText() != name) {
        const int i = m_implementation->findText(name);
        if (i < 0)
            return;
        m_implementation->setCurrentIndex(i); // emits again, with the text now current
        return;
    }
    for (auto it = m_implementationResults.cbegin(); it != m_implementationResults.cend(); ++it)
        repaintRow(it.key());
}

void SweepDialog::repaintRow(int row)
{
    const QString chosen = m_implementation->currentText();
    const auto impls = m_implementationResults.value(row);
    QStringList verdicts;
    for (const SweepImplementationResult& r : impls)
        verdicts << tr("%1: %2").arg(r.name,
            !r.ran                            ? tr("error")
                : !r.result.stopped.isEmpty() ? tr("stopped")
                : r.result.passed             ? tr("pass")
                                              : tr("FAIL"));
    for (const SweepImplementationResult& r : impls) {
        if (r.name != chosen)
            continue;
        if (!r.ran) {
            setRowError(row, tr("%1 did not run: %2").arg(r.name, r.error));
            m_model->setOpenable(row, m_rowResults.contains(row)); // the row's bundle
        } else {
            showResult(row, r.result);
        }
        m_model->setVerdictToolTip(row, verdicts.join(QLatin1Char('\n')));
        return;
    }
    if (m_rowResults.contains(row))
        showResult(row, m_rowResults.value(row));
    if (!verdicts.isEmpty())
        m_model->setVerdictToolTip(row, verdicts.join(QLatin1Char('\n')));
}

void SweepDialog::showResult(int row, const SweepRowResult& r)
{
    m_model->showResult(row, r);
    m_table->resizeColumnsToContents();
    QTimer::singleShot(0, this, &SweepDialog::fitTableWidth); // the scroll bar is updated by then
}

void SweepDialog::fitTableWidth()
{
    // the tolerance rule is the last wide column: grow the dialog (within the screen) rather than hide it
    // behind a horizontal scroll bar; the scroll bar's range is what does not show
    const int hidden = m_table->horizontalScrollBar()->maximum();
    if (hidden <= 0)
        return;
    const QScreen* s = screen();
    const int available = s ? s->availableGeometry().width() - 40 : width() + hidden;
    if (width() >= available)
        return;
    resize(std::min(width() + hidden + 4, available), height());
    QTimer::singleShot(0, this, &SweepDialog::fitTableWidth); // once more, after the layout has settled
}

void SweepDialog::reset(const QString& sweepText)
{
    m_model->clear();
    m_rowResults.clear();
    m_implementationResults.clear();
    m_implementation->clear();
    m_implementationRow->hide();
    m_rows->setPlainText(sweepText);
    m_message->clear();
    setRunning(false);
}

void SweepDialog::setRowError(int row, const QString& message)
{
    if (row < 0 || row >= m_model->rowCount())
        return;
    m_model->showError(row, message);
}

int SweepDialog::setRowsNotRun(int from, const QString& why)
{
    int marked = 0;
    for (int row = std::max(0, from); row < m_model->rowCount(); ++row)
        marked += m_model->showNotRun(row, why) ? 1 : 0;
    return marked;
}

void SweepDialog::setRunning(bool running)
{
    m_run->setEnabled(!running);
    m_stop->setEnabled(running);
    m_rows->setReadOnly(running);
}

void SweepDialog::setMessage(const QString& text)
{
    m_message->setText(text);
}

} // namespace warpscope::widgets
