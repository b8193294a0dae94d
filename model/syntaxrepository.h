// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

namespace KSyntaxHighlighting {
class Repository;
}

namespace Krajina {

// The one KSyntaxHighlighting repository of the process; loading it reads
// every syntax definition, so it is made once and shared.
KSyntaxHighlighting::Repository &syntaxRepository();

} // namespace Krajina
