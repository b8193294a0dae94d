// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "flowlayout.h"

#include <QWidget>

#include <algorithm>

namespace Krajina {

FlowLayout::FlowLayout(QWidget *parent)
    : QLayout(parent)
{
}

FlowLayout::~FlowLayout()
{
    while (QLayoutItem *item = takeAt(0))
        delete item;
}

void FlowLayout::addItem(QLayoutItem *item)
{
    m_items.append(item);
    invalidate();
}

QLayoutItem *FlowLayout::takeAt(int index)
{
    if (index < 0 || index >= m_items.size())
        return nullptr;
    if (m_stretchAt > index)
        --m_stretchAt;
    invalidate();
    return m_items.takeAt(index);
}

int FlowLayout::heightForWidth(int width) const
{
    return arrange(QRect(0, 0, width, 0), false);
}

QSize FlowLayout::minimumSize() const
{
    QSize size;
    for (const QLayoutItem *item : m_items) {
        if (!item->isEmpty())
            size = size.expandedTo(item->minimumSize());
    }
    const QMargins margins = contentsMargins();
    return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom());
}

QSize FlowLayout::sizeHint() const
{
    // One line when there is room for it.
    int width = 0;
    int height = 0;
    const int gap = spacing() >= 0 ? spacing() : 6;
    for (const QLayoutItem *item : m_items) {
        if (item->isEmpty())
            continue;
        width += (width > 0 ? gap : 0) + item->sizeHint().width();
        height = std::max(height, item->sizeHint().height());
    }
    const QMargins margins = contentsMargins();
    return {width + margins.left() + margins.right(), height + margins.top() + margins.bottom()};
}

void FlowLayout::setGeometry(const QRect &rect)
{
    QLayout::setGeometry(rect);
    arrange(rect, true);
}

int FlowLayout::arrange(const QRect &rect, bool apply) const
{
    const QRect area = rect.marginsRemoved(contentsMargins());
    const int gap = spacing() >= 0 ? spacing() : 6;
    // The items in lines: each line as [first, last) with its height.
    struct Line
    {
        int first;
        int last;
        int height;
    };
    QList<Line> lines;
    int x = 0;
    for (int i = 0; i < m_items.size(); ++i) {
        const QLayoutItem *item = m_items[i];
        if (item->isEmpty())
            continue;
        const QSize size = item->sizeHint().boundedTo(QSize(area.width(), QWIDGETSIZE_MAX));
        if (lines.isEmpty() || (x > 0 && x + gap + size.width() > area.width())) {
            lines.append({i, i + 1, size.height()});
            x = size.width();
        } else {
            lines.last().last = i + 1;
            lines.last().height = std::max(lines.last().height, size.height());
            x += (x > 0 ? gap : 0) + size.width();
        }
    }
    int y = area.top();
    for (const Line &line : std::as_const(lines)) {
        if (apply) {
            // The items after the stretch go to the right-hand end of their line.
            int right = area.right() + 1;
            for (int i = line.last - 1; i >= line.first && i >= m_stretchAt && m_stretchAt >= 0; --i) {
                QLayoutItem *item = m_items[i];
                if (item->isEmpty())
                    continue;
                const QSize size = item->sizeHint().boundedTo(QSize(area.width(), QWIDGETSIZE_MAX));
                right -= size.width();
                item->setGeometry(QRect(QPoint(right, y + (line.height - size.height()) / 2), size));
                right -= gap;
            }
            int left = area.left();
            for (int i = line.first; i < line.last && (m_stretchAt < 0 || i < m_stretchAt); ++i) {
                QLayoutItem *item = m_items[i];
                if (item->isEmpty())
                    continue;
                const QSize size = item->sizeHint().boundedTo(QSize(area.width(), QWIDGETSIZE_MAX));
                item->setGeometry(QRect(QPoint(left, y + (line.height - size.height()) / 2), size));
                left += size.width() + gap;
            }
        }
        y += line.height + gap;
    }
    if (!lines.isEmpty())
        y -= gap;
    return y - area.top() + contentsMargins().top() + contentsMargins().bottom();
}

} // namespace Krajina
