// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

#include <variant>

namespace Krajina {

// A place in a JSON document: object keys and array indices from the root.
using JsonPathStep = std::variant<QString, int>;
using JsonPath = QList<JsonPathStep>;

JsonPath operator/(JsonPath path, const QString &key);
JsonPath operator/(JsonPath path, qsizetype index);

// "moves[3].at"
QString jsonPathText(const JsonPath &path);

// Where the value at `path` starts in a (syntactically valid) JSON text; for a
// missing member, where the object that lacks it starts. For messages that name
// a line: it simply rescans the text, so use it on the error path only.
qsizetype jsonValueOffset(const QByteArray &text, const JsonPath &path);

// The 1-based line and column of an offset into a text.
struct TextPosition
{
    int line = 1;
    int column = 1;
};
TextPosition textPositionOf(const QByteArray &text, qsizetype offset);

} // namespace Krajina
