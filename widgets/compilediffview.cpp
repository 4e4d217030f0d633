#include "widgets/compilediffview.h"

#include "widgets/asmview.h"
#include "widgets/compileoptionspanel.h"
#include "widgets/resourcediffmodel.h"

#include <QComboBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace warpscope::widgets {

namespace {
/// A side: which implementation (a row shown only for a task with several), then its options.
QGroupBox* framed(const QString& title, QComboBox* implementation, QWidget* content, QWidget* parent)
{
    auto* box = new QGroupBox(title, parent);
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(4, 4, 4, 4);
    auto* row = new QWidget(box);
    auto* rowLayout = new QHBoxLayout(row);
    rowLayout->setContentsMargins(0, 0, 0, 0);
    auto* label = new QLabel(CompileDiffView::tr("Implementation:"), row);
    label->setBuddy(implementation);
    rowLayout->addWidget(label);
    rowLayout->addWidget(implementation, 1);
    row->hide(); // until setImplementations lists two or more
    layout->addWidget(row);
    layout->addWidget(content);
    return box;
}

QSplitter* sideBySide(AsmView* a, AsmView* b, QWidget* parent)
{
    auto* splitter = new QSplitter(Qt::Horizontal, parent);
    splitter->addWidget(a);
    splitter->addWidget(b);
    return splitter;
}
} // namespace

CompileDiffView::CompileDiffView(QWidget* parent)
    : QWidget(parent)
    , m_optionsA(new CompileOptionsPanel(this))
    , m_optionsB(new CompileOptionsPanel(this))
    , m_implementationA(new QComboBox(this))
    , m_implementationB(new QComboBox(this))
    , m_compare(new QPushButton(tr("Compile both and compare"), this))
    , m_status(new QLabel(this))
    , m_tabs(new QTabWidget(this))
    , m_ptxA(new AsmView(AsmLexer::Dialect::Ptx, this))
    , m_ptxB(new AsmView(AsmLexer::Dialect::Ptx, this))
    , m_sassA(new AsmView(AsmLexer::Dialect::Sass, this))
    , m_sassB(new AsmView(AsmLexer::Dialect::Sass, this))
    , m_resourcesModel(new ResourceDiffModel(this))
    , m_resources(new QTableView(this))
{
    setObjectName(QStringLiteral("compileDiffView"));
    m_optionsA->setObjectName(QStringLiteral("optionsA"));
    m_optionsB->setObjectName(QStringLiteral("optionsB"));
    m_implementationA->setObjectName(QStringLiteral("implementationA"));
    m_implementationB->setObjectName(QStringLiteral("implementationB"));
    for (QComboBox* box : {m_implementationA, m_implementationB})
        box->setToolTip(tr("The [[implementation]] this side compiles, at its own architecture when it names "
                           "one: two implementations (a translation, a migration to another arch) or the same "
                           "one under two option sets"));
    m_compare->setObjectName(QStringLiteral("compareButton"));
    m_status->setObjectName(QStringLiteral("compareStatus"));
    m_resources->setObjectName(QStringLiteral("resourcesDiffTable"));
    m_optionsA->setCompileButtonVisible(false);
    m_optionsB->setCompileButtonVisible(false);
    m_status->setWordWrap(true);

    m_resources->setModel(m_resourcesModel);
    m_resources->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_resources->verticalHeader()->hide();
    m_resources->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_tabs->addTab(sideBySide(m_ptxA, m_ptxB, m_tabs), tr("PTX"));
    m_tabs->addTab(sideBySide(m_sassA, m_sassB, m_tabs), tr("SASS"));
    m_tabs->addTab(m_resources, tr("Resources"));

    auto* options = new QHBoxLayout;
    options->addWidget(framed(tr("A"), m_implementationA, m_optionsA, this));
    options->addWidget(framed(tr("B"), m_implementationB, m_optionsB, this));
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(options);
    auto* row = new QHBoxLayout;
    row->addWidget(m_compare);
    row->addWidget(m_status, 1);
    layout->addLayout(row);
    layout->addWidget(m_tabs, 1);
    connect(m_compare, &QPushButton::clicked, this, &CompileDiffView::compareRequested);
}

int CompileDiffView::removedColour()
{
    return 7;
}
int CompileDiffView::addedColour()
{
    return 2;
}

void CompileDiffView::setArchs(const std::vector<int>& archs)
{
    m_optionsA->setArchs(archs);
    m_optionsB->setArchs(archs);
}

void CompileDiffView::setImplementations(const QStringList& names, const QString& currentA, const QString& currentB)
{
    for (auto [box, current] : {std::pair {m_implementationA, currentA}, std::pair {m_implementationB, currentB}}) {
        box->clear();
        box->addItems(names);
        box->setCurrentIndex(std::max(0, int(names.indexOf(current))));
        box->parentWidget()->setVisible(names.size() > 1);
    }
}

QStringList CompileDiffView::implementations() const
{
    QStringList names;
    for (int i = 0; i < m_implementationA->count(); ++i)
        names << m_implementationA->itemText(i);
    return names;
}

QString CompileDiffView::implementation(bool sideB) const
{
    return (sideB ? m_implementationB : m_implementationA)->currentText();
}

void CompileDiffView::setStatus(const QString& text)
{
    m_status->setText(text);
}
QString CompileDiffView::status() const
{
    return m_status->text();
}

void CompileDiffView::setResults(
    const core::CompileResult& a, const core::CompileResult& b, const core::CompileDiff& diff)
{
    showText(m_ptxA, m_ptxB, a.ptx, b.ptx, diff.ptx, {}, {});
    showText(m_sassA, m_sassB, a.sass, b.sass, diff.sass, a.sassError, b.sassError);
    fillResources(diff.resources);
    setStatus(tr("PTX: %1 lines removed, %2 added. SASS: %3 removed, %4 added.")
                  .arg(diff.ptx.removed)
                  .arg(diff.ptx.added)
                  .arg(diff.sass.removed)
                  .arg(diff.sass.added));
}

void CompileDiffView::showText(AsmView* a, AsmView* b, const std::string& textA, const std::string& textB,
    const core::TextDiff& diff, const std::string& messageA, const std::string& messageB)
{
    QMap<int, int> removed, added;
    for (const core::DiffHunk& hunk : diff.hunks)
        for (const core::DiffLine& line : hunk.lines) {
            if (line.kind == core::DiffLine::Kind::Removed)
                removed.insert(line.lineA, removedColour());
            else if (line.kind == core::DiffLine::Kind::Added)
                added.insert(line.lineB, addedColour());
        }
    auto show = [](AsmView* view, const std::string& text, const std::string& message, const QMap<int, int>& marks) {
        if (text.empty() && !message.empty()) {
            view->setMessage(QString::fromStdString(message));
            return;
        }
        view->setListing(QString::fromStdString(text));
        view->setLineColours(marks);
    };
    show(a, textA, messageA, removed);
    show(b, textB, messageB, added);
    if (!diff.hunks.empty()) {
        a->showLine(std::max(1, diff.hunks.front().startA));
        b->showLine(std::max(1, diff.hunks.front().startB));
    }
}

void CompileDiffView::fillResources(const std::vector<core::ResourceDelta>& deltas)
{
    m_resourcesModel->setDeltas(deltas);
}

} // namespace warpscope::widgets
