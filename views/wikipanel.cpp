// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "wikipanel.h"

#include "document/cataloguedocument.h"
#include "rulebook/rulebookcommands.h"
#include "rulebook/textdiff.h"
#include "wiki/mediawikiclient.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSet>
#include <QSettings>
#include <QSplitter>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QUndoCommand>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

#ifdef KRAJINA_HAVE_KEYCHAIN
#include <qt6keychain/keychain.h>
#endif

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

enum Column { PageColumn, TitleColumn, StateColumn, ResultColumn, ColumnCount };

#ifdef KRAJINA_HAVE_KEYCHAIN
const QString keychainService = u"Krajina rules wiki"_s;

QString keychainKey(const QString &site, const QString &user)
{
    return user + u" on "_s + MediaWikiClient::apiUrlFor(site).toString();
}
#endif

// What the Page column shows: the page as the user knows it, not its key.
QString pageLabel(const WikiTarget &target, const CatalogueDocument &document)
{
    const bool czechUi = QLocale().name().startsWith(u"cs");
    const QString language = target.language == Language::Czech ? WikiPanel::tr("Czech") : WikiPanel::tr("English");
    switch (target.kind) {
    case WikiTarget::Kind::RulePage:
        if (const RulePage *page = document.rulebook().page(target.id)) {
            const QString title = czechUi && !page->titleCs.isEmpty() ? page->titleCs : page->titleEn;
            return WikiPanel::tr("%1 (%2)").arg(title.isEmpty() ? target.id : title, language);
        }
        break;
    case WikiTarget::Kind::TileList:
        if (const Expansion *expansion = document.catalogue().expansion(target.id))
            return WikiPanel::tr("Tile list of %1 (%2)").arg(localName(*expansion, QLocale().name()), language);
        return WikiPanel::tr("Tile list of %1 (%2)").arg(target.id, language);
    case WikiTarget::Kind::Template:
        return WikiPanel::tr("Template %1").arg(target.id);
    }
    return target.key();
}

QString actionText(WikiPageResult::Action action)
{
    using Action = WikiPageResult::Action;
    switch (action) {
    case Action::None:
        return {};
    case Action::Pushed:
        return WikiPanel::tr("pushed");
    case Action::Created:
        return WikiPanel::tr("created on the wiki");
    case Action::Pulled:
        return WikiPanel::tr("pulled");
    case Action::WouldPush:
        return WikiPanel::tr("would push");
    case Action::WouldCreate:
        return WikiPanel::tr("would create");
    case Action::WouldPull:
        return WikiPanel::tr("would pull");
    case Action::Conflict:
        return WikiPanel::tr("conflict: left alone");
    case Action::Skipped:
        return WikiPanel::tr("skipped");
    case Action::Failed:
        return WikiPanel::tr("failed");
    }
    return {};
}

// The wiki sync state kept in the document, undone together with the pull
// that recorded it: after an undo the page shows as changed on the wiki again.
class SetWikiSyncState : public QUndoCommand
{
public:
    SetWikiSyncState(CatalogueDocument *document, QByteArray state)
        : m_document(document)
        , m_state(std::move(state))
    {
    }
    void redo() override { swap(); }
    void undo() override { swap(); }

private:
    void swap()
    {
        QMap<QString, QByteArray> extras = m_document->extras();
        const QByteArray old = extras.value(wikiSyncExtraName());
        extras.insert(wikiSyncExtraName(), m_state);
        m_document->setExtras(extras);
        m_state = old;
    }
    CatalogueDocument *m_document;
    QByteArray m_state;
};

} // namespace

WikiPanel::WikiPanel(QWidget *parent)
    : QWidget(parent)
    , m_client(new MediaWikiClient(this))
    , m_sync(new WikiSync(m_client, this))
    , m_siteLabel(new QLabel(this))
    , m_site(new QLineEdit(this))
    , m_userLabel(new QLabel(this))
    , m_user(new QLineEdit(this))
    , m_passwordLabel(new QLabel(this))
    , m_password(new QLineEdit(this))
    , m_remember(new QCheckBox(this))
    , m_logIn(new QPushButton(this))
    , m_markupLabel(new QLabel(this))
    , m_markup(new QComboBox(this))
    , m_templates(new QCheckBox(this))
    , m_pages(new QTreeWidget(this))
    , m_compare(new QPushButton(this))
    , m_pull(new QPushButton(this))
    , m_summaryLabel(new QLabel(this))
    , m_summary(new QLineEdit(this))
    , m_push(new QPushButton(this))
    , m_dryRun(new QCheckBox(this))
    , m_cancel(new QPushButton(this))
    , m_progress(new QProgressBar(this))
    , m_status(new QLabel(this))
    , m_difference(new QTextBrowser(this))
{
    setObjectName(u"wikiPanel"_s);
    m_site->setObjectName(u"wikiSite"_s);
    m_user->setObjectName(u"wikiUser"_s);
    m_password->setObjectName(u"wikiPassword"_s);
    m_password->setEchoMode(QLineEdit::Password);
    m_logIn->setObjectName(u"wikiLogIn"_s);
    m_pages->setObjectName(u"wikiPages"_s);
    m_compare->setObjectName(u"wikiCompare"_s);
    m_pull->setObjectName(u"wikiPull"_s);
    m_push->setObjectName(u"wikiPush"_s);
    m_cancel->setObjectName(u"wikiCancel"_s);
    m_summary->setObjectName(u"wikiSummary"_s);
    m_status->setObjectName(u"wikiStatus"_s);
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText); // it shows the server's words
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_difference->setObjectName(u"wikiDifference"_s);
    m_markup->addItems({QString(), QString(), QString()});
    m_pages->setColumnCount(ColumnCount);
    m_pages->setRootIsDecorated(false);
    m_pages->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_pages->setUniformRowHeights(true);
    m_pages->header()->setStretchLastSection(true);
    m_progress->setTextVisible(true);
    m_progress->hide();

    const QSettings settings;
    m_site->setText(settings.value(u"wiki/site"_s).toString());
    m_user->setText(settings.value(u"wiki/user"_s).toString());

#ifdef KRAJINA_HAVE_KEYCHAIN
    // Without a session bus there is no secret store to ask (and asking could hang).
    m_secretStore = !qEnvironmentVariableIsEmpty("DBUS_SESSION_BUS_ADDRESS") && QKeychain::isAvailable();
#endif
    m_remember->setVisible(m_secretStore);
    m_remember->setChecked(m_secretStore);

    auto *form = new QFormLayout;
    form->addRow(m_siteLabel, m_site);
    form->addRow(m_userLabel, m_user);
    auto *passwordRow = new QHBoxLayout;
    passwordRow->addWidget(m_password, 1);
    passwordRow->addWidget(m_remember);
    passwordRow->addWidget(m_logIn);
    form->addRow(m_passwordLabel, passwordRow);
    auto *markupRow = new QHBoxLayout;
    markupRow->addWidget(m_markup, 1);
    markupRow->addWidget(m_templates);
    form->addRow(m_markupLabel, markupRow);

    auto *actions = new QHBoxLayout;
    actions->addWidget(m_compare);
    actions->addWidget(m_pull);
    actions->addWidget(m_summaryLabel);
    actions->addWidget(m_summary, 1);
    actions->addWidget(m_dryRun);
    actions->addWidget(m_push);
    auto *progressRow = new QHBoxLayout;
    progressRow->addWidget(m_progress, 1);
    progressRow->addWidget(m_cancel);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_pages);
    splitter->addWidget(m_difference);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 1);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addLayout(actions);
    layout->addLayout(progressRow);
    layout->addWidget(m_status);
    layout->addWidget(splitter, 1);

    connect(m_logIn, &QPushButton::clicked, this, &WikiPanel::logInOrOut);
    connect(m_password, &QLineEdit::returnPressed, this, &WikiPanel::logInOrOut);
    connect(m_compare, &QPushButton::clicked, this, &WikiPanel::compare);
    connect(m_pull, &QPushButton::clicked, this, &WikiPanel::pull);
    connect(m_push, &QPushButton::clicked, this, &WikiPanel::push);
    connect(m_cancel, &QPushButton::clicked, m_sync, &WikiSync::cancel);
    connect(m_cancel, &QPushButton::clicked, m_client, &MediaWikiClient::cancel);
    connect(m_site, &QLineEdit::editingFinished, this, &WikiPanel::readStoredPassword);
    connect(m_user, &QLineEdit::editingFinished, this, &WikiPanel::readStoredPassword);
    connect(m_site, &QLineEdit::textChanged, this, &WikiPanel::updateButtons);
    connect(m_user, &QLineEdit::textChanged, this, &WikiPanel::updateButtons);
    connect(m_markup, &QComboBox::currentIndexChanged, this, &WikiPanel::fillPages);
    connect(m_templates, &QCheckBox::toggled, this, &WikiPanel::fillPages);
    connect(m_pages, &QTreeWidget::currentItemChanged, this, &WikiPanel::showDifference);
    connect(m_client, &MediaWikiClient::busyChanged, this, &WikiPanel::updateButtons);
    connect(m_sync, &WikiSync::progress, this, [this](int done, int total, const QString &title) {
        m_progress->setMaximum(std::max(total, 1));
        m_progress->setValue(done);
        m_progress->setFormat(title.isEmpty() ? u"%v / %m"_s : QString(title + u" (%v / %m)"_s));
    });

    retranslate();
    readStoredPassword();
    updateButtons();
}

WikiPanel::~WikiPanel() = default;

void WikiPanel::setDocument(CatalogueDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_results.clear();
    if (m_document) {
        connect(m_document, &CatalogueDocument::rulePageChanged, this, &WikiPanel::fillPages);
        connect(m_document, &CatalogueDocument::rulebookReset, this, &WikiPanel::fillPages);
    }
    fillPages();
}

bool WikiPanel::isLoggedIn() const
{
    return m_client->isLoggedIn();
}

bool WikiPanel::isBusy() const
{
    return m_client->isBusy() || m_sync->isRunning();
}

void WikiPanel::setStatus(const QString &text, bool error)
{
    m_status->setText(text);
    m_status->setStyleSheet(error ? u"color: palette(bright-text); background: #b3261e; padding: 3px;"_s : QString());
}

void WikiPanel::readStoredPassword()
{
#ifdef KRAJINA_HAVE_KEYCHAIN
    if (!m_secretStore || m_site->text().isEmpty() || m_user->text().isEmpty() || !m_password->text().isEmpty())
        return;
    auto *job = new QKeychain::ReadPasswordJob(keychainService, this);
    job->setKey(keychainKey(m_site->text(), m_user->text()));
    connect(job, &QKeychain::Job::finished, this, [this, job] {
        if (job->error() == QKeychain::NoError && m_password->text().isEmpty())
            m_password->setText(job->textData());
    });
    job->start();
#endif
}

bool WikiPanel::useSite()
{
    const QUrl api = MediaWikiClient::apiUrlFor(m_site->text());
    if (const QString problem = MediaWikiClient::addressProblem(api, true); !problem.isEmpty()) {
        setStatus(problem, true);
        return false;
    }
    const bool plain = MediaWikiClient::isPlainHttpToRemote(api);
    if (plain && api != m_plainHttpSite) {
        QMessageBox question(QMessageBox::Warning, tr("Plain HTTP"),
                             tr("%1 is plain http: the password and the pages would travel unencrypted, and anybody "
                                "on the way could read or change them. Connect anyway?")
                                 .arg(api.toDisplayString()),
                             QMessageBox::Yes | QMessageBox::Cancel, this);
        question.setTextFormat(Qt::PlainText);
        question.setDefaultButton(QMessageBox::Cancel);
        question.button(QMessageBox::Yes)->setText(tr("Connect &Unencrypted"));
        if (question.exec() != QMessageBox::Yes) {
            setStatus(tr("Not connected: use the wiki's https address."), true);
            return false;
        }
        m_plainHttpSite = api;
    }
    m_client->setAllowPlainHttp(plain);
    m_client->setApiUrl(api);
    return true;
}

void WikiPanel::logInOrOut()
{
    if (isBusy())
        return;
    if (m_client->isLoggedIn()) {
        m_client->logOut([this](const WikiError &error) {
            setStatus(error.ok() ? tr("Logged out.") : error.message, !error.ok());
            updateButtons();
            Q_EMIT loggedInChanged(false);
            Q_EMIT finished();
        });
        return;
    }
    const QString password = m_password->text();
    if (password.isEmpty()) {
        setStatus(tr("Enter the bot password (Special:BotPasswords on the wiki)."), true);
        return;
    }
    if (!useSite())
        return;
    QSettings settings;
    settings.setValue(u"wiki/site"_s, m_site->text());
    settings.setValue(u"wiki/user"_s, m_user->text());
    setStatus(tr("Connecting to %1…").arg(m_client->apiUrl().toDisplayString()));
    m_client->fetchSiteInfo([this, password](const WikiSiteInfo &info, const WikiError &error) {
        if (!error.ok()) {
            loggedIn(error, password);
            return;
        }
        m_siteInfo = info;
        m_client->logIn(m_user->text(), password,
                        [this, password](const WikiError &result) { loggedIn(result, password); });
    });
}

void WikiPanel::loggedIn(const WikiError &error, const QString &password)
{
    if (!error.ok()) {
        setStatus(error.message, true);
        updateButtons();
        Q_EMIT finished();
        return;
    }
    QString text
        = tr("Logged in to %1 (%2) as %3.").arg(m_siteInfo.siteName, m_siteInfo.generator, m_client->userName());
#ifdef KRAJINA_HAVE_KEYCHAIN
    if (m_secretStore && m_remember->isChecked()) {
        auto *job = new QKeychain::WritePasswordJob(keychainService, this);
        job->setKey(keychainKey(m_site->text(), m_user->text()));
        job->setTextData(password);
        job->start();
    }
#else
    Q_UNUSED(password)
#endif
    if (!m_secretStore)
        text += u' '
            + tr("No secret store is running, so Krajina does not keep the password: you will be asked for it each "
                 "time.");
    m_password->clear();
    setStatus(text);
    fillPages();
    updateButtons();
    Q_EMIT loggedInChanged(true);
    Q_EMIT finished();
}

WikiTargetOptions WikiPanel::targetOptions() const
{
    WikiTargetOptions options;
    switch (m_markup->currentIndex()) {
    case 1:
        options.markup = WikiMarkup::Translate;
        break;
    case 2:
        options.markup = WikiMarkup::Plain;
        break;
    default:
        options.markup = m_siteInfo.hasTranslate() ? WikiMarkup::Translate : WikiMarkup::Plain;
        break;
    }
    options.templates = m_templates->isChecked();
    return options;
}

QList<WikiTarget> WikiPanel::chosenTargets() const
{
    if (!m_document)
        return {};
    const QList<WikiTarget> all = wikiTargets(m_document->rulebook(), &m_document->catalogue(), targetOptions());
    QSet<QString> chosen;
    for (const QTreeWidgetItem *item : m_pages->selectedItems())
        chosen.insert(item->data(PageColumn, Qt::UserRole).toString());
    if (chosen.isEmpty())
        return all;
    QList<WikiTarget> targets;
    for (const WikiTarget &target : all) {
        if (chosen.contains(target.key()))
            targets.append(target);
    }
    return targets;
}

WikiSyncState WikiPanel::syncState() const
{
    if (!m_document)
        return {};
    const QByteArray json = m_document->extras().value(wikiSyncExtraName());
    if (json.isEmpty())
        return {};
    return WikiSyncState::fromJson(json, wikiSyncExtraName(), nullptr).value_or(WikiSyncState());
}

void WikiPanel::setSyncState(const WikiSyncState &state)
{
    QMap<QString, QByteArray> extras = m_document->extras();
    const QByteArray json = state.toJson();
    if (extras.value(wikiSyncExtraName()) == json)
        return;
    extras.insert(wikiSyncExtraName(), json);
    m_document->setExtras(extras);
    // The revisions a push was based on belong in the file, but are no edit to undo.
    m_document->undoStack()->resetClean();
}

void WikiPanel::compare()
{
    if (!m_document || isBusy())
        return;
    if (m_client->apiUrl().isEmpty() && !useSite())
        return;
    m_sync->compare(chosenTargets(), syncState(), [this](const QList<WikiPageResult> &results, const WikiError &error) {
        runDone(results, error, tr("Compared %n page(s).", nullptr, int(results.size())));
    });
    updateButtons();
}

void WikiPanel::pull()
{
    if (!m_document || isBusy())
        return;
    m_sync->pull(chosenTargets(), syncState(), m_dryRun->isChecked(),
                 [this](QList<WikiPageResult> results, const WikiError &error) {
                     if (!m_dryRun->isChecked()) {
                         const WikiPullApplied applied = applyPull(m_document->rulebook(), &m_document->catalogue(),
                                                                   targetOptions().markup, results);
                         if (!applied.pages.isEmpty()) {
                             WikiSyncState state = syncState();
                             recordBases(state, m_sync->site(), results);
                             m_document->undoStack()->beginMacro(tr("Pull from the Wiki"));
                             for (const RulePage &page : applied.pages)
                                 m_document->undoStack()->push(new PullRulePage(m_document, page));
                             m_document->undoStack()->push(new SetWikiSyncState(m_document, state.toJson()));
                             m_document->undoStack()->endMacro();
                         }
                     }
                     const auto pulled = std::count_if(results.begin(), results.end(), [](const WikiPageResult &r) {
                         return r.action == WikiPageResult::Action::Pulled;
                     });
                     runDone(results, error, tr("Pulled %n page(s).", nullptr, int(pulled)));
                 });
    updateButtons();
}

void WikiPanel::push()
{
    if (!m_document || isBusy())
        return;
    const QString summary
        = m_summary->text().trimmed().isEmpty() ? tr("Rules pages from Krajina") : m_summary->text().trimmed();
    m_sync->push(chosenTargets(), syncState(), summary, m_dryRun->isChecked(),
                 [this](const QList<WikiPageResult> &results, const WikiError &error) {
                     const auto pushed = std::count_if(results.begin(), results.end(), [](const WikiPageResult &r) {
                         return r.action == WikiPageResult::Action::Pushed
                             || r.action == WikiPageResult::Action::Created;
                     });
                     runDone(results, error, tr("Pushed %n page(s).", nullptr, int(pushed)));
                 });
    updateButtons();
}

void WikiPanel::runDone(const QList<WikiPageResult> &results, const WikiError &error, const QString &what)
{
    if (m_document && !m_dryRun->isChecked()) {
        WikiSyncState state = syncState();
        recordBases(state, m_sync->site(), results);
        setSyncState(state);
    }
    for (const WikiPageResult &result : results)
        m_results.insert(result.target.key(), result);
    const auto conflicts = std::count_if(results.begin(), results.end(), [](const WikiPageResult &r) {
        return r.action == WikiPageResult::Action::Conflict || r.action == WikiPageResult::Action::Failed;
    });
    QString text = what;
    if (conflicts > 0)
        text += u' ' + tr("%n page(s) in conflict or refused: see the list.", nullptr, int(conflicts));
    if (!error.ok())
        text = error.kind == WikiError::Kind::Cancelled ? tr("Cancelled; what was done is kept.")
                                                        : tr("Stopped: %1. What was done is kept.").arg(error.message);
    setStatus(text, !error.ok() && error.kind != WikiError::Kind::Cancelled);
    fillPages();
    updateButtons();
    Q_EMIT finished();
}

void WikiPanel::setOnScreen(bool onScreen)
{
    m_onScreen = onScreen;
    if (m_onScreen && m_pagesStale)
        fillPages();
}

void WikiPanel::fillPages()
{
    if (!m_onScreen) {
        m_pagesStale = true;
        return;
    }
    m_pagesStale = false;
    const QString current
        = m_pages->currentItem() ? m_pages->currentItem()->data(PageColumn, Qt::UserRole).toString() : QString();
    m_pages->clear();
    if (!m_document)
        return;
    const QList<WikiTarget> targets = wikiTargets(m_document->rulebook(), &m_document->catalogue(), targetOptions());
    for (const WikiTarget &target : targets) {
        auto *item = new QTreeWidgetItem(m_pages);
        item->setData(PageColumn, Qt::UserRole, target.key());
        item->setText(PageColumn, pageLabel(target, *m_document));
        item->setToolTip(PageColumn, target.key());
        item->setText(TitleColumn, target.title);
        const auto it = m_results.constFind(target.key());
        if (it != m_results.constEnd()) {
            // A result older than the page's text says nothing about it any more.
            const bool stale = it->target.text != target.text && it->action != WikiPageResult::Action::Pushed;
            item->setText(StateColumn, stale ? tr("changed since compared") : wikiPageStateText(it->state));
            item->setText(ResultColumn,
                          it->message.isEmpty() ? actionText(it->action)
                                                : QString(actionText(it->action) + u": "_s + it->message));
        }
        if (target.key() == current)
            m_pages->setCurrentItem(item);
    }
    for (int column = 0; column < ColumnCount - 1; ++column)
        m_pages->resizeColumnToContents(column);
}

void WikiPanel::showDifference()
{
    m_difference->clear();
    const QTreeWidgetItem *item = m_pages->currentItem();
    if (!item || !m_document)
        return;
    const auto it = m_results.constFind(item->data(PageColumn, Qt::UserRole).toString());
    if (it == m_results.constEnd()) {
        m_difference->setPlainText(tr("Compare to see how the wiki's page differs."));
        return;
    }
    if (!it->wiki.exists) {
        m_difference->setPlainText(tr("The page is not on the wiki yet."));
        return;
    }
    const QList<WikiUnitDifference> differences = wikiDifferences(m_document->rulebook(), it->target, it->wiki.text);
    if (differences.isEmpty()) {
        m_difference->setPlainText(tr("The wiki's page and Krajina's agree."));
        return;
    }
    // From the side that is behind to the side that changed: what a pull
    // would bring in, or what a push would write.
    const bool wikiAhead = it->state == WikiPageState::WikiChanged;
    QString html = u"<p>"_s
        + (wikiAhead ? tr("Changed on the wiki: Krajina (<del>removed</del>) against the wiki (<ins>added</ins>), "
                          "what a pull brings in:")
                     : tr("Wiki (<del>removed</del>) against Krajina (<ins>added</ins>):"))
        + u"</p>"_s;
    for (const WikiUnitDifference &difference : differences) {
        html += u"<h4>"_s
            + (difference.unitId.isEmpty() ? tr("Whole page") : tr("Unit %1").arg(difference.unitId.toHtmlEscaped()))
            + u"</h4><p>"_s
            + diffAsHtml(wikiAhead ? wordDiff(difference.krajina, difference.wiki)
                                   : wordDiff(difference.wiki, difference.krajina))
            + u"</p>"_s;
    }
    m_difference->setHtml(html);
}

void WikiPanel::updateButtons()
{
    const bool busy = isBusy();
    const bool loggedIn = m_client->isLoggedIn();
    const bool haveSite = !m_site->text().trimmed().isEmpty();
    m_site->setEnabled(!busy && !loggedIn);
    m_user->setEnabled(!busy && !loggedIn);
    m_password->setEnabled(!busy && !loggedIn);
    m_logIn->setEnabled(!busy && haveSite && !m_user->text().trimmed().isEmpty());
    m_logIn->setText(loggedIn ? tr("Log &Out") : tr("&Log In"));
    m_compare->setEnabled(!busy && haveSite && m_document);
    m_pull->setEnabled(!busy && haveSite && m_document);
    m_push->setEnabled(!busy && loggedIn && m_document);
    m_cancel->setEnabled(busy);
    m_progress->setVisible(busy);
}

void WikiPanel::retranslate()
{
    m_siteLabel->setText(tr("&Wiki:"));
    m_siteLabel->setBuddy(m_site);
    m_site->setPlaceholderText(tr("https://wiki.example.org/w (the folder of api.php)"));
    m_userLabel->setText(tr("&User:"));
    m_userLabel->setBuddy(m_user);
    m_user->setPlaceholderText(tr("Name@app (a bot password)"));
    m_passwordLabel->setText(tr("&Password:"));
    m_passwordLabel->setBuddy(m_password);
    m_remember->setText(tr("Remember"));
    m_remember->setToolTip(tr("Keep the password in the desktop's secret store"));
    m_markupLabel->setText(tr("&Markup:"));
    m_markupLabel->setBuddy(m_markup);
    m_markup->setItemText(0, tr("As the wiki supports"));
    m_markup->setItemText(1, tr("Translate extension"));
    m_markup->setItemText(2, tr("Plain wikitext"));
    m_templates->setText(tr("With &templates"));
    m_templates->setToolTip(tr("Also compare and push Krajina's templates (Tile, FAQ, TileList)"));
    m_compare->setText(tr("&Compare"));
    m_compare->setToolTip(tr("Compare the chosen pages (all when none is chosen) with the wiki"));
    m_pull->setText(tr("P&ull"));
    m_pull->setToolTip(tr("Bring the pages the wiki changed into the rules (undoable)"));
    m_summaryLabel->setText(tr("&Summary:"));
    m_summaryLabel->setBuddy(m_summary);
    m_push->setText(tr("Pu&sh"));
    m_push->setToolTip(tr("Write the pages Krajina changed to the wiki; pages changed on both sides are left alone"));
    m_dryRun->setText(tr("&Dry run"));
    m_cancel->setText(tr("Cancel"));
    m_pages->setHeaderLabels({tr("Page"), tr("Wiki title"), tr("State"), tr("Result")});
    if (!m_secretStore && m_status->text().isEmpty())
        setStatus(tr("No secret store is running: Krajina asks for the password each time."));
    updateButtons();
    fillPages();
}

void WikiPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace Krajina
