// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// A main() for the harnesses in the ordinary build, without libFuzzer: feeds
// every file of the given folders (or the given files) to the harness once,
// in name order. CTest runs each harness over its seed corpus this way
// (fuzz/<harness>), so every seed and every fixed finding stays a regression
// test even where nobody builds the fuzzers. A harness that finds a problem
// aborts (fuzzsupport.h), and the test fails naming the input.

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cstdint>
#include <cstdio>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
extern "C" __attribute__((weak)) int LLVMFuzzerInitialize(int *argc, char ***argv);

int main(int argc, char *argv[])
{
    if (LLVMFuzzerInitialize)
        LLVMFuzzerInitialize(&argc, &argv);
    QStringList inputs;
    for (int i = 1; i < argc; ++i) {
        const QString path = QFile::decodeName(argv[i]);
        if (QFileInfo(path).isDir()) {
            const QDir dir(path);
            for (const QString &name : dir.entryList(QDir::Files, QDir::Name))
                inputs << dir.filePath(name);
        } else {
            inputs << path;
        }
    }
    if (inputs.isEmpty()) {
        std::fprintf(stderr, "usage: %s FOLDER|FILE...: no inputs\n", argv[0]);
        return 2;
    }
    for (const QString &input : std::as_const(inputs)) {
        QFile file(input);
        if (!file.open(QIODevice::ReadOnly)) {
            std::fprintf(stderr, "%s: cannot read\n", qPrintable(input));
            return 2;
        }
        const QByteArray data = file.readAll();
        std::fprintf(stderr, "%s\n", qPrintable(input)); // names the input that aborts
        LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t *>(data.constData()), size_t(data.size()));
    }
    std::fprintf(stderr, "%lld input(s) passed\n", static_cast<long long>(inputs.size()));
    return 0;
}
