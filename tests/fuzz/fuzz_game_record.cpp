// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The game-record reader, and a replay of what it accepts with the bundled catalogue.

#include "catalogue/catalogueio.h"
#include "engine/carcassonne/gamerecord.h"
#include "fuzzsupport.h"

using namespace Qt::StringLiterals;
using namespace Krajina;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    QString error;
    const std::optional<GameRecord> record = GameRecord::parse(Fuzz::bytes(data, size), &error);
    if (!record) {
        Fuzz::require(!error.isEmpty(), "a refusal without a message");
        return 0;
    }
    static const Catalogue &catalogue = bundledCatalogue();
    Replay replay;
    replayRecord(*record, catalogue, replay, &error);
    return 0;
}
