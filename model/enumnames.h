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

} // namespace Krajina
