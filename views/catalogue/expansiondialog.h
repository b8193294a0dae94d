// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalogue/catalogue.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace Krajina {

// Names an expansion: its id, Czech and English names, the watermark printed on
// its tiles, its back and (for one that has tiles) the tile its games start from. For a new expansion the id follows
// the English name until the author types one; the id is checked as it is typed (characters, not taken by the catalogue
// or a bundled expansion) and OK waits for a good one.
class ExpansionDialog : public QDialog
{
    Q_OBJECT
public:
    // `catalogue`: the document's; `taken`: every expansion id in play (the
    // document's and the bundled ones); `index`: the expansion to edit, -1 for a new one.
    ExpansionDialog(const Catalogue &catalogue, const Catalogue &taken, int index, QWidget *parent = nullptr);

    Expansion expansion() const;
    // The watermark id for the expansion's tiles; empty for none.
    QString watermark() const;
    // Why the dialog cannot be accepted yet, in plain words; empty when it can.
    QString problem() const;

    // An expansion id made of an English name ("My Towers" -> "my-towers").
    static QString idFromName(const QString &name);

private:
    void validate();

    const Catalogue &m_catalogue;
    const Catalogue &m_taken;
    int m_index;
    bool m_idTyped = false;
    QLineEdit *m_id = nullptr;
    QLineEdit *m_nameCs = nullptr;
    QLineEdit *m_nameEn = nullptr;
    QComboBox *m_watermark = nullptr;
    QComboBox *m_back = nullptr;
    QComboBox *m_startTile = nullptr; // the expansion's tiles with their pictures; hidden for a new one
    QLabel *m_problem = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace Krajina
