// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "rulebookio.h"

#include "inputfile.h"
#include "writeerror.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <QStringDecoder>

#include <memory>
#include <vector>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

const QString pagesFile = u"pages.tsv"_s;
const QString englishFile = u"en.wiki"_s;
const QString czechFile = u"cs.wiki"_s;
const QString sourcesFile = u"cs.sources.wiki"_s;

// Gives lupdate and tr() one context for the messages of this file.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Krajina::RulebookIo)
};

struct PageInfo
{
    QString id;
    QStringList expansions;
    QString titleEn;
    QString titleCs;
};

std::optional<QList<PageInfo>> parsePages(const QByteArray &data, const QString &fileName, QString *error)
{
    if (const QString problem = utf8Problem(data, fileName); !problem.isEmpty()) {
        *error = problem;
        return std::nullopt;
    }
    const QString text = QString::fromUtf8(data);
    QList<PageInfo> pages;
    bool header = false;
    const QStringList lines = text.split(u'\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        QString line = lines.at(i);
        if (line.endsWith(u'\r'))
            line.chop(1);
        if (line.trimmed().isEmpty() || line.startsWith(u'#'))
            continue;
        const QStringList cells = line.split(u'\t');
        if (!header) {
            if (cells.value(0) != u"page" || cells.value(1) != u"expansions") {
                *error = u"%1:%2: %3"_s.arg(fileName).arg(i + 1).arg(
                    Text::tr("the first row must be the header page<TAB>expansions<TAB>title_en<TAB>title_cs"));
                return std::nullopt;
            }
            header = true;
            continue;
        }
        PageInfo info;
        info.id = cells.value(0).trimmed();
        info.expansions = cells.value(1).split(u' ', Qt::SkipEmptyParts);
        info.titleEn = cells.value(2).trimmed();
        info.titleCs = cells.value(3).trimmed();
        if (info.id.isEmpty() || info.id.contains(u'/')) {
            *error = u"%1:%2: %3"_s.arg(fileName).arg(i + 1).arg(Text::tr("a page id must be a folder name"));
            return std::nullopt;
        }
        pages.append(info);
    }
    return pages;
}

QByteArray pagesTsv(const Rulebook &rulebook)
{
    QString text = u"page\texpansions\ttitle_en\ttitle_cs\n"_s;
    for (const RulePage &page : rulebook.pages)
        text += page.id + u'\t' + page.expansions.join(u' ') + u'\t' + page.titleEn + u'\t' + page.titleCs + u'\n';
    return text.toUtf8();
}

QByteArray sourcesWiki(const RulePage &page)
{
    WikiText sources;
    for (int c = 0; c < page.czech.size(); ++c) {
        const std::optional<QString> previous = page.previousEnglishFor(c);
        if (!previous)
            continue;
        WikiUnit unit;
        unit.id = page.czech.unit(c).id;
        unit.text = *previous;
        sources.insertUnit(sources.size(), unit);
    }
    if (sources.size() == 0)
        return {};
    return sources.toText().toUtf8();
}

RulebookReadResult failure(const QString &error)
{
    RulebookReadResult result;
    result.error = error;
    return result;
}

bool isPageFolder(const QDir &dir)
{
    return dir.exists(englishFile) || dir.exists(czechFile);
}

void readPageFiles(const QDir &dir, const QString &prefix, QMap<QString, QByteArray> &files)
{
    for (const QString &name : {englishFile, czechFile, sourcesFile}) {
        QFile file(dir.filePath(name));
        if (file.open(QIODevice::ReadOnly))
            files.insert(prefix + name, file.readAll());
    }
}

} // namespace

std::optional<WikiText> parseWikiFile(const QByteArray &data, const QString &fileName, QString *error)
{
    if (const QString problem = utf8Problem(data, fileName); !problem.isEmpty()) {
        if (error)
            *error = problem;
        return std::nullopt;
    }
    const QString text = QString::fromUtf8(data);
    WikiTextError parseError;
    std::optional<WikiText> parsed = WikiText::parse(text, &parseError);
    if (!parsed && error)
        *error = u"%1:%2: %3"_s.arg(fileName).arg(parseError.line).arg(parseError.message);
    return parsed;
}

RulebookReadResult rulebookFromFiles(const QMap<QString, QByteArray> &files, const QString &origin)
{
    const auto name = [&](const QString &key) { return origin.isEmpty() ? key : origin + u'/' + key; };
    QString error;
    QList<PageInfo> infos;
    if (files.contains(pagesFile)) {
        const auto parsed = parsePages(files.value(pagesFile), name(pagesFile), &error);
        if (!parsed)
            return failure(error);
        infos = *parsed;
    }
    // Pages pages.tsv does not list come after, in name order.
    QStringList folders;
    for (auto it = files.cbegin(); it != files.cend(); ++it) {
        const qsizetype slash = it.key().indexOf(u'/');
        if (slash > 0 && !folders.contains(it.key().left(slash)))
            folders.append(it.key().left(slash));
    }
    for (const QString &folder : std::as_const(folders)) {
        if (std::none_of(infos.cbegin(), infos.cend(), [&](const PageInfo &i) { return i.id == folder; }))
            infos.append({folder, {}, {}, {}});
    }

    RulebookReadResult result;
    for (const PageInfo &info : std::as_const(infos)) {
        const QString prefix = info.id + u'/';
        if (!files.contains(prefix + englishFile) && !files.contains(prefix + czechFile))
            continue; // listed, not written yet
        RulePage page;
        page.id = info.id;
        page.expansions = info.expansions;
        page.titleEn = info.titleEn;
        page.titleCs = info.titleCs;
        for (const Language language : {Language::English, Language::Czech}) {
            const QString key = prefix + (language == Language::English ? englishFile : czechFile);
            if (!files.contains(key))
                continue;
            const auto text = parseWikiFile(files.value(key), name(key), &error);
            if (!text)
                return failure(error);
            (language == Language::English ? page.english : page.czech) = *text;
        }
        if (files.contains(prefix + sourcesFile)) {
            const auto sources = parseWikiFile(files.value(prefix + sourcesFile), name(prefix + sourcesFile), &error);
            if (!sources)
                return failure(error);
            for (const WikiUnit &unit : sources->units()) {
                const int c = page.czech.indexOf(unit.id);
                if (c >= 0 && !page.isCurrent(c))
                    page.previousEnglish.insert(unit.id, unit.text);
            }
        }
        result.rulebook.pages.append(page);
    }
    return result;
}

QMap<QString, QByteArray> rulebookToFiles(const Rulebook &rulebook)
{
    QMap<QString, QByteArray> files;
    files.insert(pagesFile, pagesTsv(rulebook));
    for (const RulePage &page : rulebook.pages) {
        const QString prefix = page.id + u'/';
        if (!page.english.isEmpty())
            files.insert(prefix + englishFile, page.english.toText().toUtf8());
        if (!page.czech.isEmpty())
            files.insert(prefix + czechFile, page.czech.toText().toUtf8());
        const QByteArray sources = sourcesWiki(page);
        if (!sources.isEmpty())
            files.insert(prefix + sourcesFile, sources);
    }
    return files;
}

QMap<QString, QByteArray> rulebookExtras(const Rulebook &rulebook)
{
    QMap<QString, QByteArray> extras;
    if (rulebook.pages.isEmpty())
        return extras;
    const QMap<QString, QByteArray> files = rulebookToFiles(rulebook);
    for (auto it = files.cbegin(); it != files.cend(); ++it)
        extras.insert(u"rules/"_s + it.key(), it.value());
    return extras;
}

RulebookReadResult rulebookFromExtras(const QMap<QString, QByteArray> &extras, const QString &fileName)
{
    QMap<QString, QByteArray> files;
    for (auto it = extras.cbegin(); it != extras.cend(); ++it) {
        if (isRulebookExtra(it.key()))
            files.insert(it.key().mid(6), it.value());
    }
    return rulebookFromFiles(files, fileName + u":rules"_s);
}

RulebookReadResult readRulebook(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists())
        return failure(u"%1: %2"_s.arg(path, Text::tr("no such file or folder")));

    QDir dir(info.isDir() ? path : info.absolutePath());
    QMap<QString, QByteArray> files;
    QString origin;
    if (isPageFolder(dir)) {
        const QString id = dir.dirName();
        readPageFiles(dir, id + u'/', files);
        QDir parent = dir;
        if (parent.cdUp()) {
            QFile pages(parent.filePath(pagesFile));
            if (pages.open(QIODevice::ReadOnly))
                files.insert(pagesFile, pages.readAll());
            origin = path.startsWith(u":/") ? parent.path() : QDir::cleanPath(parent.path());
        }
        RulebookReadResult result = rulebookFromFiles(files, origin);
        result.root = origin;
        // Only the page asked for.
        if (result.ok())
            result.rulebook.pages.removeIf([&](const RulePage &page) { return page.id != id; });
        return result;
    }
    if (!info.isDir())
        return failure(u"%1: %2"_s.arg(path, Text::tr("not in a rules page folder (no en.wiki or cs.wiki beside it)")));
    QFile pages(dir.filePath(pagesFile));
    if (pages.open(QIODevice::ReadOnly))
        files.insert(pagesFile, pages.readAll());
    const QStringList subfolders = dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    for (const QString &sub : subfolders) {
        const QDir pageDir(dir.filePath(sub));
        if (isPageFolder(pageDir))
            readPageFiles(pageDir, sub + u'/', files);
    }
    RulebookReadResult result = rulebookFromFiles(files, QDir::cleanPath(path));
    result.root = QDir::cleanPath(path);
    return result;
}

bool writeRulebook(const Rulebook &rulebook, const QString &folder, QString *error)
{
    const QDir dir(folder);
    const QMap<QString, QByteArray> files = rulebookToFiles(rulebook);
    std::vector<std::unique_ptr<QSaveFile>> pending;
    for (auto it = files.cbegin(); it != files.cend(); ++it) {
        const QString path = dir.filePath(it.key());
        QFile existing(path);
        if (existing.open(QIODevice::ReadOnly)) {
            const QByteArray old = existing.readAll();
            if (old == it.value())
                continue;
            if (it.key() == pagesFile) {
                // Keep a hand-written pages.tsv (comments, order) that says the same.
                QString ignored;
                const auto before = parsePages(old, path, &ignored);
                const auto after = parsePages(it.value(), path, &ignored);
                const auto same = [](const QList<PageInfo> &a, const QList<PageInfo> &b) {
                    return std::equal(a.cbegin(), a.cend(), b.cbegin(), b.cend(),
                                      [](const PageInfo &x, const PageInfo &y) {
                                          return x.id == y.id && x.expansions == y.expansions && x.titleEn == y.titleEn
                                              && x.titleCs == y.titleCs;
                                      });
                };
                if (before && after && same(*before, *after))
                    continue;
            }
        }
        if (!QDir().mkpath(QFileInfo(path).absolutePath())) {
            *error = u"%1: %2"_s.arg(QFileInfo(path).absolutePath(), Text::tr("cannot create the folder"));
            return false;
        }
        // Every changed file is written beside its old one first and none
        // replaces it until all are written: a full disk leaves the old
        // rulebook whole, never a page without its sources.
        auto file = std::make_unique<QSaveFile>(path);
        if (!file->open(QIODevice::WriteOnly) || file->write(it.value()) != it.value().size() || !file->flush()) {
            *error = u"%1: %2"_s.arg(path, writeErrorText(*file));
            return false; // the written ones are discarded with `pending`
        }
        pending.push_back(std::move(file));
    }
    for (const std::unique_ptr<QSaveFile> &file : pending) {
        if (!file->commit()) {
            *error = u"%1: %2"_s.arg(file->fileName(), writeErrorText(*file));
            return false;
        }
    }
    for (const RulePage &page : rulebook.pages) {
        const QString key = page.id + u'/' + sourcesFile;
        if (!files.contains(key) && dir.exists(key) && !QFile::remove(dir.filePath(key))) {
            *error = u"%1: %2"_s.arg(dir.filePath(key), Text::tr("cannot remove the outdated sources file"));
            return false;
        }
    }
    return true;
}

RulebookReadResult bundledRulebook()
{
    return readRulebook(bundledRulebookPath());
}

} // namespace Krajina
