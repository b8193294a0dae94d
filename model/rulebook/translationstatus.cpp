// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "translationstatus.h"

#include "enumnames.h"
#include "unithash.h"

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

constexpr EnumNames<UnitStatus, 4> unitStatuses = {{
    {UnitStatus::Current, u"current"},
    {UnitStatus::Outdated, u"outdated"},
    {UnitStatus::Untranslated, u"untranslated"},
    {UnitStatus::CzechOnly, u"czech-only"},
}};

} // namespace

QString unitStatusName(UnitStatus status)
{
    return enumName(unitStatuses, status);
}

int PageStatus::percentComplete() const
{
    if (englishUnits == 0)
        return 100;
    return current * 100 / englishUnits;
}

int PageStatus::rowOfEnglish(int englishIndex) const
{
    for (qsizetype r = 0; r < rows.size(); ++r) {
        if (rows.at(r).english == englishIndex)
            return int(r);
    }
    return -1;
}

int PageStatus::rowOfCzech(int czechIndex) const
{
    for (qsizetype r = 0; r < rows.size(); ++r) {
        if (rows.at(r).czech == czechIndex)
            return int(r);
    }
    return -1;
}

PageStatus pageStatus(const RulePage &page)
{
    PageStatus status;
    status.englishUnits = page.english.size();
    for (int e = 0; e < page.english.size(); ++e) {
        UnitRow row;
        row.english = e;
        row.czech = page.czechIndexFor(e);
        if (row.czech < 0) {
            row.status = UnitStatus::Untranslated;
            ++status.untranslated;
        } else if (page.isCurrent(row.czech)) {
            row.status = UnitStatus::Current;
            ++status.current;
        } else {
            row.status = UnitStatus::Outdated;
            ++status.outdated;
        }
        status.rows.append(row);
    }

    // Czech-only units go after the row of the Czech unit before them that has
    // an English source (rows are still in English order here, so that row is
    // the English index), in Czech order: one pass, however long the page.
    QList<QList<UnitRow>> czechOnlyAfter(status.rows.size() + 1); // [anchor row + 1]
    int anchor = -1;
    for (int c = 0; c < page.czech.size(); ++c) {
        const int english = page.englishIndexFor(c);
        if (english >= 0) {
            anchor = english;
            continue;
        }
        UnitRow row;
        row.czech = c;
        row.status = UnitStatus::CzechOnly;
        ++status.czechOnly;
        czechOnlyAfter[anchor + 1].append(row);
    }
    if (status.czechOnly > 0) {
        QList<UnitRow> rows = czechOnlyAfter.at(0);
        for (qsizetype r = 0; r < status.rows.size(); ++r) {
            rows.append(status.rows.at(r));
            rows.append(czechOnlyAfter.at(r + 1));
        }
        status.rows = rows;
    }
    return status;
}

int setTranslation(RulePage &page, int englishIndex, const QString &text)
{
    const int existing = page.czechIndexFor(englishIndex);
    if (existing >= 0) {
        page.setCzechText(existing, text);
        return existing;
    }
    if (page.english.unit(englishIndex).id.isEmpty())
        page.english.assignMissingIds();
    const WikiUnit &source = page.english.unit(englishIndex);

    // After the Czech unit of the nearest row above (a translation or a Czech-only unit).
    int position = 0;
    const PageStatus status = pageStatus(page);
    for (int r = status.rowOfEnglish(englishIndex) - 1; r >= 0; --r) {
        if (status.rows.at(r).czech >= 0) {
            position = status.rows.at(r).czech + 1;
            break;
        }
    }
    if (page.czech.isEmpty()) {
        // A first translation: the Czech page takes the English page's frame.
        WikiText frame = page.english;
        while (frame.size() > 0)
            frame.takeUnit(0);
        page.czech = frame;
    }
    WikiUnit unit;
    unit.id = source.id;
    unit.text = text;
    unit.sourceHash = unitHash(source.text);
    page.czech.insertUnit(position, unit);
    page.previousEnglish.remove(unit.id);
    return position;
}

} // namespace Krajina
