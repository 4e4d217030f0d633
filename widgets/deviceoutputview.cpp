// The Device output table: printf lines with the block and thread that printed them.
#include "widgets/deviceoutputview.h"

#include <QFontDatabase>
#include <QHeaderView>
#include <QLabel>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

namespace warpscope::widgets {

namespace {

constexpr int kLineRole = Qt::UserRole + 1;

QString triple(const std::array<std::uint32_t, 3>& v)
{
    return QStringLiteral("(%1, %2, %3)").arg(v[0]).arg(v[1]).arg(v[2]);
}

QStandardItem* item(const QString& text)
{
    auto* it = new QStandardItem(text);
    it->setEditable(false);
    return it;
}

} // namespace

DeviceOutputView::DeviceOutputView(QWidget* parent)
    : QWidget(parent)
    , m_model(new QStandardItemModel(this))
    , m_view(new QTableView(this))
    , m_note(new QLabel(this))
    , m_message(new QLabel(this))
{
    setObjectName(QStringLiteral("deviceOutputView"));
    m_model->setColumnCount(ColumnCount);
    const QStringList titles {tr("Block"), tr("Thread"), tr("Line"), tr("Output")};
    for (int c = 0; c < ColumnCount; ++c)
        m_model->setHorizontalHeaderItem(c, new QStandardItem(titles[c]));
    m_model->horizontalHeaderItem(LineColumn)->setToolTip(tr("The source line of the printf or assert"));
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
    m_model->removeRows(0, m_model->rowCount());
    const QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    for (const auto& line : output.lines) {
        QString text = QString::fromStdString(line.text);
        if (text.endsWith(QLatin1Char('\n')))
            text.chop(1);
        QList<QStandardItem*> row {item(triple(line.block)), item(triple(line.thread)),
            item(line.sourceLine > 0 ? QString::number(line.sourceLine) : QStringLiteral("–")), item(text)};
        row[LineColumn]->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        row[TextColumn]->setFont(mono);
        row[TextColumn]->setToolTip(text);
        for (QStandardItem* it : row)
            it->setData(line.sourceLine, kLineRole);
        m_model->appendRow(row);
    }
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
    m_model->removeRows(0, m_model->rowCount());
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
    const QStandardItem* it = m_model->item(row, column);
    return it ? it->text() : QString();
}

int DeviceOutputView::lineAtRow(int row) const
{
    const QStandardItem* it = m_model->item(row, 0);
    return it ? it->data(kLineRole).toInt() : 0;
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
