// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "jsonpieces.h"

#include <QJsonDocument>
#include <QJsonParseError>

#include <algorithm>
#include <array>
#include <utility>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

// Arrays nested deeper inside an element are left to the whole-text parser,
// whose nesting limit then answers as for any other text.
constexpr int MaxDepth = 64;

// The bytes where a value can start or end something: all others are skipped
// one after another without a second look.
constexpr std::array<bool, 256> Structural = [] {
    std::array<bool, 256> table {};
    for (const unsigned char c : {'"', '{', '}', '[', ']', ','})
        table[c] = true;
    return table;
}();

// Goes through the text once, the way a JSON parser would, but looks into
// only the root object, its "expansions" and their objects; every other value
// is skipped. Any surprise stops it: the caller then parses the whole text.
class PieceScanner
{
public:
    PieceScanner(const QByteArray &text, qsizetype minElements, qsizetype perPiece)
        : m_begin(text.constData())
        , m_p(text.constData())
        , m_end(text.constData() + text.size())
        , m_minElements(minElements)
        , m_perPiece(std::max<qsizetype>(perPiece, 1))
    {
    }

    bool scan(QList<JsonArrayPieces> *found)
    {
        skipSpace();
        if (!at('{'))
            return false;
        ++m_p;
        bool sawTiles = false;
        bool sawExpansions = false;
        return members([&](QByteArrayView key) {
            if (key == "tiles") {
                if (std::exchange(sawTiles, true))
                    return false;
                return at('[') ? array(JsonPath() / u"tiles"_s, 1, found) : skipValue(1);
            }
            if (key == "expansions") {
                if (std::exchange(sawExpansions, true))
                    return false;
                return at('[') ? expansions(found) : skipValue(1);
            }
            return skipValue(1);
        });
    }

private:
    bool at(char c) const { return m_p < m_end && *m_p == c; }
    qsizetype offset() const { return m_p - m_begin; }

    void skipSpace()
    {
        while (m_p < m_end && (*m_p == ' ' || *m_p == '\n' || *m_p == '\r' || *m_p == '\t'))
            ++m_p;
    }

    // From an opening quote to past the closing one; false where the text ends.
    bool skipString(bool *escaped)
    {
        ++m_p;
        while (m_p < m_end) {
            const char c = *m_p;
            if (c == '"') {
                ++m_p;
                return true;
            }
            if (c == '\\') {
                *escaped = true;
                ++m_p;
            }
            ++m_p;
        }
        return false;
    }

    // Past one value of any kind, from its first byte; false where there is
    // none, where the text ends inside it or where it nests too deep (`depth`:
    // the containers around it).
    bool skipValue(int depth)
    {
        const char *start = m_p;
        int level = 0;
        while (m_p < m_end) {
            const auto c = static_cast<unsigned char>(*m_p);
            if (!Structural[c]) {
                ++m_p;
                continue;
            }
            switch (c) {
            case '"': {
                bool escaped = false;
                if (!skipString(&escaped))
                    return false;
                if (level == 0)
                    return true;
                break;
            }
            case '{':
            case '[':
                if (++level + depth > MaxDepth)
                    return false;
                ++m_p;
                break;
            case '}':
            case ']':
                if (level == 0)
                    return m_p != start; // the end of the container around
                ++m_p;
                if (--level == 0)
                    return true;
                break;
            default: // ','
                if (level == 0)
                    return m_p != start;
                ++m_p;
            }
        }
        return level == 0 && m_p != start;
    }

    // The members of an object, from past its '{' to past its '}': `value` is
    // called at each member's value with the member's key (false stops).
    template<typename Value>
    bool members(Value value)
    {
        skipSpace();
        if (at('}')) {
            ++m_p;
            return true;
        }
        while (true) {
            skipSpace();
            if (!at('"'))
                return false;
            const char *keyStart = m_p + 1;
            bool escaped = false;
            if (!skipString(&escaped) || escaped)
                return false;
            const QByteArrayView key(keyStart, m_p - 1 - keyStart);
            skipSpace();
            if (!at(':'))
                return false;
            ++m_p;
            skipSpace();
            if (!value(key))
                return false;
            skipSpace();
            if (at(',')) {
                ++m_p;
                continue;
            }
            if (!at('}'))
                return false;
            ++m_p;
            return true;
        }
    }

    // The root's "expansions", from its '['.
    bool expansions(QList<JsonArrayPieces> *found)
    {
        ++m_p;
        skipSpace();
        if (at(']')) {
            ++m_p;
            return true;
        }
        for (qsizetype index = 0;; ++index) {
            skipSpace();
            if (at('{')) {
                ++m_p;
                bool sawTiles = false;
                const bool ok = members([&](QByteArrayView key) {
                    if (key != "tiles")
                        return skipValue(3);
                    if (std::exchange(sawTiles, true))
                        return false;
                    return at('[') ? array(JsonPath() / u"expansions"_s / index / u"tiles"_s, 3, found) : skipValue(3);
                });
                if (!ok)
                    return false;
            } else if (!skipValue(2)) {
                return false;
            }
            skipSpace();
            if (at(',')) {
                ++m_p;
                continue;
            }
            if (!at(']'))
                return false;
            ++m_p;
            return true;
        }
    }

    // An array that may be cut, from its '['; `depth`: the containers around it.
    bool array(const JsonPath &path, int depth, QList<JsonArrayPieces> *found)
    {
        JsonArrayPieces result;
        result.path = path;
        result.begin = offset();
        ++m_p;
        skipSpace();
        if (at(']')) {
            ++m_p;
            return true;
        }
        JsonArrayPieces::Piece piece {offset(), 0, 0, 0};
        while (true) {
            skipSpace();
            if (!skipValue(depth + 1))
                return false;
            ++piece.count;
            skipSpace();
            if (at(',')) {
                if (piece.count == m_perPiece) {
                    piece.end = offset();
                    result.pieces << piece;
                    piece = {offset() + 1, 0, piece.firstIndex + piece.count, 0};
                }
                ++m_p;
                continue;
            }
            if (!at(']'))
                return false;
            piece.end = offset();
            result.pieces << piece;
            ++m_p;
            break;
        }
        result.end = offset();
        if (result.size() >= m_minElements)
            found->append(std::move(result));
        return true;
    }

    const char *m_begin;
    const char *m_p;
    const char *m_end;
    qsizetype m_minElements;
    qsizetype m_perPiece;
};

} // namespace

QList<JsonArrayPieces> findTileArrayPieces(const QByteArray &text, qsizetype minElements, qsizetype perPiece)
{
    QList<JsonArrayPieces> found;
    if (!PieceScanner(text, minElements, perPiece).scan(&found))
        return {};
    return found;
}

QByteArray withEmptyArrays(const QByteArray &text, const QList<JsonArrayPieces> &arrays)
{
    qsizetype size = text.size();
    for (const JsonArrayPieces &a : arrays)
        size -= a.end - a.begin - 2;
    QByteArray result;
    result.reserve(size);
    qsizetype from = 0;
    for (const JsonArrayPieces &a : arrays) {
        result.append(QByteArrayView(text).sliced(from, a.begin - from));
        result.append("[]");
        from = a.end;
    }
    result.append(QByteArrayView(text).sliced(from));
    return result;
}

std::optional<QJsonArray> parsePiece(const QByteArray &text, const JsonArrayPieces::Piece &piece, QByteArray &buffer)
{
    buffer.resize(0); // keeps the memory of the piece before
    buffer.reserve(piece.end - piece.begin + 2);
    buffer.append('[');
    buffer.append(QByteArrayView(text).sliced(piece.begin, piece.end - piece.begin));
    buffer.append(']');
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(buffer, &error);
    if (error.error != QJsonParseError::NoError || !doc.isArray())
        return std::nullopt;
    QJsonArray elements = doc.array();
    if (elements.size() != piece.count)
        return std::nullopt;
    return elements;
}

} // namespace Krajina
