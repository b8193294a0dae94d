// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalogue/catalogue.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace Krajina {

// Pictures of tiles for wikis and other programs: one PNG and/or SVG per tile
// at a DPI, or one contact sheet PNG, of an expansion, the selected tiles or
// every tile. The options are remembered between sessions.
class TileImageExportDialog : public QDialog
{
    Q_OBJECT
public:
    // `artBaseDirectory`: where the catalogue's relative art paths start (its file's folder).
    explicit TileImageExportDialog(const Catalogue &catalogue, const QString &expansion = {},
                                   const QStringList &selectedTiles = {}, const QString &artBaseDirectory = {},
                                   QWidget *parent = nullptr);
    ~TileImageExportDialog() override;

    // The tiles the options choose, in catalogue order.
    QList<TileDefinition> chosenTiles() const;
    bool contactSheet() const;
    // Writes the pictures: into the folder `target` (one file per tile), or the contact
    // sheet to the file `target`. Lists the files written; on failure says why in *error.
    bool exportTo(const QString &target, QStringList *written, QString *error);

Q_SIGNALS:
    // Pictures were written: the folder, or the contact sheet file.
    void filesWritten(const QString &target, int count);

private:
    void build();
    void updateSummary();
    void chooseTargetAndExport();
    void loadSettings();
    void saveSettings() const;

    Catalogue m_catalogue;
    QStringList m_selectedTiles;
    QString m_artBaseDirectory;

    QComboBox *m_source = nullptr;
    QComboBox *m_expansion = nullptr;
    QRadioButton *m_perTile = nullptr;
    QRadioButton *m_sheet = nullptr;
    QCheckBox *m_png = nullptr;
    QCheckBox *m_svg = nullptr;
    QSpinBox *m_dpi = nullptr;
    QDoubleSpinBox *m_tileMm = nullptr;
    QSpinBox *m_columns = nullptr;
    QCheckBox *m_fieldTints = nullptr;
    QLabel *m_summary = nullptr;
    QPushButton *m_exportButton = nullptr;
};

} // namespace Krajina
