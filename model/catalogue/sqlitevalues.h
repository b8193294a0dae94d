// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QList>
#include <QString>

#include <optional>

// How the .krajina format spells the values its reader and writer share.
namespace Krajina::Sqlite {

// Files of schema version 2 kept the Dos Rios pieces as their JSON text in
// the extras table, under this name; later ones keep them in tables.
extern const QString DosRiosExtra;

// Lists of whole numbers are kept as text, space-separated.
QString joinNumbers(const QList<int> &numbers);
std::optional<QList<int>> splitNumbers(const QString &value);

} // namespace Krajina::Sqlite
