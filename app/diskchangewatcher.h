// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QFileSystemWatcher>
#include <QFrame>
#include <QPointer>
#include <QTimer>

class QLabel;
class QPushButton;
class QToolButton;

namespace Krajina {

class CatalogueDocument;

// The bar above the editor that says when the open document's file was
// written by another program (or another Krajina window) and offers to reload
// it; hidden otherwise. It watches the file with QFileSystemWatcher and asks
// the document (CatalogueDocument::isChangedOnDisk()) whether the content
// really changed, so that Krajina's own saves and a mere touch say nothing.
// The questions asked before a save over such a file are here too.
class DiskChangeWatcher : public QFrame
{
    Q_OBJECT
public:
    explicit DiskChangeWatcher(QWidget *parent = nullptr);

    void setDocument(CatalogueDocument *document);
    // Looks at the file now (the watcher looks a moment after each change).
    void check();

    // Kate's choice before saving over a file changed on disk.
    enum class Choice { Overwrite, Reload, SaveAs, Cancel };
    static Choice askBeforeSave(QWidget *parent, const QString &path);
    // Whether to replace a read-only file (false: the user cancelled).
    static bool askReplaceReadOnly(QWidget *parent, const QString &path);

Q_SIGNALS:
    void reloadRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void watch();
    void retranslate();

    QPointer<CatalogueDocument> m_document;
    QString m_path;
    QFileSystemWatcher m_watcher;
    QTimer m_settle; // a writer renames or writes in steps: look once it is done
    QLabel *m_text = nullptr;
    QPushButton *m_reload = nullptr;
    QToolButton *m_close = nullptr;
};

} // namespace Krajina
