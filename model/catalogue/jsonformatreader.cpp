// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Reading the JSON catalogue (jsonformat.h), either layout, with a message
// naming file, line and key for anything it cannot take.

#include "jsonformat.h"

#include "hex/dosriosjson.h"

#include "inputlimits.h"
#include "jsonlocation.h"
#include "repeatedtext.h"

#include "catalogueio.h"
#include "jsonpieces.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QSet>
#include <QVarLengthArray>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <limits>
#include <thread>
#include <variant>

using namespace Qt::StringLiterals;

namespace Krajina::JsonFormat {

namespace {

// Gives lupdate and tr() one context for the messages of this file.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(JsonFormat)
};

// The members of an object that a reader knows, gathered in one pass over
// the object (each QJsonObject::value() is a search of its own); value() and
// contains() answer as QJsonObject's do for those keys.
class Fields
{
public:
    explicit Fields(const QStringList &known)
        : m_known(known)
        , m_values(known.size(), QJsonValue(QJsonValue::Undefined))
    {
    }
    // Keeps the value if its key is known; false if not.
    bool take(const QString &key, const QJsonValue &value)
    {
        const qsizetype i = indexOf(key);
        if (i < 0)
            return false;
        m_values[i] = value;
        return true;
    }
    QJsonValue value(const QString &key) const
    {
        const qsizetype i = indexOf(key);
        return i < 0 ? QJsonValue(QJsonValue::Undefined) : m_values.at(i);
    }
    bool contains(const QString &key) const { return !value(key).isUndefined(); }

private:
    qsizetype indexOf(const QString &key) const
    {
        for (qsizetype i = 0; i < m_known.size(); ++i) {
            if (m_known.at(i) == key) // compares the lengths first
                return i;
        }
        return -1;
    }

    const QStringList &m_known;
    QVarLengthArray<QJsonValue, 16> m_values;
};

// How one read goes through long tile arrays: in pieces (JsonArrayPieces),
// parsed one after another on two threads in memory that piece after piece
// reuses, or whole (as the reference, and for any text where pieces went
// wrong: its message is the one for the whole text).
struct PieceReading
{
    bool allowed = true;
    bool badSyntax = false; // a piece did not parse: read the whole text again, whole
};

constexpr qsizetype SmallestSplit = 2000; // fewer tiles are read faster on one thread
constexpr qsizetype TilesPerPiece = 1000;
// Long arrays of smaller elements are read whole: as their tiles are made
// before they are read, this keeps the memory they take in proportion to the text.
constexpr qsizetype SmallestPieceTileBytes = 32;

// Reads one JSON document into catalogue values. The first error sticks;
// after it every reader returns defaults and the caller stops.
class Reader
{
public:
    Reader(const QByteArray &text, const QString &fileName, QStringList *warnings, PieceReading *pieces = nullptr)
        : m_text(text)
        , m_fileName(fileName)
        , m_warnings(warnings)
        , m_pieces(pieces)
        , m_locator(text)
    {
    }

    bool failed() const { return !m_error.isEmpty(); }
    QString error() const { return m_error; }

    std::optional<QJsonObject> parseRoot()
    {
        // Long tile arrays are left out ([]) and read in pieces when readTiles() gets to them.
        if (m_pieces && m_pieces->allowed) {
            m_arrays = findTileArrayPieces(m_text, SmallestSplit, TilesPerPiece);
            m_arrays.removeIf(
                [](const JsonArrayPieces &a) { return a.end - a.begin < a.size() * SmallestPieceTileBytes; });
            if (!m_arrays.isEmpty()) {
                QJsonParseError parseError;
                const QJsonDocument doc = QJsonDocument::fromJson(withEmptyArrays(m_text, m_arrays), &parseError);
                if (parseError.error == QJsonParseError::NoError && doc.isObject())
                    return doc.object();
                m_arrays.clear(); // the whole text gives the message
            }
        }
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(m_text, &parseError);
        if (parseError.error != QJsonParseError::NoError) {
            m_error = u"%1:%2: %3"_s.arg(m_fileName)
                          .arg(textPositionOf(m_text, parseError.offset).line)
                          .arg(Text::tr("not valid JSON: %1").arg(parseError.errorString()));
            return std::nullopt;
        }
        if (!doc.isObject()) {
            m_error = u"%1:1: %2"_s.arg(m_fileName, Text::tr("expected a JSON object"));
            return std::nullopt;
        }
        return doc.object();
    }

    // Checks "format" and "version" of a file's root object.
    QString header(const QJsonObject &root)
    {
        const QString format = text(root, u"format"_s, {}, true);
        if (failed())
            return {};
        if (format != CatalogueFormatId && format != ExpansionFormatId) {
            fail(JsonPath() / u"format"_s, Text::tr("not a Krajina catalogue (format \"%1\")").arg(format));
            return {};
        }
        const int version = integer(root, u"version"_s, {}, 0, std::numeric_limits<int>::min(),
                                    std::numeric_limits<int>::max(), true);
        if (!failed() && version > Version)
            fail(JsonPath() / u"version"_s,
                 Text::tr("format version %1 is newer than this Krajina reads (%2)").arg(version).arg(Version));
        else if (!failed() && version < 1)
            fail(JsonPath() / u"version"_s, Text::tr("bad format version %1").arg(version));
        return format;
    }

    // What later messages are about: a tile or an expansion with that id (the
    // words are made only for a message).
    enum class Record { None, Tile, Expansion };
    void setRecord(Record kind, const QString &id = {})
    {
        m_record = kind;
        m_recordId = id;
    }

    void fail(const JsonPath &path, const QString &message)
    {
        if (!failed())
            m_error = placed(path, message);
    }

    void warn(const JsonPath &path, const QString &message) { m_warnings->append(placed(path, message)); }

    // The known members of `o`; the others are warned about, in the object's order, as checkKeys() does.
    Fields fields(const QJsonObject &o, const QStringList &known, const JsonPath &path)
    {
        Fields result(known);
        for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
            const QString key = it.key();
            if (!result.take(key, it.value()))
                warn(path / key, Text::tr("unknown key \"%1\" ignored").arg(key));
        }
        return result;
    }

    void checkKeys(const QJsonObject &o, const QStringList &known, const JsonPath &path)
    {
        for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
            if (!known.contains(it.key()))
                warn(path / it.key(), Text::tr("unknown key \"%1\" ignored").arg(it.key()));
        }
    }

    QString text(const auto &o, const QString &key, const JsonPath &path, bool required = false)
    {
        const QJsonValue v = o.value(key);
        if (v.isUndefined()) {
            if (required)
                fail(path, Text::tr("\"%1\" is missing").arg(key));
            return {};
        }
        if (!v.isString()) {
            fail(path / key, Text::tr("\"%1\" must be a string").arg(key));
            return {};
        }
        QString value = v.toString();
        checkUnicode(value, [&] { return path / key; });
        if (required && value.isEmpty())
            fail(path / key, Text::tr("\"%1\" must not be empty").arg(key));
        return value;
    }

    // A string with a lone surrogate ("\ud800") cannot be written back as it was read.
    // `at` gives the path, made only for a message.
    template<typename At>
    void checkUnicode(const QString &value, At at)
    {
        if (!QStringView(value).isValidUtf16())
            fail(at(), Text::tr("the text is not valid Unicode (a lone surrogate such as \\ud800)"));
    }

    static bool isWhole(const QJsonValue &v, int min, int max)
    {
        const double d = v.toDouble();
        return v.isDouble() && std::floor(d) == d && d >= min && d <= max;
    }

    // The value as a whole number from min to max; `place` gives the path and
    // the words for the message, made only when the value is wrong.
    template<typename Place>
    int integerValue(const QJsonValue &v, Place place, int min, int max)
    {
        if (!isWhole(v, min, max)) {
            const auto [path, what] = place();
            fail(path, Text::tr("%1 must be a whole number from %2 to %3").arg(what).arg(min).arg(max));
            return std::clamp(0, min, max);
        }
        return int(v.toDouble());
    }

    int integerValue(const QJsonValue &v, const JsonPath &path, const QString &what, int min, int max)
    {
        return integerValue(
            v, [&] { return std::pair(path, what); }, min, max);
    }

    int integer(const auto &o, const QString &key, const JsonPath &path, int fallback, int min, int max,
                bool required = false)
    {
        const QJsonValue v = o.value(key);
        if (v.isUndefined()) {
            if (required)
                fail(path, Text::tr("\"%1\" is missing").arg(key));
            return fallback;
        }
        return integerValue(
            v, [&] { return std::pair(path / key, u"\"%1\""_s.arg(key)); }, min, max);
    }

    bool flag(const auto &o, const QString &key, const JsonPath &path)
    {
        const QJsonValue v = o.value(key);
        if (v.isUndefined())
            return false;
        if (!v.isBool())
            fail(path / key, Text::tr("\"%1\" must be true or false").arg(key));
        return v.toBool();
    }

    QJsonArray array(const auto &o, const QString &key, const JsonPath &path)
    {
        const QJsonValue v = o.value(key);
        if (v.isUndefined())
            return {};
        if (!v.isArray())
            fail(path / key, Text::tr("\"%1\" must be an array").arg(key));
        return v.toArray();
    }

    QJsonObject objectAt(const QJsonArray &a, qsizetype i, const JsonPath &path)
    {
        if (!a.at(i).isObject())
            fail(path, Text::tr("expected an object"));
        return a.at(i).toObject();
    }

    QList<int> integers(const auto &o, const QString &key, const JsonPath &path, int min, int max)
    {
        QList<int> result;
        const QJsonArray a = array(o, key, path);
        for (qsizetype i = 0; i < a.size() && !failed(); ++i)
            result << integerValue(
                a.at(i), [&] { return std::pair(path / key / i, Text::tr("each element")); }, min, max);
        return result;
    }

    QStringList stringList(const auto &o, const QString &key, const JsonPath &path)
    {
        QStringList result;
        const QJsonArray a = array(o, key, path);
        for (qsizetype i = 0; i < a.size() && !failed(); ++i) {
            if (!a.at(i).isString())
                fail(path / key / i, Text::tr("expected a string"));
            QString value = a.at(i).toString();
            checkUnicode(value, [&] { return path / key / i; });
            result << value;
        }
        return result;
    }

    // `what` is translated (QT_TRANSLATE_NOOP) only for a message.
    template<typename T>
    T named(std::optional<T> value, const QString &name, const JsonPath &path, const QString &key, const char *what)
    {
        if (!value) {
            fail(path / key, Text::tr("unknown %1 \"%2\"").arg(Text::tr(what), name));
            return T {};
        }
        return *value;
    }

    Game game(const QJsonObject &o, const JsonPath &path)
    {
        checkKeys(o, {u"id"_s, u"nameCs"_s, u"nameEn"_s, u"board"_s}, path);
        Game g;
        g.id = text(o, u"id"_s, path, true);
        g.nameCs = text(o, u"nameCs"_s, path);
        g.nameEn = text(o, u"nameEn"_s, path);
        const QString board = text(o, u"board"_s, path);
        if (const std::optional<BoardKind> kind = boardKindFromName(board))
            g.board = *kind;
        else if (!board.isEmpty())
            fail(path / u"board"_s, Text::tr("unknown board \"%1\" (square or hex)").arg(board));
        return g;
    }

    Watermark watermark(const QJsonObject &o, const JsonPath &path)
    {
        checkKeys(o, {u"id"_s, u"nameCs"_s, u"nameEn"_s}, path);
        return {text(o, u"id"_s, path, true), text(o, u"nameCs"_s, path), text(o, u"nameEn"_s, path)};
    }

    TileBack back(const QJsonObject &o, const JsonPath &path)
    {
        checkKeys(o, {u"id"_s, u"nameCs"_s, u"nameEn"_s, u"colour"_s}, path);
        TileBack b {text(o, u"id"_s, path, true), text(o, u"nameCs"_s, path), text(o, u"nameEn"_s, path), QColor()};
        const QString colour = text(o, u"colour"_s, path);
        if (!colour.isEmpty()) {
            b.colour = QColor::fromString(colour);
            if (!b.colour.isValid())
                fail(path / u"colour"_s, Text::tr("bad colour \"%1\"").arg(colour));
        }
        return b;
    }

    Edition edition(const QJsonObject &o, const JsonPath &path)
    {
        checkKeys(o, {u"id"_s, u"nameCs"_s, u"nameEn"_s, u"watermark"_s}, path);
        Edition e {text(o, u"id"_s, path, true), text(o, u"nameCs"_s, path), text(o, u"nameEn"_s, path)};
        e.watermark = text(o, u"watermark"_s, path);
        return e;
    }

    BettingToken token(const QJsonObject &o, const JsonPath &path)
    {
        checkKeys(o, {u"id"_s, u"numbers"_s, u"orMore"_s, u"copies"_s}, path);
        BettingToken t;
        t.id = text(o, u"id"_s, path, true);
        t.numbers = integers(o, u"numbers"_s, path, 0, Limits::MaxTokenNumber);
        t.orMore = flag(o, u"orMore"_s, path);
        t.copies = integer(o, u"copies"_s, path, 1, 0, Limits::MaxTokenNumber);
        return t;
    }

    Feature feature(const QJsonObject &o, const JsonPath &path)
    {
        static const QStringList known {u"type"_s,    u"cell"_s, u"locations"_s, u"pennants"_s, u"cities"_s,
                                        u"pigHerd"_s, u"inn"_s,  u"crossing"_s,  u"role"_s,     u"cropCircle"_s};
        const Fields m = fields(o, known, path);
        Feature f;
        const QString type = text(m, u"type"_s, path, true);
        if (failed())
            return f;
        f.type
            = named(featureTypeFromName(type), type, path, u"type"_s, QT_TRANSLATE_NOOP("JsonFormat", "feature type"));
        f.cell = integer(m, u"cell"_s, path, 0, 0, Limits::MaxTileCells * Limits::MaxTileCells - 1);
        const QString where = text(m, u"locations"_s, path);
        f.locations = named(Location::fromString(where), where, path, u"locations"_s,
                            QT_TRANSLATE_NOOP("JsonFormat", "location"));
        f.pennants = integer(m, u"pennants"_s, path, 0, 0, Limits::MaxPennants);
        f.cities = integers(m, u"cities"_s, path, 0, Limits::MaxFeatureIndex);
        f.pigHerd = flag(m, u"pigHerd"_s, path);
        f.inn = flag(m, u"inn"_s, path);
        if (m.contains(u"crossing"_s)) {
            const QString crossing = text(m, u"crossing"_s, path);
            f.crossing = named(crossingFromName(crossing), crossing, path, u"crossing"_s,
                               QT_TRANSLATE_NOOP("JsonFormat", "crossing"));
        }
        if (m.contains(u"role"_s)) {
            const QString role = text(m, u"role"_s, path);
            f.riverRole
                = named(riverRoleFromName(role), role, path, u"role"_s, QT_TRANSLATE_NOOP("JsonFormat", "river role"));
        }
        if (m.contains(u"cropCircle"_s)) {
            const QString crop = text(m, u"cropCircle"_s, path);
            f.cropCircle = named(cropCircleTypeFromName(crop), crop, path, u"cropCircle"_s,
                                 QT_TRANSLATE_NOOP("JsonFormat", "crop circle type"));
        }
        return f;
    }

    TileDefinition tile(const QJsonObject &o, const JsonPath &path, const QString *expansionId)
    {
        static const QStringList knownInExpansion {
            u"id"_s,   u"nameCs"_s,    u"nameEn"_s, u"count"_s, u"editions"_s, u"editionCounts"_s, u"status"_s,
            u"size"_s, u"watermark"_s, u"back"_s,   u"art"_s,   u"jczId"_s,    u"note"_s,          u"features"_s};
        static const QStringList known = knownInExpansion + QStringList {u"expansion"_s};
        const Fields m = fields(o, expansionId ? knownInExpansion : known, path);
        TileDefinition t;
        t.id = text(m, u"id"_s, path, true);
        setRecord(Record::Tile, t.id);
        t.expansion = expansionId ? *expansionId : text(m, u"expansion"_s, path, true);
        t.nameCs = m_repeated.nameCs(text(m, u"nameCs"_s, path));
        t.nameEn = m_repeated.nameEn(text(m, u"nameEn"_s, path));
        t.count = integer(m, u"count"_s, path, 1, 0, Limits::MaxTileCount);
        t.editions = stringList(m, u"editions"_s, path);
        const QJsonValue counts = m.value(u"editionCounts"_s);
        if (!counts.isUndefined() && !counts.isObject())
            fail(path / u"editionCounts"_s, Text::tr("\"editionCounts\" must be an object"));
        const QJsonObject countsObject = counts.toObject();
        for (auto it = countsObject.constBegin(); it != countsObject.constEnd() && !failed(); ++it) {
            checkUnicode(it.key(), [&] { return path / u"editionCounts"_s / it.key(); });
            t.editionCounts.insert(it.key(),
                                   integerValue(it.value(), path / u"editionCounts"_s / it.key(),
                                                Text::tr("an edition's count"), 0, Limits::MaxTileCount));
        }
        if (m.contains(u"status"_s)) {
            const QString status = text(m, u"status"_s, path);
            t.status = named(tileStatusFromName(status), status, path, u"status"_s,
                             QT_TRANSLATE_NOOP("JsonFormat", "status"));
        }
        if (m.contains(u"size"_s)) {
            const QList<int> size = integers(m, u"size"_s, path, 1, Limits::MaxTileCells);
            if (size.size() != 2)
                fail(path / u"size"_s, Text::tr("\"size\" must be [width, height]"));
            else
                t.size = QSize(size.at(0), size.at(1));
        }
        t.watermark = m_repeated.watermark(text(m, u"watermark"_s, path));
        t.back = m_repeated.back(text(m, u"back"_s, path));
        t.art = m_repeated.art(text(m, u"art"_s, path));
        t.jczId = m_repeated.jczId(text(m, u"jczId"_s, path));
        t.note = m_repeated.note(text(m, u"note"_s, path));
        const QJsonArray features = array(m, u"features"_s, path);
        JsonPath at = path / u"features"_s / 0; // one path, its last step changed feature by feature
        for (qsizetype i = 0; i < features.size() && !failed(); ++i) {
            at.last() = int(i);
            t.features << feature(objectAt(features, i, at), at);
        }
        setRecord(Record::None);
        return t;
    }

    // Reads an expansion object; its tiles are appended to `tiles`.
    Expansion expansion(const QJsonObject &o, const JsonPath &path, bool asFile, QList<TileDefinition> *tiles)
    {
        QStringList known {u"id"_s,          u"game"_s,      u"nameCs"_s, u"nameEn"_s,   u"publishedTotal"_s,
                           u"defaultBack"_s, u"startTile"_s, u"note"_s,   u"editions"_s, u"bettingTokens"_s,
                           u"tiles"_s};
        if (asFile)
            known << u"format"_s << u"version"_s;
        checkKeys(o, known, path);
        Expansion e;
        e.id = text(o, u"id"_s, path, true);
        setRecord(Record::Expansion, e.id);
        e.game = text(o, u"game"_s, path);
        e.nameCs = text(o, u"nameCs"_s, path);
        e.nameEn = text(o, u"nameEn"_s, path);
        e.publishedTotal = integer(o, u"publishedTotal"_s, path, 0, 0, Limits::MaxPublishedTotal);
        e.defaultBack = text(o, u"defaultBack"_s, path);
        e.startTile = text(o, u"startTile"_s, path);
        e.note = text(o, u"note"_s, path);
        const QJsonArray editions = array(o, u"editions"_s, path);
        for (qsizetype i = 0; i < editions.size() && !failed(); ++i) {
            const JsonPath at = path / u"editions"_s / i;
            e.editions << edition(objectAt(editions, i, at), at);
        }
        const QJsonArray tokens = array(o, u"bettingTokens"_s, path);
        for (qsizetype i = 0; i < tokens.size() && !failed(); ++i) {
            const JsonPath at = path / u"bettingTokens"_s / i;
            e.bettingTokens << token(objectAt(tokens, i, at), at);
        }
        setRecord(Record::None);
        readTiles(array(o, u"tiles"_s, path), path / u"tiles"_s, &e.id, tiles);
        return e;
    }

    // Reads an array of tiles (at `path`) into `tiles`. A long array is read in
    // two halves at once, the second by a reader of its own on another thread,
    // or, when parseRoot() left it out, in pieces (readPieces()); the tiles,
    // warnings and first error are those of one reader going through the array
    // in order.
    void readTiles(const QJsonArray &array, const JsonPath &path, const QString *expansionId,
                   QList<TileDefinition> *tiles)
    {
        const auto left
            = std::find_if(m_arrays.begin(), m_arrays.end(), [&](const JsonArrayPieces &a) { return a.path == path; });
        if (left != m_arrays.end() && array.isEmpty()) {
            if (failed())
                return; // checkUnreadPieces() parses it
            const JsonArrayPieces pieces = *left;
            m_arrays.erase(left);
            readPieces(pieces, expansionId, tiles);
            return;
        }
        const qsizetype size = array.size();
        if (size < SmallestSplit) {
            readTiles(array, path, expansionId, 0, size, tiles);
            return;
        }
        const qsizetype half = size / 2;
        QStringList laterWarnings;
        Reader later(m_text, m_fileName, &laterWarnings);
        QList<TileDefinition> laterTiles;
        {
            const std::jthread thread([&] { later.readTiles(array, path, expansionId, half, size, &laterTiles); });
            readTiles(array, path, expansionId, 0, half, tiles);
        }
        if (failed())
            return;
        m_warnings->append(laterWarnings);
        if (later.failed())
            m_error = later.m_error;
        else
            tiles->append(std::move(laterTiles));
    }

    // Whether the long arrays that nobody read (after an error, or under an
    // unknown key) parse; if not, marks the read for reading again, whole.
    void checkUnreadPieces()
    {
        QByteArray buffer;
        for (const JsonArrayPieces &a : std::as_const(m_arrays)) {
            for (const JsonArrayPieces::Piece &piece : a.pieces) {
                if (!parsePiece(m_text, piece, buffer)) {
                    m_pieces->badSyntax = true;
                    return;
                }
            }
        }
        m_arrays.clear();
    }

    void readTiles(const QJsonArray &array, const JsonPath &path, const QString *expansionId, qsizetype from,
                   qsizetype to, QList<TileDefinition> *tiles)
    {
        JsonPath at = path / from; // one path, its last step changed tile by tile
        for (qsizetype i = from; i < to && !failed(); ++i) {
            at.last() = int(i);
            *tiles << tile(objectAt(array, i, at), at, expansionId);
        }
    }

private:
    // Reads a long array left out by parseRoot(): two threads take piece after
    // piece, parse it and make its tiles in their place, each piece by a reader
    // of its own. Every piece is parsed, also after an error (the message for
    // broken syntax comes first); the tiles, warnings and first error are then
    // taken in order as one reader would have met them.
    void readPieces(const JsonArrayPieces &array, const QString *expansionId, QList<TileDefinition> *tiles)
    {
        struct Outcome
        {
            QStringList warnings;
            QString error;
            bool badSyntax = false;
        };
        const qsizetype count = array.pieces.size();
        std::vector<Outcome> outcomes(count);
        const qsizetype base = tiles->size();
        tiles->resize(base + array.size());
        TileDefinition *const out = tiles->data() + base;
        std::atomic<qsizetype> next = 0;
        std::atomic<qsizetype> firstFailed = count; // no tiles are needed after it
        const auto work = [&] {
            QByteArray buffer;
            for (qsizetype k = next++; k < count; k = next++) {
                const JsonArrayPieces::Piece &piece = array.pieces.at(k);
                Outcome &outcome = outcomes[k];
                const std::optional<QJsonArray> elements = parsePiece(m_text, piece, buffer);
                if (!elements) {
                    outcome.badSyntax = true;
                    continue;
                }
                if (k > firstFailed.load())
                    continue;
                Reader reader(m_text, m_fileName, &outcome.warnings);
                JsonPath at = array.path / piece.firstIndex; // one path, its last step changed tile by tile
                for (qsizetype i = 0; i < piece.count && !reader.failed(); ++i) {
                    at.last() = int(piece.firstIndex + i);
                    out[piece.firstIndex + i] = reader.tile(reader.objectAt(*elements, i, at), at, expansionId);
                }
                if (reader.failed()) {
                    outcome.error = reader.m_error;
                    qsizetype failed = firstFailed.load();
                    while (k < failed && !firstFailed.compare_exchange_weak(failed, k)) { }
                }
            }
        };
        {
            const std::jthread helper(work);
            work();
        }
        for (const Outcome &outcome : outcomes) {
            if (outcome.badSyntax) {
                m_pieces->badSyntax = true;
                m_error = u"broken syntax in a piece"_s; // stops this read; the whole text gives the message
                return;
            }
        }
        for (const Outcome &outcome : outcomes) {
            m_warnings->append(outcome.warnings);
            if (!outcome.error.isEmpty()) {
                m_error = outcome.error;
                return;
            }
        }
    }

    QString recordText() const
    {
        switch (m_record) {
        case Record::Tile:
            return Text::tr("tile %1").arg(m_recordId);
        case Record::Expansion:
            return Text::tr("expansion %1").arg(m_recordId);
        case Record::None:
            break;
        }
        return {};
    }

    QString placed(const JsonPath &path, const QString &message)
    {
        const int line = m_locator.position(path).line;
        QString where = recordText();
        if (!path.isEmpty())
            where = where.isEmpty() ? jsonPathText(path) : u"%1 (%2)"_s.arg(where, jsonPathText(path));
        if (where.isEmpty())
            return u"%1:%2: %3"_s.arg(m_fileName).arg(line).arg(message);
        return u"%1:%2: %3: %4"_s.arg(m_fileName).arg(line).arg(where, message);
    }

    const QByteArray &m_text;
    QString m_fileName;
    QStringList *m_warnings;
    PieceReading *m_pieces; // none: the text is read whole
    QList<JsonArrayPieces> m_arrays; // left out by parseRoot(), not read yet
    QString m_error;
    Record m_record = Record::None;
    struct
    {
        RepeatedText nameCs, nameEn, watermark, back, art, jczId, note;
    } m_repeated; // a tile's texts that repeat from tile to tile
    QString m_recordId;
    JsonLocator m_locator; // one scan for all messages, however many
};

void readDocument(Reader &reader, const QByteArray &text, const QString &fileName,
                  const OpenReferencedFile &openReferenced, PieceReading *pieces, CatalogueReadResult &result)
{
    const auto root = reader.parseRoot();
    if (!root) {
        result.error = reader.error();
        return;
    }
    const QString format = reader.header(*root);
    if (!reader.failed() && format == ExpansionFormatId)
        reader.fail({},
                    Text::tr("this is one expansion of a catalogue directory; read the directory or its %1")
                        .arg(IndexFileName));
    if (reader.failed()) {
        result.error = reader.error();
        return;
    }
    reader.checkKeys(
        *root,
        {u"format"_s, u"version"_s, u"games"_s, u"watermarks"_s, u"backs"_s, u"expansions"_s, u"tiles"_s, u"dosRios"_s},
        {});
    if (root->contains(u"dosRios"_s)) {
        result.error = DosRios::pieceSetFromJson(text, fileName, result.catalogue.dosRios, u"dosRios"_s);
        if (!result.error.isEmpty())
            return;
    }

    Catalogue &c = result.catalogue;
    const JsonPath top;
    const QJsonArray games = reader.array(*root, u"games"_s, top);
    for (qsizetype i = 0; i < games.size() && !reader.failed(); ++i)
        c.games << reader.game(reader.objectAt(games, i, top / u"games"_s / i), top / u"games"_s / i);
    const QJsonArray watermarks = reader.array(*root, u"watermarks"_s, top);
    for (qsizetype i = 0; i < watermarks.size() && !reader.failed(); ++i)
        c.watermarks << reader.watermark(reader.objectAt(watermarks, i, top / u"watermarks"_s / i),
                                         top / u"watermarks"_s / i);
    const QJsonArray backs = reader.array(*root, u"backs"_s, top);
    for (qsizetype i = 0; i < backs.size() && !reader.failed(); ++i)
        c.backs << reader.back(reader.objectAt(backs, i, top / u"backs"_s / i), top / u"backs"_s / i);

    const QJsonArray expansions = reader.array(*root, u"expansions"_s, top);
    for (qsizetype i = 0; i < expansions.size() && !reader.failed(); ++i) {
        const JsonPath at = top / u"expansions"_s / i;
        const QJsonValue entry = expansions.at(i);
        if (entry.isObject()) {
            c.expansions << reader.expansion(entry.toObject(), at, false, &c.tiles);
            continue;
        }
        if (!entry.isString()) {
            reader.fail(at, Text::tr("expected an expansion object or the name of an expansion file"));
            break;
        }
        const QString name = entry.toString();
        if (!openReferenced) {
            reader.fail(at,
                        Text::tr("expansion file \"%1\" cannot be found from here: give the directory, or a single"
                                 " file with the expansions nested")
                            .arg(name));
            break;
        }
        const InputFile file = openReferenced(name);
        if (!file.ok()) {
            reader.fail(at, file.error);
            break;
        }
        // The expansion file is read by its own reader, so its messages name it and its lines.
        Reader fileReader(file.data, file.displayName, &result.warnings, pieces);
        const auto fileRoot = fileReader.parseRoot();
        if (fileRoot) {
            const QString fileFormat = fileReader.header(*fileRoot);
            if (!fileReader.failed() && fileFormat != ExpansionFormatId)
                fileReader.fail(JsonPath() / u"format"_s,
                                Text::tr("expected an expansion file (format \"%1\")").arg(ExpansionFormatId));
            if (!fileReader.failed())
                c.expansions << fileReader.expansion(*fileRoot, {}, true, &c.tiles);
        }
        if (pieces)
            fileReader.checkUnreadPieces();
        if (pieces && pieces->badSyntax)
            return;
        if (fileReader.failed()) {
            result.error = fileReader.error();
            result.catalogue = {};
            return;
        }
    }
    reader.readTiles(reader.array(*root, u"tiles"_s, top), top / u"tiles"_s, nullptr, &c.tiles);
    if (reader.failed()) {
        result.error = reader.error();
        result.catalogue = {};
    }
}

CatalogueReadResult readDocument(const QByteArray &text, const QString &fileName,
                                 const OpenReferencedFile &openReferenced, PieceReading *pieces)
{
    CatalogueReadResult result;
    Reader reader(text, fileName, &result.warnings, pieces);
    readDocument(reader, text, fileName, openReferenced, pieces, result);
    if (pieces)
        reader.checkUnreadPieces();
    return result;
}

} // namespace

CatalogueReadResult read(const QByteArray &text, const QString &fileName, const OpenReferencedFile &openReferenced,
                         Pieces pieces)
{
    PieceReading reading {pieces == Pieces::Long};
    CatalogueReadResult result = readDocument(text, fileName, openReferenced, &reading);
    if (!reading.badSyntax)
        return result;
    // Broken syntax: the whole text tells where, as it does for any other text.
    reading = {false};
    return readDocument(text, fileName, openReferenced, &reading);
}

} // namespace Krajina::JsonFormat
