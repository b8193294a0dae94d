// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "feature.h"

#include <QList>
#include <QMap>
#include <QSize>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>
#include <optional>

namespace Krajina {

enum class EdgeType : std::uint8_t { Field, Road, City, River };

enum class TileStatus : std::uint8_t {
    Verified, // checked against the printed tile
    Draft, // consistent with what the sources say, not checked against a tile
    Transcribed, // transcribed from a secondary source (a public transcription of the tile pictures)
};

// Every status, from the most to the least certain (the order lists and filters show).
inline constexpr std::array<TileStatus, 3> tileStatuses {TileStatus::Verified, TileStatus::Transcribed,
                                                         TileStatus::Draft};

// One tile design of a catalogue. Counts, names and editions are data; the
// edge pattern, symmetry and number of fields are derived from the features.
struct TileDefinition
{
    QString id; // stable, unique in the catalogue ("base/RCr")
    QString nameCs;
    QString nameEn;
    QString expansion; // expansion id ("base", "river-1", ...)
    QStringList editions; // edition ids this design belongs to; empty means every edition
    int count = 1; // copies in each edition it belongs to, unless editionCounts says otherwise
    QMap<QString, int> editionCounts; // edition id -> copies, where an edition differs from `count`
    QList<Feature> features;
    QString watermark; // watermark id, empty for none
    QString back; // back id, empty for the expansion's default
    QSize size {1, 1}; // in cells; the 20th-anniversary source is 2x1
    QString art; // resource path or file name of SVG/PNG art, empty for none
    QString jczId; // JCloisterZone tile id cross-reference
    TileStatus status = TileStatus::Draft;
    QString note; // free text for authors (sources, doubts)

    // Copies in an edition (the default count unless the edition says otherwise;
    // 0 when the design is not part of that edition).
    int countIn(const QString &edition) const;
    int cellCount() const // wide, so that no size can overflow it (readers bound sizes to Limits::MaxTileCells)
    {
        return int(std::clamp<qint64>(qint64(size.width()) * size.height(), 0, std::numeric_limits<int>::max()));
    }

    // The edge type of a side of one cell.
    EdgeType edge(Side side, int cell = 0) const;
    // N-E-S-W letters: C city, R road, F field, I river ("CRFR"); cells joined by '|'.
    QString edgePattern() const;
    // How many quarter turns map the tile onto itself as far as its edges go:
    // 1 (no symmetry), 2 (half-turn symmetric) or 4.
    int rotationalSymmetry() const;
    // Fields of the whole tile; on a multi-cell tile, fields that meet across
    // the edge between two cells count once.
    int fieldCount() const;
    bool has(FeatureType type) const;
    // Index of the feature holding a location of a cell, or -1.
    int featureAt(Location location, int cell = 0) const;
    QString name(QStringView language) const;

    friend bool operator==(const TileDefinition &, const TileDefinition &) = default;
};

QChar edgeLetter(EdgeType type);
QString edgeTypeName(EdgeType type);
// The stable name in files and on the command line: "verified", "transcribed", "draft".
QString tileStatusName(TileStatus status);
std::optional<TileStatus> tileStatusFromName(QStringView name);

} // namespace Krajina
