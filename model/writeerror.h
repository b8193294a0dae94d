// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QFileDevice;

namespace Krajina {

// Why writing `file` failed, in words a user can act on: a full disk says
// "no space left on the device" (Qt's own text for it is "Unknown error"
// when the failure comes at the flush or the commit of a QSaveFile).
QString writeErrorText(const QFileDevice &file);

} // namespace Krajina
