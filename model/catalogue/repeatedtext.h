// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

#include <utility>

namespace Krajina {

// One column of text as a reader meets it record after record: the same text
// as last time is given back as the same QString (expansion, watermark and
// back ids, often names, repeat tile after tile), so that a big catalogue
// holds one copy of it instead of one per tile, and copies of the catalogue
// touch that one copy.
class RepeatedText
{
public:
    QString operator()(QString text)
    {
        // A null and an empty QString compare equal; a reader keeps which one it read.
        if (text != m_last || text.isNull() != m_last.isNull())
            m_last = std::move(text);
        return m_last;
    }

private:
    QString m_last;
};

} // namespace Krajina
