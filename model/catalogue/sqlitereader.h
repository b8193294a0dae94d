// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "krajinafilecontents.h"

#include <QList>
#include <QSqlDatabase>
#include <QString>

#include <atomic>
#include <exception>
#include <optional>
#include <thread>

namespace Krajina::Sqlite {

// A value in the file that Krajina cannot make sense of, with the record it is in.
struct BadRecord
{
    QString text;
};

// The same found by a reader that does not know the record yet (the features
// read beside the tiles): the message is made when the tiles are known.
struct DeferredBad
{
    qint64 row;
    int column;
    QString problem;
};

// The features of the tiles in one range of keys, in file order, with the
// first bad value among them. A big file's features are read in two such
// chunks at once, on two connections; the tiles they belong to are known
// only when both are read (see addFeatures()).
struct FeatureChunk
{
    struct Read
    {
        qint64 tile;
        Feature feature;
    };
    QList<Read> rows;
    std::optional<DeferredBad> bad;
    std::optional<qint64> badTile; // the tile key of the bad row, when it was read
    std::exception_ptr failure; // the query could not run
    bool complete = true; // false when SQLite stopped before the last row
};

// Where a big file's features are split between two readers: the tile key
// below which the first reader reads, so that both finish at about the same
// time. Nothing when the file is small or its keys are not all whole numbers
// (then one reader reads every feature).
std::optional<qint64> featureSplit(const QSqlDatabase &db);

// Reads the features of the tiles below a key on a thread and a connection
// of its own while the caller reads the rest of the file.
class FeatureWorker
{
public:
    FeatureWorker(const QString &path, bool immutable, qint64 below);
    ~FeatureWorker();
    FeatureWorker(const FeatureWorker &) = delete;
    FeatureWorker &operator=(const FeatureWorker &) = delete;

    qint64 below() const { return m_below; }
    QString where() const;

    // The chunk, once read; null when the thread could not open the file (then the caller reads it).
    FeatureChunk *result();

private:
    qint64 m_below;
    std::atomic<bool> m_cancel = false;
    bool m_read = false;
    FeatureChunk m_chunk;
    std::thread m_thread; // last, so that it starts after the members it uses
};

// Reads a document from a file of the current schema, checking every value
// it takes; throws BadRecord or SqlFailure.
class Reader
{
public:
    // `features`, when given, reads the first part of the features meanwhile.
    Reader(const QSqlDatabase &db, FeatureWorker *features);

    KrajinaFileContents read();

private:
    void readTiles(Catalogue &c);
    void readDosRios(KrajinaFileContents &contents);
    void readDosRiosLayout(DosRios::PieceSet &set);

    QSqlDatabase m_db;
    FeatureWorker *m_features;
};

} // namespace Krajina::Sqlite
