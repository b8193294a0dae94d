// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by the libFuzzer harnesses: the input as Qt types, and a check that
// stops the run with a message (libFuzzer then saves the input).

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace Krajina::Fuzz {

inline QByteArray bytes(const uint8_t *data, size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), qsizetype(size));
}

// An expectation of the reader that the input broke: print and abort.
inline void require(bool condition, const char *what, const QString &detail = {})
{
    if (condition)
        return;
    std::fprintf(stderr, "fuzz: %s\n%s\n", what, qPrintable(detail));
    std::abort();
}

} // namespace Krajina::Fuzz
