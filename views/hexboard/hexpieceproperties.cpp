// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "hexpieceproperties.h"

#include "document/cataloguedocument.h"
#include "document/dosrioscommands.h"
#include "hex/hexpainter.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPixmap>
#include <QUndoStack>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Krajina {

using namespace DosRios;

namespace {

constexpr std::array<DosRios::Side, 3> OutflowSides {DosRios::Side::SW, DosRios::Side::S,
                                                     DosRios::Side::SE}; // left to right on screen

QList<Terrain> terrainsFor(bool landTile)
{
    if (landTile)
        return {Terrain::Highland, Terrain::Forest, Terrain::Farmland};
    return {Terrain::Mountain, Terrain::Spring, Terrain::Highland, Terrain::Forest,
            Terrain::Farmland, Terrain::Lake,   Terrain::City,     Terrain::Road};
}

} // namespace

HexPieceProperties::HexPieceProperties(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_picture(new QLabel(this))
    , m_note(new QLabel(this))
    , m_grid(new QGridLayout)
{
    setObjectName(u"hexPieceProperties"_s);
    m_title->setObjectName(u"hexPieceTitle"_s);
    m_title->setWordWrap(true);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_picture->setObjectName(u"hexPiecePicture"_s);
    m_picture->setAlignment(Qt::AlignCenter);
    m_note->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_picture);
    layout->addLayout(m_grid);
    layout->addWidget(m_note);
    layout->addStretch(1);
    retranslate();
}

void HexPieceProperties::setDocument(CatalogueDocument *document)
{
    if (m_document)
        m_document->disconnect(this);
    m_document = document;
    if (m_document) {
        connect(m_document, &CatalogueDocument::dosRiosPiecesChanged, this, &HexPieceProperties::updateValues);
        connect(m_document, &CatalogueDocument::catalogueReset, this, &HexPieceProperties::rebuild);
    }
    rebuild();
}

void HexPieceProperties::setPiece(const QString &pieceId)
{
    m_pieceId = pieceId;
    rebuild();
}

QComboBox *HexPieceProperties::terrainBox(int hex) const
{
    return hex >= 0 && hex < m_rows.size() ? m_rows[hex].terrain : nullptr;
}

QComboBox *HexPieceProperties::cropBox(int hex) const
{
    return hex >= 0 && hex < m_rows.size() ? m_rows[hex].crop : nullptr;
}

QComboBox *HexPieceProperties::riverBox(int hex) const
{
    return hex >= 0 && hex < m_rows.size() ? m_rows[hex].river : nullptr;
}

QCheckBox *HexPieceProperties::outflowBox(int hex, DosRios::Side side) const
{
    if (hex < 0 || hex >= m_rows.size())
        return nullptr;
    const auto it = std::find(OutflowSides.begin(), OutflowSides.end(), side);
    return it == OutflowSides.end() ? nullptr : m_rows[hex].outflows.value(it - OutflowSides.begin());
}

void HexPieceProperties::rebuild()
{
    for (const HexRow &row : std::as_const(m_rows)) {
        delete row.label;
        delete row.terrain;
        delete row.crop;
        delete row.river;
        qDeleteAll(row.outflows);
    }
    m_rows.clear();
    if (!m_document)
        return updateValues();
    const PieceSet &pieces = m_document->catalogue().dosRios;
    const bool landTile = pieces.tileIndex(m_pieceId) >= 0;
    const std::optional<QList<HexCell>> cells = pieceCells(pieces, m_pieceId);
    for (qsizetype i = 0; cells && i < cells->size(); ++i) {
        HexRow row;
        const int hex = int(i);
        row.label = new QLabel(this);
        row.terrain = new QComboBox(this);
        row.terrain->setObjectName(u"hexTerrain%1"_s.arg(hex));
        for (const Terrain t : terrainsFor(landTile))
            row.terrain->addItem(TerrainText::terrain(t), int(t));
        row.crop = new QComboBox(this);
        row.crop->setObjectName(u"hexCrop%1"_s.arg(hex));
        for (const Crop c : {Crop::None, Crop::Corn, Crop::Tobacco, Crop::Wheat})
            row.crop->addItem(TerrainText::crop(c), int(c));
        row.river = new QComboBox(this);
        row.river->setObjectName(u"hexRiver%1"_s.arg(hex));
        for (const River r : {River::Grande, River::Moreno})
            row.river->addItem(TerrainText::river(r), int(r));
        for (const DosRios::Side side : OutflowSides) {
            auto *box = new QCheckBox(SideText::letters(side), this);
            box->setObjectName(u"hexOutflow%1%2"_s.arg(hex).arg(sideName(side)));
            row.outflows << box;
            connect(box, &QCheckBox::toggled, this, [this, hex] { edit(hex); });
        }
        connect(row.terrain, &QComboBox::activated, this, [this, hex] { edit(hex); });
        connect(row.crop, &QComboBox::activated, this, [this, hex] { edit(hex); });
        connect(row.river, &QComboBox::activated, this, [this, hex] { edit(hex); });
        const int r = 2 * hex;
        m_grid->addWidget(row.label, r, 0);
        m_grid->addWidget(row.terrain, r, 1);
        m_grid->addWidget(row.crop, r, 2);
        auto *springRow = new QHBoxLayout;
        springRow->addWidget(row.river);
        for (QCheckBox *box : std::as_const(row.outflows))
            springRow->addWidget(box);
        springRow->addStretch(1);
        m_grid->addLayout(springRow, r + 1, 1, 1, 2);
        m_rows << row;
    }
    retranslate();
    updateValues();
}

void HexPieceProperties::updateValues()
{
    const PieceSet pieces = m_document ? m_document->catalogue().dosRios : PieceSet();
    const std::optional<QList<HexCell>> cells = pieceCells(pieces, m_pieceId);
    if (!cells || cells->size() != m_rows.size()) {
        // The piece is gone or changed shape (an undo of a new set): start again, or show nothing.
        if (cells && m_document && !m_rows.isEmpty())
            return rebuild();
        m_title->setText(m_pieceId.isEmpty() ? QString() : tr("No Dos Rios piece \"%1\"").arg(m_pieceId));
        m_picture->clear();
        m_note->clear();
        if (!cells)
            return;
    }
    m_updating = true;
    const qsizetype frame = pieces.frameIndex(m_pieceId);
    const qsizetype tile = pieces.tileIndex(m_pieceId);
    const bool czech = QLocale().name().startsWith(u"cs");
    const QString nameCs = frame >= 0 ? pieces.frame[frame].nameCs : pieces.tiles[tile].nameCs;
    const QString nameEn = frame >= 0 ? pieces.frame[frame].nameEn : pieces.tiles[tile].nameEn;
    const QString name = czech ? (nameCs.isEmpty() ? nameEn : nameCs) : (nameEn.isEmpty() ? nameCs : nameEn);
    m_title->setText(u"<b>%1</b><br>%2"_s.arg(name.toHtmlEscaped(), m_pieceId.toHtmlEscaped()));
    m_picture->setPixmap(QPixmap::fromImage(pieceImage(*cells, frame >= 0 ? QSize(220, 160) : QSize(140, 120))));
    m_note->setText(frame >= 0 ? tr("A frame piece lies where its hexes say; a river leaves a mountain lake "
                                    "through the chosen one of its marked outflows.")
                               : tr("A land tile is three hexes in a triangle; on the board it may lie in any "
                                    "slot, turned by a third."));
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        const HexCell &cell = (*cells)[i];
        HexRow &row = m_rows[i];
        row.label->setText(tr("Hex %1:").arg(hexText(cell.at)));
        row.terrain->setCurrentIndex(row.terrain->findData(int(cell.terrain)));
        row.crop->setCurrentIndex(row.crop->findData(int(cell.crop)));
        row.crop->setEnabled(cell.terrain == Terrain::Farmland);
        const bool spring = cell.terrain == Terrain::Spring;
        row.river->setVisible(spring);
        row.river->setCurrentIndex(row.river->findData(int(cell.river)));
        for (qsizetype k = 0; k < row.outflows.size(); ++k) {
            row.outflows[k]->setVisible(spring);
            row.outflows[k]->setChecked(cell.outflows.contains(OutflowSides[std::size_t(k)]));
        }
    }
    m_updating = false;
}

void HexPieceProperties::edit(int hex)
{
    if (m_updating || !m_document || hex < 0 || hex >= m_rows.size())
        return;
    const HexCell *current = ChangeDosRiosHex::cellOf(m_document->catalogue().dosRios, m_pieceId, hex);
    if (!current)
        return;
    const HexRow &row = m_rows[hex];
    HexCell cell = *current;
    cell.terrain = Terrain(row.terrain->currentData().toInt());
    cell.crop = Crop(row.crop->currentData().toInt());
    // Every farmland hex shows a crop and only farmland does (the lint's rules), so a change of terrain
    // brings a crop or takes it away.
    if (cell.terrain != Terrain::Farmland)
        cell.crop = Crop::None;
    else if (cell.crop == Crop::None)
        cell.crop = Crop::Corn;
    if (cell.terrain == Terrain::Spring) {
        cell.river = River(row.river->currentData().toInt());
        if (current->terrain == Terrain::Spring) {
            for (qsizetype k = 0; k < row.outflows.size(); ++k) {
                const DosRios::Side side = OutflowSides[std::size_t(k)];
                if (row.outflows[k]->isChecked() && !cell.outflows.contains(side))
                    cell.outflows.append(side);
                else if (!row.outflows[k]->isChecked())
                    cell.outflows.removeAll(side);
            }
        } else {
            cell.outflows
                = {DosRios::Side::SW, DosRios::Side::SE}; // a new mountain lake: two marked outflows to start with
        }
    } else {
        cell.outflows.clear();
        cell.river = River::Grande;
    }
    if (cell == *current) {
        updateValues(); // e.g. a crop chosen for a hex that is not farmland
        return;
    }
    m_document->undoStack()->push(new ChangeDosRiosHex(m_document, m_pieceId, hex, cell,
                                                       tr("Change hex %1 of %2").arg(hexText(cell.at), m_pieceId)));
}

void HexPieceProperties::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        rebuild();
    QWidget::changeEvent(event);
}

void HexPieceProperties::retranslate()
{
    for (const HexRow &row : std::as_const(m_rows)) {
        row.terrain->setToolTip(
            tr("Terrain of this hex: mountain > highland > forest > farmland > lake = city = road"));
        row.crop->setToolTip(tr("Crop of a farmland hex"));
        row.river->setToolTip(tr("The river rising in this mountain lake"));
        for (QCheckBox *box : row.outflows)
            box->setToolTip(tr("A marked possible outflow of the mountain lake"));
    }
}

} // namespace Krajina
