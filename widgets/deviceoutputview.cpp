// The Device output table: printf lines with the block and thread that printed them.
#include "widgets/deviceoutputview.h"

#include "widgets/deviceoutputmodel.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

namespace warpscope::widgets {

DeviceOutputView::DeviceOutputView(QWidget* parent)
    : QWidget(parent)
    , m_model(new DeviceOutputModel(this))
    , m_view(new QTableView(this))
    , m_note(new QLabel(this))
    , m_message(new QLabel(this))
{
    setObjectName(QStringLiteral("deviceOutputView"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6); // a log, not a form
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setToolTip(tr("Click a line to show the printf that printed it"));
    auto emitLine = [this](const QModelIndex& index) {
        if (const int line = lineAtRow(index.row()); line > 0)
            emit lineActivated(line);
    };
    connect(m_view, &QTableView::clicked, this, emitLine);
    connect(m_view, &QTableView::activated, this, emitLine);

    m_note->setObjectName(QStringLiteral("deviceOutputNote"));
    m_note->setWordWrap(true);
    m_note->setStyleSheet(QStringLiteral("QLabel { color: #b35c00; font-weight: bold; padding: 2px; }"));
    m_note->hide();
    m_message->setWordWrap(true);
    m_message->setAlignment(Qt::AlignCenter);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_message);
    layout->addWidget(m_note);
    layout->addWidget(m_view);
    showMessage(QString());
}

void DeviceOutputView::setOutput(const core::DeviceOutput& output)
{
    m_model->setLines(output.lines);
    if (output.truncated) {
        m_note->setText(tr("Output truncated: the kernel printed more than the printf FIFO holds (%1 bytes); "
                           "raise [launch] printf_fifo in task.toml to see the rest.")
                            .arg(output.fifoBytes));
        m_note->show();
    } else {
        m_note->clear();
        m_note->hide();
    }
    const bool empty = output.lines.empty();
    m_message->setText(empty ? tr("The kernel printed nothing in this run.") : QString());
    m_message->setVisible(empty);
    m_view->setVisible(!empty);
}

void DeviceOutputView::showMessage(const QString& text)
{
    m_model->clear();
    m_note->clear();
    m_note->hide();
    m_message->setText(text.isEmpty() ? tr("Run the task to see what the kernel prints with printf.") : text);
    m_message->show();
    m_view->hide();
}

int DeviceOutputView::rowCount() const
{
    return m_model->rowCount();
}

QString DeviceOutputView::textAt(int row, int column) const
{
    return m_model->index(row, column).data().toString();
}

int DeviceOutputView::lineAtRow(int row) const
{
    return m_model->index(row, 0).data(DeviceOutputModel::LineRole).toInt();
}

QString DeviceOutputView::note() const
{
    return m_note->text();
}

QString DeviceOutputView::message() const
{
    return m_message->isVisibleTo(this) ? m_message->text() : QString();
}

} // namespace warpscope::widgets
