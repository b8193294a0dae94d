// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalogue/catalogueroles.h"
#include "tile/tiledefinition.h"

#include <QAbstractTableModel>
#include <QPointer>

namespace Krajina {

class CatalogueDocument;

// Every tile of a document, one row per tile in catalogue order. Editing the
// name, count or status pushes an undo command onto the document's stack.
class TileTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column : int {
        IdColumn,
        NameColumn,
        ExpansionColumn,
        EdgesColumn,
        FieldsColumn,
        CountColumn,
        StatusColumn,
        ColumnCount,
    };

    explicit TileTableModel(CatalogueDocument *document, QObject *parent = nullptr);

    CatalogueDocument *document() const { return m_document; }
    // Which name the name column shows and edits: "cs" or "en".
    QString language() const { return m_language; }
    void setLanguage(const QString &language);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Data of a tile under one of the shared CatalogueRoles (also used by the tree).
    static QVariant tileRoleData(const CatalogueDocument &document, int tileIndex, int role);
    // A status as the user reads it ("Verified", "Transcribed", "Draft"), for every view.
    static QString statusText(TileStatus status);

private:
    void connectDocument();

    QPointer<CatalogueDocument> m_document;
    QString m_language = QStringLiteral("cs");
};

} // namespace Krajina
