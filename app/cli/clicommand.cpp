#include "clicommand.h"

#include <QCommandLineParser>

#include <cstdlib>

namespace Krajina {

bool parseCommandLine(QCommandLineParser &parser, const QStringList &arguments, CliIo &io)
{
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
                                  QStringLiteral("Show help for this command."));
    parser.addOption(help);
    if (!parser.parse(arguments)) {
        io.err << arguments.value(0) << ": " << parser.errorText() << '\n';
        return false;
    }
    if (parser.isSet(help)) {
        io.out << parser.helpText();
        io.out.flush();
        std::exit(ExitOk);
    }
    return true;
}

} // namespace Krajina
