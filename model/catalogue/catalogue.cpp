// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalogue.h"

#include "enumnames.h"

#include <algorithm>
#include <limits>

namespace Krajina {

namespace {

constexpr EnumNames<BoardKind, 2> boardKinds = {{
    {BoardKind::Square, u"square"},
    {BoardKind::Hex, u"hex"},
}};

template<typename T>
const T *findById(const QList<T> &list, QStringView id)
{
    const auto it = std::find_if(list.cbegin(), list.cend(), [id](const T &item) { return item.id == id; });
    return it == list.cend() ? nullptr : &*it;
}
} // namespace

const Game *Catalogue::game(QStringView id) const
{
    return findById(games, id);
}

const Expansion *Catalogue::expansion(QStringView id) const
{
    return findById(expansions, id);
}

const TileDefinition *Catalogue::tile(QStringView id) const
{
    return findById(tiles, id);
}

const Watermark *Catalogue::watermark(QStringView id) const
{
    return findById(watermarks, id);
}

const TileBack *Catalogue::back(QStringView id) const
{
    return findById(backs, id);
}

int Catalogue::tileIndex(QStringView id) const
{
    for (qsizetype i = 0; i < tiles.size(); ++i) {
        if (tiles.at(i).id == id)
            return int(i);
    }
    return -1;
}

QList<TileDefinition> Catalogue::tilesOf(QStringView expansionId) const
{
    QList<TileDefinition> result;
    for (const TileDefinition &t : tiles) {
        if (t.expansion == expansionId)
            result << t;
    }
    return result;
}

// Totals are summed wide and saturate: they are shown, never used as sizes.
int Catalogue::tileCount(QStringView expansionId) const
{
    qint64 total = 0;
    for (const TileDefinition &t : tiles) {
        if (t.expansion == expansionId)
            total += t.count;
    }
    return int(std::clamp<qint64>(total, 0, std::numeric_limits<int>::max()));
}

int Catalogue::tileCountIn(QStringView expansionId, const QString &edition) const
{
    qint64 total = 0;
    for (const TileDefinition &t : tiles) {
        if (t.expansion == expansionId)
            total += t.countIn(edition);
    }
    return int(std::clamp<qint64>(total, 0, std::numeric_limits<int>::max()));
}

QString boardKindName(BoardKind board)
{
    return enumName(boardKinds, board);
}

std::optional<BoardKind> boardKindFromName(QStringView name)
{
    return enumFromName(boardKinds, name);
}

} // namespace Krajina
