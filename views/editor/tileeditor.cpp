// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tileeditor.h"

#include "document/cataloguedocument.h"
#include "document/problemsmodel.h"
#include "document/undocommands.h"
#include "tile/featureedit.h"
#include "tile/featurelabels.h"
#include "tile/tilelint.h"
#include "tilecanvas.h"

#include <QAction>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QSplitter>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

QString featureLabel(const Feature &f, int cell, bool multiCell)
{
    QString text = FeatureLabels::type(f.type);
    if (!f.locations.isEmpty())
        text += u": "_s + f.locations.toString();
    if (f.pennants > 0)
        text += u" +%1"_s.arg(f.pennants);
    if (f.type == FeatureType::River && f.riverRole != RiverRole::Stream)
        text += u" ("_s + FeatureLabels::riverRole(f.riverRole) + u')';
    if (f.crossing != Crossing::None)
        text += u" ["_s + FeatureLabels::crossing(f.crossing) + u']';
    if (multiCell)
        text = u"%1 · "_s.arg(cell + 1) + text;
    return text;
}

} // namespace

TileEditor::TileEditor(CatalogueDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_canvas(new TileCanvas(this))
    , m_toolBar(new QToolBar(this))
    , m_typeBox(new QComboBox(this))
    , m_features(new QListWidget(this))
    , m_findings(new QListWidget(this))
    , m_title(new QLabel(this))
    , m_featuresLabel(new QLabel(this))
    , m_findingsLabel(new QLabel(this))
{
    setObjectName(u"TileEditor"_s);
    m_features->setObjectName(u"featureList"_s);
    m_findings->setObjectName(u"tileFindings"_s);
    m_typeBox->setObjectName(u"featureType"_s);
    // The side column is narrow at 1280 px: a long feature or problem wraps instead of hiding its end.
    for (QListWidget *list : {m_features, m_findings}) {
        list->setWordWrap(true);
        list->setResizeMode(QListView::Adjust);
        list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    }
    m_title->setTextFormat(Qt::PlainText);
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.2);
    m_title->setFont(titleFont);

    for (FeatureType t : {FeatureType::City, FeatureType::Road, FeatureType::River, FeatureType::Field})
        m_typeBox->addItem(QString(), int(t));

    createActions();

    auto *side = new QWidget(this);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(m_featuresLabel);
    sideLayout->addWidget(m_features, 2);
    sideLayout->addWidget(m_findingsLabel);
    sideLayout->addWidget(m_findings, 1);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_canvas);
    splitter->addWidget(side);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_toolBar);
    layout->addWidget(splitter, 1);

    connect(m_canvas, &TileCanvas::selectionChanged, this, &TileEditor::canvasSelectionChanged);
    connect(m_features, &QListWidget::currentRowChanged, this, &TileEditor::featureSelected);
    connect(m_findings, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        selectLocations(item->data(Qt::UserRole + 1).toInt(), quint16(item->data(Qt::UserRole).toUInt()));
    });
    // The quick fix of a finding, from its context menu (as in the Problems panel).
    auto *quickFix = new QAction(QIcon::fromTheme(u"tools-wizard"_s), QString(), this);
    quickFix->setObjectName(u"tile.quickFix"_s);
    m_findings->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_findings->addAction(quickFix);
    connect(m_findings, &QListWidget::currentItemChanged, this, [quickFix](QListWidgetItem *item) {
        const QString fix = item ? item->data(Qt::UserRole + 3).toString() : QString();
        quickFix->setEnabled(!fix.isEmpty());
        quickFix->setStatusTip(fix);
    });
    connect(quickFix, &QAction::triggered, this, [this] {
        const QListWidgetItem *item = m_findings->currentItem();
        if (!item || !m_document || m_tileIndex < 0)
            return;
        const auto fixed = Krajina::quickFix(
            m_document->catalogue().tiles.at(m_tileIndex).features, item->data(Qt::UserRole + 2).toString(),
            item->data(Qt::UserRole + 1).toInt(), Location::fromBits(quint16(item->data(Qt::UserRole).toUInt())));
        if (fixed)
            pushFeatures(*fixed, item->data(Qt::UserRole + 3).toString());
    });

    retranslate();
    setDocument(document);
}

void TileEditor::setDocument(CatalogueDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_tileIndex = -1;
    if (m_document) {
        connect(m_document, &CatalogueDocument::tileChanged, this, [this](int index) {
            if (index == m_tileIndex)
                reload();
        });
        m_document->followTile(this, &m_tileIndex, [this] { setCurrentTile(-1); });
        connect(m_document, &CatalogueDocument::catalogueReset, this, [this] { setCurrentTile(-1); });
    }
    reload();
}

QAction *TileEditor::action(const QString &name) const
{
    return findChild<QAction *>(name);
}

void TileEditor::createActions()
{
    const auto make = [this](const char *name, const QKeySequence &key, const QString &icon, auto slot) {
        auto *a = new QAction(this);
        a->setObjectName(QString::fromLatin1(name));
        a->setShortcut(key);
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        a->setIcon(QIcon::fromTheme(icon));
        connect(a, &QAction::triggered, this, slot);
        addAction(a);
        return a;
    };
    m_toolBar->addWidget(m_typeBox);
    m_toolBar->addAction(
        make("tile.makeFeature", QKeySequence(Qt::CTRL | Qt::Key_M), u"list-add"_s, &TileEditor::makeFeature));
    m_toolBar->addAction(
        make("tile.joinFeatures", QKeySequence(Qt::CTRL | Qt::Key_J), u"merge"_s, &TileEditor::joinFeatures));
    m_toolBar->addAction(make("tile.splitFeature", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_J), u"split"_s,
                              &TileEditor::splitFeature));
    m_toolBar->addAction(
        make("tile.removeFeature", QKeySequence(Qt::Key_Delete), u"list-remove"_s, &TileEditor::removeFeature));

    auto *addMenu = new QMenu(this);
    addMenu->setObjectName(u"tile.addInteriorMenu"_s);
    for (FeatureType t :
         {FeatureType::Monastery, FeatureType::Garden, FeatureType::Bookmaker, FeatureType::CropCircle}) {
        QAction *a = addMenu->addAction(QString());
        a->setObjectName(u"tile.add."_s + featureTypeName(t));
        connect(a, &QAction::triggered, this, [this, t] { addInterior(t); });
    }
    auto *addButton = new QToolButton(this);
    addButton->setObjectName(u"tile.addInterior"_s);
    addButton->setMenu(addMenu);
    addButton->setPopupMode(QToolButton::InstantPopup);
    addButton->setIcon(QIcon::fromTheme(u"insert-image"_s));
    addButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toolBar->addWidget(addButton);
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
}

void TileEditor::retranslate()
{
    for (int i = 0; i < m_typeBox->count(); ++i)
        m_typeBox->setItemText(i, FeatureLabels::type(FeatureType(m_typeBox->itemData(i).toInt())));
    m_typeBox->setToolTip(tr("Type of the feature to make from the selected locations"));
    const auto setText = [this](const char *name, const QString &text, const QString &tip) {
        if (QAction *a = action(QString::fromLatin1(name))) {
            a->setText(text);
            a->setToolTip(tip + u" (%1)"_s.arg(a->shortcut().toString(QKeySequence::NativeText)));
        }
    };
    setText("tile.makeFeature", tr("Make"), tr("Make the selected locations one feature of the chosen type"));
    setText("tile.joinFeatures", tr("Join"), tr("Join the features under the selected locations"));
    setText("tile.splitFeature", tr("Split"), tr("Split the selected locations off into a feature of their own"));
    setText("tile.removeFeature", tr("Remove"), tr("Remove the selected feature"));
    for (FeatureType t :
         {FeatureType::Monastery, FeatureType::Garden, FeatureType::Bookmaker, FeatureType::CropCircle}) {
        if (QAction *a = findChild<QAction *>(u"tile.add."_s + featureTypeName(t)))
            a->setText(FeatureLabels::type(t));
    }
    if (auto *b = findChild<QToolButton *>(u"tile.addInterior"_s))
        b->setText(tr("Add Building"));
    m_featuresLabel->setText(tr("Features"));
    m_findingsLabel->setText(tr("Problems of this tile"));
    if (QAction *quickFix = findChild<QAction *>(u"tile.quickFix"_s))
        quickFix->setText(tr("Quick Fix"));
    m_toolBarTextWidth = 0;
    fitToolBar();
    reload();
}

void TileEditor::fitToolBar()
{
    auto *addButton = findChild<QToolButton *>(u"tile.addInterior"_s);
    const auto setStyle = [this, addButton](Qt::ToolButtonStyle style) {
        m_toolBar->setToolButtonStyle(style);
        addButton->setToolButtonStyle(style);
    };
    if (m_toolBarTextWidth == 0) { // the words' width in this language
        setStyle(Qt::ToolButtonTextBesideIcon);
        m_toolBarTextWidth = m_toolBar->sizeHint().width();
    }
    // Where the words do not fit (a narrow editor, the Czech words), no button hides behind the
    // tool bar's extension: each shows its icon, and its tooltip its name.
    setStyle(m_toolBar->width() >= m_toolBarTextWidth ? Qt::ToolButtonTextBesideIcon : Qt::ToolButtonIconOnly);
}

void TileEditor::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitToolBar();
}

void TileEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void TileEditor::setCurrentTile(int index)
{
    if (!m_document || index < 0 || index >= m_document->catalogue().tiles.size())
        index = -1;
    if (index == m_tileIndex)
        return;
    m_tileIndex = index;
    m_canvas->clearSelection();
    reload();
}

void TileEditor::reload()
{
    const bool valid = m_document && m_tileIndex >= 0;
    m_canvas->setEnabled(valid);
    if (!valid) {
        m_title->setText(tr("No tile selected"));
        m_canvas->setTile({});
        m_features->clear();
        m_findings->clear();
        updateActions();
        return;
    }
    const TileDefinition &tile = m_document->catalogue().tiles.at(m_tileIndex);
    m_title->setText(u"%1 — %2  [%3]"_s.arg(tile.id, tile.name(QLocale().name()), tile.edgePattern()));
    m_canvas->setTile(tile);

    const int keep = m_features->currentRow();
    m_syncing = true;
    m_features->clear();
    for (const Feature &f : tile.features)
        m_features->addItem(featureLabel(f, f.cell, tile.cellCount() > 1));
    m_features->setCurrentRow(keep < m_features->count() ? keep : -1);
    m_syncing = false;
    refreshFindings();
    updateActions();
}

void TileEditor::refreshFindings()
{
    m_findings->clear();
    if (!m_document || m_tileIndex < 0)
        return;
    const auto findings = lintTile(m_document->catalogue().tiles.at(m_tileIndex));
    for (const LintFinding &f : findings) {
        auto *item = new QListWidgetItem(
            QIcon::fromTheme(f.severity == Severity::Error ? u"dialog-error"_s : u"dialog-warning"_s), f.message,
            m_findings); // in words first; the check's code in the tooltip
        item->setData(Qt::UserRole, uint(f.location.bits()));
        item->setData(Qt::UserRole + 1, f.cell);
        item->setData(Qt::UserRole + 2, f.code);
        item->setData(Qt::UserRole + 3, f.fix);
        item->setToolTip(u"%1\n%2 %3"_s.arg(f.message, f.code, f.location.toString()));
    }
    if (findings.isEmpty()) {
        auto *item = new QListWidgetItem(tr("No problems"), m_findings);
        item->setFlags(Qt::NoItemFlags);
    }
}

void TileEditor::updateActions()
{
    const bool valid = m_document && m_tileIndex >= 0;
    const bool hasSelection = valid && !m_canvas->selection().isEmpty();
    action(u"tile.makeFeature"_s)->setEnabled(hasSelection);
    action(u"tile.joinFeatures"_s)->setEnabled(hasSelection);
    action(u"tile.splitFeature"_s)->setEnabled(hasSelection);
    action(u"tile.removeFeature"_s)->setEnabled(valid && currentFeature() >= 0);
    m_typeBox->setEnabled(valid);
    if (auto *b = findChild<QToolButton *>(u"tile.addInterior"_s))
        b->setEnabled(valid);
}

int TileEditor::currentFeature() const
{
    return m_features->currentRow();
}

void TileEditor::setCurrentFeature(int index)
{
    m_features->setCurrentRow(index);
}

void TileEditor::selectLocations(int cell, quint16 locationBits)
{
    m_canvas->setSelection(cell, Location::fromBits(locationBits));
    m_canvas->setFocus();
}

void TileEditor::pushFeatures(const QList<Feature> &features, const QString &text)
{
    const TileDefinition &tile = m_document->catalogue().tiles.at(m_tileIndex);
    if (features == tile.features)
        return;
    auto *command = new ChangeTileFeatures(m_document, m_tileIndex, features);
    command->setText(text);
    m_document->undoStack()->push(command);
}

void TileEditor::makeFeature()
{
    if (!m_document || m_tileIndex < 0)
        return;
    const auto type = FeatureType(m_typeBox->currentData().toInt());
    const TileDefinition &tile = m_document->catalogue().tiles.at(m_tileIndex);
    pushFeatures(Krajina::makeFeature(tile.features, m_canvas->selectedCell(), m_canvas->selection(), type),
                 tr("Make %1").arg(m_typeBox->currentText()));
}

void TileEditor::joinFeatures()
{
    if (!m_document || m_tileIndex < 0)
        return;
    const TileDefinition &tile = m_document->catalogue().tiles.at(m_tileIndex);
    pushFeatures(Krajina::joinFeatures(tile.features, m_canvas->selectedCell(), m_canvas->selection()),
                 tr("Join Features"));
}

void TileEditor::splitFeature()
{
    if (!m_document || m_tileIndex < 0)
        return;
    const TileDefinition &tile = m_document->catalogue().tiles.at(m_tileIndex);
    pushFeatures(Krajina::splitFeature(tile.features, m_canvas->selectedCell(), m_canvas->selection()),
                 tr("Split Feature"));
}

void TileEditor::removeFeature()
{
    if (!m_document || m_tileIndex < 0 || currentFeature() < 0)
        return;
    const TileDefinition &tile = m_document->catalogue().tiles.at(m_tileIndex);
    pushFeatures(Krajina::removeFeature(tile.features, currentFeature()), tr("Remove Feature"));
}

void TileEditor::addInterior(FeatureType type)
{
    if (!m_document || m_tileIndex < 0)
        return;
    const TileDefinition &tile = m_document->catalogue().tiles.at(m_tileIndex);
    pushFeatures(addInteriorFeature(tile.features, m_canvas->selectedCell(), type),
                 tr("Add %1").arg(FeatureLabels::type(type)));
}

void TileEditor::featureSelected()
{
    if (m_syncing)
        return;
    const int index = currentFeature();
    if (m_document && m_tileIndex >= 0 && index >= 0) {
        const Feature &f = m_document->catalogue().tiles.at(m_tileIndex).features.at(index);
        m_syncing = true;
        m_canvas->setSelection(f.cell, f.locations);
        m_syncing = false;
    }
    updateActions();
    Q_EMIT currentFeatureChanged(index);
}

void TileEditor::canvasSelectionChanged()
{
    if (!m_syncing && m_document && m_tileIndex >= 0) {
        // Follow the selection in the feature list when it lies within one feature.
        const TileDefinition &tile = m_document->catalogue().tiles.at(m_tileIndex);
        const int owner = tile.featureAt(m_canvas->selection(), m_canvas->selectedCell());
        m_syncing = true;
        m_features->setCurrentRow(owner);
        m_syncing = false;
        Q_EMIT currentFeatureChanged(owner);
    }
    updateActions();
}

} // namespace Krajina
