// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The JCloisterZone saved-game reader: the record it makes must read as a record, and is replayed.

#include "catalogue/catalogueio.h"
#include "engine/carcassonne/gamerecord.h"
#include "engine/carcassonne/jczgame.h"
#include "fuzzsupport.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;
using namespace Krajina;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray text = Fuzz::bytes(data, size);
    static const Catalogue &catalogue = bundledCatalogue();
    JczGame::isSavedGame(text);
    QString error;
    const std::optional<QJsonObject> converted = JczGame::toRecord(text, catalogue, &error);
    if (!converted) {
        Fuzz::require(!error.isEmpty(), "a refusal without a message");
        return 0;
    }
    // What the reader makes is a record the record reader accepts.
    const std::optional<GameRecord> record = GameRecord::parse(QJsonDocument(*converted).toJson(), &error);
    Fuzz::require(record.has_value(), "a converted saved game that is not a record", error);
    Replay replay;
    replayRecord(*record, catalogue, replay, &error);
    return 0;
}
