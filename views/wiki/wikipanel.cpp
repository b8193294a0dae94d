// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "wikipanel.h"

#include "wikiconflictdialog.h"

#include "document/cataloguedocument.h"
#include "rulebook/rulebookcommands.h"
#include "rulebook/textdiff.h"
#include "wiki/mediawikiclient.h"
#include "wiki/wikitranslate.h"

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
    case Action::Resolved:
        return WikiPanel::tr("resolved");
    }
    return {};
}

// The heading of one unit's difference: a Czech-only paragraph (which
// translates no English unit) says so, with its id where it has one and the
// heading it lies under (or its place on the page).
QString differenceHeading(const WikiUnitDifference &difference)
{
    if (difference.czechOnly) {
        const QString what = difference.unitId.isEmpty()
            ? WikiPanel::tr("Czech-only paragraph")
            : WikiPanel::tr("Czech-only paragraph %1").arg(difference.unitId);
        const QString where = difference.heading.isEmpty()
            ? WikiPanel::tr("paragraph %1 of the page").arg(difference.paragraph)
            : WikiPanel::tr("under “%1”").arg(difference.heading);
        return WikiPanel::tr("%1 (%2)", "a Czech-only paragraph (where it is)").arg(what, where);
    }
    if (difference.unitId.isEmpty())
        return WikiPanel::tr("Whole page");
    if (difference.unitId == displayTitleUnit())
        return WikiPanel::tr("Page title (the Czech title the wiki shows)");
    return WikiPanel::tr("Unit %1").arg(difference.unitId);
}

// What the State column says: the state the last run left the page in (after
// a pull that merged both sides: changed in Krajina, ready to push).
QString stateText(const WikiPageResult &result)
{
    const WikiPageState after = wikiStateAfter(result);
    if (after == WikiPageState::BothChanged && result.merge && result.merge->conflictCount() == 0)
        return WikiPanel::tr("both changed, in different paragraphs: a pull merges them");
    return wikiPageStateText(after);
}

// Whether a page waits for the user's choice (Resolve): the same paragraph
// changed on both sides, a page never synced that differs, or a tile table
// edited on the wiki.
bool waitsForChoice(const WikiPageResult &result)
{
    const WikiPageState after = wikiStateAfter(result);
    if (after == WikiPageState::TablesEdited)
        return true;
    if (after != result.state)
        return false; // the run settled it
    const std::optional<WikiMerge> merge = WikiSession::conflictsOf(result);
    return merge && merge->conflictCount() > 0;
}

} // namespace

WikiPanel::WikiPanel(QWidget *parent)
    : QWidget(parent)
    , m_session(new WikiSession(this))
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
    , m_pullSelected(new QPushButton(this))
    , m_resolve(new QPushButton(this))
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
    m_pullSelected->setObjectName(u"wikiPullSelected"_s);
    m_resolve->setObjectName(u"wikiResolve"_s);
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
    actions->addWidget(m_pullSelected);
    actions->addWidget(m_resolve);
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
    connect(m_pull, &QPushButton::clicked, this, [this] { pull(false); });
    connect(m_pullSelected, &QPushButton::clicked, this, [this] { pull(true); });
    connect(m_push, &QPushButton::clicked, this, &WikiPanel::push);
    connect(m_resolve, &QPushButton::clicked, this, &WikiPanel::resolve);
    connect(m_pages, &QTreeWidget::currentItemChanged, this, &WikiPanel::updateButtons);
    connect(m_cancel, &QPushButton::clicked, m_session, &WikiSession::cancel);
    // Another site: the results of the old one go (a plain http site waits
    // for the question until it is used).
    connect(m_site, &QLineEdit::editingFinished, this, [this] {
        const QUrl api = MediaWikiClient::apiUrlFor(m_site->text());
        if (!isBusy() && !m_site->text().trimmed().isEmpty() && api != m_session->client()->apiUrl()
            && !MediaWikiClient::isPlainHttpToRemote(api))
            useSite();
    });
    connect(m_pages, &QTreeWidget::itemSelectionChanged, this, &WikiPanel::updateButtons);
    connect(m_session, &WikiSession::resultsChanged, this, &WikiPanel::fillPages);
    connect(m_site, &QLineEdit::editingFinished, this, &WikiPanel::readStoredPassword);
    connect(m_user, &QLineEdit::editingFinished, this, &WikiPanel::readStoredPassword);
    connect(m_site, &QLineEdit::textChanged, this, &WikiPanel::updateButtons);
    connect(m_user, &QLineEdit::textChanged, this, &WikiPanel::updateButtons);
    connect(m_markup, &QComboBox::currentIndexChanged, this, &WikiPanel::applyOptions);
    connect(m_templates, &QCheckBox::toggled, this, &WikiPanel::applyOptions);
    connect(m_pages, &QTreeWidget::currentItemChanged, this, &WikiPanel::showDifference);
    connect(m_session->client(), &MediaWikiClient::busyChanged, this, &WikiPanel::updateButtons);
    connect(m_session, &WikiSession::runningChanged, this, &WikiPanel::updateButtons);
    connect(m_session, &WikiSession::progress, this, [this](int done, int total, const QString &title) {
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
    m_session->setDocument(document);
    if (m_document) {
        connect(m_document, &CatalogueDocument::rulePageChanged, this, &WikiPanel::fillPages);
        connect(m_document, &CatalogueDocument::rulebookReset, this, &WikiPanel::fillPages);
    }
    fillPages();
    updateButtons(); // a remembered site: Compare and Pull at once
}

bool WikiPanel::isLoggedIn() const
{
    return m_session->isLoggedIn();
}

bool WikiPanel::isBusy() const
{
    return m_session->isBusy();
}

void WikiPanel::setStatus(const QString &text, bool error)
{
    m_statusIsStoreHint = false;
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
                             QMessageBox::Cancel, this);
        question.setTextFormat(Qt::PlainText);
        const QAbstractButton *agree = question.addButton(tr("Connect &Unencrypted"), QMessageBox::AcceptRole);
        question.setDefaultButton(QMessageBox::Cancel);
        question.exec();
        if (question.clickedButton() != agree) {
            setStatus(tr("Not connected: use the wiki's https address."), true);
            return false;
        }
        m_plainHttpSite = api;
    }
    m_session->setAllowPlainHttp(plain);
    QString error;
    if (!m_session->setSite(m_site->text(), &error)) {
        setStatus(error, true);
        return false;
    }
    return true;
}

void WikiPanel::logInOrOut()
{
    if (isBusy())
        return;
    if (m_session->isLoggedIn()) {
        m_session->logOut([this](const WikiError &error) {
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
    setStatus(tr("Connecting to %1…").arg(m_session->client()->apiUrl().toDisplayString()));
    m_session->logIn(m_user->text(), password,
                     [this, password](const WikiError &result) { loggedIn(result, password); });
    updateButtons();
}

void WikiPanel::loggedIn(const WikiError &error, const QString &password)
{
    if (!error.ok()) {
        setStatus(error.message, true);
        updateButtons();
        Q_EMIT finished();
        return;
    }
    const WikiSiteInfo site = m_session->siteInfo();
    QString text
        = tr("Logged in to %1 (%2) as %3.").arg(site.siteName, site.generator, m_session->client()->userName());
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

void WikiPanel::applyOptions()
{
    switch (m_markup->currentIndex()) {
    case 1:
        m_session->setMarkupOverride(WikiMarkup::Translate);
        break;
    case 2:
        m_session->setMarkupOverride(WikiMarkup::Plain);
        break;
    default:
        m_session->setMarkupOverride(std::nullopt);
        break;
    }
    m_session->setTemplates(m_templates->isChecked());
    fillPages();
}

QList<WikiTarget> WikiPanel::chosenTargets(bool selectedOnly) const
{
    const QList<WikiTarget> all = m_session->targets();
    if (!selectedOnly)
        return all;
    QSet<QString> chosen;
    for (const QTreeWidgetItem *item : m_pages->selectedItems())
        chosen.insert(item->data(PageColumn, Qt::UserRole).toString());
    QList<WikiTarget> targets;
    for (const WikiTarget &target : all) {
        if (chosen.contains(target.key()))
            targets.append(target);
    }
    return targets;
}

void WikiPanel::compare()
{
    if (!m_document || isBusy() || !useSite())
        return;
    const auto run = [this] {
        m_session->compare(chosenTargets(false), [this](const QList<WikiPageResult> &results, const WikiError &error) {
            runDone(results, error, tr("Compared %n page(s).", nullptr, int(results.size())));
        });
    };
    // Which markup is the site's own comes with its site info.
    if (m_session->hasSiteInfo()) {
        run();
    } else {
        m_session->fetchSiteInfo([this, run](const WikiError &error) {
            if (!error.ok())
                runDone({}, error, {});
            else
                run();
        });
    }
    updateButtons();
}

void WikiPanel::pull(bool selectedOnly)
{
    if (!m_document || isBusy() || !useSite())
        return;
    const auto run = [this, selectedOnly] {
        m_session->pull(chosenTargets(selectedOnly), m_dryRun->isChecked(),
                        [this](const QList<WikiPageResult> &results, const WikiError &error) {
                            const auto pulled
                                = std::count_if(results.begin(), results.end(), [](const WikiPageResult &r) {
                                      return r.action == WikiPageResult::Action::Pulled;
                                  });
                            QString text = tr("Pulled %n page(s).", nullptr, int(pulled));
                            for (const QString &problem : m_session->pullProblems())
                                text += u' ' + problem;
                            runDone(results, error, text);
                            if (error.ok() && !m_dryRun->isChecked())
                                settleTables(results);
                        });
    };
    if (m_session->hasSiteInfo()) {
        run();
    } else {
        m_session->fetchSiteInfo([this, run](const WikiError &error) {
            if (!error.ok())
                runDone({}, error, {});
            else
                run();
        });
    }
    updateButtons();
}

void WikiPanel::push()
{
    if (!m_document || isBusy())
        return;
    const QString summary
        = m_summary->text().trimmed().isEmpty() ? tr("Rules pages from Krajina") : m_summary->text().trimmed();
    m_session->push(chosenTargets(false), summary, m_dryRun->isChecked(),
                    [this](const QList<WikiPageResult> &results, const WikiError &error) {
                        const auto pushed = std::count_if(results.begin(), results.end(), [](const WikiPageResult &r) {
                            return r.action == WikiPageResult::Action::Pushed
                                || r.action == WikiPageResult::Action::Created;
                        });
                        runDone(results, error, tr("Pushed %n page(s).", nullptr, int(pushed)));
                        if (error.ok() && !m_dryRun->isChecked())
                            settleTables(results);
                    });
    updateButtons();
}

void WikiPanel::resolve()
{
    const QTreeWidgetItem *item = m_pages->currentItem();
    if (!m_document || isBusy() || !item)
        return;
    const QString key = item->data(PageColumn, Qt::UserRole).toString();
    const auto found = m_session->results().constFind(key);
    const std::optional<WikiTarget> target = m_session->target(key);
    if (found == m_session->results().constEnd() || !target)
        return;
    if (!waitsForChoice(*found))
        return;
    if (found->state == WikiPageState::TablesEdited) {
        settleTables({*found});
        return;
    }
    const std::optional<WikiMerge> merge = WikiSession::conflictsOf(*found);
    if (!merge)
        return;
    WikiConflictDialog dialog(item->text(PageColumn), *merge,
                              found->state == WikiPageState::Unsynced ? WikiConflictDialog::Kind::NeverSynced
                                                                      : WikiConflictDialog::Kind::Conflicts,
                              this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_session->resolve(*target, dialog.takes(), dialog.editedTexts(),
                       [this](const QList<WikiPageResult> &results, const WikiError &error) {
                           runDone(results, error, results.isEmpty() ? QString() : results.constFirst().message);
                       });
    updateButtons();
}

void WikiPanel::settleTables(const QList<WikiPageResult> &results)
{
    QList<WikiPageResult> edited;
    QStringList differences;
    bool counts = false;
    for (const WikiPageResult &result : results) {
        if (result.state != WikiPageState::TablesEdited || result.action == WikiPageResult::Action::Pushed)
            continue;
        edited.append(result);
        for (const TileTableDifference &edit : result.tableEdits) {
            differences.append(result.target.title + u": "_s + edit.text);
            counts = counts || edit.wikiCount.has_value();
        }
    }
    if (edited.isEmpty() || !m_document)
        return;
    QMessageBox question(QMessageBox::Question, tr("Tile Tables Edited on the Wiki"),
                         tr("Somebody edited tile tables on the wiki that Krajina makes from the catalogue. Krajina "
                            "neither takes nor overwrites them without asking:"),
                         QMessageBox::NoButton, this);
    question.setObjectName(u"wikiTablesQuestion"_s);
    question.setTextFormat(Qt::PlainText);
    question.setInformativeText(differences.join(u'\n'));
    QPushButton *take = nullptr;
    if (counts) {
        take = question.addButton(tr("&Take the Wiki's Counts"), QMessageBox::AcceptRole);
        take->setObjectName(u"takeCounts"_s);
        take->setToolTip(tr("Change the tile counts in the catalogue to the wiki's (undoable); the next push "
                            "brings the tables' totals up to date"));
    }
    QPushButton *overwrite = nullptr;
    if (m_session->isLoggedIn()) {
        overwrite = question.addButton(tr("&Overwrite on the Wiki"), QMessageBox::DestructiveRole);
        overwrite->setObjectName(u"overwriteTables"_s);
        overwrite->setToolTip(tr("Write the catalogue's tile tables over the wiki's edit"));
    }
    QPushButton *leave = question.addButton(tr("&Leave Them"), QMessageBox::RejectRole);
    leave->setObjectName(u"leaveTables"_s);
    question.setDefaultButton(leave);
    question.exec();
    if (take && question.clickedButton() == take) {
        QStringList problems;
        const int changed = m_session->takeTileCounts(edited, &problems);
        const QString took = tr("Took %n tile count(s) from the wiki into the catalogue.", nullptr, changed)
            + (problems.isEmpty() ? QString() : u' ' + problems.join(u' '));
        // The pages show the catalogue's new counts: compare them again.
        m_session->compare(chosenTargets(false),
                           [this, took](const QList<WikiPageResult> &compared, const WikiError &error) {
                               runDone(compared, error, took);
                           });
        updateButtons();
    } else if (overwrite && question.clickedButton() == overwrite) {
        QList<WikiTarget> targets;
        for (const WikiPageResult &result : std::as_const(edited))
            targets.append(result.target);
        m_session->setOverwriteTables(true);
        m_session->push(targets,
                        m_summary->text().trimmed().isEmpty() ? tr("Tile tables from the catalogue")
                                                              : m_summary->text().trimmed(),
                        false, [this](const QList<WikiPageResult> &pushed, const WikiError &error) {
                            m_session->setOverwriteTables(false);
                            const auto count = std::count_if(pushed.begin(), pushed.end(), [](const WikiPageResult &r) {
                                return r.action == WikiPageResult::Action::Pushed;
                            });
                            runDone(pushed, error, tr("Pushed %n page(s).", nullptr, int(count)));
                        });
        updateButtons();
    }
}

void WikiPanel::runDone(const QList<WikiPageResult> &results, const WikiError &error, const QString &what)
{
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
    const QHash<QString, WikiPageResult> &results = m_session->results();
    for (const WikiTarget &target : m_session->targets()) {
        auto *item = new QTreeWidgetItem(m_pages);
        item->setData(PageColumn, Qt::UserRole, target.key());
        item->setText(PageColumn, pageLabel(target, *m_document));
        item->setToolTip(PageColumn, target.key());
        item->setText(TitleColumn, target.title);
        if (!target.unitsOf.isEmpty()) {
            item->setToolTip(TitleColumn,
                             tr("The wiki runs the Translate extension: each Czech paragraph is the page "
                                "Translations:%1/NUMBER/cs, and %1/cs is made from them by the wiki")
                                 .arg(target.unitsOf));
        }
        const auto it = results.constFind(target.key());
        if (it != results.constEnd()) {
            // A result older than the page's text says nothing about it any more.
            const bool stale = it->target.text != target.text && it->action != WikiPageResult::Action::Pushed;
            item->setText(StateColumn, stale ? tr("changed since compared") : stateText(*it));
            const QString action = actionText(it->action);
            item->setText(ResultColumn,
                          it->message.isEmpty()  ? action
                              : action.isEmpty() ? it->message
                                                 : QString(action + u": "_s + it->message));
            item->setToolTip(ResultColumn, it->message);
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
    const auto it = m_session->results().constFind(item->data(PageColumn, Qt::UserRole).toString());
    if (it == m_session->results().constEnd()) {
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
    const WikiPageState state = wikiStateAfter(*it);
    QString caption;
    if (wikiAhead) {
        caption = tr("Changed on the wiki: Krajina (<del>removed</del>) against the wiki (<ins>added</ins>), "
                     "what a pull brings in:");
    } else if (state == WikiPageState::Unsynced) {
        // What a newcomer meets first on a wiki somebody else wrote.
        caption = tr("Never synced, and the two differ: the wiki (<del>removed</del>) against Krajina "
                     "(<ins>added</ins>). Resolve… adopts the wiki's page as it is (nothing is pushed) or keeps "
                     "Krajina's:");
    } else if (state == WikiPageState::BothChanged) {
        caption = tr("Changed on both sides: the wiki (<del>removed</del>) against Krajina (<ins>added</ins>). "
                     "Where the two changed different paragraphs, a pull takes the wiki's changes and keeps "
                     "Krajina's:");
    } else {
        caption = tr("Wiki (<del>removed</del>) against Krajina (<ins>added</ins>):");
    }
    QString html = u"<p>"_s + caption + u"</p>"_s;
    for (const WikiUnitDifference &difference : differences) {
        html += u"<h4>"_s + differenceHeading(difference).toHtmlEscaped() + u"</h4><p>"_s
            + diffAsHtml(wikiAhead ? wordDiff(difference.krajina, difference.wiki)
                                   : wordDiff(difference.wiki, difference.krajina))
            + u"</p>"_s;
    }
    m_difference->setHtml(html);
}

void WikiPanel::updateButtons()
{
    const bool busy = isBusy();
    const bool loggedIn = m_session->isLoggedIn();
    const bool haveSite = !m_site->text().trimmed().isEmpty();
    m_site->setEnabled(!busy && !loggedIn);
    m_user->setEnabled(!busy && !loggedIn);
    m_password->setEnabled(!busy && !loggedIn);
    m_logIn->setEnabled(!busy && haveSite && !m_user->text().trimmed().isEmpty());
    m_logIn->setText(loggedIn ? tr("Log &Out") : tr("&Log In"));
    m_compare->setEnabled(!busy && haveSite && m_document);
    m_pull->setEnabled(!busy && haveSite && m_document);
    m_pullSelected->setEnabled(!busy && haveSite && m_document && !m_pages->selectedItems().isEmpty());
    bool conflict = false;
    if (const QTreeWidgetItem *item = m_pages->currentItem()) {
        const auto found = m_session->results().constFind(item->data(PageColumn, Qt::UserRole).toString());
        conflict = found != m_session->results().constEnd() && waitsForChoice(*found);
    }
    m_resolve->setEnabled(!busy && m_document && conflict);
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
    m_templates->setToolTip(tr("Also compare and push the templates Krajina's pages use (%1)")
                                .arg(bundledWikiTemplates().keys().join(u", "_s)));
    m_compare->setText(tr("&Compare"));
    m_compare->setToolTip(tr("Compare every page with the wiki"));
    m_pull->setText(tr("P&ull"));
    m_pull->setToolTip(tr("Bring every page the wiki changed into the rules (undoable)"));
    m_pullSelected->setText(tr("Pull S&elected"));
    m_resolve->setText(tr("&Resolve…"));
    m_resolve->setToolTip(tr("Settle the chosen page's conflict: keep Krajina's text or take the wiki's, paragraph "
                             "by paragraph, or the tile counts of a tile table edited on the wiki (undoable)"));
    m_pullSelected->setToolTip(tr("Bring only the selected pages from the wiki (undoable)"));
    m_summaryLabel->setText(tr("&Summary:"));
    m_summaryLabel->setBuddy(m_summary);
    m_push->setText(tr("Pu&sh"));
    m_push->setToolTip(tr("Write the pages Krajina changed to the wiki; pages changed on both sides are left alone"));
    m_dryRun->setText(tr("&Dry run"));
    m_cancel->setText(tr("Cancel"));
    m_pages->setHeaderLabels({tr("Page"), tr("Wiki title"), tr("State"), tr("Result")});
    if (!m_secretStore && (m_status->text().isEmpty() || m_statusIsStoreHint)) {
        setStatus(tr("No secret store is running: Krajina asks for the password each time."));
        m_statusIsStoreHint = true;
    }
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
