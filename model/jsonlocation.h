// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

#include <memory>
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
// missing member, where the object that lacks it starts. One lookup scans the
// text: for many lookups in one text use JsonLocator.
qsizetype jsonValueOffset(const QByteArray &text, const JsonPath &path);

// The 1-based line and column of an offset into a text.
struct TextPosition
{
    int line = 1;
    int column = 1;
};
TextPosition textPositionOf(const QByteArray &text, qsizetype offset);

// Places of many values in one JSON text, in linear time overall: each object
// or array is scanned at most once (its members' offsets are remembered) and
// lines are found in a table of line starts. The text must outlive the locator.
class JsonLocator
{
public:
    explicit JsonLocator(const QByteArray &text);
    ~JsonLocator();
    JsonLocator(const JsonLocator &) = delete;
    JsonLocator &operator=(const JsonLocator &) = delete;

    qsizetype offset(const JsonPath &path);
    TextPosition position(qsizetype offset);
    TextPosition position(const JsonPath &path) { return position(offset(path)); }

private:
    struct Index;
    const QByteArray &m_text;
    std::unique_ptr<Index> m_index;
};

} // namespace Krajina
