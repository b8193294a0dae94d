// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "jsonlocation.h"

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>

#include <optional>

struct QJsonParseError;

namespace Krajina {

// Where the value at a JSON path ("moves", 3, "at") stands in a record's text: "line L, column C"; the
// nearest enclosing value when the path does not exist.
QString jsonPlace(const QByteArray &text, const JsonPath &path);
// The error of a record that is not JSON at all: "line L, column C: not valid JSON: ...".
QString notJsonError(const QByteArray &text, const QJsonParseError &error);

// A whole number from -bound to bound (a record's cells and counts never need more); false for anything else.
bool readWholeNumber(const QJsonValue &value, int &out, int bound = 1'000'000'000);
// A board cell [x, y] of two such numbers.
bool readCellPair(const QJsonValue &value, int &x, int &y, int bound = 1'000'000'000);

// The first error while reading a game record, of any game: "line L, column C: moves[3].at: message".
// Readers stop at the first failure; fail() returns false so that a check can `return errors.fail(...)`.
struct RecordErrors
{
    const QByteArray &text;
    QString *error;
    bool failed = false;

    bool fail(const JsonPath &path, const QString &message);

    // The whole number `key` of `o`, from `minimum` to `maximum`.
    std::optional<int> integer(const QJsonObject &o, const QString &key, const JsonPath &at, int minimum, int maximum);
    // A list of `size` whole numbers (one per player); nullopt, without an error, when `key` is missing.
    std::optional<QList<int>> integers(const QJsonObject &o, const QString &key, const JsonPath &at, int size);
};

} // namespace Krajina
