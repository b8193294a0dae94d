// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/routing.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace Krajina::DosRios {

// The board file (krajina-dos-rios-board): every hex, the outflows chosen at
// the springs, the dams, the player's choices at ties and, for an assembled
// board, the tile and turn in each slot (and the seed).
QByteArray boardToJson(const Board &board);
QJsonObject boardToJsonObject(const Board &board);
// Reads a board file; an empty string or "FILE:LINE: place: message".
QString boardFromJson(const QByteArray &text, const QString &fileName, Board &board);

// The pieces (data/catalogue/dos-rios.json, krajina-dos-rios-pieces).
QJsonObject pieceSetToJson(const PieceSet &set);
// The pieces as the text of data/catalogue/dos-rios.json: keys in order, an
// object or array on one line when it fits in 100 characters.
QByteArray pieceSetText(const PieceSet &set);
// With `member`, the pieces are that member of the document's root object
// (the "dosRios" member of a single-file catalogue).
QString pieceSetFromJson(const QByteArray &text, const QString &fileName, PieceSet &set, const QString &member = {});
// The pieces as they appear nested in a single-file catalogue, for a member at `indent`.
QString pieceSetNestedText(const PieceSet &set, int indent);

// The "layout" member of a pieces file: a board laid out of these pieces.
QJsonObject layoutToJson(const PieceSet &set, const BoardLayout &layout);
// The "layout" member of a document (a Dos Rios game record's board) read as a layout of these pieces: an
// empty string or "FILE:LINE: layout.slots[2].tile: message" ("line 7: ..." without a file name).
QString layoutFromJson(const QByteArray &text, const QString &fileName, const PieceSet &set, BoardLayout &layout);

// The bundled pieces (data/catalogue/dos-rios.json); empty on a broken build.
const PieceSet &bundledPieceSet();

// Both courses hex by hex, where each ends, where they join (krajina-cli dosrios flow --json).
QJsonObject routingToJson(const Board &board, const Routing &routing);

// One hex of a piece or board as a JSON object, and back (for the catalogue's store).
QJsonObject hexCellToJson(const HexCell &cell);

} // namespace Krajina::DosRios
