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
    m_folding.setInterval(0);
    connect(&m_folding, &QTimer::timeout, this, &TileFilterProxyModel::foldSomeSearchTexts);
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
    const QStringList before = m_words;
    m_words = foldForSearch(text).split(u' ', Qt::SkipEmptyParts);
    // Each word found in some word of another list: a row with all of the other list's words has
    // all of these too. So a row without the old words lacks longer ones (a key typed), a row with
    // them has shorter ones (a key taken back); only the other rows are searched again.
    const auto within = [](const QStringList &words, const QStringList &longer) {
        return std::all_of(words.cbegin(), words.cend(), [&](const QString &w) {
            return std::any_of(longer.cbegin(), longer.cend(), [&](const QString &l) { return l.contains(w); });
        });
    };
    const bool narrower = within(before, m_words);
    const bool wider = within(m_words, before);
    for (SearchRow &row : m_searchRows) {
        if (!((narrower && row.hasWords == 0) || (wider && row.hasWords == 1)))
            row.hasWords = -1;
    }
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

namespace {

void foldInto(QString &folded, QStringView text)
{
    const QString decomposed = text.toString().normalized(QString::NormalizationForm_D);
    for (QChar c : decomposed) {
        if (c.category() == QChar::Mark_NonSpacing)
            continue;
        folded += c.isSpace() ? QChar(u' ') : c.toCaseFolded();
    }
}

} // namespace

QString TileFilterProxyModel::foldForSearch(const QString &text)
{
    // ASCII letters decompose to themselves and start a new run of combining marks, so the text folds
    // run by run: plain ASCII quickly, the rest through the decomposition.
    QString folded;
    folded.reserve(text.size());
    const qsizetype size = text.size();
    for (qsizetype i = 0; i < size;) {
        const char16_t c = text.at(i).unicode();
        if (c < 0x80) {
            const bool space = c == u' ' || (c >= u'\t' && c <= u'\r');
            folded += space ? QChar(u' ') : QChar(c >= u'A' && c <= u'Z' ? char16_t(c + 32) : c);
            ++i;
            continue;
        }
        qsizetype end = i + 1;
        while (end < size && text.at(end).unicode() >= 0x80)
            ++end;
        foldInto(folded, QStringView(text).sliced(i, end - i));
        i = end;
    }
    return folded;
}

void TileFilterProxyModel::setSourceModel(QAbstractItemModel *model)
{
    for (const QMetaObject::Connection &c : std::as_const(m_sourceConnections))
        disconnect(c);
    m_sourceConnections.clear();
    // Connected before the proxy's own handlers, so that the texts are forgotten before it filters again.
    if (model) {
        m_sourceConnections << connect(model, &QAbstractItemModel::dataChanged, this,
                                       [this](const QModelIndex &topLeft, const QModelIndex &bottomRight) {
                                           if (topLeft.parent().isValid())
                                               return;
                                           for (int row = topLeft.row();
                                                row <= bottomRight.row() && row < m_searchRows.size(); ++row)
                                               m_searchRows[row] = {};
                                       });
        m_sourceConnections << connect(model, &QAbstractItemModel::rowsInserted, this,
                                       [this](const QModelIndex &parent, int first, int last) {
                                           if (!parent.isValid() && first <= m_searchRows.size())
                                               m_searchRows.insert(first, last - first + 1, SearchRow());
                                       });
        m_sourceConnections << connect(
            model, &QAbstractItemModel::rowsRemoved, this, [this](const QModelIndex &parent, int first, int last) {
                if (!parent.isValid() && first < m_searchRows.size())
                    m_searchRows.remove(first, std::min<qsizetype>(last + 1, m_searchRows.size()) - first);
            });
        const auto forget = [this] { forgetSearchTexts(); };
        m_sourceConnections << connect(model, &QAbstractItemModel::rowsMoved, this, forget);
        m_sourceConnections << connect(model, &QAbstractItemModel::modelReset, this, forget);
        m_sourceConnections << connect(model, &QAbstractItemModel::layoutChanged, this, forget);
    }
    QSortFilterProxyModel::setSourceModel(model);
    forgetSearchTexts();
}

void TileFilterProxyModel::forgetSearchTexts()
{
    m_searchRows.clear();
    // Folded in the background, a few thousand rows at a time, so that the first keystroke finds them ready.
    m_nextToFold = 0;
    if (sourceModel())
        m_folding.start();
}

void TileFilterProxyModel::foldSomeSearchTexts()
{
    const int rows = sourceModel() ? sourceModel()->rowCount() : 0;
    const int end = std::min(rows, m_nextToFold + 2000);
    for (; m_nextToFold < end; ++m_nextToFold)
        searchRow(sourceModel()->index(m_nextToFold, 0));
    if (m_nextToFold >= rows)
        m_folding.stop();
}

TileFilterProxyModel::SearchRow &TileFilterProxyModel::searchRow(const QModelIndex &index) const
{
    if (m_searchRows.size() <= index.row())
        m_searchRows.resize(sourceModel()->rowCount());
    SearchRow &row = m_searchRows[index.row()];
    if (!row.text)
        row.text = foldForSearch(index.data(SearchTextRole).toString());
    return row;
}

bool TileFilterProxyModel::hasWords(const QString &foldedText, const QStringList &words)
{
    return std::all_of(words.cbegin(), words.cend(), [&](const QString &word) { return foldedText.contains(word); });
}

bool TileFilterProxyModel::hasWords(const QModelIndex &index) const
{
    SearchRow &row = searchRow(index);
    if (row.hasWords < 0)
        row.hasWords = hasWords(*row.text, m_words) ? 1 : 0;
    return row.hasWords == 1;
}

bool TileFilterProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    if (sourceParent.isValid())
        return acceptsItem(index);
    return acceptsOtherThanText(index) && (m_words.isEmpty() || hasWords(index));
}

bool TileFilterProxyModel::acceptsItem(const QModelIndex &index) const
{
    return acceptsOtherThanText(index)
        && (m_words.isEmpty() || hasWords(foldForSearch(index.data(SearchTextRole).toString()), m_words));
}

bool TileFilterProxyModel::acceptsOtherThanText(const QModelIndex &index) const
{
    if (!m_edgePattern.isEmpty() && !edgePatternMatches(m_edgePattern, index.data(EdgePatternRole).toString()))
        return false;
    if (m_featureType && !index.data(FeatureTypesRole).toStringList().contains(featureTypeName(*m_featureType)))
        return false;
    if (!m_expansion.isEmpty() && index.data(ExpansionIdRole).toString() != m_expansion)
        return false;
    if (m_status && index.data(StatusRole).toString() != tileStatusName(*m_status))
        return false;
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
