// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/recorderrors.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonParseError>

#include <cmath>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Krajina::RecordErrors)
};

QString placeOfOffset(const QByteArray &text, qsizetype offset)
{
    const TextPosition at = textPositionOf(text, offset);
    return Text::tr("line %1, column %2").arg(at.line).arg(at.column);
}

} // namespace

QString jsonPlace(const QByteArray &text, const JsonPath &path)
{
    return placeOfOffset(text, jsonValueOffset(text, path));
}

QString notJsonError(const QByteArray &text, const QJsonParseError &error)
{
    return Text::tr("%1: not valid JSON: %2").arg(placeOfOffset(text, error.offset), error.errorString());
}

bool readWholeNumber(const QJsonValue &value, int &out, int bound)
{
    const double d = value.toDouble(std::nan(""));
    if (!value.isDouble() || d != std::floor(d) || std::abs(d) > bound)
        return false;
    out = int(d);
    return true;
}

bool readCellPair(const QJsonValue &value, int &x, int &y, int bound)
{
    const QJsonArray a = value.toArray();
    return value.isArray() && a.size() == 2 && readWholeNumber(a.at(0), x, bound) && readWholeNumber(a.at(1), y, bound);
}

bool RecordErrors::fail(const JsonPath &path, const QString &message)
{
    if (!failed && error)
        *error = u"%1: %2: %3"_s.arg(jsonPlace(text, path), jsonPathText(path), message);
    failed = true;
    return false;
}

std::optional<int> RecordErrors::integer(const QJsonObject &o, const QString &key, const JsonPath &at, int minimum,
                                         int maximum)
{
    const QJsonValue v = o.value(key);
    const double d = v.toDouble(std::nan(""));
    if (!v.isDouble() || d != std::floor(d) || d < minimum || d > maximum) {
        fail(at / key, Text::tr("expected a whole number from %1 to %2").arg(minimum).arg(maximum));
        return std::nullopt;
    }
    return int(d);
}

std::optional<QList<int>> RecordErrors::integers(const QJsonObject &o, const QString &key, const JsonPath &at, int size)
{
    if (!o.contains(key))
        return std::nullopt;
    const QJsonArray a = o.value(key).toArray();
    if (!o.value(key).isArray() || a.size() != size) {
        fail(at / key, Text::tr("expected a list of %1 whole numbers, one per player").arg(size));
        return std::nullopt;
    }
    QList<int> values;
    for (qsizetype i = 0; i < a.size(); ++i) {
        int value = 0;
        if (!readWholeNumber(a[i], value)) {
            fail(at / key / i, Text::tr("expected a whole number"));
            return std::nullopt;
        }
        values.append(value);
    }
    return values;
}

} // namespace Krajina
