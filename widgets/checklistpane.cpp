#include "widgets/checklistpane.h"

#include <QComboBox>
#include <QFormLayout>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QPlainTextEdit>
#include <QScrollArea>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace warpscope::widgets {

using core::Verdict;

namespace {
constexpr Verdict kVerdicts[] = {Verdict::Open, Verdict::Pass, Verdict::Fail, Verdict::NotApplicable};

void fillVerdicts(QComboBox* box)
{
    for (Verdict v : kVerdicts)
        box->addItem(ChecklistPane::verdictTitle(v), int(v));
}
} // namespace

QString ChecklistPane::verdictTitle(Verdict v)
{
    switch (v) {
    case Verdict::Pass:
        return tr("Pass");
    case Verdict::Fail:
        return tr("Fail");
    case Verdict::NotApplicable:
        return tr("Not applicable");
    case Verdict::Open:
        break;
    }
    return tr("Open");
}

QString ChecklistPane::questionText(const std::string& id, const std::string& fallback)
{
    if (id == "correct_seeds_shapes")
        return tr("Correct across seeds and shapes: every output matches the reference for every seed and for awkward "
                  "shapes (not a multiple of the block, 1, primes, large).");
    if (id == "tolerance_justified")
        return tr("Tolerance justified: the absolute, relative and ULP tolerances fit the dtype and the accumulation "
                  "length.");
    if (id == "no_vacuous_pass")
        return tr("No vacuous pass: an all-zero or unchanged output would fail, and the reference is not constant.");
    if (id == "benchmark_fair")
        return tr("Benchmark fair: warm-up, repeated runs, median and spread, L2 state stated, the same inputs and "
                  "sizes for baseline and candidate, no work outside the timed region.");
    if (id == "resources_occupancy")
        return tr("Resources and occupancy: registers, spills, shared memory and occupancy are reasonable for the "
                  "launch.");
    if (id == core::kImplementationsAgreeItem)
        return tr("Translation or fusion preserves semantics: on the same seeds every implementation gives the result "
                  "of the others (bit-identical or within tolerance), and each pair that differs is explained by its "
                  "difference view.");
    if (id == "findings")
        return tr("Findings: out-of-bounds accesses, races, uninitialised reads and divergent barriers are absent or "
                  "explained.");
    return QString::fromStdString(fallback);
}

ChecklistPane::ChecklistPane(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("checklistPane"));
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(4, 4, 4, 4);
    auto* top = new QFormLayout;
    m_overall = new QComboBox(this);
    m_overall->setObjectName(QStringLiteral("overallVerdict"));
    m_overall->addItem(tr("Derived from the checklist"), int(Verdict::Open));
    for (Verdict v : {Verdict::Pass, Verdict::Fail, Verdict::NotApplicable})
        m_overall->addItem(verdictTitle(v), int(v));
    m_effective = new QLabel(this);
    m_effective->setObjectName(QStringLiteral("effectiveVerdict"));
    top->addRow(tr("Overall verdict:"), m_overall);
    top->addRow(QString(), m_effective);
    outer->addLayout(top);
    connect(m_overall, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_updating)
            emit overallVerdictEdited(Verdict(m_overall->currentData().toInt()));
    });

    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* content = new QWidget(scroll);
    m_list = new QVBoxLayout(content);
    m_list->setContentsMargins(0, 0, 0, 0);
    m_list->addStretch(1);
    scroll->setWidget(content);
    outer->addWidget(scroll, 1);
}

void ChecklistPane::addRow()
{
    const int index = int(m_rows.size());
    Row row;
    auto* frame = new QFrame;
    frame->setFrameShape(QFrame::StyledPanel);
    auto* layout = new QVBoxLayout(frame);
    row.question = new QLabel(frame);
    row.question->setWordWrap(true);
    row.verdict = new QComboBox(frame);
    row.verdict->setObjectName(QStringLiteral("verdict%1").arg(index));
    fillVerdicts(row.verdict);
    row.evidence = new QToolButton(frame);
    row.evidence->setObjectName(QStringLiteral("evidence%1").arg(index));
    row.evidence->setPopupMode(QToolButton::InstantPopup);
    row.evidence->setMenu(new QMenu(row.evidence));
    connect(row.evidence->menu(), &QMenu::aboutToShow, this, [this, index] { rebuildEvidenceMenu(index); });
    row.note = new QPlainTextEdit(frame);
    row.note->setObjectName(QStringLiteral("note%1").arg(index));
    row.note->setPlaceholderText(tr("Note (Markdown): what you checked and what you found"));
    row.note->setFixedHeight(row.note->fontMetrics().lineSpacing() * 4 + 10);
    auto* controls = new QHBoxLayout;
    controls->addWidget(row.verdict);
    controls->addWidget(row.evidence);
    controls->addStretch(1);
    layout->addWidget(row.question);
    layout->addLayout(controls);
    layout->addWidget(row.note);
    row.frame = frame;
    m_list->insertWidget(m_list->count() - 1, frame);
    connect(row.verdict, &QComboBox::currentIndexChanged, this, [this, index] {
        m_rows[std::size_t(index)].item.verdict = Verdict(m_rows[std::size_t(index)].verdict->currentData().toInt());
        emitEdited(index);
    });
    connect(row.note, &QPlainTextEdit::textChanged, this, [this, index] {
        m_rows[std::size_t(index)].item.note = m_rows[std::size_t(index)].note->toPlainText().toStdString();
        emitEdited(index);
    });
    m_rows.push_back(row);
}

void ChecklistPane::emitEdited(int index)
{
    if (!m_updating)
        emit itemEdited(index, m_rows[std::size_t(index)].item);
}

void ChecklistPane::setItems(const std::vector<core::ChecklistItem>& items)
{
    m_updating = true;
    while (m_rows.size() < items.size())
        addRow();
    while (m_rows.size() > items.size()) {
        delete m_rows.back().frame;
        m_rows.pop_back();
    }
    for (std::size_t i = 0; i < items.size(); ++i) {
        Row& row = m_rows[i];
        row.item = items[i];
        row.question->setText(QStringLiteral("%1. %2").arg(i + 1).arg(questionText(items[i].id, items[i].question)));
        const int v = row.verdict->findData(int(items[i].verdict));
        if (row.verdict->currentIndex() != v)
            row.verdict->setCurrentIndex(v);
        const QString note = QString::fromStdString(items[i].note);
        if (row.note->toPlainText() != note)
            row.note->setPlainText(note);
        updateEvidenceText(row);
    }
    m_updating = false;
}

void ChecklistPane::setEvidence(const QList<QPair<QString, QString>>& evidence)
{
    m_evidence = evidence;
    for (Row& row : m_rows)
        updateEvidenceText(row);
}

void ChecklistPane::updateEvidenceText(Row& row)
{
    QStringList cited;
    for (const std::string& id : row.item.evidence)
        cited << QString::fromStdString(id);
    row.evidence->setText(
        cited.isEmpty() ? tr("Cite evidence…") : tr("Evidence: %1").arg(cited.join(QStringLiteral(", "))));
}

// Built when the menu opens, never while one of its actions is still delivering a signal.
void ChecklistPane::rebuildEvidenceMenu(int index)
{
    Row& row = m_rows[std::size_t(index)];
    QMenu* menu = row.evidence->menu();
    menu->clear();
    if (m_evidence.isEmpty())
        menu->addAction(tr("No evidence yet: capture a pane with Ctrl+Shift+P"))->setEnabled(false);
    for (const auto& [id, caption] : std::as_const(m_evidence)) {
        QAction* a = menu->addAction(caption.isEmpty() ? id : QStringLiteral("%1: %2").arg(id, caption));
        a->setCheckable(true);
        const auto& cited = row.item.evidence;
        a->setChecked(std::find(cited.begin(), cited.end(), id.toStdString()) != cited.end());
        connect(a, &QAction::toggled, this, [this, index, id = id](bool on) {
            auto& list = m_rows[std::size_t(index)].item.evidence;
            std::erase(list, id.toStdString());
            if (on)
                list.push_back(id.toStdString());
            updateEvidenceText(m_rows[std::size_t(index)]);
            emitEdited(index);
        });
    }
}

void ChecklistPane::setOverallVerdict(Verdict chosen, Verdict effective)
{
    m_updating = true;
    m_overall->setCurrentIndex(m_overall->findData(int(chosen)));
    m_effective->setText(tr("The review's verdict: %1").arg(verdictTitle(effective)));
    m_updating = false;
}

QComboBox* ChecklistPane::verdictBox(int index) const
{
    return m_rows.at(std::size_t(index)).verdict;
}

QPlainTextEdit* ChecklistPane::noteEdit(int index) const
{
    return m_rows.at(std::size_t(index)).note;
}

QToolButton* ChecklistPane::evidenceButton(int index) const
{
    return m_rows.at(std::size_t(index)).evidence;
}

} // namespace warpscope::widgets
