// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "language.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <cstdint>
#include <optional>

namespace Krajina {

struct RulePage;
struct TemplateCall;

// What a page marks as not plainly stated by its sources:
//   {{Reading|what the page (or the engine) takes it to mean|source=where the
//     source is unclear|option=engine.option, ...}}
//   {{Unofficial|where it comes from}} - a ruling or answer from outside the
//     sources (a forum, another publisher's box, a FAQ site).
// A Czech page writes {{Readingcs|...}} and {{Unofficialcs|...}}, which show
// Czech labels; options and the kind carry over unchanged.
struct RuleReading
{
    enum class Kind : std::uint8_t { Reading, Unofficial };
    Kind kind = Kind::Reading;
    QString unitId;
    int line = 0;
    QString text; // Reading: the reading chosen; Unofficial: its source
    QString source; // Reading: source=, the unclear place of the source
    QStringList options; // Reading: option=, engine rule options that implement the reading
};

// "Reading" or "Unofficial" for such a template ({{Reading}}, {{Readingcs}}), else nothing.
std::optional<RuleReading::Kind> readingKindOf(const TemplateCall &call);
// The readings and unofficial rulings of a text, in order.
QList<RuleReading> readingsIn(QStringView text);
// Every reading and unofficial ruling of a page's text in one language, with unit and line.
QList<RuleReading> pageReadings(const RulePage &page, Language language = Language::English);
// "reading" / "unofficial".
QString readingKindName(RuleReading::Kind kind);

} // namespace Krajina
