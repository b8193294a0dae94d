// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/carcassonne/ruleset.h"

#include <QWidget>

#include <memory>
#include <optional>

class QLabel;
class QListWidget;
class QMenu;
class QSpinBox;
class QToolButton;

namespace Krajina {

struct Catalogue;

// What a game is played with: the expansions (a checkable list), the rule
// options (RuleSet's named options, in a menu), players and seed. Shared by
// the sandbox and the simulation.
class GameSetupWidget : public QWidget
{
    Q_OBJECT
public:
    explicit GameSetupWidget(QWidget *parent = nullptr);
    ~GameSetupWidget() override;

    // Lists the square-board expansions of a catalogue; keeps the checks of those still there.
    // The catalogue is kept (a shared copy) to say what is wrong with the set-up before a game runs.
    void setCatalogue(const Catalogue &catalogue);

    QStringList checkedExpansions() const;
    void setCheckedExpansions(const QStringList &ids);
    // The rule options with checkedExpansions() as the expansions.
    RuleSet rules() const;
    void setRules(const RuleSet &rules);
    int players() const;
    void setPlayers(int players);
    quint64 seed() const;
    void setSeed(quint64 seed);

    QListWidget *expansionList() const { return m_expansions; }
    // A plain sentence under the set-up when its games cannot go as the tiles mean to (river
    // tiles that no source and lake in play make a river of); hidden when all is well.
    QLabel *warningLine() const { return m_warning; }
    QSpinBox *seedBox() const { return m_seed; }

    // Keeps the set-up in QSettings under `group`: restored now, saved on every change.
    void rememberIn(const QString &group);

    // A short translated label for a rule option.
    static QString optionLabel(RuleOption option);

Q_SIGNALS:
    void changed();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void updateRulesButton();
    void updateWarning();

    QLabel *m_expansionsLabel;
    QListWidget *m_expansions;
    QLabel *m_rulesLabel;
    QToolButton *m_rulesButton;
    QMenu *m_rulesMenu;
    QLabel *m_playersLabel;
    QSpinBox *m_players;
    QLabel *m_seedLabel;
    QSpinBox *m_seed;
    QLabel *m_warning;
    std::unique_ptr<Catalogue> m_catalogue;
    QStringList m_strandedRiver; // river tiles in play that make no river
    QString m_settingsGroup;
    std::optional<QStringList> m_rememberedExpansions; // checked once the catalogue is known
};

} // namespace Krajina
