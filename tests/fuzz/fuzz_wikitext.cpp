// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Rule pages: the wikitext reader, the import of a pasted English and Czech
// page (the input holds both, split at the first NUL byte), the markup
// helpers and the translation checks.

#include "fuzzsupport.h"
#include "rulebook/glossary.h"
#include "rulebook/rulebookio.h"
#include "rulebook/rulepage.h"
#include "rulebook/translationchecks.h"
#include "rulebook/wikiexchange.h"
#include "rulebook/wikimarkup.h"

using namespace Qt::StringLiterals;
using namespace Krajina;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray input = Fuzz::bytes(data, size);
    QString error;
    if (const auto parsed = parseWikiFile(input, u"fuzz.wiki"_s, &error)) {
        for (const WikiUnit &unit : parsed->units()) {
            proseOf(unit.text);
            internalLinks(unit.text);
            faqIds(unit.text);
        }
        parsed->toText(WikiText::Markers::WithSourceHashes);
    } else {
        Fuzz::require(error.startsWith(u"fuzz.wiki:"_s), "an error that does not name the file and line", error);
    }

    const qsizetype split = input.indexOf('\0');
    const QString english = QString::fromUtf8(input.left(split < 0 ? input.size() : split));
    const QString czech = split < 0 ? QString() : QString::fromUtf8(input.mid(split + 1));
    WikiTextError importError;
    const auto en = importWikiPage(english, {Language::English, nullptr, false}, &importError);
    if (!en)
        return 0;
    const auto cs = importWikiPage(czech, {Language::Czech, &*en, true}, &importError);
    if (!cs)
        return 0;
    RulePage page;
    page.id = u"fuzz"_s;
    page.english = *en;
    page.czech = *cs;
    static const Glossary glossary = Glossary::bundled();
    checkPage(page, glossary);
    return 0;
}
