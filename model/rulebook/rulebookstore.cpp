// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "rulebookstore.h"

#include <QUndoStack>

namespace Krajina {

RulebookHolder::RulebookHolder(Rulebook rulebook, QObject *parent)
    : RulebookStore(parent)
    , m_rulebook(std::move(rulebook))
    , m_undoStack(std::make_unique<QUndoStack>())
{
}

RulebookHolder::~RulebookHolder() = default;

void RulebookHolder::setRulePage(const RulePage &page)
{
    m_rulebook.setPage(page);
    Q_EMIT rulePageChanged(page.id);
}

} // namespace Krajina
