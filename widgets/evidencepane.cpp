#include "widgets/evidencepane.h"

#include <QHBoxLayout>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace warpscope::widgets {

EvidencePane::EvidencePane(QWidget* parent)
    : QWidget(parent)
    , m_list(new QListWidget(this))
    , m_edit(new QPushButton(tr("Edit"), this))
    , m_remove(new QPushButton(tr("Remove"), this))
{
    setObjectName(QStringLiteral("evidencePane"));
    m_list->setObjectName(QStringLiteral("evidenceList"));
    m_list->setViewMode(QListView::IconMode);
    m_list->setIconSize(QSize(160, 110));
    m_list->setResizeMode(QListView::Adjust);
    m_list->setWordWrap(true);
    m_list->setMovement(QListView::Static);
    m_list->setSpacing(6);
    auto* capture = new QPushButton(tr("Capture window"), this);
    auto* exportButton = new QPushButton(tr("Export report…"), this);
    exportButton->setObjectName(QStringLiteral("exportReportButton"));
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(capture);
    buttons->addWidget(m_edit);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    buttons->addWidget(exportButton);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_list, 1);
    layout->addLayout(buttons);

    connect(m_list, &QListWidget::itemActivated, this,
        [this](QListWidgetItem* item) { emit editRequested(item->data(Qt::UserRole).toString()); });
    connect(m_edit, &QPushButton::clicked, this, [this] {
        if (!currentId().isEmpty())
            emit editRequested(currentId());
    });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        if (!currentId().isEmpty())
            emit removeRequested(currentId());
    });
    connect(capture, &QPushButton::clicked, this, &EvidencePane::captureRequested);
    connect(exportButton, &QPushButton::clicked, this, &EvidencePane::exportRequested);
}

QString EvidencePane::currentId() const
{
    const QListWidgetItem* item = m_list->currentItem();
    return item ? item->data(Qt::UserRole).toString() : QString();
}

void EvidencePane::setEvidence(const QList<EvidenceThumbnail>& evidence)
{
    m_list->clear();
    for (const EvidenceThumbnail& e : evidence) {
        const QPixmap thumb
            = QPixmap::fromImage(e.image.scaled(m_list->iconSize(), Qt::KeepAspectRatio, Qt::SmoothTransformation));
        auto* item = new QListWidgetItem(
            QIcon(thumb), e.caption.isEmpty() ? e.id : QStringLiteral("%1: %2").arg(e.id, e.caption));
        item->setData(Qt::UserRole, e.id);
        item->setToolTip(e.details);
        m_list->addItem(item);
    }
    m_edit->setEnabled(!evidence.isEmpty());
    m_remove->setEnabled(!evidence.isEmpty());
}

} // namespace warpscope::widgets
