// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalogueio.h"

#include "hex/dosriosjson.h"

#include "inputfile.h"
#include "jczformat.h"
#include "jsonformat.h"
#include "savetarget.h"
#include "sqlitestore.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QSaveFile>
#include <QSet>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

// Gives lupdate and tr() one context for the messages of this file.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(CatalogueIo)
};

const QString DosRiosFileName = u"dos-rios.json"_s;

CatalogueReadResult readJsonFile(const QString &path)
{
    const InputFile input = readInputFile(path);
    if (!input.ok()) {
        CatalogueReadResult result;
        result.error = input.error;
        return result;
    }
    JsonFormat::OpenReferencedFile openReferenced;
    if (path != u"-") {
        const QDir dir = QFileInfo(path).dir();
        openReferenced = [dir](const QString &name) { return readInputFile(QDir::cleanPath(dir.filePath(name))); };
    }
    // A file of Dos Rios pieces on its own is a catalogue of just those pieces.
    if (input.data.contains("\"krajina-dos-rios-pieces\"")
        && QJsonDocument::fromJson(input.data).object().value(u"format"_s) == u"krajina-dos-rios-pieces"_s) {
        CatalogueReadResult result;
        result.error = DosRios::pieceSetFromJson(input.data, input.displayName, result.catalogue.dosRios);
        return result;
    }
    CatalogueReadResult result = JsonFormat::read(input.data, input.displayName, openReferenced);
    // The index's Dos Rios pieces lie beside it.
    if (result.ok() && openReferenced && QFileInfo(path).fileName() == JsonFormat::IndexFileName) {
        const QString pieces = QFileInfo(path).dir().filePath(DosRiosFileName);
        if (QFileInfo::exists(pieces)) {
            const InputFile file = readInputFile(pieces);
            result.error = file.ok() ? DosRios::pieceSetFromJson(file.data, file.displayName, result.catalogue.dosRios)
                                     : file.error;
        }
    }
    return result;
}

// A file with several hard links is written in place (a rename would split
// it in two); a complete copy is written beside it first and removed only
// once the file itself holds the new text, so a failure in between leaves
// the text on the disk.
bool saveInPlace(const QString &path, const QByteArray &data, QString *error)
{
    const QString copy = path + u".krajina-save"_s;
    QSaveFile spare(copy);
    if (!spare.open(QIODevice::WriteOnly) || spare.write(data) != data.size() || !spare.commit()) {
        if (error)
            *error
                = Text::tr("%1: cannot write: %2").arg(path, writeFailureText(copy, data.size(), spare.errorString()));
        QFile::remove(copy);
        return false;
    }
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(data) != data.size() || !file.flush()) {
        if (error)
            *error = Text::tr("%1: cannot write: %2; the new text is in %3")
                         .arg(path, writeFailureText(path, data.size(), file.errorString()), copy);
        return false;
    }
    file.close();
    QFile::remove(copy);
    return true;
}

bool saveFile(const QString &path, const QByteArray &data, QString *error)
{
    const SaveTarget target = SaveTarget::of(path);
    if (target.readOnly) {
        if (error)
            *error = readOnlyRefusal(path);
        return false;
    }
    if (target.exists && target.hardLinks > 1)
        return saveInPlace(target.path, data, error);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.commit()) {
        if (error)
            *error
                = Text::tr("%1: cannot write: %2").arg(path, writeFailureText(path, data.size(), file.errorString()));
        return false;
    }
    return true;
}

bool writeDirectory(const Catalogue &catalogue, const QString &path, QString *error)
{
    QSet<QString> seen;
    for (const Expansion &e : catalogue.expansions) {
        if (seen.contains(e.id)) {
            if (error)
                *error = Text::tr("%1: two expansions are called \"%2\"; each needs its own file").arg(path, e.id);
            return false;
        }
        seen.insert(e.id);
    }
    if (!QDir().mkpath(path)) {
        if (error)
            *error = Text::tr("%1: cannot create the directory").arg(path);
        return false;
    }
    const QDir dir(path);
    for (const Expansion &e : catalogue.expansions) {
        if (!saveFile(dir.filePath(JsonFormat::expansionFileName(e.id)), JsonFormat::writeExpansion(catalogue, e),
                      error))
            return false;
    }
    if (!catalogue.dosRios.isEmpty()
        && !saveFile(dir.filePath(DosRiosFileName), DosRios::pieceSetText(catalogue.dosRios), error))
        return false;
    // The index last, so that a reader never finds it naming files not written yet.
    return saveFile(dir.filePath(JsonFormat::IndexFileName), JsonFormat::writeIndex(catalogue), error);
}

} // namespace

CatalogueReadResult readCatalogueOrBundled(const QString &path)
{
    if (path.isEmpty())
        return CatalogueReadResult {bundledCatalogue(), {}, {}};
    return readCatalogueFile(path);
}

CatalogueReadResult readCatalogueFile(const QString &path)
{
    if (path == u"-")
        return readJsonFile(path);
    const QFileInfo info(path);
    if (info.isDir())
        return readJsonFile(QDir(path).filePath(JsonFormat::IndexFileName));
    const QString suffix = info.suffix().toLower();
    if (suffix == u"json")
        return readJsonFile(path);
    // [sqlite] *.krajina, the SQLite document, is read here.
    if (suffix == u"krajina") {
        SqliteReadResult read = SqliteStore::read(path);
        CatalogueReadResult result;
        result.catalogue = std::move(read.contents.catalogue);
        result.error = read.error;
        return result;
    }
    // [jcz] *.xml, JCloisterZone tile XML, is read here.
    if (suffix == u"xml") {
        JczReadResult read = JczFormat::readFile(path);
        CatalogueReadResult result;
        result.catalogue = std::move(read.catalogue);
        result.error = read.error;
        result.warnings = read.warnings;
        return result;
    }
    CatalogueReadResult result;
    if (!info.exists())
        result.error = Text::tr("%1: no such file or directory").arg(path);
    else
        result.error = Text::tr("%1: unknown kind of file (expected a directory, .json, .krajina or .xml)").arg(path);
    return result;
}

bool writeCatalogueFile(const Catalogue &catalogue, const QString &path, QString *error)
{
    if (path == u"-") {
        QFile out;
        if (!out.open(stdout, QIODevice::WriteOnly)) {
            if (error)
                *error = Text::tr("cannot write to standard output");
            return false;
        }
        const QByteArray data = JsonFormat::writeSingleFile(catalogue);
        return out.write(data) == data.size();
    }
    const QFileInfo info(path);
    if (info.isDir() || path.endsWith(u'/'))
        return writeDirectory(catalogue, path, error);
    const QString suffix = info.suffix().toLower();
    if (suffix == u"json")
        return saveFile(path, JsonFormat::writeSingleFile(catalogue), error);
    // [sqlite] *.krajina, the SQLite document, is written here.
    if (suffix == u"krajina") {
        if (EditLock::isHeld(path)) {
            if (error)
                *error = Text::tr("%1: not replaced: Krajina has it open with unsaved changes (it holds the file's "
                                  "lock); save or close it there first")
                             .arg(path);
            return false;
        }
        return SqliteStore::write(path, {catalogue, {}}, error);
    }
    // [jcz] *.xml, JCloisterZone tile XML, is written here.
    if (suffix == u"xml")
        return JczFormat::writeFile(path, catalogue, error);
    if (error)
        *error = Text::tr("%1: unknown kind of file (expected a directory, .json, .krajina or .xml)").arg(path);
    return false;
}

QString bundledCataloguePath()
{
    return u":/data/catalogue"_s;
}

const Catalogue &bundledCatalogue()
{
    static const Catalogue catalogue = [] {
        CatalogueReadResult result = readCatalogueFile(bundledCataloguePath());
        if (!result.ok())
            qWarning("bundled catalogue: %s", qPrintable(result.error));
        return result.catalogue;
    }();
    return catalogue;
}

} // namespace Krajina
