// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "wiki/wikimerge.h"

#include <QDialog>

class QButtonGroup;
class QPlainTextEdit;
class QPushButton;

namespace Krajina {

// The conflicts of one page side by side: for each, Krajina's paragraphs and
// the wiki's, and the text that settles it: Krajina's, the wiki's or one the
// user edits (editing picks "Edit"). A page never synced that differs from
// the wiki's is one conflict, the whole page: the dialog then explains
// adopting the wiki's page (taken as it is, nothing pushed), which it offers
// first. The texts wrap: nothing scrolls sideways.
class WikiConflictDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Kind : std::uint8_t {
        Conflicts, // paragraphs changed on both sides since the last sync
        NeverSynced, // the page was never synced: adopt the wiki's, or keep Krajina's
    };
    WikiConflictDialog(const QString &page, const WikiMerge &merge, Kind kind = Kind::Conflicts,
                       QWidget *parent = nullptr);

    int conflictCount() const { return int(m_choices.size()); }
    void setTake(int conflict, WikiMerge::Take take);
    void setEditedText(int conflict, const QString &text);
    QList<WikiMerge::Take> takes() const;
    QStringList editedTexts() const;

private:
    struct Conflict
    {
        QButtonGroup *choice;
        QPlainTextEdit *result;
        QString mine;
        QString theirs;
    };
    void updateAcceptText();

    Kind m_kind;
    QPushButton *m_accept = nullptr;
    QList<Conflict> m_choices;
};

} // namespace Krajina
