// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "wikiconflictdialog.h"

#include <QButtonGroup>
#include <QDialogButtonBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

QPlainTextEdit *readOnlyText(const QString &text, QWidget *parent)
{
    auto *edit = new QPlainTextEdit(text, parent);
    edit->setReadOnly(true);
    edit->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    return edit;
}

} // namespace

WikiConflictDialog::WikiConflictDialog(const QString &page, const WikiMerge &merge, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(u"wikiConflictDialog"_s);
    setWindowTitle(tr("Resolve Conflicts: %1").arg(page));
    auto *content = new QWidget;
    auto *contentLayout = new QVBoxLayout(content);
    auto *intro = new QLabel(tr("These paragraphs changed both in Krajina and on the wiki since they were last "
                                "synced. Choose for each which text the page keeps; the choice can be undone."),
                             content);
    intro->setWordWrap(true);
    contentLayout->addWidget(intro);
    int number = 0;
    for (const WikiMergeChunk &chunk : merge.chunks) {
        if (!chunk.conflict)
            continue;
        ++number;
        auto *box = new QGroupBox(tr("Conflict %1 of %2").arg(number).arg(merge.conflictCount()), content);
        auto *grid = new QGridLayout(box);
        Conflict conflict;
        conflict.mine = joinWikiParagraphs(chunk.mine);
        conflict.theirs = joinWikiParagraphs(chunk.theirs);
        grid->addWidget(new QLabel(tr("In Krajina"), box), 0, 0);
        grid->addWidget(new QLabel(tr("On the wiki"), box), 0, 1);
        grid->addWidget(readOnlyText(conflict.mine, box), 1, 0);
        grid->addWidget(readOnlyText(conflict.theirs, box), 1, 1);
        conflict.choice = new QButtonGroup(box);
        auto *mine = new QRadioButton(tr("&Keep Krajina's"), box);
        mine->setToolTip(tr("The page keeps Krajina's text here; the next push sends it to the wiki"));
        auto *theirs = new QRadioButton(tr("Take the &wiki's"), box);
        theirs->setToolTip(tr("The page takes the wiki's text here"));
        auto *edited = new QRadioButton(tr("&Edit"), box);
        edited->setToolTip(tr("The page keeps the text below, as you edit it"));
        conflict.choice->addButton(mine, int(WikiMerge::Take::Mine));
        conflict.choice->addButton(theirs, int(WikiMerge::Take::Wiki));
        conflict.choice->addButton(edited, int(WikiMerge::Take::Edited));
        auto *choices = new QHBoxLayout;
        choices->addWidget(mine);
        choices->addWidget(theirs);
        choices->addWidget(edited);
        choices->addStretch();
        grid->addLayout(choices, 2, 0, 1, 2);
        conflict.result = new QPlainTextEdit(conflict.mine, box);
        conflict.result->setObjectName(u"wikiConflictResult"_s);
        conflict.result->setToolTip(tr("The text the page keeps for this conflict"));
        grid->addWidget(conflict.result, 3, 0, 1, 2);
        mine->setChecked(true);
        const int index = int(m_choices.size());
        connect(conflict.choice, &QButtonGroup::idClicked, this,
                [this, index](int id) { setTake(index, WikiMerge::Take(id)); });
        connect(conflict.result, &QPlainTextEdit::textChanged, this, [this, index] {
            const Conflict &changed = m_choices.at(index);
            const QString text = changed.result->toPlainText();
            const int current = changed.choice->checkedId();
            if ((current == int(WikiMerge::Take::Mine) && text != changed.mine)
                || (current == int(WikiMerge::Take::Wiki) && text != changed.theirs))
                changed.choice->button(int(WikiMerge::Take::Edited))->setChecked(true);
        });
        m_choices.append(conflict);
        contentLayout->addWidget(box);
    }
    contentLayout->addStretch();
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setWidget(content);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Resolve"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(scroll, 1);
    layout->addWidget(buttons);
    resize(900, 600);
}

void WikiConflictDialog::setTake(int conflict, WikiMerge::Take take)
{
    Conflict &chosen = m_choices[conflict];
    chosen.choice->button(int(take))->setChecked(true);
    if (take == WikiMerge::Take::Edited)
        return;
    const QSignalBlocker blocker(chosen.result);
    chosen.result->setPlainText(take == WikiMerge::Take::Mine ? chosen.mine : chosen.theirs);
}

void WikiConflictDialog::setEditedText(int conflict, const QString &text)
{
    m_choices[conflict].result->setPlainText(text);
    m_choices[conflict].choice->button(int(WikiMerge::Take::Edited))->setChecked(true);
}

QList<WikiMerge::Take> WikiConflictDialog::takes() const
{
    QList<WikiMerge::Take> takes;
    for (const Conflict &conflict : m_choices)
        takes.append(WikiMerge::Take(conflict.choice->checkedId()));
    return takes;
}

QStringList WikiConflictDialog::editedTexts() const
{
    QStringList texts;
    for (const Conflict &conflict : m_choices)
        texts.append(conflict.choice->checkedId() == int(WikiMerge::Take::Edited) ? conflict.result->toPlainText()
                                                                                  : QString());
    return texts;
}

} // namespace Krajina
