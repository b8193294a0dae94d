// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The JCloisterZone XML reader, and the writer on what it read.

#include "catalogue/jczformat.h"
#include "fuzzsupport.h"

using namespace Qt::StringLiterals;
using namespace Krajina;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const JczReadResult read = JczFormat::read(Fuzz::bytes(data, size), u"fuzz.xml"_s);
    if (!read.error.isEmpty()) {
        Fuzz::require(read.error.startsWith(u"fuzz.xml:"_s), "an error that does not name the file", read.error);
        return 0;
    }
    const JczWriteResult written = JczFormat::write(read.catalogue);
    const JczReadResult again = JczFormat::read(written.data, u"again.xml"_s);
    Fuzz::require(again.error.isEmpty(), "what was written does not read back", again.error);
    return 0;
}
