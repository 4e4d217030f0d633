// The verdicts of a run beside those of a pinned baseline, figure by figure.
#include "widgets/baselineverdicttable.h"

#include <QAction>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace warpscope::widgets {

BaselineVerdictTable::BaselineVerdictTable(QWidget* parent)
    : QWidget(parent)
    , m_heading(new QLabel(this))
    , m_buttons(new QHBoxLayout)
    , m_model(new BaselineVerdictModel(this))
    , m_table(new QTableView(this))
{
    setObjectName(QStringLiteral("baselineVerdictTable"));
    m_heading->setObjectName(QStringLiteral("baselineVerdictHeading"));
    m_heading->setWordWrap(true);
    m_heading->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_table->setModel(m_model);
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

void BaselineVerdictTable::showMessage(const QString& text)
{
    m_heading->setText(text);
    m_model->clear();
}

void BaselineVerdictTable::setComparison(const QString& heading, const std::vector<core::OutputDelta>& deltas)
{
    m_heading->setText(heading);
    m_model->setDeltas(deltas);
}

QString BaselineVerdictTable::headingText() const
{
    return m_heading->text();
}

QString BaselineVerdictTable::cellText(const QString& output, const QString& figure, Column column) const
{
    QString current;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        if (const QString o = m_model->index(row, Output).data().toString(); !o.isEmpty())
            current = o;
        if (current == output && m_model->index(row, Figure).data().toString() == figure)
            return m_model->index(row, column).data().toString();
    }
    return QString();
}

} // namespace warpscope::widgets
