#include "clicommand.h"

#include "commands.h"

namespace Krajina {

const QList<CliCommand> &cliCommands()
{
    static const QList<CliCommand> commands = {
        {QStringLiteral("version"), QStringLiteral("Print the versions of Krajina, Qt and KSyntaxHighlighting."),
         runVersionCommand},
    };
    return commands;
}

} // namespace Krajina
