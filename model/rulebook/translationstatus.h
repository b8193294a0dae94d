// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "rulepage.h"

#include <QList>

namespace Krajina {

enum class UnitStatus : std::uint8_t {
    Current, // translated from the English the unit has now
    Outdated, // the English changed since, or nobody recorded what it was made from
    Untranslated, // an English unit without a Czech unit
    CzechOnly, // a Czech unit with no English counterpart (a Czech footnote or template)
};

QString unitStatusName(UnitStatus status); // "current", "outdated", "untranslated", "czech-only"

// One row of the side-by-side view: an English unit and its translation, or a
// Czech-only unit. Rows follow the English order; a Czech-only unit comes
// right after the row of the Czech unit before it.
struct UnitRow
{
    int english = -1; // index into RulePage::english, -1 for a Czech-only unit
    int czech = -1; // index into RulePage::czech, -1 when untranslated
    UnitStatus status = UnitStatus::Untranslated;
    friend bool operator==(const UnitRow &, const UnitRow &) = default;
};

struct PageStatus
{
    QList<UnitRow> rows;
    int englishUnits = 0;
    int current = 0;
    int outdated = 0;
    int untranslated = 0;
    int czechOnly = 0;

    // Current units out of the English ones, rounded down, so that 100 means
    // every unit is current ("N % complete" in Translate's words).
    int percentComplete() const;
    int rowOfEnglish(int englishIndex) const;
    int rowOfCzech(int czechIndex) const;
};

PageStatus pageStatus(const RulePage &page);

// Sets the translation of an English unit, adding a Czech unit where there is
// none yet, after the Czech unit of the nearest row above; a new translation
// is made from the current English, so it is current. Returns the Czech unit's index.
int setTranslation(RulePage &page, int englishIndex, const QString &text);

} // namespace Krajina
