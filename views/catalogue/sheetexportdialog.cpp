// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sheetexportdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPageLayout>
#include <QPainter>
#include <QPrintDialog>
#include <QPrinter>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

constexpr double PreviewPixelsPerMm = 2.2;

enum class Source { Expansion, Selection, All };

QDoubleSpinBox *millimetres(double minimum, double maximum, double step, double value)
{
    auto *box = new QDoubleSpinBox;
    box->setRange(minimum, maximum);
    box->setSingleStep(step);
    box->setDecimals(step < 1 ? 1 : 0);
    box->setSuffix(u" mm"_s);
    box->setValue(value);
    return box;
}

template<typename Enum>
void selectData(QComboBox *box, Enum value)
{
    const int index = box->findData(int(value));
    if (index >= 0)
        box->setCurrentIndex(index);
}

template<typename Enum>
Enum currentData(const QComboBox *box)
{
    return Enum(box->currentData().toInt());
}

} // namespace

SheetExportDialog::SheetExportDialog(const Catalogue &catalogue, const QString &expansion,
                                     const QStringList &selectedTiles, QWidget *parent)
    : QDialog(parent)
    , m_catalogue(catalogue)
    , m_selectedTiles(selectedTiles)
{
    setWindowTitle(tr("Print Tile Sheets"));
    build();
    loadSettings();
    if (!expansion.isEmpty()) {
        const int index = m_expansion->findData(expansion);
        if (index >= 0) {
            m_expansion->setCurrentIndex(index);
            m_source->setCurrentIndex(m_source->findData(int(Source::Expansion)));
        }
    }
    updatePreview();
}

SheetExportDialog::~SheetExportDialog() = default;

void SheetExportDialog::build()
{
    m_source = new QComboBox;
    m_source->addItem(tr("An expansion"), int(Source::Expansion));
    if (!m_selectedTiles.isEmpty())
        m_source->addItem(tr("The selected tiles (%n)", nullptr, int(m_selectedTiles.size())), int(Source::Selection));
    m_source->addItem(tr("Every tile"), int(Source::All));
    m_expansion = new QComboBox;
    for (const Expansion &e : std::as_const(m_catalogue.expansions)) {
        const QString name = localName(e, QLocale().name());
        m_expansion->addItem(name.isEmpty() ? e.id : name, e.id);
    }
    m_contact = new QCheckBox(tr("Each tile once (contact sheet)"));

    m_paper = new QComboBox;
    m_paper->addItem(tr("A4"), int(PaperSize::A4));
    m_paper->addItem(tr("Letter"), int(PaperSize::Letter));
    m_orientation = new QComboBox;
    m_orientation->addItem(tr("Portrait"), int(PaperOrientation::Portrait));
    m_orientation->addItem(tr("Landscape"), int(PaperOrientation::Landscape));
    m_tileMm = millimetres(10, 200, 0.5, 45);
    m_layout = new QComboBox;
    m_layout->addItem(tr("Shared cut lines (edge to edge)"), int(SheetLayoutKind::SharedCutLines));
    m_layout->addItem(tr("Bleed round every tile"), int(SheetLayoutKind::PerTileBleed));
    m_bleedMm = millimetres(0, 10, 0.5, 3);
    m_gutterMm = millimetres(0, 20, 0.5, 2);
    m_cropMarks = new QCheckBox(tr("Crop marks"));
    m_cropMarks->setChecked(true);
    m_marksToEdge = new QCheckBox(tr("Run them to the page edge (guillotine)"));
    m_marksToEdge->setChecked(true);

    m_backs = new QComboBox;
    m_backs->addItem(tr("No backs"), int(DuplexMode::None));
    m_backs->addItem(tr("Duplex, flip on the long edge"), int(DuplexMode::LongEdge));
    m_backs->addItem(tr("Duplex, flip on the short edge"), int(DuplexMode::ShortEdge));
    m_offsetX = millimetres(-10, 10, 0.1, 0);
    m_offsetY = millimetres(-10, 10, 0.1, 0);
    m_testPage = new QCheckBox(tr("Start with an alignment test page"));
    m_pdfX4 = new QCheckBox(tr("PDF/X-4 with CMYK colours (print shop)"));
    m_fieldTints = new QCheckBox(tr("Tint each field"));

    // Names for tests and style sheets.
    m_source->setObjectName(u"source"_s);
    m_expansion->setObjectName(u"expansion"_s);
    m_paper->setObjectName(u"paper"_s);
    m_orientation->setObjectName(u"orientation"_s);
    m_layout->setObjectName(u"layout"_s);
    m_backs->setObjectName(u"backs"_s);

    auto *tilesBox = new QGroupBox(tr("Tiles"));
    auto *tilesForm = new QFormLayout(tilesBox);
    tilesForm->addRow(tr("Print:"), m_source);
    tilesForm->addRow(tr("Expansion:"), m_expansion);
    tilesForm->addRow(m_contact);

    auto *pageBox = new QGroupBox(tr("Paper and layout"));
    auto *pageForm = new QFormLayout(pageBox);
    pageForm->addRow(tr("Paper:"), m_paper);
    pageForm->addRow(tr("Orientation:"), m_orientation);
    pageForm->addRow(tr("Tile size:"), m_tileMm);
    pageForm->addRow(tr("Layout:"), m_layout);
    pageForm->addRow(tr("Bleed:"), m_bleedMm);
    pageForm->addRow(tr("Gap between tiles:"), m_gutterMm);
    pageForm->addRow(m_cropMarks);
    pageForm->addRow(m_marksToEdge);

    auto *backBox = new QGroupBox(tr("Backs"));
    auto *backForm = new QFormLayout(backBox);
    backForm->addRow(tr("Backs:"), m_backs);
    auto *offsets = new QHBoxLayout;
    offsets->addWidget(m_offsetX);
    offsets->addWidget(m_offsetY);
    backForm->addRow(tr("Back offset (right, down):"), offsets);
    backForm->addRow(m_testPage);

    auto *outputBox = new QGroupBox(tr("Output"));
    auto *outputForm = new QFormLayout(outputBox);
    outputForm->addRow(m_pdfX4);
    outputForm->addRow(m_fieldTints);

    // One label column for all the groups, so that their fields line up.
    int labelWidth = 0;
    for (QFormLayout *form : {tilesForm, pageForm, backForm}) {
        for (int row = 0; row < form->rowCount(); ++row) {
            if (QLayoutItem *label = form->itemAt(row, QFormLayout::LabelRole))
                labelWidth = std::max(labelWidth, label->sizeHint().width());
        }
    }
    for (QFormLayout *form : {tilesForm, pageForm, backForm}) {
        for (int row = 0; row < form->rowCount(); ++row) {
            if (QLayoutItem *label = form->itemAt(row, QFormLayout::LabelRole); label && label->widget())
                label->widget()->setMinimumWidth(labelWidth);
        }
    }

    auto *controls = new QVBoxLayout;
    controls->addWidget(tilesBox);
    controls->addWidget(pageBox);
    controls->addWidget(backBox);
    controls->addWidget(outputBox);
    controls->addStretch();
    auto *controlsWidget = new QWidget;
    controlsWidget->setLayout(controls);
    auto *scroll = new QScrollArea;
    scroll->setWidget(controlsWidget);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setMinimumWidth(controlsWidget->sizeHint().width() + 24);
    scroll->setFocusPolicy(Qt::NoFocus); // the keyboard starts on the first field, not on the column round them

    m_page = new QSpinBox;
    m_page->setMinimum(1);
    m_page->setPrefix(tr("Page "));
    m_summary = new QLabel;
    m_summary->setWordWrap(true);
    m_previewLabel = new QLabel;
    m_previewLabel->setAlignment(Qt::AlignCenter);
    m_previewLabel->setMinimumSize(int(215.9 * PreviewPixelsPerMm) + 16, int(297 * PreviewPixelsPerMm) + 16);
    m_previewLabel->setBackgroundRole(QPalette::Dark);
    m_previewLabel->setAutoFillBackground(true);
    auto *previewHeader = new QHBoxLayout;
    previewHeader->addWidget(m_summary, 1);
    previewHeader->addWidget(m_page);
    auto *previewColumn = new QVBoxLayout;
    previewColumn->addLayout(previewHeader);
    previewColumn->addWidget(m_previewLabel, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    m_saveButton = buttons->addButton(tr("Save PDF…"), QDialogButtonBox::ActionRole);
    m_printButton = buttons->addButton(tr("Print…"), QDialogButtonBox::ActionRole);
    connect(m_saveButton, &QPushButton::clicked, this, &SheetExportDialog::savePdf);
    connect(m_printButton, &QPushButton::clicked, this, &SheetExportDialog::printSheets);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *columns = new QHBoxLayout;
    columns->addWidget(scroll);
    columns->addLayout(previewColumn, 1);
    auto *main = new QVBoxLayout(this);
    main->addLayout(columns, 1);
    main->addWidget(buttons);
    m_source->setFocus(Qt::OtherFocusReason);

    m_updateTimer = new QTimer(this);
    m_updateTimer->setSingleShot(true);
    m_updateTimer->setInterval(60);
    connect(m_updateTimer, &QTimer::timeout, this, &SheetExportDialog::updatePreview);
    for (QComboBox *box : {m_source, m_expansion, m_paper, m_orientation, m_layout, m_backs})
        connect(box, &QComboBox::currentIndexChanged, this, &SheetExportDialog::scheduleUpdate);
    for (QCheckBox *box : {m_contact, m_cropMarks, m_marksToEdge, m_testPage, m_pdfX4, m_fieldTints})
        connect(box, &QCheckBox::toggled, this, &SheetExportDialog::scheduleUpdate);
    for (QDoubleSpinBox *box : {m_tileMm, m_bleedMm, m_gutterMm, m_offsetX, m_offsetY})
        connect(box, &QDoubleSpinBox::valueChanged, this, &SheetExportDialog::scheduleUpdate);
    connect(m_page, &QSpinBox::valueChanged, this, &SheetExportDialog::scheduleUpdate);
}

SheetOptions SheetExportDialog::options() const
{
    SheetOptions o;
    switch (currentData<Source>(m_source)) {
    case Source::Expansion:
        o.tiles.expansion = m_expansion->currentData().toString();
        break;
    case Source::Selection:
        o.tiles.tileIds = m_selectedTiles;
        break;
    case Source::All:
        o.tiles.all = true;
        break;
    }
    o.tiles.contactSheet = m_contact->isChecked();
    o.layout.paper = currentData<PaperSize>(m_paper);
    o.layout.orientation = currentData<PaperOrientation>(m_orientation);
    o.layout.tileMm = m_tileMm->value();
    o.layout.layout = currentData<SheetLayoutKind>(m_layout);
    o.layout.bleedMm = m_bleedMm->value();
    o.layout.gutterMm = m_gutterMm->value();
    o.layout.cropMarks = m_cropMarks->isChecked();
    o.layout.cropMarksToPageEdge = m_marksToEdge->isChecked();
    o.layout.backs = currentData<DuplexMode>(m_backs);
    o.layout.backOffsetMm = QPointF(m_offsetX->value(), m_offsetY->value());
    o.layout.alignmentTestPage = m_testPage->isChecked();
    o.pdfX4Cmyk = m_pdfX4->isChecked();
    o.fieldTints = m_fieldTints->isChecked();
    return o;
}

void SheetExportDialog::setOptions(const SheetOptions &o)
{
    m_loading = true;
    if (!o.tiles.tileIds.isEmpty() && m_source->findData(int(Source::Selection)) >= 0)
        selectData(m_source, Source::Selection);
    else if (o.tiles.all)
        selectData(m_source, Source::All);
    else
        selectData(m_source, Source::Expansion);
    if (const int index = m_expansion->findData(o.tiles.expansion); index >= 0)
        m_expansion->setCurrentIndex(index);
    m_contact->setChecked(o.tiles.contactSheet);
    selectData(m_paper, o.layout.paper);
    selectData(m_orientation, o.layout.orientation);
    m_tileMm->setValue(o.layout.tileMm);
    selectData(m_layout, o.layout.layout);
    m_bleedMm->setValue(o.layout.bleedMm);
    m_gutterMm->setValue(o.layout.gutterMm);
    m_cropMarks->setChecked(o.layout.cropMarks);
    m_marksToEdge->setChecked(o.layout.cropMarksToPageEdge);
    selectData(m_backs, o.layout.backs);
    m_offsetX->setValue(o.layout.backOffsetMm.x());
    m_offsetY->setValue(o.layout.backOffsetMm.y());
    m_testPage->setChecked(o.layout.alignmentTestPage);
    m_pdfX4->setChecked(o.pdfX4Cmyk);
    m_fieldTints->setChecked(o.fieldTints);
    m_loading = false;
    updatePreview();
}

int SheetExportDialog::previewPage() const
{
    return m_page->value() - 1;
}

SheetReport SheetExportDialog::report() const
{
    return m_writer ? m_writer->report() : SheetReport();
}

QString SheetExportDialog::problem() const
{
    return m_writer ? m_writer->error() : QString();
}

void SheetExportDialog::scheduleUpdate()
{
    if (!m_loading)
        m_updateTimer->start();
}

void SheetExportDialog::updatePreview()
{
    m_updateTimer->stop();
    const SheetOptions o = options();
    m_expansion->setEnabled(currentData<Source>(m_source) == Source::Expansion);
    m_gutterMm->setEnabled(o.layout.layout == SheetLayoutKind::PerTileBleed);
    m_marksToEdge->setEnabled(o.layout.cropMarks);
    m_offsetX->setEnabled(o.layout.backs != DuplexMode::None);
    m_offsetY->setEnabled(o.layout.backs != DuplexMode::None);

    m_writer = std::make_unique<SheetWriter>(m_catalogue, o);
    const bool ok = m_writer->error().isEmpty();
    m_saveButton->setEnabled(ok);
    m_printButton->setEnabled(ok);
    if (!ok) {
        m_summary->setText(m_writer->error());
        m_preview = QImage();
        m_previewLabel->setPixmap(QPixmap());
        return;
    }
    const SheetReport r = m_writer->report();
    m_page->blockSignals(true);
    m_page->setMaximum(std::max(1, r.pages));
    m_page->setSuffix(tr(" of %1").arg(r.pages));
    m_page->blockSignals(false);
    //: %1 is "5 tiles", %2 is "2 pages"
    m_summary->setText(tr("%1 on %2: %3 per page (%4 × %5).")
                           .arg(tr("%n tile(s)", nullptr, r.tiles), tr("%n page(s)", nullptr, r.pages))
                           .arg(r.tilesPerPage)
                           .arg(r.columns)
                           .arg(r.rows));

    const QSizeF pageMm = m_writer->layout().pageSizeMm();
    QImage image((pageMm * PreviewPixelsPerMm).toSize(), QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.scale(PreviewPixelsPerMm, PreviewPixelsPerMm);
    m_writer->paintPage(painter, previewPage());
    painter.end();
    m_preview = image;
    m_previewLabel->setPixmap(QPixmap::fromImage(image));
    saveSettings();
}

void SheetExportDialog::setUpPrinter(const SheetWriter &writer, QPrinter &printer)
{
    const SheetLayoutOptions &l = writer.options().layout;
    printer.setPageLayout(
        QPageLayout(QPageSize(l.paper == PaperSize::Letter ? QPageSize::Letter : QPageSize::A4),
                    l.orientation == PaperOrientation::Landscape ? QPageLayout::Landscape : QPageLayout::Portrait,
                    QMarginsF(0, 0, 0, 0)));
    // After the layout, which would reset it: the painter's origin is the paper's corner.
    printer.setFullPage(true);
    switch (l.backs) {
    case DuplexMode::None:
        printer.setDuplex(QPrinter::DuplexNone);
        break;
    case DuplexMode::LongEdge:
        printer.setDuplex(QPrinter::DuplexLongSide);
        break;
    case DuplexMode::ShortEdge:
        printer.setDuplex(QPrinter::DuplexShortSide);
        break;
    }
}

bool SheetExportDialog::print(const SheetWriter &writer, QPrinter &printer, QString *error)
{
    if (!writer.error().isEmpty()) {
        if (error)
            *error = writer.error();
        return false;
    }
    QPainter painter;
    if (!painter.begin(&printer)) {
        if (error)
            *error = tr("The printer could not be started.");
        return false;
    }
    // Full-page mode: the painter's origin is the paper's corner.
    const double scale = printer.resolution() / 25.4;
    for (int i = 0; i < writer.pages().size(); ++i) {
        if (i > 0)
            printer.newPage();
        painter.save();
        painter.scale(scale, scale);
        writer.paintPage(painter, i);
        painter.restore();
    }
    return painter.end();
}

QString SheetExportDialog::suggestedFileName() const
{
    const SheetOptions o = options();
    QString base = !o.tiles.expansion.isEmpty() ? o.tiles.expansion
        : o.tiles.all                           ? u"catalogue"_s
                                                : u"selected-tiles"_s;
    base.replace(u'/', u'-');
    return base + u"-sheets.pdf"_s;
}

bool SheetExportDialog::savePdfTo(const QString &path, QString *error)
{
    if (m_updateTimer->isActive())
        updatePreview();
    if (!m_writer || !m_writer->error().isEmpty()) {
        if (error)
            *error = m_writer ? m_writer->error() : problem();
        return false;
    }
    if (!m_writer->writePdf(path, error))
        return false;
    Q_EMIT fileWritten(path);
    return true;
}

void SheetExportDialog::savePdf()
{
    if (!m_writer || !m_writer->error().isEmpty())
        return;
    QSettings settings;
    const QString folder = settings.value(u"sheets/lastDirectory"_s, QDir::homePath()).toString();
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Tile Sheets"),
                                                      QDir(folder).filePath(suggestedFileName()), tr("PDF (*.pdf)"));
    if (path.isEmpty())
        return;
    settings.setValue(u"sheets/lastDirectory"_s, QFileInfo(path).absolutePath());
    QString error;
    if (!savePdfTo(path, &error))
        QMessageBox::warning(this, tr("Save Tile Sheets"), error);
}

void SheetExportDialog::printSheets()
{
    if (!m_writer || !m_writer->error().isEmpty())
        return;
    QPrinter printer(QPrinter::HighResolution);
    setUpPrinter(*m_writer, printer);
    QPrintDialog dialog(&printer, this);
    dialog.setWindowTitle(tr("Print Tile Sheets"));
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    if (!print(*m_writer, printer, &error))
        QMessageBox::warning(this, tr("Print Tile Sheets"), error);
}

void SheetExportDialog::loadSettings()
{
    QSettings settings;
    settings.beginGroup(u"sheetExport"_s);
    if (!settings.contains(u"paper"_s))
        return;
    SheetOptions o;
    const QString source = settings.value(u"source"_s).toString();
    o.tiles.all = source == u"all";
    if (source == u"selection")
        o.tiles.tileIds = m_selectedTiles;
    o.tiles.expansion = settings.value(u"expansion"_s).toString();
    o.tiles.contactSheet = settings.value(u"contact"_s).toBool();
    SheetLayoutOptions &l = o.layout;
    l.paper = paperSizeFromName(settings.value(u"paper"_s).toString()).value_or(l.paper);
    l.orientation = orientationFromName(settings.value(u"orientation"_s).toString()).value_or(l.orientation);
    l.tileMm = settings.value(u"tileMm"_s, l.tileMm).toDouble();
    l.layout = sheetLayoutFromName(settings.value(u"layout"_s).toString()).value_or(l.layout);
    l.bleedMm = settings.value(u"bleedMm"_s, l.bleedMm).toDouble();
    l.gutterMm = settings.value(u"gutterMm"_s, l.gutterMm).toDouble();
    l.cropMarks = settings.value(u"cropMarks"_s, l.cropMarks).toBool();
    l.cropMarksToPageEdge = settings.value(u"cropMarksToPageEdge"_s, l.cropMarksToPageEdge).toBool();
    l.backs = duplexFromName(settings.value(u"backs"_s).toString()).value_or(l.backs);
    l.backOffsetMm = QPointF(settings.value(u"offsetX"_s).toDouble(), settings.value(u"offsetY"_s).toDouble());
    l.alignmentTestPage = settings.value(u"testPage"_s).toBool();
    o.pdfX4Cmyk = settings.value(u"pdfX4"_s).toBool();
    o.fieldTints = settings.value(u"fieldTints"_s).toBool();
    setOptions(o);
}

void SheetExportDialog::saveSettings() const
{
    const SheetOptions o = options();
    QSettings settings;
    settings.beginGroup(u"sheetExport"_s);
    settings.setValue(u"source"_s,
                      o.tiles.all ? u"all"_s : (o.tiles.tileIds.isEmpty() ? u"expansion"_s : u"selection"_s));
    settings.setValue(u"expansion"_s, m_expansion->currentData().toString());
    settings.setValue(u"contact"_s, o.tiles.contactSheet);
    settings.setValue(u"paper"_s, paperSizeName(o.layout.paper));
    settings.setValue(u"orientation"_s, orientationName(o.layout.orientation));
    settings.setValue(u"tileMm"_s, o.layout.tileMm);
    settings.setValue(u"layout"_s, sheetLayoutName(o.layout.layout));
    settings.setValue(u"bleedMm"_s, o.layout.bleedMm);
    settings.setValue(u"gutterMm"_s, o.layout.gutterMm);
    settings.setValue(u"cropMarks"_s, o.layout.cropMarks);
    settings.setValue(u"cropMarksToPageEdge"_s, o.layout.cropMarksToPageEdge);
    settings.setValue(u"backs"_s, duplexName(o.layout.backs));
    settings.setValue(u"offsetX"_s, o.layout.backOffsetMm.x());
    settings.setValue(u"offsetY"_s, o.layout.backOffsetMm.y());
    settings.setValue(u"testPage"_s, o.layout.alignmentTestPage);
    settings.setValue(u"pdfX4"_s, o.pdfX4Cmyk);
    settings.setValue(u"fieldTints"_s, o.fieldTints);
}

} // namespace Krajina
