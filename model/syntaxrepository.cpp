#include "syntaxrepository.h"

#include <KSyntaxHighlighting/Repository>

namespace Krajina {

KSyntaxHighlighting::Repository &syntaxRepository()
{
    static KSyntaxHighlighting::Repository repository;
    return repository;
}

} // namespace Krajina
