#include "clicommand.h"

#include <QCommandLineParser>

#include <cstdlib>

using namespace Qt::StringLiterals;

namespace Krajina {

bool parseCommandLine(QCommandLineParser &parser, const QStringList &arguments, CliIo &io)
{
    const QCommandLineOption help({u"h"_s, u"help"_s}, u"Show help for this command."_s);
    parser.addOption(help);
    if (!parser.parse(arguments)) {
        io.err << arguments.value(0) << ": " << parser.errorText() << '\n';
        return false;
    }
    if (parser.isSet(help)) {
        // Qt's usage line names the executable's path; a person types "krajina-cli COMMAND".
        QString text = parser.helpText();
        const qsizetype start = text.indexOf(u' ') + 1;
        const qsizetype end = text.indexOf(u' ', start);
        if (start > 0 && end > start && !arguments.isEmpty())
            text.replace(start, end - start, u"krajina-cli "_s + arguments.constFirst());
        io.out << text;
        io.out.flush();
        std::exit(ExitOk);
    }
    return true;
}

} // namespace Krajina
