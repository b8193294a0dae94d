// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The JSON catalogue reader: whatever it accepts must write back and read the same.

#include "catalogue/catalogueio.h"
#include "catalogue/cataloguelint.h"
#include "catalogue/jsonformat.h"
#include "fuzzsupport.h"

using namespace Qt::StringLiterals;
using namespace Krajina;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray text = Fuzz::bytes(data, size);
    const CatalogueReadResult read = JsonFormat::read(text, u"fuzz.json"_s, {});
    if (!read.ok()) {
        Fuzz::require(read.error.startsWith(u"fuzz.json:"_s), "an error that does not name the file", read.error);
        return 0;
    }
    lintCatalogue(read.catalogue);
    const QByteArray written = JsonFormat::writeSingleFile(read.catalogue);
    const CatalogueReadResult again = JsonFormat::read(written, u"again.json"_s, {});
    Fuzz::require(again.ok(), "what was read does not read back", again.error);
    Fuzz::require(JsonFormat::writeSingleFile(again.catalogue) == written, "the second writing differs");
    return 0;
}
