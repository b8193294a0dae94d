// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QFileSystemWatcher>
#include <QPointer>
#include <QTimer>
#include <QToolBar>

class QLabel;
class QPushButton;
class QToolButton;

namespace Krajina {

class CatalogueDocument;

// The message bar across the top of the window, under the toolbar, that says
// when the open document's file was written by another program (or another
// Krajina window) and offers Kate's choices: Reload, and with unsaved changes
// here also Overwrite and Save As; hidden otherwise. It looks like KDE's
// KMessageWidget (a tinted, rounded frame with an icon, one or two lines of
// text and its buttons on one row). It watches the file with
// QFileSystemWatcher and asks the document (CatalogueDocument::isChangedOnDisk())
// whether the content really changed, so that Krajina's own saves and a mere
// touch say nothing. The questions asked before a save over such a file are here too.
//
// A toolbar of its own, so that it spans the window above the docks; the user
// cannot move or hide it (it goes when the file and the document agree again).
class DiskChangeWatcher : public QToolBar
{
    Q_OBJECT
public:
    explicit DiskChangeWatcher(QWidget *parent = nullptr);

    void setDocument(CatalogueDocument *document);
    // Looks at the file now (the watcher looks a moment after each change): shows
    // the bar when the file holds something else than the document was based on,
    // hides it when they agree again.
    void check();

    // Kate's choice before saving over a file changed on disk.
    enum class Choice { Overwrite, Reload, SaveAs, Cancel };
    static Choice askBeforeSave(QWidget *parent, const QString &path);
    // Whether to replace a read-only file (false: the user cancelled).
    static bool askReplaceReadOnly(QWidget *parent, const QString &path);

Q_SIGNALS:
    void reloadRequested();
    void overwriteRequested();
    void saveAsRequested();

protected:
    void changeEvent(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    void watch();
    void retranslate();

    QPointer<CatalogueDocument> m_document;
    QString m_path;
    QFileSystemWatcher m_watcher;
    QTimer m_settle; // a writer renames or writes in steps: look once it is done
    QLabel *m_icon = nullptr;
    QLabel *m_text = nullptr;
    QPushButton *m_overwrite = nullptr;
    QPushButton *m_reload = nullptr;
    QPushButton *m_saveAs = nullptr;
    QToolButton *m_close = nullptr;
};

} // namespace Krajina
