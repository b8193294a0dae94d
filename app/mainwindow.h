#pragma once

#include <QMainWindow>

class QAction;
class QLabel;

namespace Krajina {

class RecentFiles;

// Krajina's main window: menus, standard actions, docks and the document
// they show. Window geometry and dock layout persist in QSettings.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Actions by object name ("file.open", "edit.undo", ...), for tests and scripting.
    QAction *action(const QString &name) const;
    RecentFiles *recentFiles() const { return m_recentFiles; }

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void createActions();
    void createMenus();
    void retranslate();
    void restoreWindowState();
    void saveWindowState() const;
    void showAbout();
    void switchLanguage(const QString &language);

    RecentFiles *m_recentFiles = nullptr;
    QLabel *m_welcome = nullptr;
};

} // namespace Krajina
