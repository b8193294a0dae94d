// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "rulebook.h"

#include "wikimarkup.h"

using namespace Qt::StringLiterals;

namespace Krajina {

int Rulebook::pageIndex(QStringView id) const
{
    for (qsizetype i = 0; i < pages.size(); ++i) {
        if (pages.at(i).id == id)
            return int(i);
    }
    return -1;
}

const RulePage *Rulebook::page(QStringView id) const
{
    const int index = pageIndex(id);
    return index < 0 ? nullptr : &pages.at(index);
}

RulePage *Rulebook::page(QStringView id)
{
    const int index = pageIndex(id);
    return index < 0 ? nullptr : &pages[index];
}

void Rulebook::setPage(const RulePage &page)
{
    if (RulePage *existing = this->page(page.id))
        *existing = page;
    else
        pages.append(page);
}

const RulePage *Rulebook::pageForExpansion(QStringView expansion) const
{
    for (const RulePage &candidate : pages) {
        if (candidate.covers(expansion))
            return &candidate;
    }
    return nullptr;
}

QStringList tileReferences(QStringView text)
{
    QStringList ids;
    for (const TemplateCall &call : templateCalls(withoutComments(text))) {
        if (call.normalisedName() == u"Tile")
            ids.append(call.positional(1));
    }
    return ids;
}

QList<TileMention> tileMentions(const Rulebook &rulebook, QStringView tileId)
{
    QList<TileMention> mentions;
    for (const RulePage &page : rulebook.pages) {
        for (const Language language : {Language::English, Language::Czech}) {
            const WikiText &text = page.text(language);
            for (int u = 0; u < text.size(); ++u) {
                if (tileReferences(text.unit(u).text).contains(tileId))
                    mentions.append({page.id, language, u, text.unit(u).id, text.lineOf(u)});
            }
        }
    }
    return mentions;
}

} // namespace Krajina
