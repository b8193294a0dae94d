#include "translationstatus.h"

#include "enumnames.h"

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

    int after = -1; // row after which the next Czech-only unit goes
    for (int c = 0; c < page.czech.size(); ++c) {
        if (page.englishIndexFor(c) >= 0) {
            after = status.rowOfCzech(c);
            continue;
        }
        UnitRow row;
        row.czech = c;
        row.status = UnitStatus::CzechOnly;
        ++status.czechOnly;
        status.rows.insert(after + 1, row);
        ++after;
    }
    return status;
}

} // namespace Krajina
