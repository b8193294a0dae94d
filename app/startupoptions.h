// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace Krajina {

class MainWindow;

// What the command line asks of the main window: a catalogue to open, a tile to
// select, a sandbox game with its river laid, a rule page, a screenshot to take
// before quitting. The window is set up in two steps, around QWidget::show().
class StartupOptions
{
    Q_DECLARE_TR_FUNCTIONS(Krajina::StartupOptions)
public:
    // Parses the application's arguments; --help and --version print and exit.
    static StartupOptions parse(const QCoreApplication &app);

    QString language; // "en", "cs"; empty for the saved or system choice
    QString file;
    QString tile;
    QString sandboxExpansions; // comma-separated
    QString rulesPage;
    QString dosRiosSeed; // a Dos Rios layout from this seed on the preview board
    QStringList dosRiosDams; // "Q,R,SIDE", put on that board
    QString simulateGame; // "carcassonne" or "dos-rios": 200 games on the Simulate page
    QString dosRiosGame; // a seed (a new game) or a Dos Rios game record, on the Dos Rios Play page
    QString screenshot; // PNG to save, then quit

    // Before show: opens the file and sets up the editor, board and rules.
    void prepare(MainWindow &window);
    // After show: sizes the docks, reports a file that could not be opened, takes the screenshot.
    void finish(MainWindow &window) const;

private:
    QString m_openError;
};

} // namespace Krajina
