// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tileimageexportdialog.h"

#include "render/sheetwriter.h"
#include "render/tileexport.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

enum class Source { Expansion, Selection, All };

} // namespace

TileImageExportDialog::TileImageExportDialog(const Catalogue &catalogue, const QString &expansion,
                                             const QStringList &selectedTiles, const QString &artBaseDirectory,
                                             QWidget *parent)
    : QDialog(parent)
    , m_catalogue(catalogue)
    , m_selectedTiles(selectedTiles)
    , m_artBaseDirectory(artBaseDirectory)
{
    setWindowTitle(tr("Export Tile Images"));
    build();
    loadSettings();
    if (const int index = m_expansion->findData(expansion); index >= 0) {
        m_expansion->setCurrentIndex(index);
        m_source->setCurrentIndex(m_source->findData(int(Source::Expansion)));
    }
    if (!m_selectedTiles.isEmpty())
        m_source->setCurrentIndex(m_source->findData(int(Source::Selection)));
    updateSummary();
}

TileImageExportDialog::~TileImageExportDialog()
{
    saveSettings();
}

void TileImageExportDialog::build()
{
    m_source = new QComboBox;
    m_source->setObjectName(u"source"_s);
    m_source->addItem(tr("An expansion"), int(Source::Expansion));
    if (!m_selectedTiles.isEmpty())
        m_source->addItem(tr("The selected tiles (%n)", nullptr, int(m_selectedTiles.size())), int(Source::Selection));
    m_source->addItem(tr("Every tile"), int(Source::All));
    m_expansion = new QComboBox;
    m_expansion->setObjectName(u"expansion"_s);
    for (const Expansion &e : std::as_const(m_catalogue.expansions)) {
        const QString name = localName(e, QLocale().name());
        m_expansion->addItem(name.isEmpty() ? e.id : name, e.id);
    }

    m_perTile = new QRadioButton(tr("One file per tile"));
    m_perTile->setObjectName(u"perTile"_s);
    m_perTile->setChecked(true);
    m_sheet = new QRadioButton(tr("One contact sheet (PNG), for a wiki's tile list"));
    m_sheet->setObjectName(u"contactSheet"_s);
    m_png = new QCheckBox(tr("PNG"));
    m_png->setChecked(true);
    m_svg = new QCheckBox(tr("SVG"));
    m_dpi = new QSpinBox;
    m_dpi->setObjectName(u"dpi"_s);
    m_dpi->setRange(72, 1200);
    m_dpi->setValue(300);
    m_dpi->setSuffix(u" dpi"_s);
    m_tileMm = new QDoubleSpinBox;
    m_tileMm->setRange(10, 200);
    m_tileMm->setDecimals(1);
    m_tileMm->setValue(45);
    m_tileMm->setSuffix(u" mm"_s);
    m_columns = new QSpinBox;
    m_columns->setRange(1, 20);
    m_columns->setValue(8);
    m_fieldTints = new QCheckBox(tr("Tint each field"));
    m_summary = new QLabel;
    m_summary->setObjectName(u"summary"_s);

    auto *formats = new QHBoxLayout;
    formats->addWidget(m_png);
    formats->addWidget(m_svg);
    formats->addStretch();
    auto *form = new QFormLayout;
    form->addRow(tr("Tiles:"), m_source);
    form->addRow(tr("Expansion:"), m_expansion);
    form->addRow(m_perTile);
    form->addRow(tr("Formats:"), formats);
    form->addRow(tr("Resolution:"), m_dpi);
    form->addRow(tr("Tile size:"), m_tileMm);
    form->addRow(m_sheet);
    form->addRow(tr("Columns:"), m_columns);
    form->addRow(m_fieldTints);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    m_exportButton = buttons->addButton(tr("Export…"), QDialogButtonBox::AcceptRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_exportButton, &QPushButton::clicked, this, &TileImageExportDialog::chooseTargetAndExport);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_summary);
    layout->addWidget(buttons);
    m_source->setFocus(Qt::OtherFocusReason);

    for (QComboBox *box : {m_source, m_expansion})
        connect(box, &QComboBox::currentIndexChanged, this, &TileImageExportDialog::updateSummary);
    for (QAbstractButton *button : std::initializer_list<QAbstractButton *> {m_perTile, m_sheet, m_png, m_svg})
        connect(button, &QAbstractButton::toggled, this, &TileImageExportDialog::updateSummary);
    connect(m_dpi, &QSpinBox::valueChanged, this, &TileImageExportDialog::updateSummary);
    connect(m_tileMm, &QDoubleSpinBox::valueChanged, this, &TileImageExportDialog::updateSummary);
}

QList<TileDefinition> TileImageExportDialog::chosenTiles() const
{
    SheetTileSelection selection;
    switch (Source(m_source->currentData().toInt())) {
    case Source::Expansion:
        selection.expansion = m_expansion->currentData().toString();
        break;
    case Source::Selection:
        selection.tileIds = m_selectedTiles;
        break;
    case Source::All:
        selection.all = true;
        break;
    }
    QList<TileDefinition> tiles;
    const QList<int> indices = selectedTileIndices(m_catalogue, selection, nullptr);
    for (int index : indices)
        tiles << m_catalogue.tiles.at(index);
    return tiles;
}

bool TileImageExportDialog::contactSheet() const
{
    return m_sheet->isChecked();
}

void TileImageExportDialog::updateSummary()
{
    const bool sheet = contactSheet();
    m_expansion->setEnabled(Source(m_source->currentData().toInt()) == Source::Expansion);
    for (QWidget *w : std::initializer_list<QWidget *> {m_png, m_svg, m_dpi, m_tileMm})
        w->setEnabled(!sheet);
    m_columns->setEnabled(sheet);
    const qsizetype tiles = chosenTiles().size();
    const int pixels = TileExport::cellPixels(m_tileMm->value(), m_dpi->value());
    QString text;
    if (sheet)
        text = tr("%n tile design(s) on one contact sheet.", nullptr, int(tiles));
    else if (!m_png->isChecked() && !m_svg->isChecked())
        text = tr("Choose PNG, SVG or both.");
    else
        text = tr("%n tile design(s), %1 × %1 pixels each.", nullptr, int(tiles)).arg(pixels);
    m_summary->setText(text);
    m_exportButton->setEnabled(tiles > 0 && (sheet || m_png->isChecked() || m_svg->isChecked()));
}

bool TileImageExportDialog::exportTo(const QString &target, QStringList *written, QString *error)
{
    const QList<TileDefinition> tiles = chosenTiles();
    if (contactSheet()) {
        ContactSheetOptions options;
        options.columns = m_columns->value();
        options.fieldTints = m_fieldTints->isChecked();
        options.artBaseDirectory = m_artBaseDirectory;
        if (Source(m_source->currentData().toInt()) == Source::Expansion)
            options.title = m_expansion->currentText();
        if (!TileExport::writeContactSheet(tiles, m_catalogue, options, target, error))
            return false;
        if (written)
            *written = {target};
        Q_EMIT filesWritten(target, 1);
        return true;
    }
    TileExportOptions options;
    options.dpi = m_dpi->value();
    options.tileMm = m_tileMm->value();
    options.png = m_png->isChecked();
    options.svg = m_svg->isChecked();
    options.fieldTints = m_fieldTints->isChecked();
    options.artBaseDirectory = m_artBaseDirectory;
    const TileExportResult result = TileExport::exportTiles(tiles, target, options);
    if (written)
        *written = result.files;
    if (!result.ok() && error)
        *error = result.error;
    if (result.ok())
        Q_EMIT filesWritten(target, int(result.files.size()));
    return result.ok();
}

void TileImageExportDialog::chooseTargetAndExport()
{
    QSettings settings;
    const QString folder = settings.value(u"tileImages/folder"_s).toString();
    const QString target = contactSheet()
        ? QFileDialog::getSaveFileName(this, tr("Save Contact Sheet"), folder, tr("PNG images (*.png)"))
        : QFileDialog::getExistingDirectory(this, tr("Export Tile Images to Folder"), folder);
    if (target.isEmpty())
        return;
    settings.setValue(u"tileImages/folder"_s, contactSheet() ? QFileInfo(target).absolutePath() : target);
    QApplication::setOverrideCursor(Qt::WaitCursor);
    QStringList written;
    QString error;
    const bool ok = exportTo(target, &written, &error);
    QApplication::restoreOverrideCursor();
    if (!ok) {
        QMessageBox::warning(this, tr("Cannot Export Tile Images"), error);
        return;
    }
    m_summary->setText(tr("Wrote %n file(s).", nullptr, int(written.size())));
}

void TileImageExportDialog::loadSettings()
{
    QSettings settings;
    settings.beginGroup(u"tileImages"_s);
    m_sheet->setChecked(settings.value(u"contactSheet"_s, false).toBool());
    m_png->setChecked(settings.value(u"png"_s, true).toBool());
    m_svg->setChecked(settings.value(u"svg"_s, false).toBool());
    m_dpi->setValue(settings.value(u"dpi"_s, 300).toInt());
    m_tileMm->setValue(settings.value(u"tileMm"_s, 45.0).toDouble());
    m_columns->setValue(settings.value(u"columns"_s, 8).toInt());
    m_fieldTints->setChecked(settings.value(u"fieldTints"_s, false).toBool());
}

void TileImageExportDialog::saveSettings() const
{
    QSettings settings;
    settings.beginGroup(u"tileImages"_s);
    settings.setValue(u"contactSheet"_s, m_sheet->isChecked());
    settings.setValue(u"png"_s, m_png->isChecked());
    settings.setValue(u"svg"_s, m_svg->isChecked());
    settings.setValue(u"dpi"_s, m_dpi->value());
    settings.setValue(u"tileMm"_s, m_tileMm->value());
    settings.setValue(u"columns"_s, m_columns->value());
    settings.setValue(u"fieldTints"_s, m_fieldTints->isChecked());
}

} // namespace Krajina
