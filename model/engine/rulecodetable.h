// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "enumnames.h"

#include <QCoreApplication>
#include <QString>
#include <QStringView>

#include <array>
#include <cstddef>
#include <optional>

namespace Krajina {

// One row of a game's rule code table: the code, its stable name ("placement.noNeighbour",
// "dosrios.move.wrongPlayer"; model/engine/README.md, "Names") and one sentence on what the rule
// forbids, marked with QT_TRANSLATE_NOOP in the table's translation context.
template<typename Code>
struct RuleCodeInfo
{
    Code code;
    const char16_t *name;
    const char *summary;
};

// A game's rule codes in the order of their enum, with the lookups every game needs. Each game
// writes only its table; names, summaries and reading names (old kebab-case ones too) are here.
template<typename Code, std::size_t N>
class RuleCodeTable
{
public:
    constexpr RuleCodeTable(const char *context, const std::array<RuleCodeInfo<Code>, N> &rows)
        : m_context(context)
        , m_rows(rows)
    {
    }

    static constexpr std::size_t size() { return N; }

    QString name(Code code) const { return QString::fromUtf16(row(code).name); }

    // One translated sentence on what the rule forbids.
    QString summary(Code code) const { return QCoreApplication::translate(m_context, row(code).summary); }

    // The code of a name; a name written before names were camelCase ("dosrios.move.wrong-player")
    // is read as today's.
    std::optional<Code> fromName(QStringView name) const
    {
        for (const RuleCodeInfo<Code> &info : m_rows) {
            if (name == QStringView(info.name))
                return info.code;
        }
        if (name.contains(u'-'))
            return fromName(camelCaseName(name));
        return std::nullopt;
    }

    // Every row is in its enum's place (checked once, by a static_assert in the game's table).
    constexpr bool isInEnumOrder() const
    {
        for (std::size_t i = 0; i < N; ++i) {
            if (std::size_t(m_rows[i].code) != i)
                return false;
        }
        return true;
    }

private:
    const RuleCodeInfo<Code> &row(Code code) const { return m_rows[std::size_t(code)]; }

    const char *m_context;
    std::array<RuleCodeInfo<Code>, N> m_rows;
};

} // namespace Krajina
