// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "rulebookcommands.h"

#include "rulebookstore.h"
#include "translationstatus.h"

#include <QCoreApplication>

namespace Krajina {

namespace {

// One translation context for every undo command's text.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(UndoCommands)
};

RulePage pageOf(RulebookStore *store, const QString &pageId)
{
    const RulePage *page = store->rulebook().page(pageId);
    Q_ASSERT(page);
    return page ? *page : RulePage {};
}

} // namespace

ChangeRulePage::ChangeRulePage(RulebookStore *store, const RulePage &before, const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , m_store(store)
    , m_before(before)
    , m_after(before)
{
}

void ChangeRulePage::undo()
{
    m_store->setRulePage(m_before);
}

void ChangeRulePage::redo()
{
    m_store->setRulePage(m_after);
}

EditUnitText::EditUnitText(RulebookStore *store, const QString &pageId, Language language, int unit,
                           const QString &text)
    : ChangeRulePage(store, pageOf(store, pageId),
                     language == Language::English ? Text::tr("Edit English Rule Text")
                                                   : Text::tr("Edit Czech Rule Text"))
    , m_language(language)
    , m_unit(unit)
{
    if (language == Language::English)
        m_after.setEnglishText(unit, text);
    else
        m_after.setCzechText(unit, text);
}

bool EditUnitText::mergeWith(const QUndoCommand *other)
{
    const auto *edit = static_cast<const EditUnitText *>(other);
    if (edit->m_store != m_store || edit->m_after.id != m_after.id || edit->m_language != m_language
        || edit->m_unit != m_unit)
        return false;
    m_after = edit->m_after;
    return true;
}

SetTranslation::SetTranslation(RulebookStore *store, const QString &pageId, int englishUnit, const QString &text)
    : ChangeRulePage(store, pageOf(store, pageId), Text::tr("Translate Rule Unit"))
{
    setTranslation(m_after, englishUnit, text);
}

MarkTranslationCurrent::MarkTranslationCurrent(RulebookStore *store, const QString &pageId, int czechUnit)
    : ChangeRulePage(store, pageOf(store, pageId), Text::tr("Mark Translation Current"))
{
    m_after.markCurrent(czechUnit);
}

AddCzechOnlyUnit::AddCzechOnlyUnit(RulebookStore *store, const QString &pageId, int position, const QString &text)
    : ChangeRulePage(store, pageOf(store, pageId), Text::tr("Add Czech-Only Unit"))
{
    m_after.insertCzechOnlyUnit(position, text);
}

RemoveCzechUnit::RemoveCzechUnit(RulebookStore *store, const QString &pageId, int czechUnit)
    : ChangeRulePage(store, pageOf(store, pageId), Text::tr("Remove Czech Unit"))
{
    m_after.removeCzechUnit(czechUnit);
}

ReplacePageText::ReplacePageText(RulebookStore *store, const QString &pageId, Language language, const WikiText &text)
    : ChangeRulePage(store, pageOf(store, pageId), Text::tr("Import Rule Page"))
{
    if (language == Language::English)
        m_after.replaceEnglish(text);
    else
        m_after.czech = text;
}

PullRulePage::PullRulePage(RulebookStore *store, const RulePage &pulled, QUndoCommand *parent)
    : ChangeRulePage(store, pageOf(store, pulled.id), Text::tr("Pull Rule Page from the Wiki"), parent)
{
    m_after = pulled;
}

} // namespace Krajina
