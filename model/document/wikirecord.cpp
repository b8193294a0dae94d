// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "wikirecord.h"

#include "cataloguedocument.h"
#include "rulebook/rulebookcommands.h"

#include <QCoreApplication>
#include <QUndoStack>

namespace Krajina {

namespace {

void storeRecord(CatalogueDocument &document, const QByteArray &json)
{
    QMap<QString, QByteArray> extras = document.extras();
    if (json.isEmpty())
        extras.remove(wikiSyncExtraName());
    else
        extras.insert(wikiSyncExtraName(), json);
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
        const QByteArray old = m_document->extras().value(wikiSyncExtraName());
        storeRecord(*m_document, m_record);
        m_record = old;
    }
    CatalogueDocument *m_document;
    QByteArray m_record;
};

} // namespace

WikiSyncState wikiRecord(const CatalogueDocument &document, QString *error)
{
    const QByteArray json = document.extras().value(wikiSyncExtraName());
    if (json.isEmpty())
        return {};
    return WikiSyncState::fromJson(json, wikiSyncExtraName(), error).value_or(WikiSyncState());
}

void setWikiRecord(CatalogueDocument &document, const WikiSyncState &record)
{
    const QByteArray json = record.isEmpty() ? QByteArray() : record.toJson();
    if (document.extras().value(wikiSyncExtraName()) == json)
        return;
    storeRecord(document, json);
    document.undoStack()->resetClean();
}

PullFromWiki::PullFromWiki(CatalogueDocument *document, const QList<RulePage> &pages, const WikiSyncState &record,
                           const QString &text)
    : QUndoCommand(text.isEmpty() ? QCoreApplication::translate("Krajina::WikiRecord", "Pull from the Wiki") : text)
{
    for (const RulePage &page : pages)
        new PullRulePage(document, page, this);
    new SetWikiRecord(document, record.toJson(), this);
}

} // namespace Krajina
