// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "compiledtileset.h"
#include "ruleset.h"

#include <QString>

#include <memory>
#include <vector>

namespace Krajina {

struct Catalogue;

// A betting token face of The Bets, as the engine uses it.
struct BetToken
{
    QString id; // "4", "2/3", "7+"
    std::vector<int> numbers;
    bool orMore = false;
    int copies = 1; // per player

    // Points the token pays for a road or city of `tiles` tiles (0 when it loses):
    // one number pays double on the exact count, two numbers pay the one matched,
    // "n+" pays n for n or more.
    int payout(int tiles) const;
};

// What a game is played with: the compiled tiles of the expansions in play,
// every copy in the box, the rules and the players.
struct GameSetup
{
    std::shared_ptr<const CompiledTileSet> tiles;
    std::vector<int> deck; // one entry per copy, start tile included
    RuleSet rules;
    int players = 2;
    int forkHolder = 0; // the youngest player, who holds the River II fork
    int startTile = -1; // overrides the usual start tile when >= 0
    // The start tile without a river: the first expansion in play that states one (its
    // startTile); -1 when none does. The engine never picks one by id or pile order.
    int landStartTile = -1;
    std::vector<BetToken> tokens;
    // A scenario: no pile and no start tile; any tile of the expansions in play, any number
    // of times; the first tile goes anywhere (followers allowed); one player may play; passes.
    bool scenario = false;

    // The tiles of rules.expansions ("id" or "id:edition"; an expansion without an
    // edition uses its first one). Returns an error sentence, empty on success; a game
    // that nothing can start (no expansion in play states a start tile and no river
    // source is in play) is an error.
    static QString fromCatalogue(const Catalogue &catalogue, const RuleSet &rules, int players, GameSetup &setup);
    // The definitions of a tile list, for tests and custom tile sets.
    static GameSetup fromTiles(const QList<TileDefinition> &tiles, const RuleSet &rules, int players);

    // The ids of the river tiles in the deck when no source and lake in it make a river of them
    // (a mill beside a stream in an expansion of land tiles): every game sets them aside. Empty
    // when the deck has no river tiles or has both a source and a lake.
    QStringList strandedRiverTiles() const;
};

} // namespace Krajina
