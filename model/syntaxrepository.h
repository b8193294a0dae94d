#pragma once

namespace KSyntaxHighlighting {
class Repository;
}

namespace Krajina {

// The one KSyntaxHighlighting repository of the process; loading it reads
// every syntax definition, so it is made once and shared.
KSyntaxHighlighting::Repository &syntaxRepository();

} // namespace Krajina
