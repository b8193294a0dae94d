// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <functional>

#include "catalogue/catalogue.h"
#include "document/filestamp.h"
#include "hex/board.h"
#include "rulebook/rulebookstore.h"

#include <QByteArray>
#include <QMap>
#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

class QUndoStack;

namespace Krajina {

class EditLock;

// The open catalogue. It owns the Catalogue value and the undo stack and is
// the only way to change the data: views push undo commands, the commands call
// the setters below, and the setters emit fine-grained signals that the item
// models follow (the pattern of Tiled's Document).
class CatalogueDocument : public RulebookStore
{
    Q_OBJECT
public:
    explicit CatalogueDocument(Catalogue catalogue = {}, QObject *parent = nullptr);
    ~CatalogueDocument() override;

    // Reads any supported file (.json text or a data directory, .krajina SQLite,
    // .xml JCloisterZone); see readCatalogueFile().
    // On failure returns null and sets *error to a sentence naming the file and
    // the place; an existing document is never touched.
    static std::unique_ptr<CatalogueDocument> open(const QString &path, QString *error);
    enum SaveOption {
        NoSaveOption = 0x0,
        OverwriteChangedFile = 0x1, // even when another program changed it since it was read
        ReplaceReadOnly = 0x2, // even when it is read-only (it stays so)
    };
    Q_DECLARE_FLAGS(SaveOptions, SaveOption)
    // Writes the catalogue in the format the extension names. On success the
    // document takes the new file name and becomes unmodified. Never silently
    // overwrites: the file the document came from, changed on disk since
    // (isChangedOnDisk()), and a read-only file are written only with the
    // option that allows it. Symbolic links are followed and hard links kept.
    bool save(const QString &path, QString *error, SaveOptions options = NoSaveOption);
    // Whether the file the document was read from or last saved to now holds
    // something else (another window, another program wrote it).
    bool isChangedOnDisk() const;
    // Whether saving to `path` writes over the document's own file, changed on disk
    // since: the same path, or another name of that file (a symbolic or hard link).
    bool wouldOverwriteChange(const QString &path) const;

    const Catalogue &catalogue() const { return m_catalogue; }
    // The catalogue with every bundled expansion it lacks (withLibrary()): what
    // the preview board, the sandbox and the simulator play with, so that a new
    // expansion meets the base game. The document's tiles keep their indices.
    const Catalogue &playableCatalogue() const;
    QUndoStack *undoStack() const { return m_undoStack.get(); }

    QString fileName() const { return m_fileName; }
    // The file the document belongs to, and what that file held when the
    // document's content was last the same as it or based on it: a save
    // over a file that no longer matches `stamp` asks (isChangedOnDisk()).
    void setFileName(const QString &fileName, const FileStamp &stamp);
    FileStamp diskStamp() const { return m_diskStamp; }
    bool isModified() const;
    // Non-fatal notes from reading the file (JCloisterZone elements Krajina does not keep, ...).
    QStringList openWarnings() const { return m_openWarnings; }

    // Parts of a .krajina file that the catalogue does not model (rulebook pages
    // and the like, keyed by name). Kept so that saving does not lose them.
    QMap<QString, QByteArray> extras() const { return m_extras; }
    void setExtras(const QMap<QString, QByteArray> &extras) { m_extras = extras; }

    // Setters for undo commands. Nothing else should call them: a change made
    // here bypasses the undo stack.
    void insertTile(int index, const TileDefinition &tile);
    TileDefinition takeTile(int index);
    void moveTile(int from, int to);
    void setTile(int index, const TileDefinition &tile);
    void setExpansion(int index, const Expansion &expansion);
    void resetCatalogue(const Catalogue &catalogue);
    void setDosRiosPieces(const DosRios::PieceSet &pieces);

    // The Dos Rios board on the Board page, saved as the pieces' layout; changed through
    // ChangeDosRiosBoard. A board that is only shown (the page's first layout for pieces that
    // have none) is not the document's: saving leaves the file without a layout until an edit
    // makes it one.
    const DosRios::Board &dosRiosBoard() const { return m_dosRiosBoard; }
    bool isDosRiosBoardShownOnly() const { return m_dosRiosBoardShownOnly; }
    void setDosRiosBoard(const DosRios::Board &board);
    void showDosRiosBoard(const DosRios::Board &board);

    // The rules pages that go with the catalogue (stored in a .krajina file's
    // extras under "rules/"); rulebook commands change them through setRulePage().
    const Rulebook &rulebook() const override { return m_rulebook; }
    void setRulePage(const RulePage &page) override;
    void setRulebook(const Rulebook &rulebook);

    // Keeps *index on the same tile while others are added, removed or moved
    // (for as long as `context` lives); calls lost() when that tile is removed.
    void followTile(QObject *context, int *index, std::function<void()> lost);

Q_SIGNALS:
    void tileAboutToBeAdded(int index);
    void tileAdded(int index);
    void tileAboutToBeRemoved(int index);
    void tileRemoved(int index);
    // QList::move semantics: the tile at `from` ends up at `to`.
    void tileAboutToBeMoved(int from, int to);
    void tileMoved(int from, int to);
    void tileChanged(int index);
    // Emitted after the expansion at `index` changed; `id` is its (new) id.
    void expansionChanged(const QString &id);
    void catalogueAboutToBeReset();
    void catalogueReset();
    // After every change of the tiles or expansions (an edit, undo, redo, add, duplicate, delete,
    // move, rename or reset), once the finer signal above has gone out: playableCatalogue() is
    // made anew. The preview board, the sandbox and the simulator follow this one signal.
    void playableChanged();
    void fileNameChanged(const QString &fileName);
    void modifiedChanged(bool modified);
    // rulePageChanged() and rulebookReset() come from RulebookStore.
    void dosRiosPiecesChanged();
    void dosRiosBoardChanged();

private:
    Catalogue m_catalogue;
    mutable std::optional<Catalogue> m_playable; // withLibrary() of m_catalogue, made when asked for
    std::unique_ptr<QUndoStack> m_undoStack;
    void updateEditLock();

    QString m_fileName;
    FileStamp m_diskStamp; // of m_fileName when read or saved
    std::unique_ptr<EditLock> m_editLock; // held while a .krajina file has unsaved changes here
    QStringList m_openWarnings;
    QMap<QString, QByteArray> m_extras;
    Rulebook m_rulebook;
    DosRios::Board m_dosRiosBoard;
    bool m_dosRiosBoardShownOnly = false;
};

Q_DECLARE_OPERATORS_FOR_FLAGS(CatalogueDocument::SaveOptions)

} // namespace Krajina
