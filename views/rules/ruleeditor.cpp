// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ruleeditor.h"

#include "document/tilelisttable.h"
#include "render/tilerenderer.h"
#include "rulebook/rulebookcommands.h"
#include "rulebook/rulebookstore.h"
#include "rulebook/syntaxtheme.h"
#include "rulebook/textdiff.h"
#include "rulebook/wikimarkup.h"
#include "unittextedit.h"

#include <KSyntaxHighlighting/Theme>

#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QMenu>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSplitter>
#include <QTextDocumentFragment>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <array>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

// How the margin shows a unit's status: colour, symbol and words.
struct StatusLook
{
    UnitStatus status;
    QRgb colour;
    char16_t symbol;
    const char *words; // RuleEditor context
};

constexpr std::array<StatusLook, 4> statusLooks = {{
    {UnitStatus::Current, 0x2e7d32, u'\u2714', QT_TRANSLATE_NOOP("Krajina::RuleEditor", "current")},
    {UnitStatus::Outdated, 0xd85a00, u'\u26a0', QT_TRANSLATE_NOOP("Krajina::RuleEditor", "outdated")},
    {UnitStatus::Untranslated, 0x808080, u'\u25cb', QT_TRANSLATE_NOOP("Krajina::RuleEditor", "untranslated")},
    {UnitStatus::CzechOnly, 0x1e64b4, u'\u2691', QT_TRANSLATE_NOOP("Krajina::RuleEditor", "Czech only")},
}};

const StatusLook &statusLook(UnitStatus status)
{
    return *std::find_if(statusLooks.cbegin(), statusLooks.cend(),
                         [status](const StatusLook &look) { return look.status == status; });
}

// A row's widgets for a language, and how to tell whether it has focus.
struct FocusPlace
{
    int row = -1;
    Language language = Language::Czech;
    int cursor = 0;
};

} // namespace

RuleEditor::RuleEditor(RulebookStore *store, QUndoStack *undoStack, QWidget *parent)
    : QWidget(parent)
    , m_store(store)
    , m_undoStack(undoStack)
    , m_glossary(Glossary::bundled())
{
    m_title = new QLabel(this);
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.2);
    m_title->setFont(titleFont);
    m_summary = new QLabel(this);
    m_previewChoice = new QComboBox(this);
    m_previewChoice->setObjectName(u"previewChoice"_s);
    m_previewChoice->addItem(QString(), int(Language::Czech));
    m_previewChoice->addItem(QString(), int(Language::English));
    retranslatePreviewChoice();
    connect(m_previewChoice, &QComboBox::activated, this,
            [this](int index) { setPreviewLanguage(Language(m_previewChoice->itemData(index).toInt())); });

    auto *header = new QHBoxLayout;
    header->addWidget(m_title);
    header->addSpacing(12);
    header->addWidget(m_summary, 1);
    header->addWidget(m_previewChoice);

    m_scroll = new QScrollArea(this);
    m_scroll->setWidgetResizable(true);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_preview = new WikiPreview(this);
    m_preview->setTileListProvider([this](const QString &expansion) {
        if (!m_catalogue)
            return QString();
        // The preview shows each listed tile's thumbnail beside its id.
        static const QRegularExpression idCell(u"<code>(.*?)</code>"_s);
        return tileListTable(*m_catalogue, expansion, m_previewLanguage)
            .replace(idCell, u"{{Tile|\\1}} <code>\\1</code>"_s);
    });
    m_preview->setTileImageProvider([this](const QString &tileId, int pixels) -> QImage {
        if (m_tileImages)
            return m_tileImages(tileId, pixels);
        const TileDefinition *tile = m_catalogue ? m_catalogue->tile(tileId) : nullptr;
        if (!tile || !m_renderer)
            return {};
        return m_renderer->toImage(*tile, pixels / std::max(1, tile->size.width()));
    });
    connect(m_preview, &WikiPreview::tileActivated, this, &RuleEditor::tileActivated);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_scroll);
    splitter->addWidget(m_preview);
    splitter->setObjectName(u"ruleEditorSplitter"_s);
    splitter->setStretchFactor(0, 5);
    splitter->setStretchFactor(1, 2);
    // Where the person left the divider, or units and preview 5 : 2.
    if (!splitter->restoreState(QSettings().value(u"RuleEditor/splitter"_s).toByteArray()))
        splitter->setSizes({500, 200});
    connect(splitter, &QSplitter::splitterMoved, this,
            [splitter] { QSettings().setValue(u"RuleEditor/splitter"_s, splitter->saveState()); });

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(header);
    layout->addWidget(splitter, 1);

    m_previewTimer = new QTimer(this);
    m_previewTimer->setSingleShot(true);
    m_previewTimer->setInterval(150);
    connect(m_previewTimer, &QTimer::timeout, this, &RuleEditor::updatePreview);

    // The page follows the store, whatever changed it (an edit here, undo, a wiki import).
    connect(m_store, &RulebookStore::rulePageChanged, this, [this](const QString &pageId) {
        if (pageId == m_pageId)
            refresh();
    });
    connect(m_store, &RulebookStore::rulebookReset, this, &RuleEditor::refresh);
}

RuleEditor::~RuleEditor() = default;

const RulePage *RuleEditor::page() const
{
    return m_store->rulebook().page(m_pageId);
}

void RuleEditor::setPage(const QString &pageId)
{
    m_pageId = pageId;
    m_status = {};
    m_findingCache.clear();
    rebuild();
}

void RuleEditor::setCatalogue(const Catalogue *catalogue)
{
    m_catalogue = catalogue;
    if (!m_renderer)
        m_renderer = std::make_unique<TileRenderer>();
    schedulePreview();
}

void RuleEditor::setTileImageProvider(WikiPreview::TileImageProvider provider)
{
    m_tileImages = std::move(provider);
    schedulePreview();
}

void RuleEditor::setGlossary(const Glossary &glossary)
{
    m_glossary = glossary;
    m_findingCache.clear();
    updateRows();
}

void RuleEditor::setPreviewLanguage(Language language)
{
    m_previewLanguage = language;
    m_previewChoice->setCurrentIndex(m_previewChoice->findData(int(language)));
    schedulePreview();
}

UnitTextEdit *RuleEditor::editor(int row, Language language) const
{
    if (row < 0 || row >= m_rows.size())
        return nullptr;
    return language == Language::English ? m_rows.at(row).english : m_rows.at(row).czech;
}

QString RuleEditor::statusText(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).status->toolTip() : QString();
}

QString RuleEditor::notesText(int row) const
{
    if (row < 0 || row >= m_rows.size())
        return {};
    QLabel *notes = m_rows.at(row).notes;
    return notes->isHidden() ? QString() : QTextDocumentFragment::fromHtml(notes->text()).toPlainText();
}

QString RuleEditor::summaryText() const
{
    return m_summary->text();
}

void RuleEditor::refresh()
{
    const RulePage *current = page();
    const PageStatus status = current ? pageStatus(*current) : PageStatus {};
    bool sameShape = status.rows.size() == m_status.rows.size() && m_rows.size() == status.rows.size();
    for (qsizetype r = 0; sameShape && r < status.rows.size(); ++r) {
        sameShape = status.rows.at(r).english == m_status.rows.at(r).english
            && status.rows.at(r).czech == m_status.rows.at(r).czech;
    }
    m_status = status;
    if (sameShape)
        updateRows();
    else
        rebuild();
}

void RuleEditor::rebuild()
{
    // Where the cursor was, to put it back in the new editors.
    FocusPlace focus;
    for (qsizetype r = 0; r < m_rows.size(); ++r) {
        for (const Language language : {Language::English, Language::Czech}) {
            UnitTextEdit *edit = editor(int(r), language);
            if (edit && edit->hasFocus())
                focus = {int(r), language, edit->textCursor().position()};
        }
    }
    const int scroll = m_scroll->verticalScrollBar()->value();

    // The old widgets may be the sender of the edit that led here: delete them later.
    if (QWidget *old = m_scroll->takeWidget()) {
        old->hide();
        old->deleteLater();
    }
    m_rows.clear();

    const RulePage *current = page();
    m_status = current ? pageStatus(*current) : PageStatus {};
    m_grid = new QWidget;
    auto *grid = new QGridLayout(m_grid);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(2, 1);
    grid->setColumnMinimumWidth(0, fontMetrics().horizontalAdvance(u"untranslated MMM"_s));
    grid->setVerticalSpacing(6);
    auto *englishHeader = new QLabel(tr("<b>English</b> (source)"), m_grid);
    auto *czechHeader = new QLabel(tr("<b>Čeština</b> (translation)"), m_grid);
    grid->addWidget(englishHeader, 0, 1);
    grid->addWidget(czechHeader, 0, 2);

    for (qsizetype r = 0; current && r < m_status.rows.size(); ++r) {
        const UnitRow unitRow = m_status.rows.at(r);
        const int gridRow = int(r) + 1;
        RowWidgets widgets;

        auto *margin = new QWidget(m_grid);
        auto *marginLayout = new QVBoxLayout(margin);
        marginLayout->setContentsMargins(0, 2, 0, 0);
        widgets.status = new QLabel(margin);
        widgets.status->setTextFormat(Qt::RichText);
        widgets.markCurrent = new QToolButton(margin);
        widgets.markCurrent->setObjectName(u"mark-current-%1"_s.arg(r));
        widgets.markCurrent->setText(tr("Mark current"));
        widgets.markCurrent->setToolTip(tr("The Czech was checked against the English it has now"));
        marginLayout->addWidget(widgets.status);
        marginLayout->addWidget(widgets.markCurrent);
        marginLayout->addStretch(1);
        margin->setContextMenuPolicy(Qt::CustomContextMenu);
        const int index = int(r);
        connect(margin, &QWidget::customContextMenuRequested, this,
                [this, margin, index](const QPoint &pos) { showRowMenu(index, margin->mapToGlobal(pos)); });
        connect(widgets.markCurrent, &QToolButton::clicked, this, [this, index] { markCurrent(index); });
        grid->addWidget(margin, gridRow, 0);

        if (unitRow.english >= 0) {
            widgets.english = new UnitTextEdit(m_grid);
            widgets.english->setObjectName(u"english-%1"_s.arg(r));
            widgets.english->setUnitText(current->english.unit(unitRow.english).text);
            connect(widgets.english, &UnitTextEdit::userEdited, this,
                    [this, index](const QString &text) { editEnglish(index, text); });
            connect(widgets.english, &UnitTextEdit::focused, this, [this] {
                if (m_previewLanguage != Language::English)
                    setPreviewLanguage(Language::English);
            });
            connect(widgets.english, &UnitTextEdit::tileActivated, this, &RuleEditor::tileActivated);
            grid->addWidget(widgets.english, gridRow, 1, Qt::AlignTop);
        } else {
            auto *placeholder = new QLabel(tr("<i>only in Czech</i>"), m_grid);
            placeholder->setEnabled(false);
            grid->addWidget(placeholder, gridRow, 1, Qt::AlignTop);
        }

        auto *czechColumn = new QWidget(m_grid);
        auto *czechLayout = new QVBoxLayout(czechColumn);
        czechLayout->setContentsMargins(0, 0, 0, 0);
        czechLayout->setSpacing(2);
        widgets.czech = new UnitTextEdit(czechColumn);
        widgets.czech->setObjectName(u"czech-%1"_s.arg(r));
        if (unitRow.czech >= 0)
            widgets.czech->setUnitText(current->czech.unit(unitRow.czech).text);
        else
            widgets.czech->setPlaceholderText(tr("Translate…"));
        connect(widgets.czech, &UnitTextEdit::userEdited, this,
                [this, index](const QString &text) { editCzech(index, text); });
        connect(widgets.czech, &UnitTextEdit::focused, this, [this] {
            if (m_previewLanguage != Language::Czech)
                setPreviewLanguage(Language::Czech);
        });
        connect(widgets.czech, &UnitTextEdit::tileActivated, this, &RuleEditor::tileActivated);
        widgets.notes = new QLabel(czechColumn);
        widgets.notes->setWordWrap(true);
        widgets.notes->setTextFormat(Qt::RichText);
        widgets.quickFix = new QToolButton(czechColumn);
        widgets.quickFix->setObjectName(u"quick-fix-%1"_s.arg(r));
        widgets.quickFix->setIcon(QIcon::fromTheme(u"tools-wizard"_s));
        widgets.quickFix->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        widgets.quickFix->setText(tr("Quick Fix"));
        widgets.quickFix->setToolTip(tr("Put non-breaking spaces after the one-letter words and between each "
                                        "number and the word after it (typography findings)"));
        connect(widgets.quickFix, &QToolButton::clicked, this, [this, index] { fixTypography(index); });
        czechLayout->addWidget(widgets.czech);
        czechLayout->addWidget(widgets.notes);
        czechLayout->addWidget(widgets.quickFix, 0, Qt::AlignLeft);
        grid->addWidget(czechColumn, gridRow, 2, Qt::AlignTop);

        m_rows.append(widgets);
    }
    grid->setRowStretch(int(m_status.rows.size()) + 1, 1);
    m_scroll->setWidget(m_grid);

    applyTheme();
    updateRows();
    m_scroll->verticalScrollBar()->setValue(scroll);
    if (UnitTextEdit *edit = editor(focus.row, focus.language)) {
        edit->setFocus();
        QTextCursor cursor = edit->textCursor();
        cursor.setPosition(std::min(focus.cursor, int(edit->toPlainText().size())));
        edit->setTextCursor(cursor);
    }
}

QList<Finding> RuleEditor::findingsFor(const UnitRow &row) const
{
    const RulePage *current = page();
    if (!current || row.czech < 0)
        return {};
    const WikiUnit &czech = current->czech.unit(row.czech);
    const QString key = (row.english >= 0 ? current->english.unit(row.english).text : u"\u0001"_s) + u'\u001f'
        + czech.text + u'\u001f' + (czech.sourceHash.isEmpty() ? u'0' : u'1');
    auto it = m_findingCache.constFind(key);
    if (it == m_findingCache.cend())
        it = m_findingCache.insert(key, checkUnits(*current, row.english, row.czech, m_glossary));
    return *it;
}

void RuleEditor::updateRows()
{
    const RulePage *current = page();
    if (!current) {
        m_title->setText(tr("No rules page"));
        m_summary->clear();
        return;
    }
    m_title->setText(current->titleCs.isEmpty() ? current->id : current->titleCs + u" / "_s + current->titleEn);
    m_summary->setText(tr("%1 % complete — %2 current, %3 outdated, %4 untranslated, %5 Czech-only")
                           .arg(m_status.percentComplete())
                           .arg(m_status.current)
                           .arg(m_status.outdated)
                           .arg(m_status.untranslated)
                           .arg(m_status.czechOnly));
    if (m_findingCache.size() > 4 * (m_status.rows.size() + 16))
        m_findingCache.clear();

    for (qsizetype r = 0; r < m_rows.size() && r < m_status.rows.size(); ++r) {
        const UnitRow &row = m_status.rows.at(r);
        RowWidgets &widgets = m_rows[r];
        if (widgets.english && row.english >= 0)
            widgets.english->setUnitText(current->english.unit(row.english).text);
        if (row.czech >= 0)
            widgets.czech->setUnitText(current->czech.unit(row.czech).text);

        const QString id = row.english >= 0 ? current->english.unit(row.english).id : current->czech.unit(row.czech).id;
        const StatusLook &look = statusLook(row.status);
        const QString words = QCoreApplication::translate("Krajina::RuleEditor", look.words);
        widgets.status->setText(u"<span style=\"color:%1\">%2 %3</span><br><small>%4</small>"_s.arg(
            QColor(look.colour).name(), QString(QChar(look.symbol)), words.toHtmlEscaped(),
            id.isEmpty() ? tr("new unit") : u"T:"_s + id.toHtmlEscaped()));
        widgets.status->setToolTip(words);
        widgets.markCurrent->setVisible(row.status == UnitStatus::Outdated);

        QStringList notes;
        bool fixable = false;
        if (row.status == UnitStatus::Outdated) {
            const std::optional<QString> before = current->previousEnglishFor(row.czech);
            if (before) {
                notes.append(tr("English changed: %1")
                                 .arg(diffAsHtml(wordDiff(*before, current->english.unit(row.english).text),
                                                 diffColoursFor(palette()))));
            } else if (current->czech.unit(row.czech).sourceHash.isEmpty()) {
                notes.append(tr("Not yet checked against the English (no source recorded)."));
            } else {
                notes.append(tr("The English changed; its earlier text is not known."));
            }
        }
        for (const Finding &finding : findingsFor(row)) {
            fixable = fixable || hasTypographyFix(finding.code);
            const QString findingColour = finding.severity == Severity::Error ? u"#c62828"_s : u"#a35c00"_s;
            notes.append(u"<span style=\"color:%1\">%2 <b>%3</b>: %4</span>"_s.arg(
                findingColour, severityName(finding.severity), finding.code, finding.message.toHtmlEscaped()));
        }
        widgets.notes->setText(notes.join(u"<br>"_s));
        widgets.notes->setVisible(!notes.isEmpty());
        widgets.quickFix->setVisible(fixable);
    }
    schedulePreview();
}

void RuleEditor::applyTheme()
{
    const KSyntaxHighlighting::Theme theme = themeForPalette(palette());
    for (const RowWidgets &widgets : std::as_const(m_rows)) {
        if (widgets.english)
            widgets.english->setTheme(theme);
        widgets.czech->setTheme(theme);
    }
}

void RuleEditor::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        applyTheme();
        updateRows(); // the notes' diff colours
    } else if (event->type() == QEvent::LanguageChange) {
        retranslatePreviewChoice();
        rebuild(); // the rows' headers, buttons and notes
    }
}

void RuleEditor::retranslatePreviewChoice()
{
    m_previewChoice->setItemText(0, tr("Preview: Czech"));
    m_previewChoice->setItemText(1, tr("Preview: English"));
}

void RuleEditor::schedulePreview()
{
    m_previewTimer->start();
}

void RuleEditor::updatePreview()
{
    const RulePage *current = page();
    m_preview->setWikitext(current ? current->text(m_previewLanguage).toText(WikiText::Markers::WithoutSourceHashes)
                                   : QString());
}

void RuleEditor::editEnglish(int row, const QString &text)
{
    const RulePage *current = page();
    if (!current || !m_undoStack || row >= m_status.rows.size() || m_status.rows.at(row).english < 0
        || current->english.unit(m_status.rows.at(row).english).text == text)
        return;
    m_undoStack->push(new EditUnitText(m_store, m_pageId, Language::English, m_status.rows.at(row).english, text));
    refresh();
}

void RuleEditor::editCzech(int row, const QString &text)
{
    const RulePage *current = page();
    if (!current || !m_undoStack || row >= m_status.rows.size())
        return;
    const UnitRow unitRow = m_status.rows.at(row);
    if (unitRow.czech >= 0 && current->czech.unit(unitRow.czech).text == text)
        return;
    if (unitRow.czech >= 0)
        m_undoStack->push(new EditUnitText(m_store, m_pageId, Language::Czech, unitRow.czech, text));
    else if (unitRow.english >= 0 && !text.isEmpty())
        m_undoStack->push(new SetTranslation(m_store, m_pageId, unitRow.english, text));
    refresh();
}

void RuleEditor::markCurrent(int row)
{
    if (!m_undoStack || row >= m_status.rows.size() || m_status.rows.at(row).czech < 0)
        return;
    m_undoStack->push(new MarkTranslationCurrent(m_store, m_pageId, m_status.rows.at(row).czech));
    refresh();
}

void RuleEditor::fixTypography(int row)
{
    const RulePage *current = page();
    if (!current || !m_undoStack || row >= m_status.rows.size() || m_status.rows.at(row).czech < 0)
        return;
    const int czech = m_status.rows.at(row).czech;
    const QString fixed = withNonBreakingSpaces(current->czech.unit(czech).text);
    if (fixed == current->czech.unit(czech).text)
        return;
    // A command of its own, never merged into the typing before it.
    m_undoStack->beginMacro(tr("Quick Fix: non-breaking spaces"));
    m_undoStack->push(new EditUnitText(m_store, m_pageId, Language::Czech, czech, fixed));
    m_undoStack->endMacro();
    refresh();
}

void RuleEditor::showRowMenu(int row, const QPoint &globalPosition)
{
    if (!m_undoStack || row >= m_status.rows.size())
        return;
    const UnitRow unitRow = m_status.rows.at(row);
    const RulePage *current = page();
    QMenu menu(this);
    QAction *add = menu.addAction(tr("Add a Czech-only unit after this row"));
    QAction *remove = menu.addAction(tr("Remove the Czech unit"));
    remove->setEnabled(unitRow.czech >= 0);
    QAction *chosen = menu.exec(globalPosition);
    if (chosen == add) {
        // After the nearest Czech unit at or above this row.
        int position = 0;
        for (int r = row; r >= 0; --r) {
            if (m_status.rows.at(r).czech >= 0) {
                position = m_status.rows.at(r).czech + 1;
                break;
            }
        }
        if (current)
            m_undoStack->push(new AddCzechOnlyUnit(m_store, m_pageId, position, tr("Poznámka")));
    } else if (chosen == remove) {
        m_undoStack->push(new RemoveCzechUnit(m_store, m_pageId, unitRow.czech));
    }
    refresh();
}

QList<TileMention> RuleEditor::mentionsOf(const QString &tileId) const
{
    return tileMentions(m_store->rulebook(), tileId);
}

void RuleEditor::revealRow(int row)
{
    if (row < 0 || row >= m_rows.size())
        return;
    // Rows take their heights from their text once laid out: settle the layout first, or
    // the scroll lands where the row was before (on a heading above it, or past it).
    for (int pass = 0; pass < 3; ++pass)
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    QWidget *target = m_rows.at(row).english ? static_cast<QWidget *>(m_rows.at(row).english) : m_rows.at(row).czech;
    m_scroll->ensureWidgetVisible(target, 0, height() / 4);
}

bool RuleEditor::revealTile(const QString &tileId)
{
    const RulePage *current = page();
    if (!current)
        return false;
    for (qsizetype r = 0; r < m_status.rows.size(); ++r) {
        const UnitRow &row = m_status.rows.at(r);
        for (const Language language : {Language::English, Language::Czech}) {
            const int unit = language == Language::English ? row.english : row.czech;
            if (unit < 0)
                continue;
            const QString text = current->text(language).unit(unit).text;
            for (const TemplateCall &call : templateCalls(text)) {
                if (call.normalisedName() != u"Tile" || call.positional(1) != tileId)
                    continue;
                // The mention, marked in both columns; the cursor on it in the column it was found in.
                const QString mention = text.mid(call.start, call.length);
                for (const RowWidgets &widgets : std::as_const(m_rows)) {
                    for (UnitTextEdit *other : {widgets.english, widgets.czech}) {
                        if (other)
                            other->markText({});
                    }
                }
                for (UnitTextEdit *both : {editor(int(r), Language::English), editor(int(r), Language::Czech)}) {
                    if (both && !both->markText(mention))
                        both->markText(tileId); // the other language's call may be written differently
                }
                UnitTextEdit *edit = editor(int(r), language);
                edit->setFocus();
                edit->selectText(mention);
                revealRow(int(r));
                // Once the window has laid out the rules tab, again; and the preview follows.
                QTimer::singleShot(0, this, [this, row = int(r), tileId] {
                    revealRow(row);
                    updatePreview();
                    m_preview->revealTile(tileId);
                });
                return true;
            }
        }
    }
    return false;
}

} // namespace Krajina
