// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalogue/catalogue.h"
#include "document/cataloguedocument.h"
#include "undomergeid.h"

#include <QCoreApplication>
#include <QList>
#include <QUndoCommand>

#include <type_traits>

namespace Krajina {

// One small command per kind of edit. Each keeps what it needs to undo itself
// and changes the document only through its setters.

class AddTile : public QUndoCommand
{
public:
    AddTile(CatalogueDocument *document, int index, TileDefinition tile, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

protected:
    CatalogueDocument *m_document;
    int m_index;
    TileDefinition m_tile;
};

class RemoveTile : public QUndoCommand
{
public:
    RemoveTile(CatalogueDocument *document, int index, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    CatalogueDocument *m_document;
    int m_index;
    TileDefinition m_tile;
};

// Adds a copy of a tile right after it, under an id no other tile has, as a
// draft without a JCloisterZone id.
class DuplicateTile : public AddTile
{
public:
    DuplicateTile(CatalogueDocument *document, int index, QUndoCommand *parent = nullptr);

    static QString unusedId(const Catalogue &catalogue, const QString &base);
};

// Reorders the tile list: the tile at `from` ends up at `to`.
class MoveTile : public QUndoCommand
{
public:
    MoveTile(CatalogueDocument *document, int from, int to, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    CatalogueDocument *m_document;
    int m_from;
    int m_to;
};

// Replaces the whole feature list of a tile (what the feature editor produces).
class ChangeTileFeatures : public QUndoCommand
{
public:
    ChangeTileFeatures(CatalogueDocument *document, int index, QList<Feature> features, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override { redo(); }

private:
    CatalogueDocument *m_document;
    int m_index;
    QList<Feature> m_features; // the value to set next (swapped on each redo/undo)
};

// Changes one attribute of one or more tiles, like Tiled's ChangeValue. The
// attribute is named by a member pointer; the undo text says what changes.
class ChangeTileValueBase : public QUndoCommand
{
public:
    using QUndoCommand::QUndoCommand;
    void redo() override { swap(); }
    void undo() override { swap(); }

protected:
    virtual void swap() = 0;
};

template<typename T>
class ChangeTileValue : public ChangeTileValueBase
{
public:
    ChangeTileValue(CatalogueDocument *document, QList<int> indices, T TileDefinition::*member, const T &value,
                    const QString &text, QUndoCommand *parent = nullptr)
        : ChangeTileValueBase(text, parent)
        , m_document(document)
        , m_indices(distinct(std::move(indices)))
        , m_member(member)
        , m_values(m_indices.size(), value)
    {
    }

protected:
    void swap() override
    {
        for (qsizetype i = 0; i < m_indices.size(); ++i) {
            TileDefinition tile = m_document->catalogue().tiles.at(m_indices.at(i));
            std::swap(tile.*m_member, m_values[i]);
            m_document->setTile(m_indices.at(i), tile);
        }
    }

private:
    // A tile named twice would swap twice and not come back on undo.
    static QList<int> distinct(QList<int> indices)
    {
        QList<int> result;
        for (int index : indices) {
            if (!result.contains(index))
                result << index;
        }
        return result;
    }

    CatalogueDocument *m_document;
    QList<int> m_indices;
    T TileDefinition::*m_member;
    QList<T> m_values; // per tile, the value to set next
};

// An attribute of a tile an editor changes, with the undo texts for one tile
// and for several.
template<typename T>
struct TileField
{
    T TileDefinition::*member;
    const char *one;
    const char *many;
};

// The attributes an editor changes: changeTileValue(document, indices, TileFields::Note, text).
namespace TileFields {
inline constexpr TileField<QString> NameCs {&TileDefinition::nameCs,
                                            QT_TRANSLATE_NOOP("UndoCommands", "Change Tile Name (Czech)"),
                                            QT_TRANSLATE_NOOP("UndoCommands", "Change Tile Names (Czech)")};
inline constexpr TileField<QString> NameEn {&TileDefinition::nameEn,
                                            QT_TRANSLATE_NOOP("UndoCommands", "Change Tile Name (English)"),
                                            QT_TRANSLATE_NOOP("UndoCommands", "Change Tile Names (English)")};
inline constexpr TileField<QString> Id {&TileDefinition::id, QT_TRANSLATE_NOOP("UndoCommands", "Change Tile Id"),
                                        QT_TRANSLATE_NOOP("UndoCommands", "Change Tile Ids")};
inline constexpr TileField<QString> Expansion {&TileDefinition::expansion,
                                               QT_TRANSLATE_NOOP("UndoCommands", "Move Tile to Expansion"),
                                               QT_TRANSLATE_NOOP("UndoCommands", "Move Tiles to Expansion")};
inline constexpr TileField<QStringList> Editions {&TileDefinition::editions,
                                                  QT_TRANSLATE_NOOP("UndoCommands", "Change Tile Editions"),
                                                  QT_TRANSLATE_NOOP("UndoCommands", "Change Editions of Tiles")};
inline constexpr TileField<QString> Watermark {&TileDefinition::watermark,
                                               QT_TRANSLATE_NOOP("UndoCommands", "Change Tile Watermark"),
                                               QT_TRANSLATE_NOOP("UndoCommands", "Change Tile Watermarks")};
inline constexpr TileField<QString> Back {&TileDefinition::back, QT_TRANSLATE_NOOP("UndoCommands", "Change Tile Back"),
                                          QT_TRANSLATE_NOOP("UndoCommands", "Change Tile Backs")};
inline constexpr TileField<QString> Art {&TileDefinition::art, QT_TRANSLATE_NOOP("UndoCommands", "Change Tile Art"),
                                         QT_TRANSLATE_NOOP("UndoCommands", "Change Art of Tiles")};
inline constexpr TileField<TileStatus> Status {&TileDefinition::status,
                                               QT_TRANSLATE_NOOP("UndoCommands", "Change Tile Status"),
                                               QT_TRANSLATE_NOOP("UndoCommands", "Change Status of Tiles")};
inline constexpr TileField<QString> JczId {&TileDefinition::jczId,
                                           QT_TRANSLATE_NOOP("UndoCommands", "Change JCloisterZone Id"),
                                           QT_TRANSLATE_NOOP("UndoCommands", "Change JCloisterZone Ids")};
inline constexpr TileField<QSize> Size {&TileDefinition::size, QT_TRANSLATE_NOOP("UndoCommands", "Change Tile Size"),
                                        QT_TRANSLATE_NOOP("UndoCommands", "Change Tile Sizes")};
inline constexpr TileField<QString> Note {&TileDefinition::note, QT_TRANSLATE_NOOP("UndoCommands", "Change Tile Note"),
                                          QT_TRANSLATE_NOOP("UndoCommands", "Change Tile Notes")};
} // namespace TileFields

// Sets one attribute of the tiles at `indices` to `value`.
template<typename T>
ChangeTileValueBase *changeTileValue(CatalogueDocument *document, QList<int> indices, const TileField<T> &field,
                                     const std::type_identity_t<T> &value)
{
    const QString text = QCoreApplication::translate("UndoCommands", indices.size() == 1 ? field.one : field.many);
    return new ChangeTileValue<T>(document, std::move(indices), field.member, value, text);
}

// Sets how many copies of a tile an edition has (an empty edition: the
// default count). Successive changes of the same count merge into one step,
// so a spin box does not fill the stack.
class ChangeTileCount : public QUndoCommand
{
public:
    ChangeTileCount(CatalogueDocument *document, int index, int count, const QString &edition = {},
                    QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;
    int id() const override { return int(UndoMergeId::ChangeTileCount); }
    bool mergeWith(const QUndoCommand *other) override;

private:
    void apply(int count, bool hadOverride);

    CatalogueDocument *m_document;
    int m_index;
    QString m_edition;
    int m_oldCount = 0;
    bool m_oldHadOverride = false; // the edition had its own count before
    int m_newCount;
};

// Replaces the attributes of an expansion (names, total, editions, tokens, ...).
class ChangeExpansion : public QUndoCommand
{
public:
    ChangeExpansion(CatalogueDocument *document, int index, Expansion expansion, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override { redo(); }

private:
    CatalogueDocument *m_document;
    int m_index;
    Expansion m_expansion; // the value to set next
};

} // namespace Krajina
