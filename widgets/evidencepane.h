#pragma once

#include <QImage>
#include <QList>
#include <QString>
#include <QWidget>

class QListWidget;
class QPushButton;

namespace warpscope::widgets {

/// One capture as the evidence list shows it.
struct EvidenceThumbnail {
    QString id;
    QString caption;
    QString details; ///< what it shows, for the tooltip
    QImage image; ///< the annotated rendering
};

/// The review's evidence as thumbnails with captions. A view: open a capture for editing, remove it,
/// capture a new one, export the report.
class EvidencePane : public QWidget {
    Q_OBJECT
public:
    explicit EvidencePane(QWidget* parent = nullptr);

    void setEvidence(const QList<EvidenceThumbnail>& evidence);
    QListWidget* list() const { return m_list; }

signals:
    void editRequested(const QString& id);
    void removeRequested(const QString& id);
    void captureRequested();
    void exportRequested();

private:
    QString currentId() const;

    QListWidget* m_list;
    QPushButton* m_edit;
    QPushButton* m_remove;
};

} // namespace warpscope::widgets
