// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "rulebookcommands.h"

#include "rulebookstore.h"

#include <QCoreApplication>

namespace Krajina {

namespace {

// Gives lupdate and tr() one context for the messages of this file.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Krajina::RulebookCommands)
};

RulePage pageOf(RulebookStore *store, const QString &pageId)
{
    const RulePage *page = store->rulebook().page(pageId);
    Q_ASSERT(page);
    return page ? *page : RulePage {};
}

} // namespace

RulePageCommand::RulePageCommand(RulebookStore *store, const RulePage &before, const QString &text)
    : QUndoCommand(text)
    , m_store(store)
    , m_before(before)
    , m_after(before)
{
}

void RulePageCommand::undo()
{
    m_store->setRulePage(m_before);
}

void RulePageCommand::redo()
{
    m_store->setRulePage(m_after);
}

EditUnitTextCommand::EditUnitTextCommand(RulebookStore *store, const QString &pageId, Language language, int unit,
                                         const QString &text)
    : RulePageCommand(store, pageOf(store, pageId),
                      language == Language::English ? Text::tr("Edit English rule text")
                                                    : Text::tr("Edit Czech rule text"))
    , m_language(language)
    , m_unit(unit)
{
    if (language == Language::English)
        m_after.setEnglishText(unit, text);
    else
        m_after.setCzechText(unit, text);
}

bool EditUnitTextCommand::mergeWith(const QUndoCommand *other)
{
    const auto *edit = static_cast<const EditUnitTextCommand *>(other);
    if (edit->m_store != m_store || edit->m_after.id != m_after.id || edit->m_language != m_language
        || edit->m_unit != m_unit)
        return false;
    m_after = edit->m_after;
    return true;
}

SetTranslationCommand::SetTranslationCommand(RulebookStore *store, const QString &pageId, int englishUnit,
                                             const QString &text)
    : RulePageCommand(store, pageOf(store, pageId), Text::tr("Translate a rule unit"))
{
    m_after.setTranslation(englishUnit, text);
}

MarkCurrentCommand::MarkCurrentCommand(RulebookStore *store, const QString &pageId, int czechUnit)
    : RulePageCommand(store, pageOf(store, pageId), Text::tr("Mark translation current"))
{
    m_after.markCurrent(czechUnit);
}

AddCzechOnlyUnitCommand::AddCzechOnlyUnitCommand(RulebookStore *store, const QString &pageId, int position,
                                                 const QString &text)
    : RulePageCommand(store, pageOf(store, pageId), Text::tr("Add Czech-only unit"))
{
    m_after.insertCzechOnlyUnit(position, text);
}

RemoveCzechUnitCommand::RemoveCzechUnitCommand(RulebookStore *store, const QString &pageId, int czechUnit)
    : RulePageCommand(store, pageOf(store, pageId), Text::tr("Remove Czech unit"))
{
    m_after.removeCzechUnit(czechUnit);
}

ReplacePageTextCommand::ReplacePageTextCommand(RulebookStore *store, const QString &pageId, Language language,
                                               const WikiText &text)
    : RulePageCommand(store, pageOf(store, pageId), Text::tr("Import rule page"))
{
    if (language == Language::English)
        m_after.replaceEnglish(text);
    else
        m_after.czech = text;
}

PullRulePageCommand::PullRulePageCommand(RulebookStore *store, const RulePage &pulled)
    : RulePageCommand(store, pageOf(store, pulled.id), Text::tr("Pull rule page from the wiki"))
{
    m_after = pulled;
}

} // namespace Krajina
