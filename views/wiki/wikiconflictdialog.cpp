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

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

// Wrapped at the edge, and a word too long for a line (a table row, an
// address) broken anywhere, so that no text scrolls sideways.
QPlainTextEdit *wrappedText(const QString &text, QWidget *parent)
{
    auto *edit = new QPlainTextEdit(text, parent);
    edit->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    edit->setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    edit->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    return edit;
}

QPlainTextEdit *readOnlyText(const QString &text, QWidget *parent)
{
    auto *edit = wrappedText(text, parent);
    edit->setReadOnly(true);
    return edit;
}

QLabel *wrappedLabel(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    return label;
}

} // namespace

WikiConflictDialog::WikiConflictDialog(const QString &page, const WikiMerge &merge, Kind kind, QWidget *parent)
    : QDialog(parent)
    , m_kind(kind)
{
    setObjectName(u"wikiConflictDialog"_s);
    const bool adopting = kind == Kind::NeverSynced;
    setWindowTitle(adopting ? tr("Adopt the Wiki's Page: %1").arg(page) : tr("Resolve Conflicts: %1").arg(page));
    auto *content = new QWidget;
    auto *contentLayout = new QVBoxLayout(content);
    QLabel *intro = nullptr;
    if (adopting) {
        intro = wrappedLabel(
            tr("This page is already on the wiki, written there before Krajina synced it, and its text differs "
               "from Krajina's. Krajina cannot tell which one is newer, so it asks.\n\n"
               "Adopting takes the wiki's page into Krajina exactly as it is on the wiki, word for word; nothing "
               "is sent to the wiki. From then on Krajina compares the page with this text, and your later edits "
               "are pushed paragraph by paragraph.\n\n"
               "Keeping Krajina's text instead means that the next push replaces the wiki's page with it. Either "
               "choice can be undone."),
            content);
    } else {
        intro = wrappedLabel(tr("These paragraphs changed both in Krajina and on the wiki since they were last "
                                "synced. Choose for each which text the page keeps; the choice can be undone."),
                             content);
    }
    intro->setObjectName(u"wikiConflictIntro"_s);
    contentLayout->addWidget(intro);
    int number = 0;
    for (const WikiMergeChunk &chunk : merge.chunks) {
        if (!chunk.conflict)
            continue;
        ++number;
        auto *box = new QGroupBox(
            adopting ? tr("The whole page") : tr("Conflict %1 of %2").arg(number).arg(merge.conflictCount()), content);
        auto *grid = new QGridLayout(box);
        Conflict conflict;
        conflict.mine = joinWikiParagraphs(chunk.mine);
        conflict.theirs = joinWikiParagraphs(chunk.theirs);
        grid->addWidget(wrappedLabel(tr("In Krajina"), box), 0, 0);
        grid->addWidget(wrappedLabel(tr("On the wiki"), box), 0, 1);
        grid->addWidget(readOnlyText(conflict.mine, box), 1, 0);
        grid->addWidget(readOnlyText(conflict.theirs, box), 1, 1);
        conflict.choice = new QButtonGroup(box);
        auto *mine = new QRadioButton(tr("&Keep Krajina's"), box);
        mine->setToolTip(adopting ? tr("Krajina keeps its own page; the next push replaces the wiki's page with it")
                                  : tr("The page keeps Krajina's text here; the next push sends it to the wiki"));
        auto *theirs = new QRadioButton(adopting ? tr("Adopt the &wiki's page as it is") : tr("Take the &wiki's"), box);
        theirs->setToolTip(adopting ? tr("Krajina takes the wiki's page word for word; nothing is pushed")
                                    : tr("The page takes the wiki's text here"));
        auto *edited = new QRadioButton(tr("&Edit"), box);
        edited->setToolTip(tr("The page keeps the text below, as you edit it"));
        conflict.choice->addButton(mine, int(WikiMerge::Take::Mine));
        conflict.choice->addButton(theirs, int(WikiMerge::Take::Wiki));
        conflict.choice->addButton(edited, int(WikiMerge::Take::Edited));
        auto *choices = new QHBoxLayout;
        if (adopting) {
            choices->addWidget(theirs);
            choices->addWidget(mine);
        } else {
            choices->addWidget(mine);
            choices->addWidget(theirs);
        }
        choices->addWidget(edited);
        choices->addStretch();
        grid->addLayout(choices, 2, 0, 1, 2);
        conflict.result = wrappedText(conflict.mine, box);
        conflict.result->setObjectName(u"wikiConflictResult"_s);
        conflict.result->setToolTip(tr("The text the page keeps for this conflict"));
        grid->addWidget(wrappedLabel(tr("What the page keeps (edit it to merge by hand):"), box), 3, 0, 1, 2);
        grid->addWidget(conflict.result, 4, 0, 1, 2);
        const int index = int(m_choices.size());
        connect(conflict.choice, &QButtonGroup::idClicked, this,
                [this, index](int id) { setTake(index, WikiMerge::Take(id)); });
        connect(conflict.result, &QPlainTextEdit::textChanged, this, [this, index] {
            const Conflict &changed = m_choices.at(index);
            const QString text = changed.result->toPlainText();
            const int current = changed.choice->checkedId();
            if ((current == int(WikiMerge::Take::Mine) && text != changed.mine)
                || (current == int(WikiMerge::Take::Wiki) && text != changed.theirs)) {
                changed.choice->button(int(WikiMerge::Take::Edited))->setChecked(true);
                updateAcceptText();
            }
        });
        m_choices.append(conflict);
        contentLayout->addWidget(box);
        // Adopting is what a page never synced usually wants: offered first.
        setTake(index, adopting ? WikiMerge::Take::Wiki : WikiMerge::Take::Mine);
    }
    contentLayout->addStretch();
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(content);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_accept = buttons->button(QDialogButtonBox::Ok);
    m_accept->setObjectName(u"wikiConflictAccept"_s);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(scroll, 1);
    layout->addWidget(buttons);
    updateAcceptText();
    // Within a 1280 × 800 screen, with room for the window's frame and a panel.
    resize(900, 600);
}

void WikiConflictDialog::updateAcceptText()
{
    if (!m_accept)
        return;
    const QList<WikiMerge::Take> chosen = takes();
    const bool allWiki = !chosen.isEmpty()
        && std::ranges::all_of(chosen, [](WikiMerge::Take take) { return take == WikiMerge::Take::Wiki; });
    if (m_kind == Kind::NeverSynced && allWiki)
        m_accept->setText(tr("&Adopt"));
    else if (m_kind == Kind::NeverSynced)
        m_accept->setText(tr("&Keep Krajina's Page"));
    else
        m_accept->setText(tr("&Resolve"));
}

void WikiConflictDialog::setTake(int conflict, WikiMerge::Take take)
{
    Conflict &chosen = m_choices[conflict];
    chosen.choice->button(int(take))->setChecked(true);
    updateAcceptText();
    if (take == WikiMerge::Take::Edited)
        return;
    const QSignalBlocker blocker(chosen.result);
    chosen.result->setPlainText(take == WikiMerge::Take::Mine ? chosen.mine : chosen.theirs);
}

void WikiConflictDialog::setEditedText(int conflict, const QString &text)
{
    m_choices[conflict].result->setPlainText(text);
    m_choices[conflict].choice->button(int(WikiMerge::Take::Edited))->setChecked(true);
    updateAcceptText();
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
