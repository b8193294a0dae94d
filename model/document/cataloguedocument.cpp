// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cataloguedocument.h"

#include "catalogue/catalogueio.h"
#include "catalogue/expansionlibrary.h"
#include "catalogue/sqlitestore.h"
#include "hex/board.h"
#include "hex/dosriosjson.h"
#include "rulebook/rulebookio.h"
#include "savetarget.h"

#include <QFile>
#include <QFileInfo>
#include <QUndoStack>

#ifdef __GLIBC__
#include <malloc.h>
#endif

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

bool isKrajinaFile(const QString &path)
{
    return QFileInfo(path).suffix().compare(u"krajina", Qt::CaseInsensitive) == 0;
}

const QString DosRiosBoardExtra = u"dos-rios/board"_s;

// A big catalogue takes a few hundred megabytes while it is read and shown.
// glibc gives freed memory back to the system as soon as it can, so that each
// open took all of it anew, page by page (each first touch of a page is a page
// fault, some 20 us on a virtual machine): from the first open on, freed
// memory is kept for the next (up to 256 MiB at the top of the heap), and
// blocks up to 32 MiB come from the heap, where they can be used again.
void keepFreedMemory()
{
#ifdef __GLIBC__
    static const bool kept = [] {
        return mallopt(M_MMAP_THRESHOLD, 32 * 1024 * 1024) == 1 && mallopt(M_TRIM_THRESHOLD, 256 * 1024 * 1024) == 1;
    }();
    Q_UNUSED(kept);
#endif
}

} // namespace

CatalogueDocument::CatalogueDocument(Catalogue catalogue, QObject *parent)
    : RulebookStore(parent)
    , m_catalogue(std::move(catalogue))
    , m_undoStack(std::make_unique<QUndoStack>())
{
    connect(m_undoStack.get(), &QUndoStack::cleanChanged, this, [this](bool clean) {
        updateEditLock();
        Q_EMIT modifiedChanged(!clean);
    });
}

CatalogueDocument::~CatalogueDocument()
{
    // Commands may refer to the document while the stack deletes them.
    m_undoStack->clear();
}

std::unique_ptr<CatalogueDocument> CatalogueDocument::open(const QString &path, QString *error)
{
    keepFreedMemory();
    // Taken before reading: a change while the file is read then shows as a change.
    const FileStamp stamp = FileStamp::of(path);
    Catalogue catalogue;
    QStringList warnings;
    QMap<QString, QByteArray> extras;
    if (isKrajinaFile(path)) {
        // Read directly rather than through readCatalogueFile() to keep the extras.
        SqliteReadResult read = SqliteStore::read(path);
        if (!read.ok()) {
            if (error)
                *error = read.error;
            return nullptr;
        }
        catalogue = std::move(read.contents.catalogue);
        extras = std::move(read.contents.extras);
    } else {
        CatalogueReadResult read = readCatalogueFile(path);
        if (!read.ok()) {
            if (error)
                *error = read.error;
            return nullptr;
        }
        catalogue = std::move(read.catalogue);
        warnings = read.warnings;
    }
    const RulebookReadResult rules = rulebookFromExtras(extras, path);
    if (!rules.ok()) {
        if (error)
            *error = rules.error;
        return nullptr;
    }
    extras.removeIf([](const auto &extra) { return isRulebookExtra(extra.key()); });
    // The Dos Rios board: saved with the pieces (their "layout"), or by older files beside them.
    DosRios::Board board;
    if (catalogue.dosRios.layout) {
        const QString problem = DosRios::boardFromLayout(catalogue.dosRios, *catalogue.dosRios.layout, board);
        catalogue.dosRios.layout.reset(); // the document's board is the one to edit
        if (!problem.isEmpty()) {
            if (error)
                *error = u"%1: Dos Rios layout: %2"_s.arg(path, problem);
            return nullptr;
        }
    } else if (extras.contains(DosRiosBoardExtra)) {
        QString problem = DosRios::boardFromJson(extras.take(DosRiosBoardExtra), path + u" (dos-rios/board)"_s, board);
        if (problem.isEmpty() && !board.tileIds.isEmpty())
            problem = DosRios::boardFromLayout(catalogue.dosRios, DosRios::layoutOf(board), board);
        if (!problem.isEmpty()) {
            if (error)
                *error = problem;
            return nullptr;
        }
    }
    auto document = std::make_unique<CatalogueDocument>(std::move(catalogue));
    document->m_dosRiosBoard = board;
    document->m_fileName = path;
    document->m_diskStamp = stamp;
    document->m_openWarnings = warnings;
    document->m_extras = extras;
    document->m_rulebook = rules.rulebook;
    return document;
}

bool CatalogueDocument::save(const QString &path, QString *error, SaveOptions options)
{
    if (!options.testFlag(OverwriteChangedFile) && wouldOverwriteChange(path)) {
        if (error)
            *error = tr("%1: not saved: another program changed the file since Krajina read it").arg(path);
        return false;
    }
    const SaveTarget target = SaveTarget::of(path);
    if (target.readOnly && !options.testFlag(ReplaceReadOnly)) {
        if (error)
            *error = readOnlyRefusal(path);
        return false;
    }
    QMap<QString, QByteArray> extras = m_extras;
    extras.insert(rulebookExtras(m_rulebook));
    // The Dos Rios board goes with the pieces, in the JSON catalogue and in the SQLite document alike.
    Catalogue catalogue = m_catalogue;
    if (!m_dosRiosBoardShownOnly && !m_dosRiosBoard.placements.isEmpty() && !catalogue.dosRios.isEmpty())
        catalogue.dosRios.layout = DosRios::layoutOf(m_dosRiosBoard);
    bool saved = false;
    if (isKrajinaFile(path)) {
        saved = SqliteStore::write(path, {catalogue, extras}, error, {}, options.testFlag(ReplaceReadOnly));
    } else {
        // The other formats refuse a read-only file; asked to replace it, let them and make it read-only again.
        const QFile::Permissions permissions = modePermissions(target.path);
        if (target.readOnly)
            QFile::setPermissions(target.path, permissions | QFile::WriteOwner);
        saved = writeCatalogueFile(catalogue, path, error);
        if (target.readOnly)
            QFile::setPermissions(target.path, permissions);
    }
    if (!saved)
        return false;
    setFileName(path, FileStamp::of(path));
    m_undoStack->setClean();
    updateEditLock();
    return true;
}

void CatalogueDocument::followTile(QObject *context, int *index, std::function<void()> lost)
{
    connect(this, &CatalogueDocument::tileRemoved, context, [index, lost](int removed) {
        if (removed == *index)
            lost();
        else if (removed < *index)
            --*index;
    });
    connect(this, &CatalogueDocument::tileAdded, context, [index](int added) {
        if (*index >= 0 && added <= *index)
            ++*index;
    });
    connect(this, &CatalogueDocument::tileMoved, context, [index](int from, int to) {
        if (*index == from)
            *index = to;
        else if (from < *index && to >= *index)
            --*index;
        else if (from > *index && to <= *index)
            ++*index;
    });
}

bool CatalogueDocument::isChangedOnDisk() const
{
    return !m_fileName.isEmpty() && m_diskStamp.changedAt(m_fileName);
}

bool CatalogueDocument::wouldOverwriteChange(const QString &path) const
{
    if (!isChangedOnDisk())
        return false;
    const QFileInfo target(path);
    const QFileInfo own(m_fileName);
    if (target.absoluteFilePath() == own.absoluteFilePath())
        return true;
    if (!target.canonicalFilePath().isEmpty() && target.canonicalFilePath() == own.canonicalFilePath())
        return true;
    const FileStamp there = FileStamp::of(path, false);
    const FileStamp here = FileStamp::of(m_fileName, false);
    return there.exists && there.inode != 0 && there.device == here.device && there.inode == here.inode;
}

void CatalogueDocument::updateEditLock()
{
    const bool wanted = isModified() && isKrajinaFile(m_fileName) && QFileInfo(m_fileName).isFile();
    if (!wanted) {
        m_editLock.reset();
        return;
    }
    if (!m_editLock)
        m_editLock = std::make_unique<EditLock>();
    m_editLock->lock(m_fileName);
}

void CatalogueDocument::setFileName(const QString &fileName, const FileStamp &stamp)
{
    m_diskStamp = stamp;
    if (m_fileName == fileName)
        return;
    m_fileName = fileName;
    updateEditLock();
    Q_EMIT fileNameChanged(fileName);
}

const Catalogue &CatalogueDocument::playableCatalogue() const
{
    // Made on demand and dropped by every setter right after the change (not before its "about to" signal,
    // whose receivers may ask for it and would make it again from the old tiles).
    if (!m_playable)
        m_playable = withLibrary(m_catalogue, bundledCatalogue());
    return *m_playable;
}

bool CatalogueDocument::isModified() const
{
    return !m_undoStack->isClean();
}

void CatalogueDocument::insertTile(int index, const TileDefinition &tile)
{
    Q_ASSERT(index >= 0 && index <= m_catalogue.tiles.size());
    Q_EMIT tileAboutToBeAdded(index);
    m_catalogue.tiles.insert(index, tile);
    m_playable.reset();
    Q_EMIT tileAdded(index);
    Q_EMIT playableChanged();
}

TileDefinition CatalogueDocument::takeTile(int index)
{
    Q_ASSERT(index >= 0 && index < m_catalogue.tiles.size());
    Q_EMIT tileAboutToBeRemoved(index);
    TileDefinition tile = m_catalogue.tiles.takeAt(index);
    m_playable.reset();
    Q_EMIT tileRemoved(index);
    Q_EMIT playableChanged();
    return tile;
}

void CatalogueDocument::moveTile(int from, int to)
{
    Q_ASSERT(from >= 0 && from < m_catalogue.tiles.size());
    Q_ASSERT(to >= 0 && to < m_catalogue.tiles.size());
    if (from == to)
        return;
    Q_EMIT tileAboutToBeMoved(from, to);
    m_catalogue.tiles.move(from, to);
    m_playable.reset();
    Q_EMIT tileMoved(from, to);
    Q_EMIT playableChanged();
}

void CatalogueDocument::setTile(int index, const TileDefinition &tile)
{
    Q_ASSERT(index >= 0 && index < m_catalogue.tiles.size());
    m_catalogue.tiles[index] = tile;
    m_playable.reset();
    Q_EMIT tileChanged(index);
    Q_EMIT playableChanged();
}

void CatalogueDocument::setExpansion(int index, const Expansion &expansion)
{
    Q_ASSERT(index >= 0 && index < m_catalogue.expansions.size());
    m_catalogue.expansions[index] = expansion;
    m_playable.reset();
    Q_EMIT expansionChanged(expansion.id);
    Q_EMIT playableChanged();
}

void CatalogueDocument::resetCatalogue(const Catalogue &catalogue)
{
    Q_EMIT catalogueAboutToBeReset();
    m_catalogue = catalogue;
    m_playable.reset();
    Q_EMIT catalogueReset();
    Q_EMIT playableChanged();
}

void CatalogueDocument::setDosRiosPieces(const DosRios::PieceSet &pieces)
{
    m_catalogue.dosRios = pieces;
    m_playable.reset();
    Q_EMIT dosRiosPiecesChanged();
}

void CatalogueDocument::setDosRiosBoard(const DosRios::Board &board)
{
    m_dosRiosBoard = board;
    m_dosRiosBoardShownOnly = false;
    Q_EMIT dosRiosBoardChanged();
}

void CatalogueDocument::showDosRiosBoard(const DosRios::Board &board)
{
    m_dosRiosBoard = board;
    m_dosRiosBoardShownOnly = true;
    Q_EMIT dosRiosBoardChanged();
}

void CatalogueDocument::setRulePage(const RulePage &page)
{
    m_rulebook.setPage(page);
    Q_EMIT rulePageChanged(page.id);
}

void CatalogueDocument::setRulebook(const Rulebook &rulebook)
{
    m_rulebook = rulebook;
    Q_EMIT rulebookReset();
}

} // namespace Krajina
