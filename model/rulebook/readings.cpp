// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "readings.h"

#include "rulepage.h"
#include "wikimarkup.h"

using namespace Qt::StringLiterals;

namespace Krajina {

std::optional<RuleReading::Kind> readingKindOf(const TemplateCall &call)
{
    const QString name = call.normalisedName();
    if (name == u"Reading" || name == u"Readingcs")
        return RuleReading::Kind::Reading;
    if (name == u"Unofficial" || name == u"Unofficialcs")
        return RuleReading::Kind::Unofficial;
    return std::nullopt;
}

QList<RuleReading> readingsIn(QStringView text)
{
    QList<RuleReading> readings;
    for (const TemplateCall &call : templateCalls(text)) {
        const std::optional<RuleReading::Kind> kind = readingKindOf(call);
        if (!kind)
            continue;
        RuleReading reading;
        reading.kind = *kind;
        reading.text = call.positional(1);
        reading.source = call.named(u"source");
        for (const QString &option : call.named(u"option").split(u',', Qt::SkipEmptyParts)) {
            if (!option.trimmed().isEmpty())
                reading.options.append(option.trimmed());
        }
        readings.append(reading);
    }
    return readings;
}

QList<RuleReading> pageReadings(const RulePage &page, Language language)
{
    QList<RuleReading> all;
    const WikiText &text = page.text(language);
    for (int i = 0; i < text.size(); ++i) {
        for (RuleReading reading : readingsIn(text.unit(i).text)) {
            reading.unitId = text.unit(i).id;
            reading.line = text.lineOf(i);
            all.append(reading);
        }
    }
    return all;
}

QString readingKindName(RuleReading::Kind kind)
{
    return kind == RuleReading::Kind::Reading ? u"reading"_s : u"unofficial"_s;
}

} // namespace Krajina
