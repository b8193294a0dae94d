// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "tile/feature.h"
#include "tile/tiledefinition.h"

#include <QCollator>
#include <QSortFilterProxyModel>
#include <QTimer>

#include <optional>
#include <string>
#include <vector>

namespace Krajina {

// Filters and sorts a TileTableModel (or any model with the CatalogueRoles).
// All filters must hold for a row to show:
// - edge pattern: four letters N-E-S-W from C R F I, '?' for any edge; a tile
//   matches in any of its rotations ("CRFR" finds "FRCR");
// - a feature type the tile has; an expansion id; a status;
// - free text: every word must occur in the id, a name or the expansion,
//   ignoring case and diacritics ("ctverec" finds "Čtverec").
// Text columns sort with the collation of a locale (Czech by default, where
// "ch" follows "h"); number columns sort by value. Unsorted, a change of the
// filters is a change of layout (layoutChanged(), not rows removed and
// inserted): indexes kept on rows filtered out become invalid.
class TileFilterProxyModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit TileFilterProxyModel(QObject *parent = nullptr);

    QString edgePattern() const { return m_edgePattern; }
    // An invalid pattern hides every tile (the view shows why).
    void setEdgePattern(const QString &pattern);
    std::optional<FeatureType> featureType() const { return m_featureType; }
    void setFeatureType(std::optional<FeatureType> type);
    QString expansion() const { return m_expansion; }
    void setExpansion(const QString &expansionId);
    std::optional<TileStatus> status() const { return m_status; }
    void setStatus(std::optional<TileStatus> status);
    QString text() const { return m_text; }
    void setText(const QString &text);

    void setSourceModel(QAbstractItemModel *model) override;

    QLocale sortLocale() const { return m_collator.locale(); }
    void setSortLocale(const QLocale &locale);

    // Whether the filters let the source model's row through (for other views of the same tiles).
    bool acceptsTile(int sourceRow) const { return m_source && filterAcceptsRow(sourceRow, {}); }
    // Whether the filters let through an item of any model with the CatalogueRoles (a row of the tree).
    bool acceptsItem(const QModelIndex &index) const;

    static bool isValidEdgePattern(const QString &pattern);
    // Whether a tile's pattern (cells joined by '|') matches a filter in some rotation.
    static bool edgePatternMatches(const QString &filter, const QString &tilePattern);
    // Lower case without diacritics, for matching text as people type it.
    static QString foldForSearch(const QString &text);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    void filterChanged();
    // A row of a flat source model as the text filter sees it: its searchable text folded
    // (foldForSearch) in UTF-8, kept until the row changes, so that a keystroke folds nothing again
    // and searches bytes (a word found in UTF-8 is found in the text); and whether it has all the
    // words, kept while a keystroke cannot change that.
    struct SearchRow
    {
        std::string text;
        bool folded = false;
        qint8 hasWords = -1; // 1 yes, 0 no, -1 not known for the current words
    };
    SearchRow &searchRow(int sourceRow) const;
    bool hasWords(int sourceRow) const;
    static bool hasWords(const QString &foldedText, const QStringList &words);
    bool acceptsOtherThanText(const QModelIndex &index) const;
    bool filtersOtherThanText() const;
    void forgetSearchTexts();
    void foldSomeSearchTexts();
    void forgetEarlierTexts();

    QString m_edgePattern; // upper case
    std::optional<FeatureType> m_featureType;
    QString m_expansion;
    std::optional<TileStatus> m_status;
    QString m_text;
    QStringList m_words; // folded words of m_text
    std::vector<std::string> m_utf8Words; // the same in UTF-8
    QCollator m_collator;
    mutable QList<SearchRow> m_searchRows; // by source row
    // Whether each row had the words of texts typed a moment ago (the last first), so that taking
    // a key back finds its answers; forgotten when the source model changes.
    struct EarlierText
    {
        QStringList words;
        std::vector<qint8> hasWords;
    };
    std::vector<EarlierText> m_earlierTexts;
    // Whether the filters let each row of a flat source through when they last changed; empty after the source
    // changed (then the rows are mapped afresh).
    std::vector<char> m_accepted;
    QAbstractItemModel *m_source = nullptr; // sourceModel(), read without its property's overhead
    QList<QMetaObject::Connection> m_sourceConnections;
    QTimer m_folding;
    int m_nextToFold = 0;
};

} // namespace Krajina
