// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tilepropertieswidget.h"

#include "catalogue/expansionlibrary.h"
#include "common/wheelguard.h"
#include "document/authorcommands.h"
#include "document/cataloguedocument.h"
#include "document/tiletablemodel.h"
#include "document/undocommands.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QScrollArea>
#include <QSpinBox>
#include <QUndoStack>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Krajina {

TilePropertiesWidget::TilePropertiesWidget(CatalogueDocument *document, QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"TileProperties"_s);
    build();
    retranslate();
    setDocument(document);
}

void TilePropertiesWidget::build()
{
    const auto lineEdit = [this](const char *name) {
        auto *edit = new QLineEdit(this);
        edit->setObjectName(QString::fromLatin1(name));
        edit->setClearButtonEnabled(true);
        connect(edit, &QLineEdit::editingFinished, this, [this, edit] { commitText(edit); });
        return edit;
    };
    m_id = lineEdit("id");
    m_idProblem = new QLabel(this);
    m_idProblem->setObjectName(u"idProblem"_s);
    m_idProblem->setWordWrap(true);
    QPalette negative = m_idProblem->palette();
    negative.setColor(QPalette::WindowText, QColor(0xda, 0x44, 0x53)); // Breeze's negative text
    m_idProblem->setPalette(negative);
    m_idProblem->hide();
    connect(m_id, &QLineEdit::textEdited, this, [this](const QString &text) { showIdProblem(text.trimmed()); });
    m_nameCs = lineEdit("nameCs");
    m_nameEn = lineEdit("nameEn");
    m_editions = lineEdit("editions");
    m_art = lineEdit("art");
    m_jczId = lineEdit("jczId");
    m_note = lineEdit("note");

    m_count = new QSpinBox(this);
    m_count->setObjectName(u"count"_s);
    m_count->setRange(0, 99);
    connect(m_count, &QSpinBox::valueChanged, this, [this](int value) {
        if (!m_loading && m_document && m_tileIndex >= 0)
            m_document->undoStack()->push(new ChangeTileCount(m_document, m_tileIndex, value));
    });

    m_status = new QComboBox(this);
    m_status->setObjectName(u"status"_s);
    for (TileStatus s : tileStatuses)
        m_status->addItem(QString(), int(s));
    connect(m_status, &QComboBox::activated, this, [this] {
        if (m_document && m_tileIndex >= 0)
            m_document->undoStack()->push(changeTileValue(m_document, {m_tileIndex}, TileFields::Status,
                                                          TileStatus(m_status->currentData().toInt())));
    });

    m_watermark = new QComboBox(this);
    m_watermark->setObjectName(u"watermark"_s);
    connect(m_watermark, &QComboBox::activated, this, [this] {
        if (m_document && m_tileIndex >= 0)
            m_document->undoStack()->push(changeTileValue(m_document, {m_tileIndex}, TileFields::Watermark,
                                                          m_watermark->currentData().toString()));
    });
    m_back = new QComboBox(this);
    m_back->setObjectName(u"back"_s);
    connect(m_back, &QComboBox::activated, this, [this] {
        if (m_document && m_tileIndex >= 0)
            m_document->undoStack()->push(
                changeTileValue(m_document, {m_tileIndex}, TileFields::Back, m_back->currentData().toString()));
    });

    m_tileGroup = new QGroupBox(this);
    m_tileForm = new QFormLayout(m_tileGroup);
    for (QWidget *w : std::initializer_list<QWidget *> {m_id, m_nameCs, m_nameEn, m_count, m_status, m_editions,
                                                        m_watermark, m_back, m_art, m_jczId, m_note})
        m_tileForm->addRow(new QLabel(this), w);
    m_tileForm->insertRow(1, m_idProblem); // spans both columns, under the id

    m_pennants = new QSpinBox(this);
    m_pennants->setObjectName(u"pennants"_s);
    m_pennants->setRange(0, 9);
    connect(m_pennants, &QSpinBox::valueChanged, this,
            [this](int value) { commitFeature([value](Feature &f) { f.pennants = value; }, tr("Change Pennants")); });
    m_pigHerd = new QCheckBox(this);
    m_pigHerd->setObjectName(u"pigHerd"_s);
    connect(m_pigHerd, &QCheckBox::toggled, this,
            [this](bool on) { commitFeature([on](Feature &f) { f.pigHerd = on; }, tr("Change Pig Herd")); });
    m_inn = new QCheckBox(this);
    m_inn->setObjectName(u"inn"_s);
    connect(m_inn, &QCheckBox::toggled, this,
            [this](bool on) { commitFeature([on](Feature &f) { f.inn = on; }, tr("Change Inn")); });
    const auto enumBox = [this](const char *name, int count) {
        auto *box = new QComboBox(this);
        box->setObjectName(QString::fromLatin1(name));
        for (int i = 0; i < count; ++i)
            box->addItem(QString(), i);
        return box;
    };
    m_crossing = enumBox("crossing", 3);
    connect(m_crossing, &QComboBox::activated, this,
            [this](int i) { commitFeature([i](Feature &f) { f.crossing = Crossing(i); }, tr("Change Crossing")); });
    m_riverRole = enumBox("riverRole", 6);
    connect(m_riverRole, &QComboBox::activated, this,
            [this](int i) { commitFeature([i](Feature &f) { f.riverRole = RiverRole(i); }, tr("Change River Role")); });
    m_cropCircle = enumBox("cropCircle", 3);
    connect(m_cropCircle, &QComboBox::activated, this, [this](int i) {
        commitFeature([i](Feature &f) { f.cropCircle = CropCircleType(i); }, tr("Change Crop Circle Type"));
    });
    m_cities = new QListWidget(this);
    m_cities->setObjectName(u"cities"_s);
    m_cities->setMaximumHeight(90);
    connect(m_cities, &QListWidget::itemChanged, this, [this] {
        if (m_loading)
            return;
        QList<int> cities;
        for (int row = 0; row < m_cities->count(); ++row) {
            if (m_cities->item(row)->checkState() == Qt::Checked)
                cities << m_cities->item(row)->data(Qt::UserRole).toInt();
        }
        commitFeature([cities](Feature &f) { f.cities = cities; }, tr("Change Cities of Field"));
    });

    m_featureGroup = new QGroupBox(this);
    m_featureGroup->setObjectName(u"featureGroup"_s);
    m_featureForm = new QFormLayout(m_featureGroup);
    for (QWidget *w : std::initializer_list<QWidget *> {m_pennants, m_cities, m_pigHerd, m_inn, m_crossing, m_riverRole,
                                                        m_cropCircle})
        m_featureForm->addRow(new QLabel(this), w);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tileGroup);
    layout->addWidget(m_featureGroup);
    layout->addStretch(1);
    WheelGuard::protect(this);
    for (QWidget *field : std::initializer_list<QWidget *> {m_id, m_nameCs, m_nameEn, m_count, m_editions, m_art,
                                                            m_jczId, m_note, m_pennants})
        field->installEventFilter(this);
    // Tab goes down the panel as it is laid out, not in the order the fields were made.
    QWidget *previous = m_id;
    for (QWidget *next : std::initializer_list<QWidget *> {
             m_nameCs, m_nameEn, m_count, m_status, m_editions, m_watermark, m_back, m_art, m_jczId, m_note, m_pennants,
             m_cities, m_pigHerd, m_inn, m_crossing, m_riverRole, m_cropCircle}) {
        setTabOrder(previous, next);
        previous = next;
    }
}

bool TilePropertiesWidget::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::ShortcutOverride)
        return QWidget::eventFilter(watched, event);
    auto *key = static_cast<QKeyEvent *>(event);
    if (!key->matches(QKeySequence::Undo) && !key->matches(QKeySequence::Redo))
        return QWidget::eventFilter(watched, event);
    if (auto *edit = qobject_cast<QLineEdit *>(watched)) {
        // An id that cannot be taken stays in the field with its reason: there the field's own undo helps.
        if (edit == m_id && m_document && m_tileIndex >= 0
            && !CatalogueIds::tileIdProblem(m_document->catalogue(), m_id->text().trimmed(), m_tileIndex).isEmpty()
            && m_id->text().trimmed() != m_document->catalogue().tiles.at(m_tileIndex).id)
            return QWidget::eventFilter(watched, event);
        commitText(edit);
    }
    // Not taken by the field: the window's Undo or Redo shortcut runs.
    event->ignore();
    return true;
}

void TilePropertiesWidget::retranslate()
{
    m_tileGroup->setTitle(tr("Tile"));
    m_featureGroup->setTitle(tr("Feature"));
    const QStringList tileLabels
        = {tr("Id:"),        tr("Name (Czech):"), tr("Name (English):"), tr("Count:"),  tr("Status:"), tr("Editions:"),
           tr("Watermark:"), tr("Back:"),         tr("Art file:"),       tr("JCZ id:"), tr("Note:")};
    for (int i = 0; i < tileLabels.size(); ++i) {
        const int row = i == 0 ? 0 : i + 1; // row 1 holds the id's problem
        if (auto *label = qobject_cast<QLabel *>(m_tileForm->itemAt(row, QFormLayout::LabelRole)->widget()))
            label->setText(tileLabels.at(i));
    }
    m_id->setToolTip(tr("The tile's id, unique in the catalogue: letters, digits and . _ + - "
                        "(my-expansion/CRF). Renaming updates the start tile and the rule texts."));
    const QStringList featureLabels = {tr("Pennants:"), tr("Touches cities:"), tr("Pig herd:"),   tr("Inn:"),
                                       tr("Crossing:"), tr("River role:"),     tr("Crop circle:")};
    for (int row = 0; row < featureLabels.size(); ++row) {
        if (auto *label = qobject_cast<QLabel *>(m_featureForm->itemAt(row, QFormLayout::LabelRole)->widget()))
            label->setText(featureLabels.at(row));
    }
    m_editions->setPlaceholderText(tr("every edition"));
    m_editions->setToolTip(tr("Edition ids, separated by commas; empty for every edition"));
    for (int i = 0; i < m_status->count(); ++i)
        m_status->setItemText(i, TileTableModel::statusText(TileStatus(m_status->itemData(i).toInt())));
    m_pigHerd->setText(tr("The field has a pig herd"));
    m_inn->setText(tr("An inn by the road"));
    const QStringList crossings = {tr("None"), tr("Bridge over the other"), tr("Overpass")};
    const QStringList roles
        = {tr("Stream"), tr("Source"), tr("Lake"), tr("Volcano lake"), tr("Fork"), tr("Ends in a city")};
    const QStringList crops = {tr("City (knights)"), tr("Field (farmers)"), tr("Road (thieves)")};
    for (int i = 0; i < crossings.size(); ++i)
        m_crossing->setItemText(i, crossings.at(i));
    for (int i = 0; i < roles.size(); ++i)
        m_riverRole->setItemText(i, roles.at(i));
    for (int i = 0; i < crops.size(); ++i)
        m_cropCircle->setItemText(i, crops.at(i));
    fillChoices();
    reload();
}

void TilePropertiesWidget::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void TilePropertiesWidget::setDocument(CatalogueDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_tileIndex = -1;
    m_featureIndex = -1;
    if (m_document) {
        connect(m_document, &CatalogueDocument::tileChanged, this, [this](int index) {
            if (index == m_tileIndex)
                reload();
        });
        connect(m_document, &CatalogueDocument::catalogueReset, this, [this] {
            fillChoices();
            setCurrentTile(-1);
        });
        // The tile shown stays the same tile while others come and go.
        m_document->followTile(this, &m_tileIndex, [this] { setCurrentTile(-1); });
    }
    fillChoices();
    reload();
}

void TilePropertiesWidget::fillChoices()
{
    const QString language = QLocale().name();
    const auto fill = [](QComboBox *box, const QString &none) {
        box->clear();
        box->addItem(none, QString());
    };
    fill(m_watermark, tr("(none)"));
    fill(m_back, tr("(expansion default)"));
    if (!m_document)
        return;
    for (const Watermark &w : m_document->catalogue().watermarks)
        m_watermark->addItem(localName(w, language), w.id);
    for (const TileBack &b : m_document->catalogue().backs)
        m_back->addItem(localName(b, language), b.id);
}

void TilePropertiesWidget::setCurrentTile(int index)
{
    // The same tile chosen again (after a quick fix, say) keeps its feature, as the editor does.
    if (index != m_tileIndex)
        m_featureIndex = -1;
    m_tileIndex = index;
    reload();
}

void TilePropertiesWidget::setCurrentFeature(int feature)
{
    m_featureIndex = feature;
    reload();
}

void TilePropertiesWidget::reload()
{
    m_loading = true;
    const bool valid = m_document && m_tileIndex >= 0 && m_tileIndex < m_document->catalogue().tiles.size();
    m_tileGroup->setEnabled(valid);
    const TileDefinition tile = valid ? m_document->catalogue().tiles.at(m_tileIndex) : TileDefinition {};
    m_id->setText(tile.id);
    m_idProblem->hide();
    m_nameCs->setText(tile.nameCs);
    m_nameEn->setText(tile.nameEn);
    m_count->setValue(tile.count);
    m_status->setCurrentIndex(m_status->findData(int(tile.status)));
    m_editions->setText(tile.editions.join(u", "_s));
    m_watermark->setCurrentIndex(std::max(0, m_watermark->findData(tile.watermark)));
    m_back->setCurrentIndex(std::max(0, m_back->findData(tile.back)));
    m_art->setText(tile.art);
    m_jczId->setText(tile.jczId);
    m_note->setText(tile.note);
    // Show the beginning of long names rather than their end.
    for (QLineEdit *edit : {m_id, m_nameCs, m_nameEn, m_editions, m_art, m_jczId, m_note}) {
        if (!edit->hasFocus())
            edit->setCursorPosition(0);
    }

    const bool hasFeature = valid && m_featureIndex >= 0 && m_featureIndex < tile.features.size();
    m_featureGroup->setEnabled(hasFeature);
    const Feature feature = hasFeature ? tile.features.at(m_featureIndex) : Feature {};
    const auto show = [this](QWidget *w, bool visible) {
        w->setVisible(visible);
        m_featureForm->labelForField(w)->setVisible(visible);
    };
    show(m_pennants, feature.type == FeatureType::City);
    show(m_cities, feature.type == FeatureType::Field);
    show(m_pigHerd, feature.type == FeatureType::Field);
    show(m_inn, feature.type == FeatureType::Road);
    show(m_crossing, feature.type == FeatureType::Road || feature.type == FeatureType::City);
    show(m_riverRole, feature.type == FeatureType::River);
    show(m_cropCircle, feature.type == FeatureType::CropCircle);
    m_pennants->setValue(feature.pennants);
    m_pigHerd->setChecked(feature.pigHerd);
    m_inn->setChecked(feature.inn);
    m_crossing->setCurrentIndex(int(feature.crossing));
    m_riverRole->setCurrentIndex(int(feature.riverRole));
    m_cropCircle->setCurrentIndex(int(feature.cropCircle));
    m_cities->clear();
    for (qsizetype i = 0; i < tile.features.size(); ++i) {
        const Feature &city = tile.features.at(i);
        if (city.type != FeatureType::City || city.cell != feature.cell)
            continue;
        auto *item = new QListWidgetItem(tr("City %1").arg(city.locations.toString()), m_cities);
        item->setData(Qt::UserRole, int(i));
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(feature.cities.contains(int(i)) ? Qt::Checked : Qt::Unchecked);
    }
    m_loading = false;
}

void TilePropertiesWidget::commitText(QLineEdit *edit)
{
    if (m_loading || !m_document || m_tileIndex < 0)
        return;
    const TileDefinition &tile = m_document->catalogue().tiles.at(m_tileIndex);
    const QString text = edit->text().trimmed();
    QUndoCommand *command = nullptr;
    if (edit == m_id) {
        if (text == tile.id)
            return;
        if (!showIdProblem(text)) {
            // Keep what the author typed in sight with the reason, but the tile keeps its id.
            return;
        }
        command = new RenameTile(m_document, m_tileIndex, text);
    } else if (edit == m_nameCs && text != tile.nameCs)
        command = changeTileValue(m_document, {m_tileIndex}, TileFields::NameCs, text);
    else if (edit == m_nameEn && text != tile.nameEn)
        command = changeTileValue(m_document, {m_tileIndex}, TileFields::NameEn, text);
    else if (edit == m_art && text != tile.art)
        command = changeTileValue(m_document, {m_tileIndex}, TileFields::Art, text);
    else if (edit == m_jczId && text != tile.jczId)
        command = changeTileValue(m_document, {m_tileIndex}, TileFields::JczId, text);
    else if (edit == m_note && text != tile.note)
        command = changeTileValue(m_document, {m_tileIndex}, TileFields::Note, text);
    else if (edit == m_editions) {
        QStringList editions;
        for (const QString &part : text.split(u',', Qt::SkipEmptyParts))
            editions << part.trimmed();
        if (editions != tile.editions)
            command = changeTileValue(m_document, {m_tileIndex}, TileFields::Editions, editions);
    }
    if (command)
        m_document->undoStack()->push(command);
}

void TilePropertiesWidget::editId()
{
    // The panel scrolls inside its dock: bring the field into sight, or the keyboard goes where no one looks.
    for (QWidget *w = parentWidget(); w; w = w->parentWidget()) {
        if (auto *scroll = qobject_cast<QScrollArea *>(w)) {
            scroll->ensureWidgetVisible(m_id);
            break;
        }
    }
    m_id->setFocus(Qt::ShortcutFocusReason);
    m_id->selectAll();
}

bool TilePropertiesWidget::showIdProblem(const QString &id)
{
    if (!m_document || m_tileIndex < 0)
        return false;
    const TileDefinition &tile = m_document->catalogue().tiles.at(m_tileIndex);
    const QString problem
        = id == tile.id ? QString() : CatalogueIds::tileIdProblem(m_document->catalogue(), id, m_tileIndex);
    m_idProblem->setText(problem);
    m_idProblem->setVisible(!problem.isEmpty());
    return problem.isEmpty();
}

void TilePropertiesWidget::commitFeature(const std::function<void(Feature &)> &change, const QString &text)
{
    if (m_loading || !m_document || m_tileIndex < 0 || m_featureIndex < 0)
        return;
    QList<Feature> features = m_document->catalogue().tiles.at(m_tileIndex).features;
    if (m_featureIndex >= features.size())
        return;
    change(features[m_featureIndex]);
    if (features == m_document->catalogue().tiles.at(m_tileIndex).features)
        return;
    auto *command = new ChangeTileFeatures(m_document, m_tileIndex, features);
    command->setText(text);
    m_document->undoStack()->push(command);
}

} // namespace Krajina
