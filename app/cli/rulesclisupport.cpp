// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "rulesclisupport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace Krajina {

std::optional<RulebookReadResult> readRulesArgument(const QString &command, const QString &path, CliIo &io)
{
    RulebookReadResult read = path.isEmpty() ? bundledRulebook() : readRulebook(path);
    if (!read.ok()) {
        io.err << command << ": " << read.error << '\n';
        return std::nullopt;
    }
    return read;
}

std::optional<Glossary> readGlossaryFor(const QString &command, const QString &rulesRoot, const QString &explicitPath,
                                        CliIo &io)
{
    QString path = explicitPath;
    if (path.isEmpty() && !rulesRoot.isEmpty() && !rulesRoot.startsWith(u":/")) {
        const QString beside = QDir(rulesRoot).filePath(u"../glossary/terms.tsv"_s);
        if (QFileInfo::exists(beside))
            path = QDir::cleanPath(beside);
    }
    if (path.isEmpty())
        return Glossary::bundled();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        io.err << command << ": " << path << ": cannot open: " << file.errorString() << '\n';
        return std::nullopt;
    }
    QString error;
    std::optional<Glossary> glossary = Glossary::parse(file.readAll(), path, &error);
    if (!glossary)
        io.err << command << ": " << error << '\n';
    return glossary;
}

std::optional<Language> languageArgument(const QString &command, const QString &value, CliIo &io)
{
    const std::optional<Language> language = languageFromCode(value);
    if (!language)
        io.err << command << ": --lang must be cs or en, not \"" << value << "\"\n";
    return language;
}

QString rulesFileName(const QString &root, const QString &pageId, Language language)
{
    const QString name = pageId + u'/' + languageCode(language) + u".wiki"_s;
    return root.isEmpty() ? name : root + u'/' + name;
}

QJsonObject findingJson(const Finding &finding, const QString &file)
{
    return QJsonObject {{u"code"_s, finding.code},   {u"severity"_s, severityName(finding.severity)},
                        {u"page"_s, finding.page},   {u"language"_s, languageCode(finding.language)},
                        {u"unit"_s, finding.unitId}, {u"file"_s, file},
                        {u"line"_s, finding.line},   {u"message"_s, finding.message}};
}

} // namespace Krajina
