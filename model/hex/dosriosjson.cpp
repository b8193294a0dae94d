// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "hex/dosriosjson.h"

#include "enumnames.h"
#include "inputlimits.h"
#include "jsonlocation.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Krajina::DosRios {

namespace {

const QString BoardFormat = u"krajina-dos-rios-board"_s;
const QString PiecesFormat = u"krajina-dos-rios-pieces"_s;

class JsonText
{
    Q_DECLARE_TR_FUNCTIONS(Krajina::DosRios::JsonText)
};

QJsonArray sidesToJson(const QList<Side> &sides)
{
    QJsonArray array;
    for (const Side side : sides)
        array.append(sideName(side));
    return array;
}

QJsonObject hexSideToJson(const HexSide &side)
{
    return {{u"q"_s, side.hex.q}, {u"r"_s, side.hex.r}, {u"side"_s, sideName(side.side)}};
}

// Reads with the place of every value at hand, so that an error names file, line and member.
class Reader
{
public:
    Reader(const QByteArray &text, const QString &fileName)
        : m_text(text)
        , m_fileName(fileName)
        , m_locator(text)
    {
    }

    QString error() const { return m_error; }
    bool failed() const { return !m_error.isEmpty(); }

    std::optional<QJsonObject> root(const QString &format, const QString &member = {})
    {
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(m_text, &parseError);
        if (parseError.error != QJsonParseError::NoError) {
            m_error = u"%1:%2: %3"_s.arg(m_fileName)
                          .arg(textPositionOf(m_text, parseError.offset).line)
                          .arg(JsonText::tr("not valid JSON: %1").arg(parseError.errorString()));
            return std::nullopt;
        }
        if (!doc.isObject()) {
            m_error = u"%1:1: %2"_s.arg(m_fileName, JsonText::tr("expected a JSON object"));
            return std::nullopt;
        }
        m_base = member.isEmpty() ? JsonPath() : JsonPath() / member;
        const QJsonObject object = member.isEmpty() ? doc.object() : doc.object().value(member).toObject();
        if (object.value(u"format"_s).toString() != format) {
            fail({u"format"_s}, JsonText::tr("expected format \"%1\"").arg(format));
            return std::nullopt;
        }
        return object;
    }

    // The member `name` of the root object, whatever its format (a game record's "layout").
    std::optional<QJsonObject> member(const QString &name)
    {
        const QJsonDocument doc = QJsonDocument::fromJson(m_text);
        m_base = JsonPath() / name;
        if (!doc.object().value(name).isObject()) {
            fail({}, JsonText::tr("expected a JSON object"));
            return std::nullopt;
        }
        return doc.object().value(name).toObject();
    }

    void fail(const JsonPath &relative, const QString &message)
    {
        if (failed())
            return;
        const JsonPath path = m_base + relative;
        const int line = m_locator.position(path).line;
        m_error = m_fileName.isEmpty()
            ? u"%1: %2: %3"_s.arg(JsonText::tr("line %1").arg(line), jsonPathText(path), message)
            : u"%1:%2: %3: %4"_s.arg(m_fileName).arg(line).arg(jsonPathText(path), message);
    }

    // A whole number from `min` to `max`; `fallback` when the member is missing and may be.
    int integer(const QJsonObject &object, const QString &key, const JsonPath &path, std::optional<int> fallback,
                int min, int max)
    {
        const QJsonValue value = object.value(key);
        if (value.isUndefined() && fallback)
            return *fallback;
        return integerValue(value, path / key, min, max);
    }

    int integerValue(const QJsonValue &value, const JsonPath &path, int min, int max)
    {
        const double d = value.toDouble();
        if (!value.isDouble() || std::floor(d) != d || d < min || d > max) {
            fail(path, JsonText::tr("expected a whole number from %1 to %2").arg(min).arg(max));
            return std::clamp(0, min, max);
        }
        return int(d);
    }

    QString string(const QJsonObject &object, const QString &key, const JsonPath &path, bool required = true)
    {
        const QJsonValue value = object.value(key);
        if (value.isUndefined() && !required)
            return {};
        if (!value.isString()) {
            fail(path / key, JsonText::tr("expected a string"));
            return {};
        }
        // A lone surrogate ("\ud800") could not be written back as it was read.
        if (!QStringView(value.toString()).isValidUtf16())
            fail(path / key, JsonText::tr("the text is not valid Unicode (a lone surrogate such as \\ud800)"));
        return value.toString();
    }

    // A name from one of the enums' tables; an unknown one fails with `unknown` (its %1 is the name).
    template<typename Enum>
    std::optional<Enum> named(const QJsonObject &object, const QString &key, const JsonPath &path,
                              std::optional<Enum> (*fromName)(QStringView), const QString &unknown)
    {
        const QString name = string(object, key, path);
        if (failed())
            return std::nullopt;
        const std::optional<Enum> value = fromName(name);
        if (!value)
            fail(path / key, unknown.arg(name));
        return value;
    }

    QJsonArray array(const QJsonObject &object, const QString &key, const JsonPath &path, bool required = true)
    {
        const QJsonValue value = object.value(key);
        if (value.isUndefined() && !required)
            return {};
        if (!value.isArray()) {
            fail(path / key, JsonText::tr("expected an array"));
            return {};
        }
        return value.toArray();
    }

    QJsonObject object(const QJsonValue &value, const JsonPath &path)
    {
        if (!value.isObject())
            fail(path, JsonText::tr("expected an object"));
        return value.toObject();
    }

    Side side(const QJsonValue &value, const JsonPath &path)
    {
        const std::optional<Side> side = sideFromName(value.toString());
        if (!value.isString() || !side) {
            fail(path, JsonText::tr("expected a side: N, NE, SE, S, SW or NW"));
            return Side::S;
        }
        return *side;
    }

    Hex hex(const QJsonObject &object, const JsonPath &path)
    {
        using Limits::MaxHexCoordinate;
        return {integer(object, u"q"_s, path, std::nullopt, -MaxHexCoordinate, MaxHexCoordinate),
                integer(object, u"r"_s, path, std::nullopt, -MaxHexCoordinate, MaxHexCoordinate)};
    }

    HexSide hexSide(const QJsonValue &value, const JsonPath &path)
    {
        const QJsonObject o = object(value, path);
        return {hex(o, path), side(o.value(u"side"_s), path / u"side"_s)};
    }

    HexCell cell(const QJsonValue &value, const JsonPath &path)
    {
        HexCell cell;
        const QJsonObject o = object(value, path);
        if (failed())
            return cell;
        cell.at = hex(o, path);
        if (const auto t = named(o, u"terrain"_s, path, terrainFromName, JsonText::tr("unknown terrain \"%1\"")))
            cell.terrain = *t;
        if (failed())
            return cell;
        if (o.contains(u"crop"_s)) {
            if (const auto c = named(o, u"crop"_s, path, cropFromName, JsonText::tr("unknown crop \"%1\"")))
                cell.crop = *c;
        }
        if (o.contains(u"river"_s)) {
            if (const auto r = named(o, u"river"_s, path, riverFromName, JsonText::tr("unknown river \"%1\"")))
                cell.river = *r;
        }
        const QJsonArray outflows = array(o, u"outflows"_s, path, false);
        for (qsizetype i = 0; i < outflows.size() && !failed(); ++i)
            cell.outflows.append(side(outflows[i], path / u"outflows"_s / i));
        return cell;
    }

    QList<HexCell> cells(const QJsonObject &o, const JsonPath &path)
    {
        QList<HexCell> result;
        const QJsonArray hexes = array(o, u"hexes"_s, path);
        if (hexes.size() > Limits::MaxBoardHexes)
            fail(path / u"hexes"_s, JsonText::tr("%1 hexes; at most %2").arg(hexes.size()).arg(Limits::MaxBoardHexes));
        for (qsizetype i = 0; i < hexes.size() && !failed(); ++i)
            result.append(cell(hexes[i], path / u"hexes"_s / i));
        return result;
    }

    // Two hexes at one place: the first repeated one is named.
    void checkDistinct(const QList<HexCell> &cells, const JsonPath &path)
    {
        QSet<qint64> seen;
        seen.reserve(cells.size());
        for (qsizetype i = 0; i < cells.size() && !failed(); ++i) {
            const qint64 key = (qint64(cells[i].at.q) << 32) | quint32(cells[i].at.r);
            if (seen.contains(key))
                fail(path / i, JsonText::tr("hex %1 appears twice").arg(hexText(cells[i].at)));
            seen.insert(key);
        }
    }

    // The members a board file and a layout share: the tiles in the slots with their turns, the outflow chosen
    // at each spring (among the marked outflows of `cells`), the dams, the choices at ties and the seed.
    void layoutMembers(const QJsonObject &o, const JsonPath &top, const QList<HexCell> &cells, BoardLayout &layout)
    {
        const QJsonValue outflowsValue = o.value(u"outflows"_s);
        const QJsonObject outflows
            = outflowsValue.isUndefined() ? QJsonObject() : object(outflowsValue, top / u"outflows"_s);
        for (auto it = outflows.begin(); it != outflows.end() && !failed(); ++it) {
            const JsonPath at = top / u"outflows"_s / it.key();
            const std::optional<River> river = riverFromName(it.key());
            if (!river) {
                fail(at, JsonText::tr("unknown river \"%1\"").arg(it.key()));
                break;
            }
            const Side side = this->side(it.value(), at);
            const auto spring = std::find_if(cells.cbegin(), cells.cend(), [&](const HexCell &c) {
                return c.terrain == Terrain::Spring && c.river == *river;
            });
            if (!failed() && (spring == cells.cend() || !spring->outflows.contains(side))) {
                fail(at, JsonText::tr("%1 is not a marked outflow of that river's spring").arg(sideName(side)));
                break;
            }
            if (!failed())
                layout.outflow[int(*river)] = int(spring->outflows.indexOf(side));
        }
        layout.dams = sides(o, u"dams"_s, top);
        for (HexSide &dam : layout.dams)
            dam = normalised(dam);
        std::sort(layout.dams.begin(), layout.dams.end());
        layout.choices = sides(o, u"choices"_s, top);
        const QJsonArray slots = array(o, u"slots"_s, top, false);
        if (slots.size() > Limits::MaxBoardHexes)
            fail(top / u"slots"_s, JsonText::tr("%1 slots; at most %2").arg(slots.size()).arg(Limits::MaxBoardHexes));
        for (qsizetype i = 0; i < slots.size() && !failed(); ++i) {
            const JsonPath at = top / u"slots"_s / i;
            const QJsonObject slot = object(slots[i], at);
            layout.tiles.append(string(slot, u"tile"_s, at));
            layout.turns.append(integer(slot, u"turn"_s, at, 0, 0, LandTileTurns - 1));
        }
        if (o.contains(u"seed"_s)) {
            bool ok = false;
            const std::uint64_t seed = o.value(u"seed"_s).toString().toULongLong(&ok);
            if (ok)
                layout.seed = seed;
            else
                fail(top / u"seed"_s, JsonText::tr("expected a seed as a string of digits"));
        }
    }

    QList<HexSide> sides(const QJsonObject &o, const QString &key, const JsonPath &top)
    {
        QList<HexSide> result;
        const QJsonArray items = array(o, key, top, false);
        if (items.size() > Limits::MaxBoardHexes * SideCount)
            fail(top / key,
                 JsonText::tr("%1 sides; at most %2").arg(items.size()).arg(Limits::MaxBoardHexes * SideCount));
        for (qsizetype i = 0; i < items.size() && !failed(); ++i)
            result.append(hexSide(items[i], top / key / i));
        return result;
    }

private:
    const QByteArray &m_text;
    QString m_fileName;
    QString m_error;
    JsonPath m_base;
    JsonLocator m_locator; // one scan for all places, however many
};

QString compactJson(const QJsonValue &value)
{
    if (value.isObject()) {
        const QJsonObject o = value.toObject();
        QStringList parts;
        for (auto it = o.begin(); it != o.end(); ++it)
            parts << compactJson(it.key()) + u": "_s + compactJson(it.value());
        return u'{' + parts.join(u", "_s) + u'}';
    }
    if (value.isArray()) {
        QStringList parts;
        for (const QJsonValue &item : value.toArray())
            parts << compactJson(item);
        return u'[' + parts.join(u", "_s) + u']';
    }
    const QByteArray text = QJsonDocument(QJsonArray {value}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(text.mid(1, text.size() - 2));
}

// Review-friendly JSON: a value on one line when it fits, else one member a line.
QString reviewJson(const QJsonValue &value, int indent)
{
    const QString compact = compactJson(value);
    if ((!value.isObject() && !value.isArray()) || indent + compact.size() <= 100)
        return compact;
    const QString pad(indent + 2, u' ');
    QStringList lines;
    if (value.isObject()) {
        const QJsonObject o = value.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            lines << pad + compactJson(it.key()) + u": "_s + reviewJson(it.value(), indent + 2);
        return u"{\n"_s + lines.join(u",\n"_s) + u'\n' + QString(indent, u' ') + u'}';
    }
    for (const QJsonValue &item : value.toArray())
        lines << pad + reviewJson(item, indent + 2);
    return u"[\n"_s + lines.join(u",\n"_s) + u'\n' + QString(indent, u' ') + u']';
}

// The members a board file and a layout share (see Reader::layoutMembers); the outflows are named by the
// springs among `cells`.
void layoutMembersToJson(QJsonObject &o, const BoardLayout &layout, const QList<HexCell> &cells)
{
    if (layout.seed)
        o.insert(u"seed"_s, QString::number(*layout.seed));
    if (!layout.tiles.isEmpty()) {
        QJsonArray slots;
        for (qsizetype s = 0; s < layout.tiles.size(); ++s)
            slots.append(
                QJsonObject {{u"slot"_s, int(s)}, {u"tile"_s, layout.tiles[s]}, {u"turn"_s, layout.turns.value(s)}});
        o.insert(u"slots"_s, slots);
    }
    QJsonObject outflows;
    for (const HexCell &cell : cells) {
        if (cell.terrain == Terrain::Spring && !cell.outflows.isEmpty())
            outflows.insert(riverName(cell.river),
                            sideName(cell.outflows.value(layout.outflow[int(cell.river)], cell.outflows.first())));
    }
    o.insert(u"outflows"_s, outflows);
    QJsonArray dams;
    for (const HexSide &dam : layout.dams)
        dams.append(hexSideToJson(dam));
    o.insert(u"dams"_s, dams);
    if (!layout.choices.isEmpty()) {
        QJsonArray choices;
        for (const HexSide &choice : layout.choices)
            choices.append(hexSideToJson(choice));
        o.insert(u"choices"_s, choices);
    }
}

} // namespace

QString pieceSetNestedText(const PieceSet &set, int indent)
{
    return reviewJson(pieceSetToJson(set), indent);
}

QByteArray pieceSetText(const PieceSet &set)
{
    return (reviewJson(pieceSetToJson(set), 0) + u'\n').toUtf8();
}

const PieceSet &bundledPieceSet()
{
    static const PieceSet set = [] {
        PieceSet result;
        QFile file(u":/data/catalogue/dos-rios.json"_s);
        if (file.open(QIODevice::ReadOnly)) {
            const QString error = pieceSetFromJson(file.readAll(), file.fileName(), result);
            if (!error.isEmpty())
                qWarning("%s", qPrintable(error));
        }
        return result;
    }();
    return set;
}

QJsonObject routingToJson(const Board &board, const Routing &routing)
{
    const auto hexObject = [&](int cell) {
        const HexCell &c = board.cells[cell];
        return QJsonObject {{u"q"_s, c.at.q}, {u"r"_s, c.at.r}, {u"terrain"_s, terrainName(c.terrain)}};
    };
    QJsonObject rivers;
    for (int r = 0; r < RiverCount; ++r) {
        const RiverCourse &course = routing.rivers[std::size_t(r)];
        QJsonArray hexes;
        for (std::size_t i = 0; i < course.cells.size(); ++i) {
            QJsonObject hex = hexObject(course.cells[i]);
            if (i < course.exits.size())
                hex.insert(u"exit"_s, sideName(course.exits[i]));
            hexes.append(hex);
        }
        QJsonObject river {{u"course"_s, hexes}, {u"end"_s, courseEndName(course.end)}};
        if (!course.cells.empty() && course.end != CourseEnd::NoSpring)
            river.insert(u"endsAt"_s, hexObject(course.cells.back()));
        river.insert(u"watered"_s, wateredLength(board, routing, River(r)));
        rivers.insert(riverName(River(r)), river);
    }
    QJsonObject o {{u"rivers"_s, rivers}};
    if (routing.joinCell >= 0) {
        QJsonObject join = hexObject(routing.joinCell);
        join.insert(u"river"_s, riverName(River::Moreno));
        join.insert(u"into"_s, riverName(River::Grande));
        QJsonArray joined;
        for (std::size_t c = 0; c < routing.watered.size(); ++c) {
            if (routing.watered[c] == 3)
                joined.append(hexObject(int(c)));
        }
        join.insert(u"joinedStretch"_s, joined);
        o.insert(u"join"_s, join);
    } else {
        o.insert(u"join"_s, QJsonValue::Null);
    }
    // Both rivers end in this lake or the city: each ends there, they have not joined.
    o.insert(u"sharedEnd"_s, routing.sharedEndCell >= 0 ? QJsonValue(hexObject(routing.sharedEndCell)) : QJsonValue());
    return o;
}

QJsonObject hexCellToJson(const HexCell &cell)
{
    QJsonObject o {{u"q"_s, cell.at.q}, {u"r"_s, cell.at.r}, {u"terrain"_s, terrainName(cell.terrain)}};
    if (cell.crop != Crop::None)
        o.insert(u"crop"_s, cropName(cell.crop));
    if (cell.terrain == Terrain::Spring) {
        o.insert(u"river"_s, riverName(cell.river));
        o.insert(u"outflows"_s, sidesToJson(cell.outflows));
    }
    return o;
}

QJsonObject boardToJsonObject(const Board &board)
{
    QJsonObject o {{u"format"_s, BoardFormat}, {u"version"_s, 1}};
    layoutMembersToJson(o, layoutOf(board), board.cells);
    QJsonArray hexes;
    for (const HexCell &cell : board.cells)
        hexes.append(hexCellToJson(cell));
    o.insert(u"hexes"_s, hexes);
    return o;
}

QByteArray boardToJson(const Board &board)
{
    return QJsonDocument(boardToJsonObject(board)).toJson(QJsonDocument::Indented);
}

QString boardFromJson(const QByteArray &text, const QString &fileName, Board &board)
{
    Reader reader(text, fileName);
    const std::optional<QJsonObject> root = reader.root(BoardFormat);
    if (!root)
        return reader.error();
    const JsonPath top;
    Board result;
    result.cells = reader.cells(*root, top);
    reader.checkDistinct(result.cells, top / u"hexes"_s);
    BoardLayout layout;
    reader.layoutMembers(*root, top, result.cells, layout);
    if (reader.failed())
        return reader.error();
    result.outflow = layout.outflow;
    result.dams = layout.dams;
    result.choices = layout.choices;
    result.seed = layout.seed;
    result.tileIds = layout.tiles;
    // Which tile of a piece set each slot holds is known once the board meets its pieces (boardFromLayout).
    for (const int turn : std::as_const(layout.turns))
        result.placements.append({-1, turn});
    board = std::move(result);
    return {};
}

constexpr EnumNames<CardKind, 4> cardKinds = {{
    {CardKind::Crop, u"crop"},
    {CardKind::Forest, u"forest"},
    {CardKind::River, u"river"},
    {CardKind::Bandits, u"bandits"},
}};

QString cardKindName(CardKind kind)
{
    return enumName(cardKinds, kind);
}

std::optional<CardKind> cardKindFromName(QStringView name)
{
    return enumFromName(cardKinds, name);
}

QString layoutFromJson(const QByteArray &text, const QString &fileName, const PieceSet &set, BoardLayout &layout)
{
    Reader reader(text, fileName);
    const std::optional<QJsonObject> object = reader.member(u"layout"_s);
    if (!object)
        return reader.error();
    QList<HexCell> frame;
    for (const FramePiece &piece : set.frame)
        frame.append(piece.hexes);
    BoardLayout result;
    reader.layoutMembers(*object, {}, frame, result);
    if (reader.failed())
        return reader.error();
    Board board;
    if (const QString problem = boardFromLayout(set, result, board); !problem.isEmpty()) {
        reader.fail({u"slots"_s}, problem);
        return reader.error();
    }
    layout = result;
    return {};
}

QJsonObject layoutToJson(const PieceSet &set, const BoardLayout &layout)
{
    QList<HexCell> frame;
    for (const FramePiece &piece : set.frame)
        frame.append(piece.hexes);
    QJsonObject o;
    layoutMembersToJson(o, layout, frame);
    return o;
}

QJsonObject pieceSetToJson(const PieceSet &set)
{
    QJsonObject o {{u"format"_s, PiecesFormat},
                   {u"version"_s, 1},
                   {u"game"_s, u"dos-rios"_s},
                   {u"board"_s, u"hex"_s},
                   {u"status"_s, set.status}};
    if (!set.note.isEmpty())
        o.insert(u"note"_s, set.note);
    const auto hexesOf = [](const auto &cells) {
        QJsonArray hexes;
        for (const HexCell &cell : cells)
            hexes.append(hexCellToJson(cell));
        return hexes;
    };
    QJsonArray frame;
    for (const FramePiece &piece : set.frame)
        frame.append(QJsonObject {{u"id"_s, piece.id},
                                  {u"nameCs"_s, piece.nameCs},
                                  {u"nameEn"_s, piece.nameEn},
                                  {u"hexes"_s, hexesOf(piece.hexes)}});
    o.insert(u"frame"_s, frame);
    QJsonArray slots;
    for (const auto &slot : set.slots) {
        QJsonArray hexes;
        for (const Hex hex : slot)
            hexes.append(QJsonArray {hex.q, hex.r});
        slots.append(hexes);
    }
    o.insert(u"slots"_s, slots);
    QJsonArray tiles;
    for (const LandTile &tile : set.tiles)
        tiles.append(QJsonObject {{u"id"_s, tile.id},
                                  {u"nameCs"_s, tile.nameCs},
                                  {u"nameEn"_s, tile.nameEn},
                                  {u"hexes"_s, hexesOf(tile.hexes)}});
    o.insert(u"tiles"_s, tiles);
    QJsonArray cards;
    for (const HarvestCard &card : set.cards) {
        QJsonObject c {{u"id"_s, card.id}, {u"kind"_s, cardKindName(card.kind)}, {u"count"_s, card.count}};
        if (card.kind == CardKind::Crop)
            c.insert(u"crop"_s, cropName(card.crop));
        if (card.kind == CardKind::River || card.kind == CardKind::Bandits)
            c.insert(u"river"_s, riverName(card.river));
        cards.append(c);
    }
    o.insert(u"cards"_s, cards);
    if (set.layout)
        o.insert(u"layout"_s, layoutToJson(set, *set.layout));
    const Material &m = set.material;
    o.insert(u"material"_s,
             QJsonObject {{u"farmersPerPlayer"_s, m.farmersPerPlayer},
                          {u"farmsPerPlayer"_s, m.farmsPerPlayer},
                          {u"haciendasPerPlayer"_s, m.haciendasPerPlayer},
                          {u"dams"_s, m.dams},
                          {u"riverPieces"_s, m.riverPieces},
                          {u"woodAtStart"_s, m.woodAtStart},
                          {u"farmCost"_s, m.farmCost},
                          {u"haciendaCost"_s, m.haciendaCost}});
    return o;
}

QString pieceSetFromJson(const QByteArray &text, const QString &fileName, PieceSet &set, const QString &member)
{
    Reader reader(text, fileName);
    const std::optional<QJsonObject> root = reader.root(PiecesFormat, member);
    if (!root)
        return reader.error();
    const JsonPath top;
    PieceSet result;
    result.status = reader.string(*root, u"status"_s, top, false);
    if (result.status.isEmpty())
        result.status = u"draft"_s;
    result.note = reader.string(*root, u"note"_s, top, false);
    const QJsonArray frame = reader.array(*root, u"frame"_s, top);
    for (qsizetype i = 0; i < frame.size() && !reader.failed(); ++i) {
        const JsonPath at = top / u"frame"_s / i;
        const QJsonObject o = reader.object(frame[i], at);
        FramePiece piece;
        piece.id = reader.string(o, u"id"_s, at);
        piece.nameCs = reader.string(o, u"nameCs"_s, at, false);
        piece.nameEn = reader.string(o, u"nameEn"_s, at, false);
        piece.hexes = reader.cells(o, at);
        reader.checkDistinct(piece.hexes, at / u"hexes"_s);
        result.frame.append(piece);
    }
    const QJsonArray slots = reader.array(*root, u"slots"_s, top);
    if (slots.size() > Limits::MaxBoardHexes)
        reader.fail(top / u"slots"_s,
                    JsonText::tr("%1 slots; at most %2").arg(slots.size()).arg(Limits::MaxBoardHexes));
    for (qsizetype i = 0; i < slots.size() && !reader.failed(); ++i) {
        const JsonPath at = top / u"slots"_s / i;
        const QJsonArray hexes = slots[i].toArray();
        if (hexes.size() != 3) {
            reader.fail(at, JsonText::tr("a slot is three hexes, each [q, r]"));
            break;
        }
        std::array<Hex, 3> slot;
        for (int k = 0; k < 3 && !reader.failed(); ++k) {
            const QJsonArray qr = hexes[k].toArray();
            if (qr.size() != 2) {
                reader.fail(at / k, JsonText::tr("expected [q, r]"));
                break;
            }
            using Limits::MaxHexCoordinate;
            slot[std::size_t(k)] = {reader.integerValue(qr[0], at / k / 0, -MaxHexCoordinate, MaxHexCoordinate),
                                    reader.integerValue(qr[1], at / k / 1, -MaxHexCoordinate, MaxHexCoordinate)};
        }
        result.slots.append(slot);
    }
    const QJsonArray tiles = reader.array(*root, u"tiles"_s, top);
    for (qsizetype i = 0; i < tiles.size() && !reader.failed(); ++i) {
        const JsonPath at = top / u"tiles"_s / i;
        const QJsonObject o = reader.object(tiles[i], at);
        LandTile tile;
        tile.id = reader.string(o, u"id"_s, at);
        tile.nameCs = reader.string(o, u"nameCs"_s, at, false);
        tile.nameEn = reader.string(o, u"nameEn"_s, at, false);
        const QList<HexCell> cells = reader.cells(o, at);
        if (!reader.failed() && cells.size() != 3) {
            reader.fail(at / u"hexes"_s, JsonText::tr("a land tile has 3 hexes, not %1").arg(cells.size()));
            break;
        }
        for (int k = 0; k < 3 && k < cells.size(); ++k)
            tile.hexes[std::size_t(k)] = cells[k];
        result.tiles.append(tile);
    }
    if (tiles.size() > Limits::MaxBoardHexes)
        reader.fail(top / u"tiles"_s,
                    JsonText::tr("%1 land tiles; at most %2").arg(tiles.size()).arg(Limits::MaxBoardHexes));
    const QJsonArray cards = reader.array(*root, u"cards"_s, top, false);
    if (cards.size() > Limits::MaxCardCount)
        reader.fail(top / u"cards"_s, JsonText::tr("%1 cards; at most %2").arg(cards.size()).arg(Limits::MaxCardCount));
    for (qsizetype i = 0; i < cards.size() && !reader.failed(); ++i) {
        const JsonPath at = top / u"cards"_s / i;
        const QJsonObject o = reader.object(cards[i], at);
        HarvestCard card;
        card.id = reader.string(o, u"id"_s, at);
        const QString kind = reader.string(o, u"kind"_s, at);
        if (const auto k = cardKindFromName(kind))
            card.kind = *k;
        else if (!reader.failed())
            reader.fail(at / u"kind"_s, JsonText::tr("unknown card kind \"%1\"").arg(kind));
        if (card.kind == CardKind::Crop)
            card.crop = cropFromName(reader.string(o, u"crop"_s, at)).value_or(Crop::None);
        if (card.kind == CardKind::River || (card.kind == CardKind::Bandits && o.contains(u"river"_s)))
            card.river = riverFromName(reader.string(o, u"river"_s, at)).value_or(River::Grande);
        card.count = reader.integer(o, u"count"_s, at, 1, 0, Limits::MaxCardCount);
        result.cards.append(card);
    }
    if (root->contains(u"material"_s)) {
        const JsonPath at = top / u"material"_s;
        const QJsonObject o = reader.object(root->value(u"material"_s), at);
        Material &m = result.material;
        m.farmersPerPlayer = reader.integer(o, u"farmersPerPlayer"_s, at, m.farmersPerPlayer, 0, Limits::MaxMaterial);
        m.farmsPerPlayer = reader.integer(o, u"farmsPerPlayer"_s, at, m.farmsPerPlayer, 0, Limits::MaxMaterial);
        m.haciendasPerPlayer
            = reader.integer(o, u"haciendasPerPlayer"_s, at, m.haciendasPerPlayer, 0, Limits::MaxMaterial);
        m.dams = reader.integer(o, u"dams"_s, at, m.dams, 0, Limits::MaxMaterial);
        m.riverPieces = reader.integer(o, u"riverPieces"_s, at, m.riverPieces, 0, Limits::MaxMaterial);
        m.woodAtStart = reader.integer(o, u"woodAtStart"_s, at, m.woodAtStart, 0, Limits::MaxMaterial);
        m.farmCost = reader.integer(o, u"farmCost"_s, at, m.farmCost, 0, Limits::MaxMaterial);
        m.haciendaCost = reader.integer(o, u"haciendaCost"_s, at, m.haciendaCost, 0, Limits::MaxMaterial);
    }
    if (root->contains(u"layout"_s) && !reader.failed()) {
        const JsonPath at = top / u"layout"_s;
        const QJsonObject o = reader.object(root->value(u"layout"_s), at);
        QList<HexCell> frameCells;
        for (const FramePiece &piece : std::as_const(result.frame))
            frameCells.append(piece.hexes);
        BoardLayout layout;
        reader.layoutMembers(o, at, frameCells, layout);
        Board board;
        const QString problem = reader.failed() ? QString() : boardFromLayout(result, layout, board);
        if (!problem.isEmpty())
            reader.fail(at / u"slots"_s, problem);
        result.layout = layout;
    }
    if (reader.failed())
        return reader.error();
    set = std::move(result);
    return {};
}

} // namespace Krajina::DosRios
