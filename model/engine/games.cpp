// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/games.h"

#include "catalogue/catalogue.h"
#include "engine/carcassonne/carcassonnegame.h"
#include "engine/dosrios/dosriosgame.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace Krajina {

const QList<const GameRules *> &games()
{
    static const CarcassonneRules carcassonne;
    static const DosRios::DosRiosRules dosRios(
        [](const Catalogue &catalogue) -> const DosRios::PieceSet & { return catalogue.dosRios; });
    static const QList<const GameRules *> all {&carcassonne, &dosRios};
    return all;
}

const GameRules *gameById(QStringView id)
{
    for (const GameRules *game : games()) {
        if (game->id() == id)
            return game;
    }
    return nullptr;
}

const GameRules &gameOfRecord(const QByteArray &text)
{
    const QJsonDocument doc = QJsonDocument::fromJson(text);
    const GameRules *game = doc.isObject() ? gameById(doc.object().value(u"game"_s).toString()) : nullptr;
    return game ? *game : *games().first();
}

const GameRules &gameOfExpansions(const QStringList &expansions)
{
    if (expansions.size() == 1) {
        if (const GameRules *game = gameById(expansions.first().trimmed()))
            return *game;
    }
    return *games().first();
}

} // namespace Krajina
