// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "unithash.h"

#include "wikimarkup.h"

#include <QCryptographicHash>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace Krajina {

QString normaliseUnitText(QStringView text)
{
    QString unified = withoutSourceNotes(text).normalized(QString::NormalizationForm_C);
    unified.replace(u"\r\n"_s, u"\n"_s);
    unified.replace(u'\r', u'\n');

    QStringList lines = unified.split(u'\n');
    for (QString &line : lines) {
        QString collapsed;
        collapsed.reserve(line.size());
        bool inBlank = false;
        for (const QChar c : std::as_const(line)) {
            if (c == u' ' || c == u'\t') {
                inBlank = true;
                continue;
            }
            if (inBlank && !collapsed.isEmpty())
                collapsed.append(u' ');
            inBlank = false;
            collapsed.append(c);
        }
        line = collapsed;
    }
    return lines.join(u'\n').trimmed();
}

QString unitHash(QStringView text)
{
    const QByteArray digest = QCryptographicHash::hash(normaliseUnitText(text).toUtf8(), QCryptographicHash::Sha256);
    return QString::fromLatin1(digest.toHex().left(8));
}

} // namespace Krajina
