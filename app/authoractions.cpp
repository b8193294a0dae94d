// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "authoractions.h"

#include "authorhost.h"
#include "catalogue/cataloguebrowser.h"
#include "catalogue/expansiondialog.h"
#include "catalogue/expansionlibrary.h"
#include "catalogue/problemspanel.h"
#include "document/authorcommands.h"
#include "document/cataloguedocument.h"
#include "document/undocommands.h"
#include "editor/tileeditor.h"
#include "editor/tilepropertieswidget.h"
#include "tile/featureedit.h"

#include <QAction>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QListView>
#include <QMenu>
#include <QTextBrowser>
#include <QTreeView>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Krajina {

AuthorActions::AuthorActions(QWidget *window, AuthorHost *host)
    : QObject(window)
    , m_window(window)
    , m_host(host)
{
    const auto make = [window](const char *name, const QString &icon, const QKeySequence &key = {}) {
        auto *a = new QAction(QIcon::fromTheme(icon), QString(), window);
        a->setObjectName(QString::fromLatin1(name));
        a->setShortcut(key);
        return a;
    };
    connect(make("catalogue.newExpansion", u"folder-new"_s, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N)),
            &QAction::triggered, this, &AuthorActions::newExpansion);
    connect(make("catalogue.expansionProperties", u"document-properties"_s), &QAction::triggered, this,
            &AuthorActions::editExpansion);
    connect(make("tile.rename", u"edit-rename"_s, QKeySequence(Qt::Key_F2)), &QAction::triggered, this,
            &AuthorActions::renameTile);
    QAction *start = make("tile.useAsStart", u"go-first"_s);
    start->setCheckable(true);
    connect(start, &QAction::triggered, this, &AuthorActions::useAsStartTile);
    connect(host->problemsPanel(), &ProblemsPanel::quickFixRequested, this, &AuthorActions::quickFix);
    connect(make("help.gettingStarted", u"help-contents"_s, QKeySequence::HelpContents), &QAction::triggered, this,
            &AuthorActions::showGettingStarted);
}

QAction *AuthorActions::action(const char *name) const
{
    return m_host->action(QString::fromLatin1(name));
}

void AuthorActions::fillCatalogueMenu(QMenu *menu) const
{
    menu->addAction(action("catalogue.newExpansion"));
    menu->addAction(action("catalogue.expansionProperties"));
}

void AuthorActions::attachTileContextMenu() const
{
    QList<QAction *> actions;
    for (const char *name : {"tile.add", "tile.duplicate", "tile.rename", "tile.useAsStart", "tile.delete", "",
                             "file.exportSheets", "tile.showInRules"}) {
        if (*name) {
            actions << action(name);
        } else {
            auto *separator = new QAction(m_window);
            separator->setSeparator(true);
            actions << separator;
        }
    }
    for (QAbstractItemView *view : {static_cast<QAbstractItemView *>(m_host->browser()->grid()),
                                    static_cast<QAbstractItemView *>(m_host->browser()->tree())}) {
        view->setContextMenuPolicy(Qt::ActionsContextMenu);
        view->addActions(actions);
    }
}

void AuthorActions::retranslate()
{
    const auto setText = [this](const char *name, const QString &text, const QString &tip) {
        QAction *a = action(name);
        a->setText(text);
        a->setStatusTip(tip);
        a->setToolTip(tip);
    };
    setText("catalogue.newExpansion", tr("&New Expansion…"),
            tr("Add an expansion of your own to the catalogue: names, id, watermark and back"));
    setText("catalogue.expansionProperties", tr("Expansion &Properties…"),
            tr("Change the names, id, watermark, back or start tile of the current tile's expansion"));
    setText("tile.rename", tr("&Rename Tile…"), tr("Type a new id for the current tile"));
    setText("tile.useAsStart", tr("Use as &Start Tile"),
            tr("Games of the current tile's expansion start from this tile (again: no start tile)"));
    setText("help.gettingStarted", tr("&Getting Started"),
            tr("What to do first, for rules maintainers, expansion authors and print-and-play makers"));
}

bool AuthorActions::newExpansion()
{
    CatalogueDocument *document = m_host->document();
    if (!document || !newExpansionIn(document))
        return false;
    m_host->selectTile(int(document->catalogue().tiles.size()) - 1);
    return true;
}

bool AuthorActions::newExpansionIn(CatalogueDocument *document)
{
    ExpansionDialog dialog(document->catalogue(), document->playableCatalogue(), -1, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    const Expansion expansion = dialog.expansion();
    TileDefinition first;
    first.id = CatalogueIds::unusedTileId(document->catalogue(), expansion.id);
    first.expansion = expansion.id;
    first.nameCs = u"Nová kartička"_s;
    first.nameEn = u"New tile"_s;
    first.watermark = dialog.watermark();
    first.features = {Feature {.type = FeatureType::Field, .locations = Location::allHalfEdges()}};
    first.status = TileStatus::Draft;
    document->undoStack()->push(addExpansion(document, expansion, first));
    return true;
}

bool AuthorActions::useAsStartTile(bool use)
{
    CatalogueDocument *document = m_host->document();
    const int tile = m_host->tileEditor()->currentTile();
    if (!document || tile < 0)
        return false;
    const Catalogue &catalogue = document->catalogue();
    const TileDefinition &t = catalogue.tiles.at(tile);
    const auto it = std::find_if(catalogue.expansions.cbegin(), catalogue.expansions.cend(),
                                 [&](const Expansion &e) { return e.id == t.expansion; });
    const QString wanted = use ? t.id : QString();
    if (it == catalogue.expansions.cend() || it->startTile == wanted) {
        updateActions();
        return false;
    }
    document->undoStack()->push(new SetStartTile(document, int(it - catalogue.expansions.cbegin()), wanted));
    updateActions();
    return true;
}

void AuthorActions::updateActions()
{
    CatalogueDocument *document = m_host->document();
    const int tile = m_host->tileEditor()->currentTile();
    const TileDefinition *t = document && tile >= 0 && tile < document->catalogue().tiles.size()
        ? &document->catalogue().tiles.at(tile)
        : nullptr;
    const Expansion *expansion = t ? document->catalogue().expansion(t->expansion) : nullptr;
    QAction *start = action("tile.useAsStart");
    start->setEnabled(expansion != nullptr);
    start->setChecked(expansion && expansion->startTile == t->id);
}

bool AuthorActions::editExpansion()
{
    CatalogueDocument *document = m_host->document();
    const int tile = m_host->tileEditor()->currentTile();
    if (!document || tile < 0)
        return false;
    const QString id = document->catalogue().tiles.at(tile).expansion;
    const auto &expansions = document->catalogue().expansions;
    const auto it
        = std::find_if(expansions.cbegin(), expansions.cend(), [&](const Expansion &e) { return e.id == id; });
    if (it == expansions.cend())
        return false;
    const int index = int(it - expansions.cbegin());
    ExpansionDialog dialog(document->catalogue(), document->playableCatalogue(), index, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    const QString tileId = document->catalogue().tiles.at(tile).id;
    const Expansion changed = dialog.expansion();
    document->undoStack()->push(Krajina::editExpansion(document, index, changed, dialog.watermark()));
    // The tile's id may have moved along with the expansion's.
    int again = document->catalogue().tileIndex(tileId);
    if (again < 0 && tileId.startsWith(id + u'/'))
        again = document->catalogue().tileIndex(QString(changed.id + u'/' + tileId.mid(id.size() + 1)));
    m_host->selectTile(again);
    return true;
}

void AuthorActions::renameTile()
{
    if (auto *dock = qobject_cast<QDockWidget *>(m_window->findChild<QDockWidget *>(u"dock.properties"_s))) {
        dock->show();
        dock->raise();
    }
    m_host->properties()->editId();
}

bool AuthorActions::quickFix(const QString &tileId, const QString &code, int cell, quint16 locationBits)
{
    CatalogueDocument *document = m_host->document();
    const int index = document ? document->catalogue().tileIndex(tileId) : -1;
    if (index < 0)
        return false;
    const auto fixed = Krajina::quickFix(document->catalogue().tiles.at(index).features, code, cell,
                                         Location::fromBits(locationBits));
    if (!fixed)
        return false;
    const QList<Feature> before = document->catalogue().tiles.at(index).features;
    auto *command = new ChangeTileFeatures(document, index, *fixed);
    command->setText(quickFixName(code));
    document->undoStack()->push(command);
    m_host->selectTile(index);
    // The feature the fix changed is the current one, so that the Feature box shows what it is now.
    for (qsizetype i = 0; i < fixed->size(); ++i) {
        if (i >= before.size() || fixed->at(i) != before.at(i)) {
            m_host->tileEditor()->setCurrentFeature(int(i));
            break;
        }
    }
    return true;
}

void AuthorActions::showGettingStarted()
{
    QDialog dialog(m_window);
    dialog.setObjectName(u"GettingStarted"_s);
    dialog.setWindowTitle(tr("Getting Started"));
    auto *text = new QTextBrowser(&dialog);
    text->setObjectName(u"gettingStartedText"_s);
    text->setOpenExternalLinks(false);
    text->setHtml(
        tr("<h3>Making an expansion of your own</h3>"
           "<ol><li><b>File &gt; New Catalogue</b> asks for your expansion's English and Czech names, its id, "
           "the watermark printed on its tiles and its back (later: <b>Catalogue &gt; New Expansion</b>; "
           "<b>Catalogue &gt; Expansion Properties</b> also picks the tile its games start from).</li>"
           "<li><b>Tile &gt; Add Tile</b> (Ctrl+T) adds a tile; type its id in Properties (F2).</li>"
           "<li>In the tile editor, click the edge locations, pick City, Road or Field and press Make (Ctrl+M). "
           "Hover a location to see its name; Shift extends the selection, Ctrl adds or removes one.</li>"
           "<li>The Problems panel says in words what is wrong; a quick fix repairs it in one step.</li>"
           "<li>The preview board shows your tile among the base game's tiles (Neighbours), lets you play "
           "the base game with your expansion (Sandbox) and plays many games at once (Simulate).</li>"
           "<li><b>File &gt; Print Tile Sheets</b> (Ctrl+P) makes PDF sheets; <b>File &gt; Save</b> keeps it all "
           "in a .krajina file; <b>File &gt; Export Catalogue</b> writes JCloisterZone XML.</li></ol>"
           "<h3>Keeping the rules wiki in step</h3>"
           "<p>Open the <b>Rules</b> tab: English and Czech side by side, unit by unit. An English change marks "
           "its Czech unit outdated and shows what changed. <b>Tile &gt; Show in Rules</b> (Ctrl+R) finds where "
           "a tile is mentioned.</p>")
        + tr("<p>The <b>Wiki</b> panel (View &gt; Panels &gt; Wiki) keeps the rules wiki and Krajina in step: give"
             " the wiki's address and a bot password (Special:BotPasswords); <b>Compare</b> shows each page's "
             "state, <b>Pull</b> brings in what others changed (undoable) and <b>Push</b> writes what you changed."
             " A page changed on both sides is merged paragraph by paragraph; where the same paragraph changed, "
             "choose the page and <b>Resolve…</b> keeps yours or takes the wiki's. Tile tables come from the "
             "catalogue: an edit of one on the wiki is taken into the catalogue or overwritten only when you say "
             "so.</p>")
        + tr("<h3>Printing tiles to play</h3>"
             "<p>Pick an expansion in the catalogue (or Ctrl-click tiles) and use <b>File &gt; Print Tile Sheets</b>: "
             "true-size tiles with backs that line up and crop marks.</p>"
             "<p>Everything is undoable (Ctrl+Z); <b>View &gt; Language</b> switches between Czech and English.</p>"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto *layout = new QVBoxLayout(&dialog);
    layout->addWidget(text);
    layout->addWidget(buttons);
    dialog.resize(620, 560);
    dialog.exec();
}

} // namespace Krajina
