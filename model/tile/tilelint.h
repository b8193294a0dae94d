// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "severity.h"
#include "tiledefinition.h"

#include <QList>
#include <QString>

#include <cstdint>

namespace Krajina {

// One problem a definition check found. `code` is stable ("tile.riverEnds");
// data/README.md lists every code.
struct LintFinding
{
    QString code;
    Severity severity = Severity::Error;
    QString tileId; // empty for findings about the catalogue as a whole
    Location location; // the places on the tile it concerns, if any
    int cell = 0; // the cell of a multi-cell tile
    QString message;
    QString fix; // the name of its quick fix (quickFixName() in featureedit.h), empty when it has none

    friend bool operator==(const LintFinding &, const LintFinding &) = default;
};

// A check's code, the severity it reports with and what it means (for documentation and tests).
struct LintCode
{
    QString code;
    Severity severity;
    QString summary;
};

// Every code lintTile() can report (lintCodes() in catalogue/cataloguelint.h adds the catalogue's).
const QList<LintCode> &tileLintCodes();

// Checks one tile definition on its own: how its features share out the
// perimeter of every cell, what they may hold, crossings, field-city contacts,
// river ends, monasteries and the inner edges of multi-cell tiles.
QList<LintFinding> lintTile(const TileDefinition &tile);

} // namespace Krajina
