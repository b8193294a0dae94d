// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "jsonlocation.h"

#include <QByteArray>
#include <QJsonArray>
#include <QList>

#include <optional>

namespace Krajina {

// A long array of a JSON text cut between its elements into pieces, each of
// which parses on its own as "[" + piece + "]". A reader parses the pieces
// one after another (on as many threads as it likes) in the same memory,
// instead of the whole text at once.
struct JsonArrayPieces
{
    struct Piece
    {
        qsizetype begin = 0; // the first byte after '[' or after the comma before
        qsizetype end = 0; // the comma after the piece's last element, or ']'
        qsizetype firstIndex = 0; // the index of its first element in the array
        qsizetype count = 0; // its elements
    };

    JsonPath path; // where the array is
    qsizetype begin = 0; // its '['
    qsizetype end = 0; // one past its ']'
    QList<Piece> pieces; // in order, together every element

    qsizetype size() const { return pieces.isEmpty() ? 0 : pieces.last().firstIndex + pieces.last().count; }
};

// The arrays of the catalogue format that grow long: "tiles" of the root
// object and of each object in the root's "expansions", those with at least
// `minElements` elements, cut every `perPiece` elements. One pass over the
// text, in linear time. Empty when the text is not laid out as expected (not
// an object, a key with an escape, a repeated "tiles" or "expansions" key,
// deep nesting, broken syntax): the reader then parses the whole text, which
// also gives the message for broken syntax.
QList<JsonArrayPieces> findTileArrayPieces(const QByteArray &text, qsizetype minElements, qsizetype perPiece);

// The text with each of the arrays written as [].
QByteArray withEmptyArrays(const QByteArray &text, const QList<JsonArrayPieces> &arrays);

// The elements of one piece, parsed in `buffer` (kept by the caller so that
// piece after piece reuses its memory); nothing when the piece is not valid
// JSON or holds another number of elements than found.
std::optional<QJsonArray> parsePiece(const QByteArray &text, const JsonArrayPieces::Piece &piece, QByteArray &buffer);

} // namespace Krajina
