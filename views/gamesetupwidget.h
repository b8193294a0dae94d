#pragma once

#include "engine/carcassonne/ruleset.h"

#include <QWidget>

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

    // Lists the square-board expansions of a catalogue; keeps the checks of those still there.
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

    QLabel *m_expansionsLabel;
    QListWidget *m_expansions;
    QLabel *m_rulesLabel;
    QToolButton *m_rulesButton;
    QMenu *m_rulesMenu;
    QLabel *m_playersLabel;
    QSpinBox *m_players;
    QLabel *m_seedLabel;
    QSpinBox *m_seed;
    QString m_settingsGroup;
    std::optional<QStringList> m_rememberedExpansions; // checked once the catalogue is known
};

} // namespace Krajina
