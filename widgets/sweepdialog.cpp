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
#include <QTableWidget>
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
    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName(QStringLiteral("sweepTable"));
    m_table->setHorizontalHeaderLabels({tr("Params"), tr("Verdict"), tr("Mismatches (worst seed)"),
        tr("NaN / Inf / unwritten"), tr("Max abs"), tr("Max ULP"), tr("Tolerance"), tr("Findings")});
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setToolTip(tr("Double-click a finished row to show its results in the Run panes"));
    connect(m_table, &QTableWidget::cellActivated, this, [this](int row, int) {
        // a row still waiting or one that failed to run has no bundle to show
        if (m_table->item(row, Verdict) && m_table->item(row, Verdict)->data(Qt::UserRole).toBool())
            emit rowActivated(row);
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
    m_table->setRowCount(0);
    m_rowResults.clear();
    m_implementationResults.clear();
    for (const QString& p : params) {
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        m_table->setItem(row, Params, new QTableWidgetItem(p));
        m_table->setItem(row, Verdict, new QTableWidgetItem(tr("waiting")));
    }
}

void SweepDialog::setRowResult(int row, const SweepRowResult& r)
{
    if (row < 0 || row >= m_table->rowCount())
        return;
    m_rowResults[row] = r;
    repaintRow(row);
}

void SweepDialog::setRowImplementations(int row, const QList<SweepImplementationResult>& results)
{
    if (row < 0 || row >= m_table->rowCount())
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
            for (int c = Verdict; c < ColumnCount; ++c)
                m_table->setItem(row, c, new QTableWidgetItem());
            setRowError(row, tr("%1 did not run: %2").arg(r.name, r.error));
            m_table->item(row, Verdict)->setData(Qt::UserRole, m_rowResults.contains(row)); // the row's bundle
        } else {
            paintRow(row, r.result);
        }
        m_table->item(row, Verdict)->setToolTip(verdicts.join(QLatin1Char('\n')));
        return;
    }
    if (m_rowResults.contains(row))
        paintRow(row, m_rowResults.value(row));
    if (!verdicts.isEmpty() && m_table->item(row, Verdict))
        m_table->item(row, Verdict)->setToolTip(verdicts.join(QLatin1Char('\n')));
}

void SweepDialog::paintRow(int row, const SweepRowResult& r)
{
    const QColor background = !r.stopped.isEmpty() ? QColor(250, 230, 200)
        : r.passed                                 ? QColor(214, 240, 214)
                                                   : QColor(250, 210, 210);
    const QString maxAbs
        = r.nonFinite > 0 ? tr("%1 (finite only)").arg(RunText::number(r.maxAbs)) : RunText::number(r.maxAbs);
    const QStringList cells {!r.stopped.isEmpty() ? tr("stopped (%1)").arg(r.stopped.section(QLatin1Char(':'), 0, 0))
            : r.passed                            ? tr("pass")
                                                  : tr("FAIL"),
        QString::number(r.mismatches), r.nonFiniteText.isEmpty() ? QString::number(r.nonFinite) : r.nonFiniteText,
        maxAbs, QString::number(r.maxUlp), r.tolerance.isEmpty() ? QStringLiteral("-") : r.tolerance,
        QString::number(r.findings)};
    for (int c = Verdict; c < ColumnCount; ++c) {
        auto* item = new QTableWidgetItem(cells[c - Verdict]);
        item->setBackground(background);
        m_table->setItem(row, c, item);
    }
    m_table->item(row, Verdict)->setData(Qt::UserRole, true); // finished: it can be opened
    if (r.nonFinite > 0) {
        m_table->item(row, NonFinite)->setForeground(QColor(160, 0, 0));
        for (int c : {int(MaxAbs), int(MaxUlp)})
            m_table->item(row, c)->setToolTip(tr("The largest error over the finite elements only: %1 more are NaN, "
                                                 "Inf or unwritten and have no finite error")
                                                  .arg(r.nonFinite));
    }
    if (!r.toleranceTip.isEmpty())
        m_table->item(row, Tolerance)->setToolTip(r.toleranceTip);
    if (!r.stopped.isEmpty())
        m_table->item(row, Verdict)->setToolTip(r.stopped);
    if (r.mismatches > 0)
        m_table->item(row, Mismatches)
            ->setToolTip(tr("Seed %1, output %2, as the Results table counts them; %3 over every seed and output")
                             .arg(r.mismatchSeed)
                             .arg(r.mismatchOutput)
                             .arg(r.mismatchesAllSeeds));
    m_table->item(row, Params)->setBackground(background);
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
    m_table->setRowCount(0);
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
    if (row < 0 || row >= m_table->rowCount())
        return;
    auto* item = new QTableWidgetItem(tr("error"));
    item->setToolTip(message);
    m_table->setItem(row, Verdict, item);
    auto* why = new QTableWidgetItem(message);
    why->setToolTip(message);
    m_table->setItem(row, Findings, why);
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
