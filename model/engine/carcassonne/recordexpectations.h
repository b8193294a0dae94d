// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "jsonlocation.h"
#include "turn.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace Krajina {

// What a player's points came from, for expectations by category.
enum class PointSource : std::uint8_t { City, Road, Monastery, Field, Bets };
inline constexpr int PointSourceCount = 5;
using PointsBySource = std::array<std::array<int, PointSourceCount>, MaxPlayers>;

// One feature a record expects scored: every stated part must match.
struct ExpectedFeature
{
    SegmentKind kind = SegmentKind::City;
    std::optional<int> player; // among the feature's scorers
    std::optional<int> points;
    std::optional<bool> completed;
    std::optional<int> tiles;
};

struct ExpectedBet
{
    std::optional<int> player;
    QString token; // empty: any
    std::optional<int> points;
    std::optional<SegmentKind> kind;
};

struct ExpectedCropPick
{
    int player = 0;
    bool skipped = false;
    std::optional<int> x; // with y and position, when the pick names a place
    int y = 0;
    int position = 0;
};

struct ExpectedPointsFrom
{
    int player = 0;
    std::array<std::optional<int>, PointSourceCount> points {};
};

// The expectations of one move ("expectPoints", "expectScored", "expectBets",
// "expectCropCircle", "expectPointsFrom") or of the whole game ("expectScore" and the
// same keys at the top level: the final scoring's features and bets, the whole game's
// points by source). Stated the way rulings are: one feature, one player (null for a
// player not checked), one source of points.
struct Expectations
{
    std::optional<QList<std::optional<int>>> points; // one per player
    QList<ExpectedFeature> scored;
    QList<ExpectedBet> bets;
    std::optional<QList<ExpectedCropPick>> cropCircle;
    QList<ExpectedPointsFrom> pointsFrom;
    QJsonObject json; // the keys as read, written back as they were

    bool isEmpty() const { return !points && json.isEmpty(); }

    // Reads the expectation keys of a move or of the record (`pointsKey`: "expectPoints"
    // or "expectScore"). Returns an error sentence and sets *where, empty on success.
    QString read(const QJsonObject &object, const JsonPath &at, const QString &pointsKey, int players, JsonPath *where);
    // Writes them back: the keys as read, "points" as they are now.
    void writeTo(QJsonObject &object, const QString &pointsKey) const;
    static QStringList keys(const QString &pointsKey);
};

// What a move or the final scoring did, to check expectations against.
struct ScoringOutcome
{
    const std::vector<FeatureScore> &scored;
    const std::vector<BetPaid> &bets;
    const std::vector<CropOutcome> *crop = nullptr;
    std::array<int, MaxPlayers> points {};
    PointsBySource bySource {};
};

// Adds a move's (or the final scoring's) points to `sums` by source.
void addPointsBySource(const std::vector<FeatureScore> &scored, const std::vector<BetPaid> &bets, PointsBySource &sums);

// Every expectation that does not hold, as a sentence saying what was expected and what
// happened. `tokenIds` names the betting tokens by index; `final`: the points are the final score.
QStringList checkExpectations(const Expectations &expected, const ScoringOutcome &outcome, int players,
                              const QStringList &tokenIds, bool final);

} // namespace Krajina
