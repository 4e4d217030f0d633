#include "widgets/occupancywidget.h"

#include "widgets/occupancylimitsmodel.h"

#include <qcustomplot.h>

#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>

namespace warpscope::widgets {

namespace {
// Graph 0 of every plot is the curve, graph 1 the current point.
constexpr int kCurveGraph = 0;
constexpr int kPointGraph = 1;
constexpr int kBaselineGraph = 2;

QSpinBox* input(QWidget* parent, const char* name, int max, int step)
{
    auto* box = new QSpinBox(parent);
    box->setObjectName(QLatin1String(name));
    box->setRange(0, max);
    box->setSingleStep(step);
    box->setKeyboardTracking(false); // one what-if per finished number, not per digit
    box->setFocusPolicy(Qt::StrongFocus); // a wheel passing over the pane changes nothing
    return box;
}
} // namespace

OccupancyWidget::OccupancyWidget(QWidget* parent)
    : QWidget(parent)
    , m_blockSize(input(this, "occupancyBlockSize", 4096, 32))
    , m_registers(input(this, "occupancyRegisters", 255, 1))
    , m_shared(input(this, "occupancyShared", 256 * 1024, 1024))
    , m_reset(new QPushButton(tr("Reset to kernel"), this))
    , m_whatIf(new QLabel(this))
    , m_limitsModel(new OccupancyLimitsModel(this))
    , m_limits(new QTableView(this))
    , m_summary(new QLabel(this))
    , m_limiter(new QLabel(this))
    , m_baseline(new QLabel(this))
{
    setObjectName(QStringLiteral("occupancyWidget"));
    m_summary->setObjectName(QStringLiteral("occupancySummary"));
    m_limiter->setObjectName(QStringLiteral("occupancyLimiter"));
    QFont big = m_summary->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.2);
    m_summary->setFont(big);
    m_limiter->setWordWrap(true);

    m_reset->setObjectName(QStringLiteral("occupancyReset"));
    m_whatIf->setObjectName(QStringLiteral("occupancyWhatIf"));
    m_whatIf->setText(tr("What-if: these are your values, not the compiled kernel's."));
    m_whatIf->setStyleSheet(QStringLiteral("color: #b35900; font-weight: bold"));
    m_whatIf->hide();
    m_limits->setObjectName(QStringLiteral("occupancyLimits"));
    m_limits->setModel(m_limitsModel);
    m_limits->verticalHeader()->hide();
    m_limits->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_limits->setSelectionMode(QAbstractItemView::NoSelection);
    m_limits->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_limits->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_limits->setMinimumWidth(230);
    auto* form = new QFormLayout;
    form->addRow(tr("Threads per block"), m_blockSize);
    form->addRow(tr("Registers per thread"), m_registers);
    form->addRow(tr("Shared memory per block (B)"), m_shared);
    form->addRow(m_reset);
    auto* top = new QHBoxLayout;
    auto* texts = new QVBoxLayout;
    texts->addWidget(m_summary);
    texts->addWidget(m_whatIf);
    texts->addWidget(m_limiter);
    m_baseline->setObjectName(QStringLiteral("occupancyBaseline"));
    m_baseline->setWordWrap(true);
    m_baseline->setTextFormat(Qt::RichText);
    m_baseline->hide();
    texts->addWidget(m_baseline);
    texts->addLayout(form);
    texts->addStretch(1);
    top->addLayout(texts, 2);
    top->addWidget(m_limits, 1);
    for (QSpinBox* box : {m_blockSize, m_registers, m_shared})
        connect(box, &QSpinBox::valueChanged, this, &OccupancyWidget::inputEdited);
    connect(m_reset, &QPushButton::clicked, this, &OccupancyWidget::resetRequested);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    auto* plots = new QHBoxLayout;
    const QString titles[CurveCount]
        = {tr("Threads per block"), tr("Registers per thread"), tr("Shared memory per block (B)")};
    for (int i = 0; i < CurveCount; ++i) {
        auto* plot = new QCustomPlot(this);
        plot->setMinimumSize(220, 160);
        plot->xAxis->setLabel(titles[i]);
        plot->yAxis->setLabel(tr("Occupancy (%)"));
        plot->yAxis->setRange(0, 105);
        plot->addGraph();
        plot->graph(kCurveGraph)->setLineStyle(QCPGraph::lsStepLeft);
        plot->graph(kCurveGraph)->setPen(QPen(QColor(0x00, 0x5c, 0xc5), 2));
        plot->addGraph();
        plot->graph(kPointGraph)->setLineStyle(QCPGraph::lsNone);
        plot->graph(kPointGraph)
            ->setScatterStyle(QCPScatterStyle(
                QCPScatterStyle::ssCircle, QPen(QColor(0xd7, 0x3a, 0x49), 2), QColor(0xd7, 0x3a, 0x49), 10));
        plot->addGraph(); // the baseline's point, hollow and grey as on the roofline
        plot->graph(kBaselineGraph)->setLineStyle(QCPGraph::lsNone);
        plot->graph(kBaselineGraph)
            ->setScatterStyle(
                QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(QColor(0x60, 0x60, 0x60), 2), QBrush(Qt::NoBrush), 12));
        m_plots[i] = plot;
        plots->addWidget(plot, 1);
    }
    layout->addLayout(plots, 1);
    clear(tr("Compile the kernel to see its occupancy."));
}

QString OccupancyWidget::limiterName(core::OccupancyLimiter limiter)
{
    return OccupancyLimitsModel::limiterName(limiter);
}

void OccupancyWidget::setOccupancy(
    const core::OccupancyResult& occupancy, const core::OccupancyCurves& curves, bool whatIf)
{
    {
        const QSignalBlocker b1(m_blockSize), b2(m_registers), b3(m_shared);
        m_blockSize->setValue(occupancy.usage.blockSize);
        m_registers->setValue(occupancy.usage.registersPerThread);
        m_shared->setValue(occupancy.usage.sharedStatic + occupancy.usage.sharedDynamic);
    }
    setInputsEnabled(true);
    m_whatIf->setVisible(whatIf);
    m_reset->setEnabled(whatIf);
    setLimits(occupancy);
    m_summary->setText(tr("Theoretical occupancy %1 % — %2 of %3 warps per SM (sm_%4)")
                           .arg(qRound(occupancy.occupancy * 100.0))
                           .arg(occupancy.activeWarpsPerSm)
                           .arg(occupancy.maxWarpsPerSm)
                           .arg(occupancy.arch));
    QString limiter = tr("Limited by %1: %n block(s) per SM fit.", nullptr, occupancy.activeBlocksPerSm)
                          .arg(limiterName(occupancy.limiter));
    limiter += QLatin1Char(' ')
        + tr("Blocks allowed by warps %1, blocks %2, registers %3, shared memory %4.")
              .arg(occupancy.blocksByWarps)
              .arg(occupancy.blocksByBlocks)
              .arg(occupancy.blocksByRegisters)
              .arg(occupancy.blocksBySharedMemory);
    if (!occupancy.note.empty())
        limiter += QLatin1Char(' ') + QString::fromStdString(occupancy.note);
    m_limiter->setText(limiter);
    setCurve(BlockSizeCurve, curves.blockSize);
    setCurve(RegistersCurve, curves.registers);
    setCurve(SharedMemoryCurve, curves.sharedMemory);
    m_current = occupancy;
    refreshBaseline();
}

void OccupancyWidget::setCurve(Curve which, const core::OccupancyCurve& curve)
{
    QCustomPlot* plot = m_plots[which];
    QVector<double> xs, ys;
    double currentY = -1;
    for (const core::OccupancyPoint& p : curve.points) {
        xs << p.x;
        ys << p.occupancy * 100.0;
        if (p.x <= curve.current)
            currentY = p.occupancy * 100.0; // the step the current value falls on
    }
    plot->graph(kCurveGraph)->setData(xs, ys, true);
    plot->graph(kPointGraph)->data()->clear();
    if (currentY >= 0)
        plot->graph(kPointGraph)->addData(curve.current, currentY);
    if (!xs.isEmpty())
        plot->xAxis->setRange(std::min(0.0, xs.front()), std::max(xs.back(), double(curve.current)) * 1.02 + 1);
    plot->replot();
}

void OccupancyWidget::setLimits(const core::OccupancyResult& o)
{
    m_limitsModel->setOccupancy(o);
}

void OccupancyWidget::setInputsEnabled(bool enabled)
{
    for (QWidget* w :
        {static_cast<QWidget*>(m_blockSize), static_cast<QWidget*>(m_registers), static_cast<QWidget*>(m_shared)})
        w->setEnabled(enabled);
}

void OccupancyWidget::inputEdited()
{
    emit whatIfRequested(m_blockSize->value(), m_registers->value(), m_shared->value());
}

int OccupancyWidget::blockSizeInput() const
{
    return m_blockSize->value();
}

int OccupancyWidget::registersInput() const
{
    return m_registers->value();
}

int OccupancyWidget::sharedInput() const
{
    return m_shared->value();
}

void OccupancyWidget::editInputs(int blockSize, int registers, int sharedBytes)
{
    {
        const QSignalBlocker b1(m_blockSize), b2(m_registers), b3(m_shared);
        m_blockSize->setValue(blockSize);
        m_registers->setValue(registers);
        m_shared->setValue(sharedBytes);
    }
    inputEdited();
}

bool OccupancyWidget::whatIfShown() const
{
    return !m_whatIf->isHidden();
}

void OccupancyWidget::clear(const QString& reason)
{
    m_summary->setText(tr("Occupancy"));
    m_whatIf->hide();
    m_reset->setEnabled(false);
    m_limitsModel->clear();
    setInputsEnabled(false);
    m_limiter->setText(reason);
    for (QCustomPlot* plot : m_plots) {
        plot->graph(kCurveGraph)->data()->clear();
        plot->graph(kPointGraph)->data()->clear();
        plot->replot();
    }
    m_current.reset();
    refreshBaseline();
}

QString OccupancyWidget::summaryText() const
{
    return m_summary->text();
}
QString OccupancyWidget::limiterText() const
{
    return m_limiter->text();
}

QPointF OccupancyWidget::currentPoint(Curve curve) const
{
    const auto data = m_plots[curve]->graph(kPointGraph)->data();
    if (data->isEmpty())
        return QPointF(-1, -1);
    return QPointF(data->begin()->key, data->begin()->value);
}

int OccupancyWidget::pointCount(Curve curve) const
{
    return m_plots[curve]->graph(kCurveGraph)->dataCount();
}

} // namespace warpscope::widgets
