// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Build-time tool: renders the application icon (SVG) as PNG files for the
// hicolor theme, so that no rendered pictures are kept in the repository.
//   krajina-iconrender ICON.svg OUT_DIR SIZE...   writes OUT_DIR/SIZE.png

#include <QCoreApplication>
#include <QDir>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <QTextStream>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList arguments = QCoreApplication::arguments();
    QTextStream err(stderr);
    if (arguments.size() < 4) {
        err << "Usage: krajina-iconrender ICON.svg OUT_DIR SIZE...\n";
        return 2;
    }
    QSvgRenderer renderer(arguments.at(1));
    if (!renderer.isValid()) {
        err << arguments.at(1) << ": not a readable SVG picture\n";
        return 1;
    }
    const QDir out(arguments.at(2));
    if (!out.mkpath(QStringLiteral("."))) {
        err << out.path() << ": cannot make the folder\n";
        return 1;
    }
    for (qsizetype i = 3; i < arguments.size(); ++i) {
        bool ok = false;
        const int size = arguments.at(i).toInt(&ok);
        if (!ok || size < 8 || size > 1024) {
            err << "bad icon size \"" << arguments.at(i) << "\"\n";
            return 2;
        }
        QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        renderer.render(&painter);
        painter.end();
        const QString file = out.filePath(QString::number(size) + QStringLiteral(".png"));
        if (!image.save(file, "PNG")) {
            err << file << ": cannot write\n";
            return 1;
        }
    }
    return 0;
}
