#pragma once

#include <array>
#include <cstdint>

// Small plain types shared by the rules engine. The engine's hot paths use
// only these, integer ids and flat arrays; Qt appears at its edges.
namespace Krajina {

inline constexpr int MaxPlayers = 6;
inline constexpr int FollowersPerPlayer = 7;
inline constexpr int MaxTileCells = 4; // a tile covers at most 4 cells (the 2x1 source needs 2)
inline constexpr int PositionCount = 12; // NL N NR EL E ER SL S SR WL W WR
inline constexpr int MonasteryPosition = 12; // follower spot "monastery" (no perimeter position)

// What a side of a placed tile shows; None only in a frontier cell's needs.
enum class EdgeKind : std::uint8_t { None = 0, Field = 1, Road = 2, City = 3, River = 4 };
inline constexpr int EdgeKindCount = 5;

// A connected part of a tile as the engine tracks it (one union-find node per placed segment).
enum class SegmentKind : std::uint8_t { City, Road, Field, River, Monastery };

// The figure a follower becomes on a feature.
enum class FollowerRole : std::uint8_t { Knight, Thief, Farmer, Monk, None };

constexpr FollowerRole followerRoleFor(SegmentKind kind)
{
    switch (kind) {
    case SegmentKind::City:
        return FollowerRole::Knight;
    case SegmentKind::Road:
        return FollowerRole::Thief;
    case SegmentKind::Field:
        return FollowerRole::Farmer;
    case SegmentKind::Monastery:
        return FollowerRole::Monk;
    case SegmentKind::River:
        break;
    }
    return FollowerRole::None;
}

// Sides in board order; y grows southward.
inline constexpr std::array<int, 4> sideDx = {0, 1, 0, -1};
inline constexpr std::array<int, 4> sideDy = {-1, 0, 1, 0};

constexpr int oppositeSideIndex(int side)
{
    return (side + 2) & 3;
}

// The position a neighbour shows across an edge: N meets S, NL meets SR, NR meets SL.
constexpr int facingPosition(int position)
{
    const int side = position / 3;
    const int k = position % 3;
    return oppositeSideIndex(side) * 3 + (2 - k);
}

constexpr int rotatePosition(int position, int quarterTurns)
{
    return (position + 3 * quarterTurns) % PositionCount;
}

// Where a tile goes: the board cell of its cell 0 (the west half of a 2x1 tile at
// rotation 0) and a clockwise rotation in quarter turns.
struct Placement
{
    int x = 0;
    int y = 0;
    int rotation = 0; // 0..3
    friend constexpr bool operator==(const Placement &, const Placement &) = default;
};

// Where a follower stands on the tile just placed: the tile's cell and a
// board position (after rotation) or MonasteryPosition.
struct FollowerSpot
{
    int cell = 0;
    int position = 0;
    friend constexpr bool operator==(const FollowerSpot &, const FollowerSpot &) = default;
};

} // namespace Krajina
