// The verdicts of a run beside those of a pinned baseline, figure by figure.
#include "widgets/baselineverdicttable.h"

#include <QAction>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>

namespace warpscope::widgets {

namespace {

enum FigureRow { VerdictRow, MismatchRow, NonFiniteRow, MaxAbsRow, MaxRelRow, MaxUlpRow, FigureRowCount };

QString number(double v, int figure)
{
    if (std::isinf(v))
        return QStringLiteral("inf");
    if (figure == MaxAbsRow || figure == MaxRelRow)
        return QString::number(v, 'g', 3);
    return QLocale().toString(v, 'f', 0);
}

QTableWidgetItem* item(const QString& text, Qt::Alignment align = Qt::AlignLeft | Qt::AlignVCenter)
{
    auto* i = new QTableWidgetItem(text);
    i->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    i->setTextAlignment(align);
    return i;
}

} // namespace

BaselineVerdictTable::BaselineVerdictTable(QWidget* parent)
    : QWidget(parent)
    , m_heading(new QLabel(this))
    , m_buttons(new QHBoxLayout)
    , m_table(new QTableWidget(0, ColumnCount, this))
{
    setObjectName(QStringLiteral("baselineVerdictTable"));
    m_heading->setObjectName(QStringLiteral("baselineVerdictHeading"));
    m_heading->setWordWrap(true);
    m_heading->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_table->setHorizontalHeaderLabels({tr("Output"), tr("Figure"), tr("Baseline"), tr("Now"), tr("Change")});
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    auto* top = new QHBoxLayout;
    top->addWidget(m_heading, 1);
    top->addLayout(m_buttons);
    layout->addLayout(top);
    layout->addWidget(m_table, 1);
    showMessage(tr("No baseline: pin a run or a profile (Run › Pin as baseline) to compare others with it."));
}

void BaselineVerdictTable::addActionButton(QAction* action)
{
    auto* button = new QToolButton(this);
    button->setDefaultAction(action);
    button->setObjectName(action->objectName() + QStringLiteral("Button"));
    m_buttons->addWidget(button);
}

QString BaselineVerdictTable::figureName(int figure)
{
    switch (figure) {
    case VerdictRow:
        return tr("Verdict");
    case MismatchRow:
        return tr("Mismatches (worst seed)");
    case NonFiniteRow:
        return tr("NaN / Inf / unwritten");
    case MaxAbsRow:
        return tr("Max abs error");
    case MaxRelRow:
        return tr("Max rel error");
    case MaxUlpRow:
        return tr("Max ULP");
    }
    return QString();
}

void BaselineVerdictTable::showMessage(const QString& text)
{
    m_heading->setText(text);
    m_table->setRowCount(0);
}

void BaselineVerdictTable::setComparison(const QString& heading, const std::vector<core::OutputDelta>& deltas)
{
    m_heading->setText(heading);
    m_table->setRowCount(0);
    const QColor worse(0xb0, 0x20, 0x20), better(0x20, 0x80, 0x30);
    for (const auto& d : deltas) {
        const QString name = QString::fromStdString(d.name);
        const core::FigureDelta* figures[] = {nullptr, &d.mismatches, &d.nonFinite, &d.maxAbs, &d.maxRel, &d.maxUlp};
        for (int f = 0; f < FigureRowCount; ++f) {
            const int row = m_table->rowCount();
            m_table->insertRow(row);
            m_table->setItem(row, Output, item(f == 0 ? name : QString()));
            m_table->setItem(row, Figure, item(figureName(f)));
            const auto right = Qt::AlignRight | Qt::AlignVCenter;
            if (f == VerdictRow) {
                auto verdict = [](bool in, bool passed) {
                    return !in ? tr("absent") : passed ? tr("pass") : tr("FAIL");
                };
                m_table->setItem(row, Baseline, item(verdict(d.inBaseline, d.baselinePassed), right));
                m_table->setItem(row, Current, item(verdict(d.inCurrent, d.currentPassed), right));
                QString change;
                QColor colour;
                if (d.inBaseline && d.inCurrent && d.baselinePassed != d.currentPassed) {
                    change = d.currentPassed ? tr("now passes") : tr("now fails");
                    colour = d.currentPassed ? better : worse;
                }
                auto* c = item(change, right);
                if (colour.isValid())
                    c->setForeground(colour);
                m_table->setItem(row, Change, c);
                continue;
            }
            const core::FigureDelta& fd = *figures[f];
            m_table->setItem(row, Baseline, item(fd.hasBaseline ? number(fd.baseline, f) : tr("—"), right));
            m_table->setItem(row, Current, item(fd.hasCurrent ? number(fd.current, f) : tr("—"), right));
            QString change;
            if (fd.comparable()) {
                const double c = fd.change();
                change = c == 0.0   ? tr("same")
                    : std::isnan(c) ? tr("—")
                                    : (c > 0 ? QStringLiteral("+") : QStringLiteral("−")) + number(std::abs(c), f);
                if (fd.ratio() > 0.0 && c != 0.0 && std::isfinite(fd.ratio()))
                    change += QStringLiteral(" (×%1)").arg(QLocale().toString(fd.ratio(), 'g', 3));
            }
            auto* c = item(change, right);
            if (fd.comparable() && fd.change() != 0.0)
                c->setForeground(fd.change() > 0.0 ? worse : better); // every figure here is an error: more is worse
            m_table->setItem(row, Change, c);
        }
    }
}

QString BaselineVerdictTable::headingText() const
{
    return m_heading->text();
}

QString BaselineVerdictTable::cellText(const QString& output, const QString& figure, Column column) const
{
    QString current;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        if (const auto* o = m_table->item(row, Output); o && !o->text().isEmpty())
            current = o->text();
        const auto* f = m_table->item(row, Figure);
        if (current == output && f && f->text() == figure)
            return m_table->item(row, column) ? m_table->item(row, column)->text() : QString();
    }
    return QString();
}

} // namespace warpscope::widgets
