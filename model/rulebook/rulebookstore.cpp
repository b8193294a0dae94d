#include "rulebookstore.h"

#include <QUndoStack>

namespace Krajina {

RulebookHolder::RulebookHolder(Rulebook rulebook, QObject *parent)
    : QObject(parent)
    , m_rulebook(std::move(rulebook))
    , m_undoStack(std::make_unique<QUndoStack>())
{
}

RulebookHolder::~RulebookHolder() = default;

void RulebookHolder::setRulePage(const RulePage &page)
{
    const int index = m_rulebook.pageIndex(page.id);
    if (index < 0)
        m_rulebook.pages.append(page);
    else
        m_rulebook.pages[index] = page;
    Q_EMIT rulePageChanged(page.id);
}

} // namespace Krajina
