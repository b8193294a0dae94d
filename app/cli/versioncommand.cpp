#include "commands.h"

#include "version.h"

#include <QCommandLineParser>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace Krajina {

int runVersionCommand(const QStringList &arguments, CliIo &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(u"Print the versions Krajina was built with."_s);
    const QCommandLineOption json(u"json"_s, u"Print JSON."_s);
    parser.addOption(json);
    if (!parseCommandLine(parser, arguments, io))
        return ExitBadInput;

    if (parser.isSet(json)) {
        const QJsonObject versions {{u"krajina"_s, applicationVersion()},
                                    {u"qt"_s, qtRuntimeVersion()},
                                    {u"ksyntaxhighlighting"_s, syntaxHighlightingVersion()}};
        io.out << QString::fromUtf8(QJsonDocument(versions).toJson(QJsonDocument::Indented));
    } else {
        io.out << "krajina-cli " << applicationVersion() << " (Qt " << qtRuntimeVersion() << ", KSyntaxHighlighting "
               << syntaxHighlightingVersion() << ")\n";
    }
    return ExitOk;
}

} // namespace Krajina
