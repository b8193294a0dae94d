// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// A main() for the harnesses in the ordinary build, without libFuzzer: feeds
// every file of the given folders (or the given files) to the harness once,
// in name order. CTest runs each harness over its seed corpus this way
// (fuzz/<harness>), so every seed and every fixed finding stays a regression
// test even where nobody builds the fuzzers. A harness that finds a problem
// aborts (fuzzsupport.h), and the test fails naming the input.
//
// With --mutate SECONDS it then keeps feeding the harness mutations of those
// inputs (bit flips, interesting bytes, cut, copied and spliced ranges, huge
// numbers) for that long, in an order fixed by --seed: a short fuzzing run for
// CI without the instrumented build (fuzz/<harness>/mutate). It finds what
// aborts or hangs, not what only a sanitizer sees. An input that aborts,
// crashes or takes more than ten seconds is written to
// fuzz-finding-<harness> in the working folder.

#include "engine/random.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <cctype>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
extern "C" __attribute__((weak)) int LLVMFuzzerInitialize(int *argc, char ***argv);

using namespace Qt::StringLiterals;

namespace {

constexpr qsizetype MaxMutatedSize = 1 << 20;
constexpr unsigned SecondsPerInput = 10;

// The input being run and where to keep it, for the signal handler.
const char *g_current = nullptr;
size_t g_currentSize = 0;
char g_findingPath[4096] = {};

void keepFinding(int signal)
{
    if (g_current && g_findingPath[0]) {
        const int fd = ::open(g_findingPath, O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (fd >= 0) {
            ssize_t written = ::write(fd, g_current, g_currentSize);
            written = ::write(STDERR_FILENO, "fuzz: the input is in ", 22);
            written = ::write(STDERR_FILENO, g_findingPath, std::strlen(g_findingPath));
            written = ::write(STDERR_FILENO, "\n", 1);
            (void)written;
            ::close(fd);
        }
    }
    if (signal == SIGALRM) {
        const char message[] = "fuzz: an input took more than ten seconds\n";
        ssize_t written = ::write(STDERR_FILENO, message, sizeof message - 1);
        (void)written;
        ::_exit(1);
    }
    std::signal(signal, SIG_DFL);
    std::raise(signal);
}

void run(const QByteArray &data)
{
    g_current = data.constData();
    g_currentSize = size_t(data.size());
    ::alarm(SecondsPerInput);
    LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t *>(data.constData()), size_t(data.size()));
    ::alarm(0);
    g_current = nullptr;
}

// One random change, of the kinds libFuzzer's mutator makes.
void mutateOnce(QByteArray &data, const QList<QByteArray> &pool, Krajina::Random &random)
{
    static const char interesting[] = {'\0', '\xff', '\x7f', '\x80', '"', '\'', '\\', '<',  '>', '&', ';', '{',
                                       '}',  '[',    ']',    ',',    ':', '=',  '|',  '\n', '0', '9', '-', ' '};
    static const QByteArray numbers[]
        = {"2147483647", "-2147483648", "4294967296", "1e308", "-1", "0", "NaN", "99999999999999999999"};
    auto position = [&](qsizetype size) { return qsizetype(random.below(int(size + 1))); };
    switch (random.below(7)) {
    case 0: // flip a bit
        if (!data.isEmpty())
            data[position(data.size() - 1)] ^= char(1 << random.below(8));
        break;
    case 1: // an interesting byte
        if (!data.isEmpty())
            data[position(data.size() - 1)] = interesting[random.below(int(sizeof interesting))];
        break;
    case 2: { // cut a range
        const qsizetype from = position(data.size());
        data.remove(from, position(std::min<qsizetype>(data.size() - from, 64)));
        break;
    }
    case 3: { // copy a range elsewhere
        const qsizetype from = position(data.size());
        const QByteArray range = data.mid(from, position(std::min<qsizetype>(data.size() - from, 256)));
        data.insert(position(data.size()), range);
        break;
    }
    case 4: { // splice in a range of another input
        const QByteArray &other = pool.at(random.below(int(pool.size())));
        const qsizetype from = position(other.size());
        data.insert(position(data.size()), other.mid(from, position(std::min<qsizetype>(other.size() - from, 512))));
        break;
    }
    case 5: { // a number becomes a huge or odd one
        qsizetype at = position(data.size());
        while (at < data.size() && !std::isdigit(static_cast<unsigned char>(data.at(at))))
            ++at;
        qsizetype end = at;
        while (end < data.size() && std::isdigit(static_cast<unsigned char>(data.at(end))))
            ++end;
        data.replace(at, end - at, numbers[random.below(int(std::size(numbers)))]);
        break;
    }
    default: // insert an interesting byte
        data.insert(position(data.size()), interesting[random.below(int(sizeof interesting))]);
        break;
    }
}

} // namespace

int main(int argc, char *argv[])
{
    if (LLVMFuzzerInitialize)
        LLVMFuzzerInitialize(&argc, &argv);
    double mutateSeconds = 0;
    quint64 seed = 1;
    QStringList inputs;
    for (int i = 1; i < argc; ++i) {
        const QByteArray argument(argv[i]);
        if (argument == "--mutate" && i + 1 < argc) {
            mutateSeconds = QByteArray(argv[++i]).toDouble();
            continue;
        }
        if (argument == "--seed" && i + 1 < argc) {
            seed = QByteArray(argv[++i]).toULongLong();
            continue;
        }
        const QString path = QFile::decodeName(argument);
        if (QFileInfo(path).isDir()) {
            const QDir dir(path);
            for (const QString &name : dir.entryList(QDir::Files, QDir::Name))
                inputs << dir.filePath(name);
        } else {
            inputs << path;
        }
    }
    if (inputs.isEmpty()) {
        std::fprintf(stderr, "usage: %s [--mutate SECONDS] [--seed N] FOLDER|FILE...: no inputs\n", argv[0]);
        return 2;
    }
    const QByteArray finding = QFile::encodeName(
        QDir::current().absoluteFilePath(u"fuzz-finding-"_s + QFileInfo(QFile::decodeName(argv[0])).fileName()));
    std::strncpy(g_findingPath, finding.constData(), sizeof g_findingPath - 1);
    for (int signal : {SIGABRT, SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGALRM})
        std::signal(signal, keepFinding);

    QList<QByteArray> pool;
    for (const QString &input : std::as_const(inputs)) {
        QFile file(input);
        if (!file.open(QIODevice::ReadOnly)) {
            std::fprintf(stderr, "%s: cannot read\n", qPrintable(input));
            return 2;
        }
        pool << file.readAll();
        std::fprintf(stderr, "%s\n", qPrintable(input)); // names the input that aborts
        run(pool.constLast());
    }
    std::fprintf(stderr, "%lld input(s) passed\n", static_cast<long long>(inputs.size()));
    if (mutateSeconds <= 0)
        return 0;

    Krajina::Random random(seed);
    QElapsedTimer timer;
    timer.start();
    long long runs = 0;
    while (timer.elapsed() < qint64(mutateSeconds * 1000)) {
        QByteArray data = pool.at(random.below(int(pool.size())));
        for (int n = 1 + random.below(4); n > 0; --n)
            mutateOnce(data, pool, random);
        if (data.size() > MaxMutatedSize)
            data.truncate(MaxMutatedSize);
        run(data);
        ++runs;
    }
    std::fprintf(stderr, "%lld mutated input(s) passed in %.0f s (seed %llu)\n", runs, mutateSeconds,
                 static_cast<unsigned long long>(seed));
    return 0;
}
