// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "diskchangewatcher.h"

#include "document/cataloguedocument.h"

#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QToolButton>

using namespace Qt::StringLiterals;

namespace Krajina {

DiskChangeWatcher::DiskChangeWatcher(QWidget *parent)
    : QFrame(parent)
    , m_text(new QLabel(this))
    , m_reload(new QPushButton(this))
    , m_close(new QToolButton(this))
{
    setObjectName(u"diskChangeBar"_s);
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::ToolTipBase);
    setForegroundRole(QPalette::ToolTipText);
    m_text->setObjectName(u"diskChangeBar.text"_s);
    m_text->setTextFormat(Qt::PlainText);
    m_text->setWordWrap(true);
    m_reload->setObjectName(u"diskChangeBar.reload"_s);
    m_reload->setIcon(QIcon::fromTheme(u"view-refresh"_s));
    m_close->setObjectName(u"diskChangeBar.close"_s);
    m_close->setIcon(QIcon::fromTheme(u"dialog-close"_s));
    m_close->setAutoRaise(true);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 4, 4);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_reload);
    layout->addWidget(m_close);
    connect(m_reload, &QPushButton::clicked, this, [this] {
        hide();
        Q_EMIT reloadRequested();
    });
    connect(m_close, &QToolButton::clicked, this, &QWidget::hide);

    m_settle.setSingleShot(true);
    m_settle.setInterval(150);
    connect(&m_settle, &QTimer::timeout, this, &DiskChangeWatcher::check);
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, this, [this] { m_settle.start(); });
    // A writer that renames a new file over the old one: the folder changes.
    connect(&m_watcher, &QFileSystemWatcher::directoryChanged, this, [this] { m_settle.start(); });
    retranslate();
    hide();
}

void DiskChangeWatcher::setDocument(CatalogueDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    hide();
    if (m_document) {
        connect(m_document, &CatalogueDocument::fileNameChanged, this, &DiskChangeWatcher::watch);
        connect(m_document, &CatalogueDocument::modifiedChanged, this, &DiskChangeWatcher::retranslate);
    }
    watch();
}

void DiskChangeWatcher::watch()
{
    if (!m_watcher.files().isEmpty())
        m_watcher.removePaths(m_watcher.files());
    if (!m_watcher.directories().isEmpty())
        m_watcher.removePaths(m_watcher.directories());
    m_path = m_document ? m_document->fileName() : QString();
    if (m_path.isEmpty() || !QFileInfo(m_path).isFile())
        return;
    m_watcher.addPath(m_path);
    m_watcher.addPath(QFileInfo(m_path).absolutePath());
}

void DiskChangeWatcher::check()
{
    // The watch goes with a file renamed over or removed; take up the new one.
    if (!m_path.isEmpty() && !m_watcher.files().contains(m_path) && QFileInfo(m_path).isFile())
        m_watcher.addPath(m_path);
    if (!m_document || !m_document->isChangedOnDisk())
        return;
    retranslate();
    show();
}

void DiskChangeWatcher::retranslate()
{
    const QString name = QFileInfo(m_path).fileName();
    if (m_document && m_document->isModified())
        m_text->setText(tr("%1 was changed on disk by another program, and you have unsaved changes here. Reload "
                           "to take the file as it is now (your changes are lost); saving will ask whether to "
                           "overwrite it.")
                            .arg(name));
    else
        m_text->setText(tr("%1 was changed on disk by another program.").arg(name));
    m_reload->setText(tr("&Reload"));
    m_reload->setToolTip(tr("Read the file again as it is on disk now"));
    m_close->setToolTip(tr("Keep what is shown here"));
}

void DiskChangeWatcher::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QFrame::changeEvent(event);
}

DiskChangeWatcher::Choice DiskChangeWatcher::askBeforeSave(QWidget *parent, const QString &path)
{
    QMessageBox box(QMessageBox::Warning, tr("File Changed on Disk"),
                    tr("%1 was changed on disk by another program since Krajina read it.").arg(path),
                    QMessageBox::NoButton, parent);
    box.setObjectName(u"diskChangeQuestion"_s);
    box.setTextFormat(Qt::PlainText);
    box.setInformativeText(tr("Overwrite replaces those changes with yours; Reload discards yours and reads the file "
                              "again; Save As keeps both."));
    QPushButton *overwrite = box.addButton(tr("&Overwrite"), QMessageBox::DestructiveRole);
    overwrite->setObjectName(u"diskChange.overwrite"_s);
    QPushButton *reload = box.addButton(tr("&Reload"), QMessageBox::ResetRole);
    reload->setObjectName(u"diskChange.reload"_s);
    QPushButton *saveAs = box.addButton(tr("Save &As…"), QMessageBox::AcceptRole);
    saveAs->setObjectName(u"diskChange.saveAs"_s);
    QPushButton *cancel = box.addButton(QMessageBox::Cancel);
    cancel->setObjectName(u"diskChange.cancel"_s);
    box.setDefaultButton(cancel);
    box.exec();
    if (box.clickedButton() == overwrite)
        return Choice::Overwrite;
    if (box.clickedButton() == reload)
        return Choice::Reload;
    if (box.clickedButton() == saveAs)
        return Choice::SaveAs;
    return Choice::Cancel;
}

bool DiskChangeWatcher::askReplaceReadOnly(QWidget *parent, const QString &path)
{
    QMessageBox box(QMessageBox::Warning, tr("Read-Only File"),
                    tr("%1 is read-only. Replace it anyway? It stays read-only.").arg(path), QMessageBox::NoButton,
                    parent);
    box.setObjectName(u"readOnlyQuestion"_s);
    box.setTextFormat(Qt::PlainText);
    QPushButton *replace = box.addButton(tr("&Replace"), QMessageBox::DestructiveRole);
    replace->setObjectName(u"readOnly.replace"_s);
    QPushButton *cancel = box.addButton(QMessageBox::Cancel);
    cancel->setObjectName(u"readOnly.cancel"_s);
    box.setDefaultButton(cancel);
    box.exec();
    return box.clickedButton() == replace;
}

} // namespace Krajina
