#include "widgets/stepseditor.h"

#include "widgets/stepseditormodel.h"

#include "widgets/dimstext.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QPushButton>
#include <QRegularExpression>
#include <QTableView>
#include <QVBoxLayout>

namespace warpscope::widgets {

StepsEditor::StepsEditor(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("stepsEditor"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_model = new StepsEditorModel(this);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("stepsTable"));
    m_table->setModel(m_model);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->setVisible(true); // the row number is the step number
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    layout->addWidget(m_table);
    auto* buttons = new QHBoxLayout;
    m_add = new QPushButton(tr("Add step"), this);
    m_add->setObjectName(QStringLiteral("addStepButton"));
    m_remove = new QPushButton(tr("Remove"), this);
    m_up = new QPushButton(tr("Move up"), this);
    m_down = new QPushButton(tr("Move down"), this);
    for (QPushButton* b : {m_add, m_remove, m_up, m_down})
        buttons->addWidget(b);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    connect(m_add, &QPushButton::clicked, this, &StepsEditor::addStep);
    connect(m_remove, &QPushButton::clicked, this, &StepsEditor::removeStep);
    connect(m_up, &QPushButton::clicked, this, [this] { moveStep(-1); });
    connect(m_down, &QPushButton::clicked, this, [this] { moveStep(1); });
    connect(m_model, &StepsEditorModel::dataChanged, this, [this] {
        if (!m_filling)
            emit changed();
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &StepsEditor::updateButtons);
    updateButtons();
}

void StepsEditor::setSteps(const std::vector<core::StepSpec>& steps, const core::KernelSpec& defaults)
{
    m_filling = true;
    m_steps = steps;
    m_defaults = defaults;
    std::vector<QStringList> rows;
    for (const auto& s : steps)
        rows.push_back(cells(s));
    m_model->setRows(rows);
    m_table->resizeColumnsToContents();
    m_filling = false;
    updateButtons();
}

QStringList StepsEditor::cells(const core::StepSpec& s)
{
    QStringList args;
    for (const auto& a : s.launch.args)
        args << QString::fromStdString(a.text);
    return {QString::fromStdString(s.name), QString::fromStdString(s.kernel.entry), joinDims(s.launch.grid),
        joinDims(s.launch.block), QString::fromStdString(s.launch.dynamicShared), args.join(QStringLiteral(", ")),
        repeatText(s.repeat)};
}

std::vector<core::StepSpec> StepsEditor::steps() const
{
    std::vector<core::StepSpec> out;
    for (int r = 0; r < m_model->rowCount(); ++r) {
        core::StepSpec s = r < int(m_steps.size()) ? m_steps[std::size_t(r)] : core::StepSpec {};
        if (r >= int(m_steps.size()))
            s.kernel = m_defaults;
        s.name = m_model->cell(r, Name).toStdString();
        s.kernel.entry = m_model->cell(r, Entry).toStdString();
        s.launch.grid = parseDims(m_model->cell(r, Grid));
        s.launch.block = parseDims(m_model->cell(r, Block));
        const QString shared = m_model->cell(r, Shared);
        s.launch.dynamicShared = shared.isEmpty() ? "0" : shared.toStdString();
        s.launch.args.clear();
        for (const QString& a : splitTopLevel(m_model->cell(r, Args))) {
            core::LaunchArg arg;
            arg.text = a.toStdString();
            s.launch.args.push_back(arg);
        }
        QString ignored;
        s.repeat = parseRepeat(m_model->cell(r, Repeat), &ignored);
        out.push_back(std::move(s));
    }
    return out;
}

QStringList StepsEditor::problems() const
{
    QStringList out;
    for (int r = 0; r < m_model->rowCount(); ++r) {
        if (m_model->cell(r, Entry).isEmpty())
            out << tr("Step %1: the entry is empty; name the kernel the step launches.").arg(r + 1);
        QString problem;
        parseRepeat(m_model->cell(r, Repeat), &problem);
        if (!problem.isEmpty())
            out << tr("Step %1: %2").arg(r + 1).arg(problem);
    }
    return out;
}

QString StepsEditor::repeatText(const std::vector<core::LoopSpec>& loops)
{
    QStringList parts;
    for (const auto& l : loops) {
        QString p
            = QStringLiteral("%1 from %2 to %3")
                  .arg(QString::fromStdString(l.var), QString::fromStdString(l.from), QString::fromStdString(l.to));
        if (l.step != "1")
            p += QStringLiteral(" step %1").arg(QString::fromStdString(l.step));
        parts << p;
    }
    return parts.join(QStringLiteral("; "));
}

std::vector<core::LoopSpec> StepsEditor::parseRepeat(const QString& text, QString* problem)
{
    static const QRegularExpression form(
        QStringLiteral(R"(^\s*([A-Za-z_]\w*)\s+from\s+(.+?)\s+to\s+(.+?)(?:\s+step\s+(.+?))?\s*$)"));
    std::vector<core::LoopSpec> loops;
    for (const QString& part : text.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        if (part.trimmed().isEmpty())
            continue;
        const auto m = form.match(part);
        if (!m.hasMatch()) {
            if (problem)
                *problem = tr("\"%1\" is not a loop; write \"VAR from A to B\" or \"VAR from A to B step S\", loops "
                              "separated by ';'")
                               .arg(part.trimmed());
            continue;
        }
        core::LoopSpec l;
        l.var = m.captured(1).toStdString();
        l.from = m.captured(2).trimmed().toStdString();
        l.to = m.captured(3).trimmed().toStdString();
        if (m.hasCaptured(4))
            l.step = m.captured(4).trimmed().toStdString();
        loops.push_back(std::move(l));
    }
    return loops;
}

void StepsEditor::addStep()
{
    // a new step starts as a copy of the selected one (or the last): most pipelines repeat a launch shape
    m_steps = steps();
    const int from = m_table->currentIndex().row() >= 0 ? m_table->currentIndex().row() : int(m_steps.size()) - 1;
    core::StepSpec s;
    if (from >= 0) {
        s = m_steps[std::size_t(from)];
        s.name.clear();
        s.repeat.clear();
    } else {
        s.kernel = m_defaults;
        s.launch.grid = {"1", "1", "1"};
    }
    m_steps.push_back(s);
    setSteps(m_steps, m_defaults);
    m_table->selectRow(m_model->rowCount() - 1);
    emit changed();
}

void StepsEditor::removeStep()
{
    const int row = m_table->currentIndex().row();
    if (row < 0 || m_model->rowCount() <= 1)
        return;
    m_steps = steps();
    m_steps.erase(m_steps.begin() + row);
    setSteps(m_steps, m_defaults);
    emit changed();
}

void StepsEditor::moveStep(int delta)
{
    const int row = m_table->currentIndex().row();
    const int to = row + delta;
    if (row < 0 || to < 0 || to >= m_model->rowCount())
        return;
    m_steps = steps();
    std::swap(m_steps[std::size_t(row)], m_steps[std::size_t(to)]);
    setSteps(m_steps, m_defaults);
    m_table->selectRow(to);
    emit changed();
}

void StepsEditor::updateButtons()
{
    const int row = m_table->currentIndex().row();
    m_remove->setEnabled(row >= 0 && m_model->rowCount() > 1);
    m_up->setEnabled(row > 0);
    m_down->setEnabled(row >= 0 && row + 1 < m_model->rowCount());
}

} // namespace warpscope::widgets
