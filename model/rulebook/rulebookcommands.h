// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "language.h"
#include "rulepage.h"
#include "undomergeid.h"

#include <QUndoCommand>

namespace Krajina {

class RulebookStore;

// The undoable rulebook edits. Each keeps the page as it was and as it
// becomes, so undo gives back exactly the page before, bookkeeping included
// (an English edit that made a translation outdated is undone with it).
class ChangeRulePage : public QUndoCommand
{
public:
    void undo() override;
    void redo() override;

protected:
    ChangeRulePage(RulebookStore *store, const RulePage &before, const QString &text, QUndoCommand *parent = nullptr);
    RulebookStore *m_store;
    RulePage m_before;
    RulePage m_after;
};

// Changes the text of one unit. Typing in the same unit merges into one command.
class EditUnitText : public ChangeRulePage
{
public:
    EditUnitText(RulebookStore *store, const QString &pageId, Language language, int unit, const QString &text);
    int id() const override { return int(UndoMergeId::EditUnitText); }
    bool mergeWith(const QUndoCommand *other) override;

private:
    Language m_language;
    int m_unit;
};

// Translates an English unit, adding its Czech unit when there is none.
class SetTranslation : public ChangeRulePage
{
public:
    SetTranslation(RulebookStore *store, const QString &pageId, int englishUnit, const QString &text);
};

// A person checked an outdated Czech unit against the English it now has.
class MarkTranslationCurrent : public ChangeRulePage
{
public:
    MarkTranslationCurrent(RulebookStore *store, const QString &pageId, int czechUnit);
};

class AddCzechOnlyUnit : public ChangeRulePage
{
public:
    AddCzechOnlyUnit(RulebookStore *store, const QString &pageId, int position, const QString &text);
};

class RemoveCzechUnit : public ChangeRulePage
{
public:
    RemoveCzechUnit(RulebookStore *store, const QString &pageId, int czechUnit);
};

// A whole language version of a page replaced (wiki import).
class ReplacePageText : public ChangeRulePage
{
public:
    ReplacePageText(RulebookStore *store, const QString &pageId, Language language, const WikiText &text);
};

// A page as it came from the wiki (a pull): both languages' texts and their bookkeeping.
class PullRulePage : public ChangeRulePage
{
public:
    PullRulePage(RulebookStore *store, const RulePage &pulled, QUndoCommand *parent = nullptr);
};

} // namespace Krajina
