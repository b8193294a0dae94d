// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "rulebook.h"

#include <QByteArray>
#include <QMap>
#include <QString>

namespace Krajina {

// The rulebook as text files, the way data/rules/ holds it (see its README):
//   pages.tsv              page id, expansions it covers, English and Czech title
//   <page>/en.wiki         the English page
//   <page>/cs.wiki         the Czech page; each unit's marker records src=<hash>
//   <page>/cs.sources.wiki the English an outdated Czech unit was made from,
//                          by unit id; only while some unit is outdated
// Keys of the file map are these paths, relative to the rules folder.
struct RulebookReadResult
{
    Rulebook rulebook;
    QString root; // the rules folder the page folders are in (readRulebook only)
    QString error; // names the file and line; empty on success
    bool ok() const { return error.isEmpty(); }
};

RulebookReadResult rulebookFromFiles(const QMap<QString, QByteArray> &files, const QString &origin);
QMap<QString, QByteArray> rulebookToFiles(const Rulebook &rulebook);

// Reads a rules folder, one page's folder, or the page that a file in a page
// folder belongs to. Resource paths (":/data/rules") work too.
RulebookReadResult readRulebook(const QString &path);
// Writes every page; files whose bytes would not change are left alone, and a
// sources file no longer needed is removed.
bool writeRulebook(const Rulebook &rulebook, const QString &folder, QString *error);

// The rulebook as named blobs of a .krajina document (SqliteStore's extras):
// the files above under "rules/".
QMap<QString, QByteArray> rulebookExtras(const Rulebook &rulebook);
// Reads the "rules/" extras (others are ignored); the error names `fileName`.
RulebookReadResult rulebookFromExtras(const QMap<QString, QByteArray> &extras, const QString &fileName);
inline bool isRulebookExtra(const QString &name)
{
    return name.startsWith(QLatin1StringView("rules/"));
}

inline QString bundledRulebookPath()
{
    return QStringLiteral(":/data/rules");
}
RulebookReadResult bundledRulebook();

// Parses one language's file of a page; the error names `fileName` and the line.
std::optional<WikiText> parseWikiFile(const QByteArray &data, const QString &fileName, QString *error);

} // namespace Krajina
