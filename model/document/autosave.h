// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

#include <memory>

class QLockFile;
class QTimer;

namespace Krajina {

class CatalogueDocument;

// A recovery file that a Krajina which did not close cleanly left behind.
struct Recovery
{
    QString path; // the recovery file (a .krajina)
    QString originalFile; // the document's own file; empty for a document never saved
    QDateTime saved; // when the edits were kept
};

// Keeps the unsaved edits of the open document in a recovery file, the way
// Kate keeps swap files: every interval while the document has unsaved
// changes, the whole document is written (atomically, as a .krajina) to a
// file of its own in the recovery folder. Saving the document or closing it
// cleanly removes the file; after a crash the next start finds it through
// pending() and offers to restore it.
//
// A live Krajina holds a lock beside its recovery file, so that a second
// Krajina running at the same time never offers another's edits.
class Autosave : public QObject
{
    Q_OBJECT
public:
    static constexpr int DefaultIntervalSeconds = 60;

    explicit Autosave(QObject *parent = nullptr);
    ~Autosave() override; // a clean end: the recovery file goes

    // The document to watch; null stops watching (and removes the recovery file).
    void setDocument(CatalogueDocument *document);
    // Seconds between writes; 0 turns autosave off.
    void setInterval(int seconds);
    int interval() const;

    // Writes the recovery file now when the document has unsaved changes;
    // removes it when it has none. False with *error when it cannot be written.
    bool saveNow(QString *error = nullptr);
    QString recoveryPath() const { return m_path; }

    // The folder of recovery files ("recovery" in the application's data folder).
    static QString recoveryFolder();
    // Recovery files that no running Krajina holds, newest first.
    static QList<Recovery> pending();
    // The document as it was kept: it has the original file name and counts as
    // modified. Null with *error when the file cannot be read.
    static std::unique_ptr<CatalogueDocument> restore(const Recovery &recovery, QString *error);
    // Removes a recovery file that was restored or that the user declined.
    static void discard(const Recovery &recovery);

private:
    void removeFile();

    QPointer<CatalogueDocument> m_document;
    QTimer *m_timer;
    QString m_path;
    std::unique_ptr<QLockFile> m_lock;
};

} // namespace Krajina
