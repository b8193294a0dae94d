// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "hexgameview.h"

#include <QApplication>
#include <QContextMenuEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLineF>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Krajina {

using namespace DosRios;

namespace {

// The visual row of a hex: moving right or left along it zigzags between two neighbours.
int rowOf(Hex hex)
{
    return hex.r + int(std::floor(hex.q / 2.0));
}

QColor edgeFor(const QColor &fill)
{
    return fill.lightness() > 140 ? QColor(0x20, 0x20, 0x20) : QColor(0xfa, 0xfa, 0xfa);
}

} // namespace

HexGameView::HexGameView(QWidget *parent)
    : HexBoardView(parent)
{
    setObjectName(u"hexGameView"_s);
    setMouseTracking(false);
}

QColor HexGameView::playerColour(int player)
{
    // Red, blue, white and black: apart from each other and from every terrain's colour.
    static const QColor colours[MaxPlayers] = {
        {0xd3, 0x2f, 0x2f},
        {0x1e, 0x5f, 0xd0},
        {0xf4, 0xf4, 0xf0},
        {0x24, 0x24, 0x24},
    };
    return colours[std::size_t(std::clamp(player, 0, MaxPlayers - 1))];
}

void HexGameView::setGame(const GameState *state, const QList<std::array<Hex, 3>> &slots)
{
    m_state = state;
    m_tileSlots = slots;
    m_current.reset();
    m_choiceSides.clear();
    refresh();
}

void HexGameView::refresh()
{
    m_dragFrom = -2;
    m_dragging = false;
    m_picked = -2;
    m_targets.clear();
    unsetCursor();
    if (!m_state) {
        setBoard({}, {}, {});
        m_drawnAt.clear();
        return;
    }
    Board board = m_state->board();
    board.dams = QList<HexSide>(m_state->dams().begin(), m_state->dams().end());
    // Farmers on a road stand on its hex nearest to the city.
    const int count = m_state->cellCount();
    const Hex city = m_state->hexOf(m_state->cityCell());
    const auto distance = [city](Hex hex) {
        const int dq = hex.q - city.q;
        const int dr = hex.r - city.r;
        return (std::abs(dq) + std::abs(dr) + std::abs(dq + dr)) / 2;
    };
    m_drawnAt.assign(std::size_t(count), -1);
    for (int c = 0; c < count; ++c) {
        const int place = m_state->placeAt(m_state->hexOf(c));
        if (place < 0 || !m_state->isPlace(place))
            continue;
        int &drawn = m_drawnAt[std::size_t(place)];
        if (drawn < 0 || distance(m_state->hexOf(c)) < distance(m_state->hexOf(drawn)))
            drawn = c;
    }
    setBoard(board, m_tileSlots, m_state->routing());
    if (m_current && !board.cell(*m_current))
        m_current.reset();
}

void HexGameView::setCurrentHex(const Hex &hex)
{
    m_currentByPointer = false;
    if (m_current == hex)
        return;
    m_current = hex;
    update();
    Q_EMIT currentHexChanged();
}

QPointF HexGameView::placePoint(int place) const
{
    if (!m_state || place < 0 || place >= int(m_drawnAt.size()) || m_drawnAt[std::size_t(place)] < 0)
        return {};
    return hexCentre(m_state->hexOf(m_drawnAt[std::size_t(place)]));
}

std::optional<Hex> HexGameView::drawnHex(int place) const
{
    if (!m_state || place < 0 || place >= int(m_drawnAt.size()) || m_drawnAt[std::size_t(place)] < 0)
        return std::nullopt;
    return m_state->hexOf(m_drawnAt[std::size_t(place)]);
}

void HexGameView::clearPointerSelection()
{
    if (!m_current || !m_currentByPointer)
        return;
    m_current.reset();
    m_currentByPointer = false;
    update();
    Q_EMIT currentHexChanged();
}

int HexGameView::placeAtPoint(QPointF point) const
{
    const std::optional<Hex> hex = hexAt(point);
    return m_state && hex ? m_state->placeAt(*hex) : -1;
}

QRectF HexGameView::trayRect() const
{
    if (!m_state || m_state->phase() != Phase::SetUp)
        return {};
    const qreal disc = std::max<qreal>(7, geometry().radius * 0.22);
    const int farmers = FarmersPlacedAtSetUp;
    const QString label = tr("Player %1 places:").arg(m_state->currentPlayer() + 1);
    const qreal width = std::max<qreal>(fontMetrics().horizontalAdvance(label), farmers * disc * 2.6) + 16;
    const qreal height = fontMetrics().height() + disc * 2.6 + 12;
    return {8, this->height() - 8 - height, width, height};
}

QList<int> HexGameView::legalTargets(int from, int farmers) const
{
    QList<int> targets;
    if (!m_state)
        return targets;
    if (from == -1) {
        for (int c = 0; c < m_state->cellCount(); ++c) {
            Action place;
            place.kind = Action::Kind::Place;
            place.to = c;
            if (m_state->check(place) == RuleCode::Ok)
                targets << c;
        }
        return targets;
    }
    Action move;
    move.kind = Action::Kind::Move;
    move.from = from;
    move.farmers = farmers;
    QList<int> candidates;
    for (const std::int16_t step : m_state->steps(from))
        candidates << step;
    const int hacienda = m_state->player(m_state->currentPlayer()).haciendaCell;
    if (from == m_state->cityCell() && hacienda >= 0)
        candidates << hacienda;
    for (const int to : std::as_const(candidates)) {
        move.to = to;
        if (m_state->check(move) == RuleCode::Ok)
            targets << to;
    }
    return targets;
}

void HexGameView::paintEvent(QPaintEvent *event)
{
    HexBoardView::paintEvent(event);
    if (!m_state)
        return;
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const HexGeometry &g = geometry();
    // Where the farmer in hand may go.
    const QColor highlight = palette().highlight().color();
    QColor veil = highlight;
    veil.setAlpha(70);
    for (const int place : std::as_const(m_targets)) {
        painter.setPen(QPen(highlight, 2));
        painter.setBrush(veil);
        painter.drawPolygon(g.polygon(m_state->hexOf(m_drawnAt[std::size_t(place)])));
    }
    paintPieces(painter);
    if (m_current) {
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(highlight, hasFocus() ? 4 : 2, hasFocus() ? Qt::SolidLine : Qt::DashLine));
        painter.drawPolygon(g.polygon(*m_current));
    }
    if (m_picked >= -1) {
        const QPointF at = m_picked == -1 ? trayRect().center() : placePoint(m_picked);
        painter.setPen(QPen(highlight, 3, Qt::DotLine));
        painter.drawEllipse(at, g.radius * 0.75, g.radius * 0.75);
    }
    paintCourseChoice(painter);
    paintSecondFarmerOffer(painter);
    paintTray(painter);
    paintDrag(painter);
}

void HexGameView::setCourseChoice(const Hex &hex, const QList<Side> &sides, Side taken)
{
    m_choiceHex = hex;
    m_choiceSides = sides;
    m_choiceTaken = taken;
    update();
}

void HexGameView::clearCourseChoice()
{
    if (m_choiceSides.isEmpty())
        return;
    m_choiceSides.clear();
    update();
}

qreal HexGameView::courseMarkerRadius() const
{
    return std::max<qreal>(9, geometry().radius * 0.24);
}

QPointF HexGameView::courseMarkerPoint(Side side) const
{
    // Inside the hex, towards the side: the marker does not cover the neighbour's farmers.
    const QPointF centre = hexCentre(m_choiceHex);
    return centre + (sidePoint(HexSide {m_choiceHex, side}) - centre) * 0.6;
}

void HexGameView::paintCourseChoice(QPainter &painter) const
{
    if (m_choiceSides.isEmpty())
        return;
    const HexGeometry &g = geometry();
    // The hex in a colour no terrain has, thick enough to see at a glance.
    const QColor mark(0xff, 0x8f, 0x00);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(mark, 4, Qt::DashLine));
    painter.drawPolygon(g.polygon(m_choiceHex));
    const qreal radius = courseMarkerRadius();
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(std::max(9, int(radius * 1.1)));
    painter.setFont(font);
    for (int i = 0; i < m_choiceSides.size(); ++i) {
        const Side side = m_choiceSides[i];
        const QPointF at = courseMarkerPoint(side);
        const bool taken = side == m_choiceTaken;
        painter.setPen(QPen(taken ? QColor(0x20, 0x20, 0x20) : mark, 2.5));
        painter.setBrush(taken ? mark : QColor(0xff, 0xff, 0xff, 235));
        painter.drawEllipse(at, radius, radius);
        painter.setPen(QColor(0x20, 0x20, 0x20));
        painter.drawText(QRectF(at.x() - radius, at.y() - radius, 2 * radius, 2 * radius), Qt::AlignCenter,
                         QString::number(i + 1));
    }
}

void HexGameView::setSecondFarmerOffer(int first, int target, const QList<int> &sources)
{
    m_pairFirst = first;
    m_pairTarget = target;
    m_pairSources = sources;
    update();
}

void HexGameView::clearSecondFarmerOffer()
{
    if (m_pairSources.isEmpty())
        return;
    m_pairSources.clear();
    m_pairTarget = -1;
    update();
}

QPointF HexGameView::secondFarmerMarkerPoint(int source) const
{
    // On the way from the source to the hex entered, short of the side between them.
    const QPointF from = hexCentre(m_state->hexOf(m_drawnAt[std::size_t(source)]));
    const QPointF to = hexCentre(m_state->hexOf(m_drawnAt[std::size_t(m_pairTarget)]));
    return from + (to - from) * 0.3;
}

int HexGameView::secondFarmerAt(QPointF point) const
{
    for (const int source : m_pairSources) {
        if (QLineF(point, secondFarmerMarkerPoint(source)).length() <= courseMarkerRadius() * 1.1)
            return source;
    }
    const int place = placeAtPoint(point);
    return m_pairSources.contains(place) ? place : -1;
}

void HexGameView::paintSecondFarmerOffer(QPainter &painter) const
{
    if (m_pairSources.isEmpty() || m_pairTarget < 0)
        return;
    const HexGeometry &g = geometry();
    const QColor mark(0x9c, 0x27, 0xb0); // a purple no terrain and no player has
    QColor veil = mark;
    veil.setAlpha(55);
    const auto centreOf = [this](int place) { return hexCentre(m_state->hexOf(m_drawnAt[std::size_t(place)])); };
    const QPointF target = centreOf(m_pairTarget);
    const qreal radius = courseMarkerRadius();
    // An arrow from a hex towards the one entered, stopping short of the farmers drawn there.
    const auto arrow = [&](int from) {
        const QPointF start = centreOf(from);
        const QLineF shaft(start + (target - start) * 0.42, start + (target - start) * 0.8);
        painter.setPen(QPen(mark, 4, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(shaft);
        QLineF head(shaft.p2(), shaft.p1());
        head.setLength(radius);
        for (const qreal turn : {30.0, -30.0}) {
            QLineF barb = head;
            barb.setAngle(head.angle() + turn);
            painter.drawLine(barb);
        }
    };
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(mark, 4, Qt::DashLine));
    painter.drawPolygon(g.polygon(m_state->hexOf(m_drawnAt[std::size_t(m_pairTarget)])));
    if (m_pairFirst >= 0)
        arrow(m_pairFirst);
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(std::max(9, int(radius * 1.1)));
    painter.setFont(font);
    for (int i = 0; i < m_pairSources.size(); ++i) {
        painter.setPen(QPen(mark, 4));
        painter.setBrush(veil);
        painter.drawPolygon(g.polygon(m_state->hexOf(m_drawnAt[std::size_t(m_pairSources[i])])));
        arrow(m_pairSources[i]);
        const QPointF at = secondFarmerMarkerPoint(m_pairSources[i]);
        painter.setPen(QPen(mark, 2.5));
        painter.setBrush(QColor(0xff, 0xff, 0xff, 235));
        painter.drawEllipse(at, radius, radius);
        painter.setPen(QColor(0x20, 0x20, 0x20));
        painter.drawText(QRectF(at.x() - radius, at.y() - radius, 2 * radius, 2 * radius), Qt::AlignCenter,
                         QString::number(i + 1));
    }
}

void HexGameView::paintPieces(QPainter &painter) const
{
    const HexGeometry &g = geometry();
    for (int c = 0; c < m_state->cellCount(); ++c) {
        if (m_state->buildingAt(c) != Building::None)
            paintBuilding(painter, hexCentre(m_state->hexOf(c)) + QPointF(0, -0.5 * g.radius), m_state->buildingAt(c),
                          m_state->buildingOwner(c));
    }
    // Up to four groups of farmers a hex: left and right of the crop, then lower down.
    static constexpr std::array<QPointF, MaxPlayers> spots {{{-0.46, 0.02}, {0.46, 0.02}, {-0.3, 0.5}, {0.3, 0.5}}};
    const qreal disc = std::max<qreal>(5, g.radius * 0.22);
    for (int place = 0; place < int(m_drawnAt.size()); ++place) {
        if (m_drawnAt[std::size_t(place)] < 0)
            continue;
        const QPointF centre = placePoint(place);
        int group = 0;
        for (int p = 0; p < m_state->players(); ++p) {
            int count = m_state->farmersAt(place, p);
            if (m_dragging && place == m_dragFrom && p == m_state->currentPlayer())
                count -= m_dragFarmers;
            if (count <= 0)
                continue;
            paintFarmer(painter, centre + spots[std::size_t(group)] * g.radius, disc, p, count);
            group = std::min(group + 1, MaxPlayers - 1);
        }
    }
}

void HexGameView::paintFarmer(QPainter &painter, QPointF centre, qreal radius, int player, int count) const
{
    const QColor fill = playerColour(player);
    const QColor edge = edgeFor(fill);
    painter.setPen(QPen(edge, std::max<qreal>(1.5, radius / 5)));
    painter.setBrush(fill);
    painter.drawEllipse(centre, radius, radius);
    if (count < 2)
        return;
    QFont font = painter.font();
    font.setPixelSize(std::max(8, int(radius * 1.4)));
    font.setBold(true);
    painter.setFont(font);
    painter.setPen(edge);
    painter.drawText(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius), Qt::AlignCenter,
                     QString::number(count));
}

void HexGameView::paintBuilding(QPainter &painter, QPointF c, Building building, int owner) const
{
    const qreal u = geometry().radius / 8.5;
    const QColor fill = playerColour(owner);
    painter.setPen(QPen(edgeFor(fill), std::max<qreal>(1.2, u / 2.5), Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    painter.setBrush(fill);
    QPainterPath path;
    if (building == Building::Farm) {
        // A small house.
        path.moveTo(c + QPointF(-1.8 * u, 1.4 * u));
        path.lineTo(c + QPointF(-1.8 * u, -0.4 * u));
        path.lineTo(c + QPointF(0, -1.9 * u));
        path.lineTo(c + QPointF(1.8 * u, -0.4 * u));
        path.lineTo(c + QPointF(1.8 * u, 1.4 * u));
        path.closeSubpath();
    } else {
        // A long house with a tower.
        path.moveTo(c + QPointF(-3 * u, 1.4 * u));
        path.lineTo(c + QPointF(-3 * u, -0.5 * u));
        path.lineTo(c + QPointF(-0.9 * u, -0.5 * u));
        path.lineTo(c + QPointF(-0.9 * u, -2.3 * u));
        path.lineTo(c + QPointF(0.9 * u, -2.3 * u));
        path.lineTo(c + QPointF(0.9 * u, -0.5 * u));
        path.lineTo(c + QPointF(3 * u, -0.5 * u));
        path.lineTo(c + QPointF(3 * u, 1.4 * u));
        path.closeSubpath();
    }
    painter.drawPath(path);
}

void HexGameView::paintTray(QPainter &painter) const
{
    const QRectF tray = trayRect();
    if (tray.isEmpty())
        return;
    const int player = m_state->currentPlayer();
    QColor back = palette().window().color();
    back.setAlpha(230);
    painter.setPen(QPen(palette().mid().color(), 1));
    painter.setBrush(back);
    painter.drawRoundedRect(tray, 6, 6);
    painter.setPen(palette().windowText().color());
    painter.setFont(font());
    painter.drawText(tray.adjusted(8, 4, -8, 0), Qt::AlignLeft | Qt::AlignTop, tr("Player %1 places:").arg(player + 1));
    const qreal disc = std::max<qreal>(7, geometry().radius * 0.22);
    int left = m_state->farmersToPlace(player);
    if (m_dragging && m_dragFrom == -1)
        --left;
    const qreal y = tray.top() + fontMetrics().height() + 6 + disc * 1.3;
    for (int i = 0; i < left; ++i)
        paintFarmer(painter, QPointF(tray.left() + 8 + disc * 1.3 + i * disc * 2.6, y), disc, player, 1);
}

void HexGameView::paintDrag(QPainter &painter) const
{
    if (!m_dragging)
        return;
    painter.setOpacity(0.85);
    paintFarmer(painter, m_mouse, std::max<qreal>(7, geometry().radius * 0.26), m_state->currentPlayer(),
                m_dragFarmers);
    painter.setOpacity(1);
}

void HexGameView::startCarry(int from, int farmers)
{
    m_dragFrom = from;
    m_dragFarmers = farmers;
    m_targets = legalTargets(from, farmers);
}

void HexGameView::mousePressEvent(QMouseEvent *event)
{
    if (!m_state || event->button() != Qt::LeftButton)
        return QWidget::mousePressEvent(event);
    m_press = event->position();
    m_mouse = m_press;
    m_dragging = false;
    m_dragFrom = -2;
    m_picked = -2;
    m_targets.clear();
    const int player = m_state->currentPlayer();
    if (m_state->phase() == Phase::SetUp) {
        if (trayRect().contains(m_press) && m_state->farmersToPlace(player) > 0)
            m_dragFrom = -1;
    } else if (m_state->phase() == Phase::Play) {
        const int place = placeAtPoint(m_press);
        if (place >= 0 && m_state->isPlace(place) && m_state->farmersAt(place, player) > 0) {
            m_dragFrom = place;
            m_dragFarmers = (event->modifiers() & Qt::ShiftModifier) && m_state->farmersAt(place, player) >= 2 ? 2 : 1;
        }
    }
    update();
}

void HexGameView::mouseDoubleClickEvent(QMouseEvent *event)
{
    // A quick second click is a click (no tile to turn here).
    mousePressEvent(event);
}

void HexGameView::mouseMoveEvent(QMouseEvent *event)
{
    m_mouse = event->position();
    if (m_dragFrom < -1)
        return;
    if (!m_dragging && (m_mouse - m_press).manhattanLength() >= QApplication::startDragDistance()) {
        m_dragging = true;
        startCarry(m_dragFrom, m_dragFarmers);
        setCursor(Qt::ClosedHandCursor);
    }
    if (m_dragging)
        update();
}

void HexGameView::mouseReleaseEvent(QMouseEvent *event)
{
    if (!m_state || event->button() != Qt::LeftButton)
        return QWidget::mouseReleaseEvent(event);
    const QPointF at = event->position();
    const bool dragged = m_dragging;
    const int from = m_dragFrom;
    const int farmers = m_dragFarmers;
    m_dragging = false;
    m_dragFrom = -2;
    m_targets.clear();
    unsetCursor();
    update();
    if (dragged) {
        const int to = placeAtPoint(at);
        if (to >= 0 && to != from)
            Q_EMIT farmersDropped(from, to, farmers);
        return;
    }
    if (trayRect().contains(at))
        return;
    if (!m_pairSources.isEmpty()) {
        // The second farmer's hex, or anywhere else: the offer goes (and the click does what it does).
        const int source = secondFarmerAt(at);
        Q_EMIT secondFarmerChosen(source);
        if (source >= 0)
            return;
    }
    for (const Side side : std::as_const(m_choiceSides)) {
        if (QLineF(at, courseMarkerPoint(side)).length() <= courseMarkerRadius() * 1.1) {
            Q_EMIT courseSideClicked(side);
            return;
        }
    }
    const std::optional<Hex> hex = hexAt(at);
    if (!hex)
        return;
    setCurrentHex(*hex);
    m_currentByPointer = true;
    if (m_state->phase() == Phase::Play) {
        if (const std::optional<HexSide> side = sideAt(at)) {
            Q_EMIT sideClicked(*side);
            return;
        }
    }
    Q_EMIT placeClicked(m_state->placeAt(*hex));
}

void HexGameView::moveCursor(int key)
{
    const Board &b = board();
    if (b.cells.isEmpty())
        return;
    if (!m_current) {
        setCurrentHex(m_state ? m_state->hexOf(m_state->cityCell()) : b.cells.first().at);
        return;
    }
    const Hex at = *m_current;
    QList<Hex> candidates;
    switch (key) {
    case Qt::Key_Up:
        candidates = {neighbour(at, Side::N)};
        break;
    case Qt::Key_Down:
        candidates = {neighbour(at, Side::S)};
        break;
    case Qt::Key_Right:
        candidates = {neighbour(at, Side::NE), neighbour(at, Side::SE)};
        break;
    case Qt::Key_Left:
        candidates = {neighbour(at, Side::NW), neighbour(at, Side::SW)};
        break;
    default:
        return;
    }
    // Along the visual row first (a zigzag), else the other neighbour on that side.
    std::stable_sort(candidates.begin(), candidates.end(),
                     [row = rowOf(at)](Hex x, Hex y) { return (rowOf(x) == row) > (rowOf(y) == row); });
    for (const Hex &hex : std::as_const(candidates)) {
        if (b.cell(hex)) {
            setCurrentHex(hex);
            return;
        }
    }
}

void HexGameView::keyPressEvent(QKeyEvent *event)
{
    if (!m_state)
        return QWidget::keyPressEvent(event);
    switch (event->key()) {
    case Qt::Key_Up:
    case Qt::Key_Down:
    case Qt::Key_Left:
    case Qt::Key_Right:
        moveCursor(event->key());
        return;
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter: {
        if (!m_current) {
            moveCursor(Qt::Key_Up);
            return;
        }
        const int place = m_state->placeAt(*m_current);
        const int player = m_state->currentPlayer();
        if (m_state->phase() == Phase::SetUp) {
            Q_EMIT farmersDropped(-1, place, 1);
        } else if (m_picked < -1 && m_pairSources.contains(place)) {
            Q_EMIT secondFarmerChosen(place);
        } else if (m_picked < -1) {
            if (place >= 0 && m_state->isPlace(place) && m_state->farmersAt(place, player) > 0) {
                startCarry(place,
                           (event->modifiers() & Qt::ShiftModifier) && m_state->farmersAt(place, player) >= 2 ? 2 : 1);
                m_dragFrom = -2;
                m_picked = place;
                update();
            }
        } else {
            const int from = m_picked;
            const int farmers = m_dragFarmers;
            m_picked = -2;
            m_targets.clear();
            update();
            if (place >= 0 && place != from)
                Q_EMIT farmersDropped(from, place, farmers);
        }
        return;
    }
    case Qt::Key_Escape:
        if (m_picked >= -1) {
            m_picked = -2;
            m_targets.clear();
            update();
            return;
        }
        break;
    case Qt::Key_F:
    case Qt::Key_H:
        if (m_current && event->modifiers() == Qt::NoModifier) {
            Q_EMIT buildRequested(m_state->placeAt(*m_current),
                                  event->key() == Qt::Key_F ? Building::Farm : Building::Hacienda);
            return;
        }
        break;
    default:
        break;
    }
    QWidget::keyPressEvent(event);
}

void HexGameView::contextMenuEvent(QContextMenuEvent *event)
{
    if (event->reason() == QContextMenuEvent::Keyboard) {
        if (m_current)
            Q_EMIT hexMenuRequested(*m_current, mapToGlobal(hexCentre(*m_current).toPoint()));
        return;
    }
    if (const std::optional<Hex> hex = hexAt(event->pos())) {
        setCurrentHex(*hex);
        m_currentByPointer = true;
        Q_EMIT hexMenuRequested(*hex, event->globalPos());
    }
}

void HexGameView::focusInEvent(QFocusEvent *event)
{
    HexBoardView::focusInEvent(event);
    update();
}

void HexGameView::focusOutEvent(QFocusEvent *event)
{
    HexBoardView::focusOutEvent(event);
    update();
}

QString HexGameView::occupantsText(int place) const
{
    QStringList lines;
    const int building = m_state->isInner(place) ? int(m_state->buildingAt(place)) : 0;
    if (building != int(Building::None))
        lines << (Building(building) == Building::Farm ? tr("Farm of player %1") : tr("Hacienda of player %1"))
                     .arg(m_state->buildingOwner(place) + 1);
    for (int p = 0; p < m_state->players(); ++p) {
        if (const int n = m_state->farmersAt(place, p))
            lines << tr("Player %1: %n farmer(s)", nullptr, n).arg(p + 1);
    }
    return lines.join(u'\n');
}

bool HexGameView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip && m_state) {
        auto *help = static_cast<QHelpEvent *>(event);
        if (trayRect().contains(help->pos())) {
            QToolTip::showText(help->globalPos(),
                               tr("Farmers still to place: drag one onto an unoccupied inner hex, or click the hex."),
                               this);
            return true;
        }
        const std::optional<Hex> hex = hexAt(help->pos());
        const HexCell *cell = hex ? board().cell(*hex) : nullptr;
        if (!cell) {
            QToolTip::hideText();
            return true;
        }
        QStringList lines {hexDescription(*cell)};
        const int c = m_state->placeAt(*hex);
        const int cellIndex = int(board().cellIndex(*hex));
        const std::uint8_t watered = m_state->routing().watered[std::size_t(cellIndex)];
        if (watered == 3)
            lines << tr("Watered by both rivers");
        else if (watered)
            lines << tr("Watered by %1").arg(TerrainText::river(watered == 1 ? River::Grande : River::Moreno));
        if (c >= 0 && m_state->isPlace(c)) {
            const QString who = occupantsText(c);
            if (!who.isEmpty())
                lines << who;
        }
        if (m_pairSources.contains(c))
            lines << tr("Click, or press Space: a farmer from here enters %1 too.")
                         .arg(hexText(m_state->hexOf(m_drawnAt[std::size_t(m_pairTarget)])));
        QToolTip::showText(help->globalPos(), lines.join(u'\n'), this);
        return true;
    }
    return HexBoardView::event(event);
}

} // namespace Krajina
