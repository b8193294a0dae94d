// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "seatfigurestable.h"
#include "simulationsetup.h"

#include <QPointer>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace Krajina {

class DosRiosRulesButton;
class SeatPoliciesBox;

// The Simulate page's set-up of Dos Rios: players, how each plays and the lookahead's budget (simulate --seats,
// --budget), seed, turn cap, how the random players choose the rivers' way (simulate --courses) and the readings of
// the rules (DosRiosRulesButton); a Seats page with each seat's wins and mean money; and an action of its own, Dos
// Rios Boards: lay as many random boards as the page's games box says, from the seed, and report how both rivers fare
// on them (as krajina-cli dosrios boards does).
class DosRiosSimulationSetup : public SimulationSetup
{
    Q_OBJECT
public:
    DosRiosSimulationSetup(const GameRules &game, QWidget *parent);
    ~DosRiosSimulationSetup() override;

    void setDocument(CatalogueDocument *document) override;
    bool suits(const Catalogue &catalogue) const override;
    QHash<QString, QString> options() const override;
    HeatMap::Geometry geometry() const override { return HeatMap::Geometry::Hex; }
    bool showFiguresAgain() override;
    void showResult(const Simulation *simulation, bool cancelled) override;
    void rememberIn(const QString &group) override;
    QList<std::pair<QWidget *, QString>> resultPages() const override;

    QSpinBox *playersBox() const { return m_players; }
    SeatPoliciesBox *seatPolicies() const { return m_seatPolicies; }
    SeatFiguresTable *seatFigures() const { return m_seatFigures.data(); }
    QSpinBox *seedBox() const { return m_seed; }
    QSpinBox *turnCapBox() const { return m_turnCap; }
    // "default" or "random" (DosRios::courseChoicesName).
    QComboBox *coursesBox() const { return m_courses; }
    DosRiosRulesButton *rulesButton() const { return m_rules; }
    // Lays the boards (the Dos Rios Boards button); false, with a message, when it cannot.
    bool layBoards();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QPointer<CatalogueDocument> m_document;
    QLabel *m_playersLabel;
    QSpinBox *m_players;
    SeatPoliciesBox *m_seatPolicies;
    QPointer<SeatFiguresTable> m_seatFigures; // in a tab of the page
    QLabel *m_seedLabel;
    QSpinBox *m_seed;
    QLabel *m_turnCapLabel;
    QSpinBox *m_turnCap;
    QLabel *m_coursesLabel;
    QComboBox *m_courses;
    DosRiosRulesButton *m_rules;
    QPushButton *m_boards;
    bool m_boardsShown = false; // the last figures shown are the boards'
};

} // namespace Krajina
