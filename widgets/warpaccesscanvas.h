#pragma once

#include "core/analysis/analysisreport.h"

#include <QWidget>

#include <optional>

namespace warpscope::widgets {

/// Paints one warp access sample: global accesses as 32-byte sectors split into 4-byte slots coloured
/// by the lane that touches them; shared accesses as the 32 banks, one row per distinct word a bank
/// must serve (more than one row = a conflict, drawn red).
class WarpAccessCanvas : public QWidget {
    Q_OBJECT
public:
    explicit WarpAccessCanvas(QWidget* parent = nullptr);

    void setSample(const core::analysis::AccessSample* sample);
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    void paintSectors(QPainter& p);
    void paintBanks(QPainter& p);
    int neededHeight() const;
    /// The picture's full width: the 32 banks, or up to four sectors a row; the scroll area scrolls to it.
    int neededWidth() const;

    std::optional<core::analysis::AccessSample> m_sample;
};

} // namespace warpscope::widgets
