// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "wikirecord.h"

#include "cataloguedocument.h"
#include "rulebook/rulebookcommands.h"
#include "undocommands.h"

#include <QCoreApplication>
#include <QUndoStack>

namespace Krajina {

namespace {

void storeRecord(CatalogueDocument &document, const QByteArray &json)
{
    QMap<QString, QByteArray> extras = document.extras();
    if (json.isEmpty())
        extras.remove(wikiRecordExtraName());
    else
        extras.insert(wikiRecordExtraName(), json);
    document.setExtras(extras);
}

class SetWikiRecord : public QUndoCommand
{
public:
    SetWikiRecord(CatalogueDocument *document, QByteArray record, QUndoCommand *parent)
        : QUndoCommand(parent)
        , m_document(document)
        , m_record(std::move(record))
    {
    }
    void redo() override { swap(); }
    void undo() override { swap(); }

private:
    void swap()
    {
        const QByteArray old = m_document->extras().value(wikiRecordExtraName());
        storeRecord(*m_document, m_record);
        m_record = old;
    }
    CatalogueDocument *m_document;
    QByteArray m_record;
};

} // namespace

void setWikiRecordJson(CatalogueDocument &document, const QByteArray &record)
{
    if (document.extras().value(wikiRecordExtraName()) == record)
        return;
    storeRecord(document, record);
    document.undoStack()->resetClean();
}

PullFromWiki::PullFromWiki(CatalogueDocument *document, const QList<RulePage> &pages, const QByteArray &record,
                           const QString &text)
    : QUndoCommand(text.isEmpty() ? QCoreApplication::translate("Krajina::WikiRecord", "Pull from the Wiki") : text)
{
    for (const RulePage &page : pages)
        new PullRulePage(document, page, this);
    new SetWikiRecord(document, record, this);
}

TakeTileCountsFromWiki::TakeTileCountsFromWiki(CatalogueDocument *document, const QList<TileCountFromWiki> &counts)
    : QUndoCommand(QCoreApplication::translate("Krajina::WikiRecord", "Take Tile Counts from the Wiki"))
{
    const QList<TileDefinition> &tiles = document->catalogue().tiles;
    for (const TileCountFromWiki &count : counts) {
        for (qsizetype i = 0; i < tiles.size(); ++i) {
            if (tiles.at(i).expansion == count.expansion && tiles.at(i).id == count.tileId
                && tiles.at(i).count != count.count) {
                new ChangeTileCount(document, int(i), count.count, {}, this);
                break;
            }
        }
    }
}

} // namespace Krajina
