// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "wiki/wikimerge.h"

#include <QDialog>

class QButtonGroup;
class QPlainTextEdit;

namespace Krajina {

// The conflicts of one page side by side: for each, Krajina's paragraphs and
// the wiki's, and the text that settles it: Krajina's, the wiki's or one the
// user edits (editing picks "Edit").
class WikiConflictDialog : public QDialog
{
    Q_OBJECT
public:
    WikiConflictDialog(const QString &page, const WikiMerge &merge, QWidget *parent = nullptr);

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
    QList<Conflict> m_choices;
};

} // namespace Krajina
