// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QStringView>

#include <array>
#include <optional>
#include <utility>

namespace Krajina {

// A table of an enum's stable names in files and on the command line.
template<typename Enum, std::size_t N>
using EnumNames = std::array<std::pair<Enum, QStringView>, N>;

template<typename Enum, std::size_t N>
QString enumName(const EnumNames<Enum, N> &table, Enum value)
{
    for (const auto &[v, name] : table) {
        if (v == value)
            return name.toString();
    }
    return {};
}

template<typename Enum, std::size_t N>
std::optional<Enum> enumFromName(const EnumNames<Enum, N> &table, QStringView name,
                                 Qt::CaseSensitivity cs = Qt::CaseSensitive)
{
    for (const auto &[v, text] : table) {
        // Equality tests the lengths first: most names are refused without reading them.
        if (cs == Qt::CaseSensitive ? name == text : name.compare(text, cs) == 0)
            return v;
    }
    return std::nullopt;
}

// The camelCase form of a kebab-case name: "rioGrande" -> "rioGrande", "dosrios.move.wrongPlayer" ->
// "dosrios.move.wrongPlayer". Names Krajina writes are camelCase (model/engine/README.md, "Names"); files
// written before that may hold the kebab-case names, which readers still accept through this.
inline QString camelCaseName(QStringView kebab)
{
    QString camel;
    camel.reserve(kebab.size());
    bool upper = false;
    for (const QChar c : kebab) {
        if (c == u'-') {
            upper = true;
            continue;
        }
        camel.append(upper ? c.toUpper() : c);
        upper = false;
    }
    return camel;
}

// enumFromName that also accepts a name's older kebab-case form.
template<typename Enum, std::size_t N>
std::optional<Enum> enumFromCurrentOrOldName(const EnumNames<Enum, N> &table, QStringView name)
{
    if (const std::optional<Enum> value = enumFromName(table, name))
        return value;
    return name.contains(u'-') ? enumFromName(table, QStringView(camelCaseName(name))) : std::nullopt;
}

} // namespace Krajina
