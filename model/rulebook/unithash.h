// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QStringView>

namespace Krajina {

// The form of a unit's text that its hash is taken from: NFC, LF line ends,
// runs of spaces and tabs as one space, no spaces at line ends, no blank
// space around the whole. Edits that only change these do not make a
// translation outdated.
QString normaliseUnitText(QStringView text);

// Eight lower-case hex digits of the SHA-256 of the normalised text: short
// enough to read in a marker, and a change is what it has to tell apart.
QString unitHash(QStringView text);

} // namespace Krajina
