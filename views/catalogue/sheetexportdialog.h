// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalogue/catalogue.h"
#include "render/sheetwriter.h"

#include <QDialog>
#include <QImage>

#include <memory>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPrinter;
class QPushButton;
class QSpinBox;
class QTimer;

namespace Krajina {

// Printable tile sheets: every option of SheetWriter, a live preview of a
// page that follows each change, "Save PDF..." and "Print..." through the
// system dialog. The last options are remembered between sessions.
class SheetExportDialog : public QDialog
{
    Q_OBJECT
public:
    // `selectedTiles` offers "the selected tiles" as a choice; `expansion` preselects one.
    explicit SheetExportDialog(const Catalogue &catalogue, const QString &expansion = {},
                               const QStringList &selectedTiles = {}, QWidget *parent = nullptr);
    ~SheetExportDialog() override;

    SheetOptions options() const;
    void setOptions(const SheetOptions &options);

    // What the preview shows: the chosen page at the preview's size; for tests.
    QImage previewImage() const { return m_preview; }
    int previewPage() const;
    SheetReport report() const;
    QString problem() const; // why no sheets can be made, empty when they can

    // Paints every page of the sheets on a printer set up for the sheets'
    // paper (used by Print...; a PDF-format QPrinter works too).
    static bool print(const SheetWriter &writer, QPrinter &printer, QString *error);
    static void setUpPrinter(const SheetWriter &writer, QPrinter &printer);

    // The file name Save PDF suggests: after the expansion ("towers-sheets.pdf").
    QString suggestedFileName() const;
    // Writes the sheets as they are set up now to a PDF.
    bool savePdfTo(const QString &path, QString *error);

public Q_SLOTS:
    void savePdf();
    void printSheets();

Q_SIGNALS:
    // A PDF was written (the main window's status bar says so, with its folder).
    void fileWritten(const QString &path);

private:
    void build();
    void scheduleUpdate();
    void updatePreview();
    void loadSettings();
    void saveSettings() const;

    Catalogue m_catalogue;
    QStringList m_selectedTiles;
    std::unique_ptr<SheetWriter> m_writer;
    QImage m_preview;
    bool m_loading = false;

    QComboBox *m_source = nullptr;
    QComboBox *m_expansion = nullptr;
    QCheckBox *m_contact = nullptr;
    QComboBox *m_paper = nullptr;
    QComboBox *m_orientation = nullptr;
    QDoubleSpinBox *m_tileMm = nullptr;
    QComboBox *m_layout = nullptr;
    QDoubleSpinBox *m_bleedMm = nullptr;
    QDoubleSpinBox *m_gutterMm = nullptr;
    QCheckBox *m_cropMarks = nullptr;
    QCheckBox *m_marksToEdge = nullptr;
    QComboBox *m_backs = nullptr;
    QDoubleSpinBox *m_offsetX = nullptr;
    QDoubleSpinBox *m_offsetY = nullptr;
    QCheckBox *m_testPage = nullptr;
    QCheckBox *m_pdfX4 = nullptr;
    QCheckBox *m_fieldTints = nullptr;
    QSpinBox *m_page = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_previewLabel = nullptr;
    QPushButton *m_saveButton = nullptr;
    QPushButton *m_printButton = nullptr;
    QTimer *m_updateTimer = nullptr;
};

} // namespace Krajina
