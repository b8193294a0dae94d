// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tilefilterproxymodel.h"

#include "catalogue/catalogueroles.h"

using namespace Qt::StringLiterals;

namespace Krajina {

TileFilterProxyModel::TileFilterProxyModel(QObject *parent)
    : QSortFilterProxyModel(parent)
    , m_collator(QLocale(QLocale::Czech, QLocale::Czechia))
{
    m_collator.setNumericMode(true);
    setDynamicSortFilter(true);
}

void TileFilterProxyModel::filterChanged()
{
    invalidateRowsFilter();
}

void TileFilterProxyModel::setEdgePattern(const QString &pattern)
{
    const QString upper = pattern.trimmed().toUpper();
    if (upper == m_edgePattern)
        return;
    m_edgePattern = upper;
    filterChanged();
}

void TileFilterProxyModel::setFeatureType(std::optional<FeatureType> type)
{
    if (type == m_featureType)
        return;
    m_featureType = type;
    filterChanged();
}

void TileFilterProxyModel::setExpansion(const QString &expansionId)
{
    if (expansionId == m_expansion)
        return;
    m_expansion = expansionId;
    filterChanged();
}

void TileFilterProxyModel::setStatus(std::optional<TileStatus> status)
{
    if (status == m_status)
        return;
    m_status = status;
    filterChanged();
}

void TileFilterProxyModel::setText(const QString &text)
{
    if (text == m_text)
        return;
    m_text = text;
    m_words = foldForSearch(text).split(u' ', Qt::SkipEmptyParts);
    filterChanged();
}

void TileFilterProxyModel::setSortLocale(const QLocale &locale)
{
    m_collator.setLocale(locale);
    invalidate();
}

bool TileFilterProxyModel::isValidEdgePattern(const QString &pattern)
{
    if (pattern.size() != 4)
        return false;
    return std::all_of(pattern.cbegin(), pattern.cend(),
                       [](QChar c) { return QStringView(u"CRFI?").contains(c.toUpper()); });
}

bool TileFilterProxyModel::edgePatternMatches(const QString &filter, const QString &tilePattern)
{
    if (!isValidEdgePattern(filter))
        return false;
    const QString wanted = filter.toUpper();
    for (QStringView cell : QStringView(tilePattern).split(u'|')) {
        if (cell.size() != 4)
            continue;
        for (int turn = 0; turn < 4; ++turn) {
            bool all = true;
            for (int side = 0; side < 4 && all; ++side) {
                const QChar w = wanted.at(side);
                all = w == u'?' || w == cell.at((side + turn) % 4);
            }
            if (all)
                return true;
        }
    }
    return false;
}

QString TileFilterProxyModel::foldForSearch(const QString &text)
{
    const QString decomposed = text.normalized(QString::NormalizationForm_D);
    QString folded;
    folded.reserve(decomposed.size());
    for (QChar c : decomposed) {
        if (c.category() == QChar::Mark_NonSpacing)
            continue;
        folded += c.isSpace() ? QChar(u' ') : c.toCaseFolded();
    }
    return folded;
}

bool TileFilterProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    return acceptsItem(sourceModel()->index(sourceRow, 0, sourceParent));
}

bool TileFilterProxyModel::acceptsItem(const QModelIndex &index) const
{
    if (!m_edgePattern.isEmpty() && !edgePatternMatches(m_edgePattern, index.data(EdgePatternRole).toString()))
        return false;
    if (m_featureType && !index.data(FeatureTypesRole).toStringList().contains(featureTypeName(*m_featureType)))
        return false;
    if (!m_expansion.isEmpty() && index.data(ExpansionIdRole).toString() != m_expansion)
        return false;
    if (m_status && index.data(StatusRole).toString() != tileStatusName(*m_status))
        return false;
    if (!m_words.isEmpty()) {
        const QString haystack = foldForSearch(index.data(SearchTextRole).toString());
        for (const QString &word : m_words) {
            if (!haystack.contains(word))
                return false;
        }
    }
    return true;
}

bool TileFilterProxyModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const QVariant l = left.data(sortRole());
    const QVariant r = right.data(sortRole());
    const bool numbers = l.typeId() == QMetaType::Int && r.typeId() == QMetaType::Int;
    const int order = numbers ? (l.toInt() < r.toInt() ? -1 : (l.toInt() > r.toInt() ? 1 : 0))
                              : m_collator.compare(l.toString(), r.toString());
    if (order != 0)
        return order < 0;
    // Equal keys keep catalogue order, so that sorting is stable and predictable.
    return left.row() < right.row();
}

} // namespace Krajina
