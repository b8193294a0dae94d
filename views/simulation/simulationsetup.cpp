// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "simulationsetup.h"

#include "engine/game.h"

#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>

// The games with a set-up of their own: ownSimulationSetups, made from the list in sources.cmake.
#include "simulationsetups.inc"

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

// The set-up of a game without one of its own: a line for each of its simulate options (the page gives the
// number of games and the threads; files are not written from the page), its default filled in.
class OptionsForm : public SimulationSetup
{
public:
    OptionsForm(const GameRules &game, QWidget *parent)
        : SimulationSetup(game, parent)
    {
        setObjectName(u"simulationOptions"_s);
        auto *form = new QFormLayout(this);
        form->setContentsMargins(0, 0, 0, 0);
        static const QStringList pageOwn {u"games"_s,  u"threads"_s,    u"csv"_s,
                                          u"record"_s, u"keep-stuck"_s, u"catalogue"_s};
        for (const SimulationOption &option : game.simulationOptions()) {
            if (pageOwn.contains(option.name))
                continue;
            auto *edit = new QLineEdit(this);
            edit->setObjectName(option.name);
            // `simulate --expansions ID` picks the game by its id.
            edit->setText(option.name == u"expansions" && option.defaultValue.isEmpty() ? game.id()
                                                                                        : option.defaultValue);
            edit->setToolTip(option.description);
            form->addRow(option.name + u':', edit);
            connect(edit, &QLineEdit::textChanged, this, &SimulationSetup::changed);
            m_edits.insert(option.name, edit);
        }
    }

    QHash<QString, QString> options() const override
    {
        QHash<QString, QString> values;
        for (auto it = m_edits.cbegin(); it != m_edits.cend(); ++it) {
            if (!it.value()->text().trimmed().isEmpty())
                values.insert(it.key(), it.value()->text().trimmed());
        }
        return values;
    }

private:
    QHash<QString, QLineEdit *> m_edits;
};

} // namespace

SimulationSetup *SimulationSetup::make(const GameRules &game, QWidget *parent)
{
    for (const OwnSimulationSetup &own : ownSimulationSetups) {
        if (game.id() == QStringView(own.gameId))
            return own.make(game, parent);
    }
    return new OptionsForm(game, parent);
}

SimulationSetup::SimulationSetup(const GameRules &game, QWidget *parent)
    : QWidget(parent)
    , m_game(game)
{
}

SimulationSetup::~SimulationSetup() = default;

void SimulationSetup::setDocument(CatalogueDocument *) { }

bool SimulationSetup::suits(const Catalogue &) const
{
    return false;
}

QString SimulationSetup::playingMessage(int games) const
{
    return tr("Playing %n game(s) of %1…", nullptr, games).arg(m_game.name());
}

void SimulationSetup::rememberIn(const QString &) { }

void SimulationSetup::showResult(const Simulation *, bool) { }

int SimulationSetup::games() const
{
    return m_games ? m_games->value() : 1000;
}

} // namespace Krajina
