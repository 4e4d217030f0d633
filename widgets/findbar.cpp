#include "widgets/findbar.h"

#include <Qsci/qsciscintilla.h>

#include <QCheckBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace warpscope::widgets {

FindBar::FindBar(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("findBar"));
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(4, 2, 4, 2);
    auto* findRow = new QHBoxLayout;
    m_find = new QLineEdit(this);
    m_find->setObjectName(QStringLiteral("findField"));
    m_find->setPlaceholderText(tr("Find"));
    auto* next = new QPushButton(tr("Next"), this);
    auto* prev = new QPushButton(tr("Previous"), this);
    m_case = new QCheckBox(tr("Match case"), this);
    m_regex = new QCheckBox(tr("Regular expression"), this);
    m_status = new QLabel(this);
    auto* close = new QPushButton(tr("Close"), this);
    findRow->addWidget(m_find, 1);
    findRow->addWidget(prev);
    findRow->addWidget(next);
    findRow->addWidget(m_case);
    findRow->addWidget(m_regex);
    findRow->addWidget(m_status);
    findRow->addWidget(close);
    m_replaceRow = new QWidget(this);
    auto* replaceRow = new QHBoxLayout(m_replaceRow);
    replaceRow->setContentsMargins(0, 0, 0, 0);
    m_replace = new QLineEdit(m_replaceRow);
    m_replace->setObjectName(QStringLiteral("replaceField"));
    m_replace->setPlaceholderText(tr("Replace with"));
    auto* replace = new QPushButton(tr("Replace"), m_replaceRow);
    auto* all = new QPushButton(tr("Replace all"), m_replaceRow);
    replaceRow->addWidget(m_replace, 1);
    replaceRow->addWidget(replace);
    replaceRow->addWidget(all);
    outer->addLayout(findRow);
    outer->addWidget(m_replaceRow);
    connect(next, &QPushButton::clicked, this, [this] { findNext(false); });
    connect(prev, &QPushButton::clicked, this, [this] { findNext(true); });
    connect(m_find, &QLineEdit::returnPressed, this, [this] { findNext(false); });
    connect(replace, &QPushButton::clicked, this, &FindBar::replaceOne);
    connect(all, &QPushButton::clicked, this, [this] {
        const int n = replaceAll();
        m_status->setText(tr("%n replaced", nullptr, n));
    });
    connect(close, &QPushButton::clicked, this, &QWidget::hide);
    hide();
}

void FindBar::setEditor(QsciScintilla* editor)
{
    m_editor = editor;
}

void FindBar::activate(bool replace)
{
    m_replaceRow->setVisible(replace);
    if (m_editor && m_editor->hasSelectedText() && !m_editor->selectedText().contains('\n'))
        m_find->setText(m_editor->selectedText());
    show();
    m_find->setFocus();
    m_find->selectAll();
}

bool FindBar::findNext(bool backward)
{
    if (!m_editor || m_find->text().isEmpty())
        return false;
    int line = 0, index = 0;
    m_editor->getCursorPosition(&line, &index);
    if (backward && m_editor->hasSelectedText()) {
        int l1, i1, l2, i2;
        m_editor->getSelection(&l1, &i1, &l2, &i2);
        line = l1;
        index = i1;
    }
    const bool found = m_editor->findFirst(
        m_find->text(), m_regex->isChecked(), m_case->isChecked(), false, true, !backward, line, index);
    m_status->setText(found ? QString() : tr("Not found"));
    return found;
}

void FindBar::replaceOne()
{
    if (!m_editor)
        return;
    if (m_editor->hasSelectedText())
        m_editor->replace(m_replace->text());
    findNext(false);
}

int FindBar::replaceAll()
{
    if (!m_editor || m_find->text().isEmpty())
        return 0;
    int count = 0;
    m_editor->beginUndoAction();
    bool found
        = m_editor->findFirst(m_find->text(), m_regex->isChecked(), m_case->isChecked(), false, false, true, 0, 0);
    while (found) {
        m_editor->replace(m_replace->text());
        ++count;
        found = m_editor->findNext();
    }
    m_editor->endUndoAction();
    return count;
}

void FindBar::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Escape) {
        hide();
        if (m_editor)
            m_editor->setFocus();
        return;
    }
    QWidget::keyPressEvent(event);
}

} // namespace warpscope::widgets
