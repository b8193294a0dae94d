// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "wiki/wikisession.h"

#include <QHash>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTextBrowser;
class QTreeWidget;

namespace Krajina {

class CatalogueDocument;

// The Wiki panel: log in to the rules wiki with a bot password, compare every
// rules page (and tile list) of the document with it, pull what the wiki
// changed (undoable), push what Krajina changed with a summary, with progress
// and cancel and the outcome per page; the difference of the current page
// unit by unit. The password is kept in the desktop's secret store where one
// runs; otherwise the panel says so and asks for it each time.
class WikiPanel : public QWidget
{
    Q_OBJECT
public:
    explicit WikiPanel(QWidget *parent = nullptr);
    ~WikiPanel() override;

    void setDocument(CatalogueDocument *document);
    // Whether the panel can be seen (its dock's tab raised). Listing the pages works out every
    // page's text: a panel out of sight lists them when it comes into sight.
    void setOnScreen(bool onScreen);

    QLineEdit *siteEdit() const { return m_site; }
    QLineEdit *userEdit() const { return m_user; }
    QLineEdit *passwordEdit() const { return m_password; }
    QPushButton *logInButton() const { return m_logIn; }
    QPushButton *compareButton() const { return m_compare; }
    QPushButton *pullButton() const { return m_pull; }
    QPushButton *pullSelectedButton() const { return m_pullSelected; }
    QPushButton *resolveButton() const { return m_resolve; }
    QPushButton *pushButton() const { return m_push; }
    QPushButton *cancelButton() const { return m_cancel; }
    QLineEdit *summaryEdit() const { return m_summary; }
    QTreeWidget *pageList() const { return m_pages; }
    QTextBrowser *differenceView() const { return m_difference; }
    QLabel *statusLabel() const { return m_status; }
    bool isLoggedIn() const;
    bool isBusy() const;
    WikiSession *session() const { return m_session; }

Q_SIGNALS:
    void loggedInChanged(bool loggedIn);
    // A log-in, compare, pull or push ended (successfully or not).
    void finished();

protected:
    void changeEvent(QEvent *event) override;

private:
    // Hands the site's address to the client once it is one to use (plain
    // http to another machine only when the user agrees); says why not otherwise.
    bool useSite();
    void logInOrOut();
    void loggedIn(const WikiError &error, const QString &password);
    void compare();
    void pull(bool selectedOnly);
    void push();
    void resolve();
    // Tile tables edited on the wiki (WikiPageResult::tableEdits): asks
    // whether to take the wiki's counts into the catalogue or write the
    // catalogue's tables over them.
    void settleTables(const QList<WikiPageResult> &results);
    void runDone(const QList<WikiPageResult> &results, const WikiError &error, const QString &what);
    void fillPages();
    void showDifference();
    void updateButtons();
    void setStatus(const QString &text, bool error = false);
    void readStoredPassword();
    QList<WikiTarget> chosenTargets(bool selectedOnly) const;
    void applyOptions();
    void retranslate();

    CatalogueDocument *m_document = nullptr;
    WikiSession *m_session;
    QUrl m_plainHttpSite; // the plain http site the user agreed to
    bool m_secretStore = false;
    bool m_statusIsStoreHint = false; // the status line says there is no secret store (again after a switch)
    bool m_onScreen = true;
    bool m_pagesStale = false; // the page list waits for the panel to come into sight

    QLabel *m_siteLabel;
    QLineEdit *m_site;
    QLabel *m_userLabel;
    QLineEdit *m_user;
    QLabel *m_passwordLabel;
    QLineEdit *m_password;
    QCheckBox *m_remember;
    QPushButton *m_logIn;
    QLabel *m_markupLabel;
    QComboBox *m_markup;
    QCheckBox *m_templates;
    QTreeWidget *m_pages;
    QPushButton *m_compare;
    QPushButton *m_pull;
    QPushButton *m_pullSelected;
    QPushButton *m_resolve;
    QLabel *m_summaryLabel;
    QLineEdit *m_summary;
    QPushButton *m_push;
    QCheckBox *m_dryRun;
    QPushButton *m_cancel;
    QProgressBar *m_progress;
    QLabel *m_status;
    QTextBrowser *m_difference;
};

} // namespace Krajina
