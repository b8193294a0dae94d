#include "inputfile.h"

#include <QCoreApplication>
#include <QFile>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace Krajina {

InputFile readInputFile(const QString &path)
{
    InputFile result;
    QFile file;
    if (path == u"-") {
        result.displayName = u"<stdin>"_s;
        if (!file.open(stdin, QIODevice::ReadOnly)) {
            result.error = QCoreApplication::translate("Krajina", "cannot read standard input");
            return result;
        }
    } else {
        result.displayName = path;
        file.setFileName(path);
        if (!file.open(QIODevice::ReadOnly)) {
            result.error = QCoreApplication::translate("Krajina", "%1: cannot open: %2").arg(path, file.errorString());
            return result;
        }
    }
    result.data = file.readAll();
    return result;
}

} // namespace Krajina
