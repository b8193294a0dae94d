#pragma once

#include "catalogue/catalogue.h"
#include "rulebook/rulebookstore.h"

#include <QByteArray>
#include <QMap>
#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>

class QUndoStack;

namespace Krajina {

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
    // Writes the catalogue in the format the extension names. On success the
    // document takes the new file name and becomes unmodified.
    bool save(const QString &path, QString *error);

    const Catalogue &catalogue() const { return m_catalogue; }
    QUndoStack *undoStack() const { return m_undoStack.get(); }

    QString fileName() const { return m_fileName; }
    void setFileName(const QString &fileName);
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

    // The rules pages that go with the catalogue (stored in a .krajina file's
    // extras under "rules/"); rulebook commands change them through setRulePage().
    const Rulebook &rulebook() const override { return m_rulebook; }
    void setRulePage(const RulePage &page) override;
    void setRulebook(const Rulebook &rulebook);

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
    void fileNameChanged(const QString &fileName);
    void modifiedChanged(bool modified);
    // rulePageChanged() and rulebookReset() come from RulebookStore.

private:
    Catalogue m_catalogue;
    std::unique_ptr<QUndoStack> m_undoStack;
    QString m_fileName;
    QStringList m_openWarnings;
    QMap<QString, QByteArray> m_extras;
    Rulebook m_rulebook;
};

} // namespace Krajina
