// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "gamesetup.h"

#include "catalogue/catalogue.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <climits>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

// Gives lupdate and tr() one context for the messages of this file.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Krajina::GameSetup)
};

} // namespace

int BetToken::payout(int tiles) const
{
    if (numbers.empty())
        return 0;
    if (orMore)
        return tiles >= numbers.front() ? numbers.front() : 0;
    if (numbers.size() == 1)
        return tiles == numbers.front() ? 2 * tiles : 0;
    for (int n : numbers) {
        if (n == tiles)
            return n;
    }
    return 0;
}

QString GameSetup::fromCatalogue(const Catalogue &catalogue, const RuleSet &rules, int players, GameSetup &setup)
{
    if (players < 2 || players > MaxPlayers)
        return Text::tr("a game needs 2 to %1 players, not %2").arg(MaxPlayers).arg(players);
    // The expansions in the catalogue's order, whatever order they were listed in: the deck, and with it
    // every figure of a game, depends on the set of expansions alone ("base,mine" plays as "mine,base").
    QHash<QString, int> position;
    for (qsizetype i = 0; i < catalogue.expansions.size(); ++i)
        position.insert(catalogue.expansions.at(i).id, int(i));
    QStringList ordered = rules.expansions;
    std::stable_sort(ordered.begin(), ordered.end(), [&position](const QString &a, const QString &b) {
        return position.value(a.section(u':', 0, 0), INT_MAX) < position.value(b.section(u':', 0, 0), INT_MAX);
    });
    QList<TileDefinition> definitions;
    QList<int> counts;
    std::vector<BetToken> tokens;
    QHash<QString, int> copiesOf; // expansion id -> copies of its tiles in play
    for (const QString &spec : std::as_const(ordered)) {
        const qsizetype colon = spec.indexOf(u':');
        const QString id = colon < 0 ? spec : spec.left(colon);
        const Expansion *expansion = catalogue.expansion(id);
        if (!expansion) {
            QStringList known;
            for (const Expansion &e : catalogue.expansions)
                known << e.id;
            return Text::tr("unknown expansion \"%1\" (the catalogue has: %2)").arg(id, known.join(u", "_s));
        }
        QString edition = colon < 0 ? QString() : spec.mid(colon + 1);
        if (!edition.isEmpty()) {
            bool found = false;
            for (const Edition &e : expansion->editions)
                found = found || e.id == edition;
            if (!found)
                return Text::tr("expansion \"%1\" has no edition \"%2\"").arg(id, edition);
        } else if (!expansion->editions.isEmpty()) {
            edition = expansion->editions.first().id;
        }
        for (const TileDefinition &tile : catalogue.tiles) {
            if (tile.expansion != id)
                continue;
            const int count = tile.countIn(edition);
            if (count <= 0)
                continue;
            definitions << tile;
            counts << count;
            copiesOf[id] += count;
        }
        for (const BettingToken &token : expansion->bettingTokens) {
            BetToken t;
            t.id = token.id;
            t.numbers.assign(token.numbers.cbegin(), token.numbers.cend());
            t.orMore = token.orMore;
            t.copies = token.copies;
            tokens.push_back(std::move(t));
        }
    }
    if (definitions.isEmpty())
        return Text::tr("the expansions %1 hold no tiles").arg(rules.expansions.join(u", "_s));
    setup = fromTiles(definitions, rules, players);
    setup.deck.clear();
    for (qsizetype i = 0; i < counts.size(); ++i) {
        for (int c = 0; c < counts.at(i); ++c)
            setup.deck.push_back(int(i));
    }
    setup.tokens = std::move(tokens);
    // More than one expansion in play may state a start tile (the base game and an author's own
    // expansion): the smaller one's replaces the bigger one's, as an expansion's own start tile
    // replaces the base game's; equal ones go by id. The order they are listed in plays no part.
    const Expansion *starting = nullptr;
    int startingCopies = 0;
    for (const QString &spec : std::as_const(ordered)) {
        const Expansion *expansion = catalogue.expansion(spec.section(u':', 0, 0));
        if (!expansion || expansion->startTile.isEmpty() || setup.tiles->indexOf(expansion->startTile) < 0)
            continue;
        const int copies = copiesOf.value(expansion->id);
        if (!starting || copies < startingCopies || (copies == startingCopies && expansion->id < starting->id)) {
            starting = expansion;
            startingCopies = copies;
        }
    }
    if (starting)
        setup.landStartTile = setup.tiles->indexOf(starting->startTile);
    if (!setup.tiles->errors().isEmpty())
        return setup.tiles->errors().join(u"; "_s);
    const bool source = std::any_of(setup.deck.begin(), setup.deck.end(),
                                    [&](int t) { return setup.tiles->tile(t).riverRole == RiverRole::Source; });
    if (setup.landStartTile < 0 && !source)
        return Text::tr("none of the expansions %1 states a start tile (\"startTile\" in the catalogue) and no "
                        "river source is in play")
            .arg(rules.expansions.join(u", "_s));
    return {};
}

QStringList GameSetup::strandedRiverTiles() const
{
    if (!tiles)
        return {};
    QStringList river;
    bool source = false, lake = false;
    for (int t : deck) {
        const CompiledTile &tile = tiles->tile(t);
        if (!tile.river)
            continue;
        if (!river.contains(tiles->id(t)))
            river << tiles->id(t);
        source = source || tile.riverRole == RiverRole::Source;
        lake = lake || tile.isLake();
    }
    if (source && lake)
        return {};
    return river;
}

GameSetup GameSetup::fromTiles(const QList<TileDefinition> &tiles, const RuleSet &rules, int players)
{
    GameSetup setup;
    setup.tiles = std::make_shared<const CompiledTileSet>(CompiledTileSet::compile(tiles));
    setup.rules = rules;
    setup.players = players;
    for (qsizetype i = 0; i < tiles.size(); ++i) {
        for (int c = 0; c < std::max(0, tiles.at(i).count); ++c)
            setup.deck.push_back(int(i));
    }
    return setup;
}

} // namespace Krajina
