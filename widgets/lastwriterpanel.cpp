#include "widgets/lastwriterpanel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTextDocument>

namespace warpscope::widgets {

namespace {

QString triple(const std::array<std::uint32_t, 3>& v)
{
    return QStringLiteral("(%1, %2, %3)").arg(v[0]).arg(v[1]).arg(v[2]);
}

} // namespace

LastWriterPanel::LastWriterPanel(QWidget* parent)
    : QGroupBox(tr("Last writer"), parent)
{
    setObjectName(QStringLiteral("lastWriterPanel"));
    // the meaning of "last" from core/analysis/provenance.h, where a reviewer looks for it
    setToolTip(tr("The last write in the emulator's order: blocks in ascending linear index, within a block the "
                  "order its warps ran in, within one warp instruction the highest lane. When threads race to "
                  "write an element, this is the writer whose value the emulator kept, not a promise about any "
                  "GPU."));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 2, 6, 2);
    m_text = new QLabel(this);
    m_text->setObjectName(QStringLiteral("lastWriterText"));
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextBrowserInteraction);
    connect(m_text, &QLabel::linkActivated, this, [this](const QString& link) {
        if (!m_writer)
            return;
        if (link == QLatin1String("source"))
            emit sourceLineActivated(m_writer->sourceLine);
        else if (link == QLatin1String("ptx"))
            emit ptxLineActivated(m_writer->ptxLine);
    });
    layout->addWidget(m_text, 1);
    m_trace = new QPushButton(tr("Trace this thread"), this);
    m_trace->setObjectName(QStringLiteral("traceThreadButton"));
    m_trace->setToolTip(tr("Run the first seed again on the emulator and list every instruction this thread "
                           "executed with the registers it wrote"));
    connect(m_trace, &QPushButton::clicked, this, [this] {
        if (m_writer)
            emit traceRequested(*m_writer);
    });
    layout->addWidget(m_trace);
    showMessage(tr("Click an element of the heatmap to see which thread wrote it last."));
}

void LastWriterPanel::setWriter(const core::analysis::WriterInfo& writer, const QString& element, const QString& note)
{
    m_writer = writer;
    const QString source = writer.sourceLine > 0
        ? tr("source line %1 (<a href=\"source\">Go to line</a>)").arg(writer.sourceLine)
        : tr("no source line (compile with -lineinfo)");
    const QString ptx
        = writer.ptxLine > 0 ? tr("PTX line %1 (<a href=\"ptx\">show</a>)").arg(writer.ptxLine) : tr("no PTX line");
    QString html = tr("%1 was last written by block %2, thread %3, at %4, %5.")
                       .arg(element.toHtmlEscaped(), triple(writer.block), triple(writer.thread), source, ptx);
    if (!note.isEmpty())
        html += QStringLiteral("<br><i>%1</i>").arg(note.toHtmlEscaped());
    m_text->setText(html);
    m_trace->setVisible(true);
}

void LastWriterPanel::showMessage(const QString& text)
{
    m_writer.reset();
    m_text->setText(text.toHtmlEscaped());
    m_trace->setVisible(false);
}

void LastWriterPanel::setTraceEnabled(bool on)
{
    m_trace->setEnabled(on);
}

QString LastWriterPanel::text() const
{
    QTextDocument doc; // the label holds HTML; tests and screen readers want the words
    doc.setHtml(m_text->text());
    return doc.toPlainText();
}

} // namespace warpscope::widgets
