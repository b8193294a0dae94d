// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "rulepage.h"

#include "unithash.h"
#include "wikimarkup.h"

namespace Krajina {

int RulePage::czechIndexFor(int englishIndex) const
{
    return czech.indexOf(english.unit(englishIndex).id);
}

int RulePage::englishIndexFor(int czechIndex) const
{
    return english.indexOf(czech.unit(czechIndex).id);
}

bool RulePage::isCurrent(int czechIndex) const
{
    const int source = englishIndexFor(czechIndex);
    if (source < 0)
        return false;
    const QString &recorded = czech.unit(czechIndex).sourceHash;
    return !recorded.isEmpty() && recorded == unitHash(english.unit(source).text);
}

std::optional<QString> RulePage::previousEnglishFor(int czechIndex) const
{
    const auto it = previousEnglish.constFind(czech.unit(czechIndex).id);
    if (it == previousEnglish.cend() || isCurrent(czechIndex))
        return std::nullopt;
    return *it;
}

void RulePage::forgetPreviousIfCurrent(const QString &id)
{
    const int index = czech.indexOf(id);
    if (index < 0 || isCurrent(index))
        previousEnglish.remove(id);
}

void RulePage::setEnglishText(int index, const QString &text)
{
    const QString id = english.unit(index).id;
    const int translation = czech.indexOf(id);
    if (translation >= 0 && isCurrent(translation) && !previousEnglish.contains(id))
        previousEnglish.insert(id, english.unit(index).text);
    english.setUnitText(index, text);
    forgetPreviousIfCurrent(id);
}

void RulePage::replaceEnglish(const WikiText &text)
{
    for (int c = 0; c < czech.size(); ++c) {
        const QString &id = czech.unit(c).id;
        const int source = english.indexOf(id);
        if (source >= 0 && isCurrent(c) && !previousEnglish.contains(id))
            previousEnglish.insert(id, english.unit(source).text);
    }
    const WikiText before = english;
    english = text;
    // The wiki never sees the source notes: a unit that comes back without any keeps its own.
    for (int e = 0; e < english.size(); ++e) {
        const int old = before.indexOf(english.unit(e).id);
        if (old < 0 || !sourceNotes(english.unit(e).text).isEmpty())
            continue;
        const QStringList notes = sourceNotes(before.unit(old).text);
        if (!notes.isEmpty())
            english.setUnitText(e, notes.join(u'\n') + u'\n' + english.unit(e).text);
    }
    const QStringList ids = previousEnglish.keys();
    for (const QString &id : ids)
        forgetPreviousIfCurrent(id);
}

void RulePage::setCzechText(int index, const QString &text)
{
    czech.setUnitText(index, text);
}

bool RulePage::markCurrent(int czechIndex)
{
    const int source = englishIndexFor(czechIndex);
    if (source < 0)
        return false;
    czech.setSourceHash(czechIndex, unitHash(english.unit(source).text));
    previousEnglish.remove(czech.unit(czechIndex).id);
    return true;
}

void RulePage::insertCzechOnlyUnit(int position, const QString &text)
{
    WikiUnit unit;
    unit.text = text;
    czech.insertUnit(position, unit);
}

void RulePage::removeCzechUnit(int index)
{
    previousEnglish.remove(czech.unit(index).id);
    czech.takeUnit(index);
}

} // namespace Krajina
