// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The main window's exports: the catalogue as JCloisterZone XML or catalogue
// text, tile pictures and printable tile sheets.

#include "mainwindow.h"

#include "catalogue/cataloguebrowser.h"
#include "catalogue/catalogueio.h"
#include "catalogue/jczformat.h"
#include "catalogue/sheetexportdialog.h"
#include "catalogue/tileimageexportdialog.h"
#include "document/cataloguedocument.h"
#include "editor/tileeditor.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

QString exportFilter()
{
    return MainWindow::tr("JCloisterZone tiles (*.xml);;Catalogue text (*.json)");
}

} // namespace

bool MainWindow::exportTo(const QString &path, QString *error)
{
    if (!m_document || !writeCatalogueFile(m_document->catalogue(), path, error))
        return false;
    const QString name = QFileInfo(path).fileName();
    confirmWritten(path, [name] { return tr("Exported the catalogue to %1").arg(name); });
    return true;
}

bool MainWindow::confirmJczExport(const QString &path)
{
    const QStringList lost = JczFormat::notCarried(m_document->catalogue());
    if (lost.isEmpty())
        return true;
    QString items;
    for (const QString &item : lost)
        items += u"<li>"_s + item.toHtmlEscaped() + u"</li>"_s;
    QMessageBox box(QMessageBox::Warning, tr("Export to JCloisterZone XML"),
                    tr("<p>JCloisterZone XML cannot hold everything this catalogue holds. %1 will lack:</p>"
                       "<ul>%2</ul><p>An expansion's English name is kept as the title of a JCloisterZone add-on. "
                       "Everything stays in the catalogue itself: save it as a .krajina file.</p>")
                        .arg(QFileInfo(path).fileName().toHtmlEscaped(), items),
                    QMessageBox::Cancel, this);
    box.setObjectName(u"exportLosses"_s);
    box.setTextFormat(Qt::RichText);
    QPushButton *go = box.addButton(tr("Export"), QMessageBox::AcceptRole);
    box.setDefaultButton(go);
    box.exec();
    return box.clickedButton() == go;
}

void MainWindow::exportCatalogue()
{
    if (!m_document)
        return;
    QSettings settings;
    const QString folder
        = settings.value(u"lastExportDirectory"_s, settings.value(u"lastDirectory"_s, QDir::homePath())).toString();
    const QString start = QDir(folder).filePath(suggestedBaseName() + u".xml"_s);
    QString chosenFilter;
    QString path = QFileDialog::getSaveFileName(this, tr("Export Catalogue"), start, exportFilter(), &chosenFilter);
    if (path.isEmpty())
        return;
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != u"xml" && suffix != u"json")
        path += chosenFilter.contains(u"*.json") ? u".json"_s : u".xml"_s;
    settings.setValue(u"lastExportDirectory"_s, QFileInfo(path).absolutePath());
    if (QFileInfo(path).suffix().toLower() == u"xml" && !confirmJczExport(path))
        return;
    QString error;
    if (!exportTo(path, &error))
        QMessageBox::warning(this, tr("Cannot Export Catalogue"), error);
}

QStringList MainWindow::tilesToExport(QString *expansion) const
{
    const int current = m_editor->currentTile();
    *expansion = current >= 0 ? m_document->catalogue().tiles.at(current).expansion : QString();
    QStringList selected = m_browser->selectedTileIds();
    if (selected.size() < 2)
        selected.clear(); // one selected tile is just the current one; offer its expansion instead
    return selected;
}

void MainWindow::exportTileImages()
{
    if (!m_document)
        return;
    QString expansion;
    const QStringList selected = tilesToExport(&expansion);
    const QString folder
        = m_document->fileName().isEmpty() ? QString() : QFileInfo(m_document->fileName()).absolutePath();
    TileImageExportDialog dialog(m_document->catalogue(), expansion, selected, folder, this);
    connect(&dialog, &TileImageExportDialog::filesWritten, this, [this](const QString &target, int count) {
        const QString name = QFileInfo(target).fileName();
        confirmWritten(target,
                       [name, count] { return tr("Wrote %n tile picture(s) to %1", nullptr, count).arg(name); });
    });
    dialog.exec();
}

void MainWindow::exportTileSheets()
{
    if (!m_document)
        return;
    QString expansion;
    const QStringList selected = tilesToExport(&expansion);
    SheetExportDialog dialog(m_document->catalogue(), expansion, selected, this);
    connect(&dialog, &SheetExportDialog::fileWritten, this, [this](const QString &path) {
        const QString name = QFileInfo(path).fileName();
        confirmWritten(path, [name] { return tr("Wrote the tile sheets to %1").arg(name); });
    });
    dialog.exec();
}

} // namespace Krajina
