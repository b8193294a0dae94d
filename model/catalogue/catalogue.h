// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "hex/pieces.h"
#include "tile/tiledefinition.h"

#include <QColor>
#include <QList>
#include <QString>

#include <optional>

namespace Krajina {

enum class BoardKind : std::uint8_t { Square, Hex };

QString boardKindName(BoardKind board); // "square", "hex"
std::optional<BoardKind> boardKindFromName(QStringView name);

// The Czech or the English name of a game, expansion, tile, watermark or back,
// after a user interface locale name ("cs_CZ", "en_GB").
template<typename Named>
QString localName(const Named &item, const QString &locale)
{
    return locale.startsWith(u"cs") ? item.nameCs : item.nameEn;
}

struct Game
{
    QString id; // "carcassonne", "dos-rios"
    QString nameCs;
    QString nameEn;
    BoardKind board = BoardKind::Square;
    friend bool operator==(const Game &, const Game &) = default;
};

// A printing of an expansion (C1, C2, C3, Big Box 6, "with gardens", ...).
struct Edition
{
    QString id; // unique within its expansion ("c1", "bb6", "gardens")
    QString nameCs;
    QString nameEn;
    // Watermark printed on every tile of this edition (Big Box 6's River I stream),
    // overriding the tiles' own; empty for none. Defaulted so that brace
    // initialisation with three names stays valid.
    QString watermark {};
    friend bool operator==(const Edition &, const Edition &) = default;
};

// The symbol printed in a tile's corner to tell its expansion apart.
struct Watermark
{
    QString id; // "stream", "crown", ...
    QString nameCs;
    QString nameEn;
    friend bool operator==(const Watermark &, const Watermark &) = default;
};

// A tile back design (the river's dark back, the ordinary land back, ...).
struct TileBack
{
    QString id; // "land", "river-dark", ...
    QString nameCs;
    QString nameEn;
    QColor colour;
    friend bool operator==(const TileBack &, const TileBack &) = default;
};

// One betting token of The Bets: data, not code, so that another token set needs no new code.
struct BettingToken
{
    QString id; // "4", "2/3", "7+"
    QList<int> numbers; // the tile counts it names
    bool orMore = false; // "7+": the number or more
    int copies = 1; // tokens of this face per player colour
    friend bool operator==(const BettingToken &, const BettingToken &) = default;
};

struct Expansion
{
    QString id; // "base", "river-1", ...
    QString game; // game id
    QString nameCs;
    QString nameEn;
    int publishedTotal = 0; // tile count the publisher states, 0 when unknown
    QList<Edition> editions;
    QString defaultBack; // back id
    QList<BettingToken> bettingTokens;
    QString note;
    // Id of the tile that starts the game ("base/RCr": one of its copies); empty for none.
    QString startTile {};
    friend bool operator==(const Expansion &, const Expansion &) = default;
};

// Everything a catalogue file holds. A plain value: copy it, compare it,
// hand it to the engine; only CatalogueDocument changes the open one.
struct Catalogue
{
    QList<Game> games;
    QList<Expansion> expansions;
    QList<TileDefinition> tiles;
    QList<Watermark> watermarks;
    QList<TileBack> backs;
    DosRios::PieceSet dosRios; // the Dos Rios hex pieces (dos-rios.json beside the index)

    const Game *game(QStringView id) const;
    const Expansion *expansion(QStringView id) const;
    const TileDefinition *tile(QStringView id) const;
    const Watermark *watermark(QStringView id) const;
    const TileBack *back(QStringView id) const;
    int tileIndex(QStringView id) const;
    QList<TileDefinition> tilesOf(QStringView expansionId) const;
    // Sum of the counts of an expansion's tiles.
    int tileCount(QStringView expansionId) const;
    // Copies of an expansion's tiles in one of its editions (TileDefinition::countIn).
    int tileCountIn(QStringView expansionId, const QString &edition) const;

    friend bool operator==(const Catalogue &, const Catalogue &) = default;
};

} // namespace Krajina
