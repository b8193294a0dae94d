// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "gamesetupwidget.h"

#include "catalogue/catalogue.h"
#include "engine/carcassonne/enginetypes.h"
#include "engine/carcassonne/gamesetup.h"

#include <QAction>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMenu>
#include <QSettings>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QToolButton>

#include <limits>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {
constexpr int IdRole = Qt::UserRole + 1;
constexpr int NamesRole = Qt::UserRole + 2; // {Czech, English}: the name follows a language switch
} // namespace

GameSetupWidget::GameSetupWidget(QWidget *parent)
    : QWidget(parent)
    , m_expansionsLabel(new QLabel(this))
    , m_expansions(new QListWidget(this))
    , m_rulesLabel(new QLabel(this))
    , m_rulesButton(new QToolButton(this))
    , m_rulesMenu(new QMenu(this))
    , m_playersLabel(new QLabel(this))
    , m_players(new QSpinBox(this))
    , m_seedLabel(new QLabel(this))
    , m_seed(new QSpinBox(this))
    , m_warning(new QLabel(this))
{
    m_warning->setObjectName(u"setupWarning"_s);
    m_warning->setWordWrap(true);
    m_warning->hide();
    m_expansions->setObjectName(u"expansions"_s);
    m_expansions->setUniformItemSizes(true);
    m_expansions->setMaximumHeight(fontMetrics().height() * 6);
    m_rulesButton->setObjectName(u"rules"_s);
    m_rulesButton->setPopupMode(QToolButton::InstantPopup);
    m_rulesButton->setMenu(m_rulesMenu);
    m_rulesButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    for (int o = 0; o < RuleOptionCount; ++o) {
        const auto option = RuleOption(o);
        QAction *action = m_rulesMenu->addAction(QString());
        action->setCheckable(true);
        action->setChecked(RuleSet::defaultValue(option));
        action->setData(o);
        connect(action, &QAction::toggled, this, [this] {
            updateRulesButton();
            Q_EMIT changed();
        });
    }
    m_rulesMenu->setToolTipsVisible(true);
    m_players->setObjectName(u"players"_s);
    m_players->setRange(2, MaxPlayers);
    m_players->setValue(2);
    m_seed->setObjectName(u"seed"_s);
    m_seed->setRange(0, std::numeric_limits<int>::max());
    m_seed->setValue(1);

    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(m_expansionsLabel, m_expansions);
    form->addRow(m_rulesLabel, m_rulesButton);
    form->addRow(m_playersLabel, m_players);
    form->addRow(m_seedLabel, m_seed);
    form->addRow(m_warning);

    connect(this, &GameSetupWidget::changed, this, &GameSetupWidget::updateWarning);
    connect(m_expansions, &QListWidget::itemChanged, this, &GameSetupWidget::changed);
    connect(m_players, &QSpinBox::valueChanged, this, &GameSetupWidget::changed);
    connect(m_seed, &QSpinBox::valueChanged, this, &GameSetupWidget::changed);
    retranslate();
}

QString GameSetupWidget::optionLabel(RuleOption option)
{
    switch (option) {
    case RuleOption::NoTripleSameTurn:
        return tr("River: no three curves the same way (R2)");
    case RuleOption::NoDeadEnd:
        return tr("River: never into a dead end (R3)");
    case RuleOption::PigHerdBonus:
        return tr("Pig herd counts for farmers");
    case RuleOption::NoFollowersDuringRiver:
        return tr("No followers while the river is laid");
    case RuleOption::RiverFromBag:
        return tr("River tiles drawn in any order");
    case RuleOption::StartTileInRiver:
        return tr("Start tile shuffled into the river");
    case RuleOption::RiverUpstream:
        return tr("River built from the lake upstream");
    case RuleOption::ForkOutward:
        return tr("River II built outward from the fork");
    case RuleOption::TinyCity:
        return tr("Two-tile cities score 2 (JCloisterZone)");
    case RuleOption::FirstEditionFarms:
        return tr("First-edition farmers: 4 per city, once");
    }
    return RuleSet::name(option);
}

GameSetupWidget::~GameSetupWidget() = default;

void GameSetupWidget::setCatalogue(const Catalogue &catalogue)
{
    m_catalogue = std::make_unique<Catalogue>(catalogue);
    QList<const Expansion *> square;
    for (const Expansion &expansion : catalogue.expansions) {
        const Game *game = catalogue.game(expansion.game);
        if (!game || game->board == BoardKind::Square)
            square << &expansion;
    }
    bool sameList = square.size() == m_expansions->count();
    for (int i = 0; sameList && i < square.size(); ++i)
        sameList = m_expansions->item(i)->data(IdRole).toString() == square.at(i)->id;
    const QStringList checked = checkedExpansions();
    const bool first = m_expansions->count() == 0;
    {
        QSignalBlocker blocker(m_expansions);
        // The same expansions (a tile edited): the list stays as it is, scrolled and checked; only its words follow.
        if (!sameList)
            m_expansions->clear();
        for (qsizetype i = 0; i < square.size(); ++i) {
            const Expansion &expansion = *square.at(i);
            QListWidgetItem *item = sameList ? m_expansions->item(int(i)) : new QListWidgetItem(m_expansions);
            item->setText(localName(expansion, QLocale().name()));
            item->setData(NamesRole, QStringList {expansion.nameCs, expansion.nameEn});
            item->setToolTip(tr("%1: %n tile(s)", nullptr, catalogue.tileCount(expansion.id)).arg(expansion.id));
            if (sameList)
                continue;
            item->setData(IdRole, expansion.id);
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
            const bool on = first ? m_rememberedExpansions.value_or(QStringList {u"base"_s}).contains(expansion.id)
                                  : checked.contains(expansion.id);
            item->setCheckState(on ? Qt::Checked : Qt::Unchecked);
        }
    }
    updateWarning();
}

void GameSetupWidget::updateWarning()
{
    m_strandedRiver.clear();
    GameSetup setup;
    if (m_catalogue && GameSetup::fromCatalogue(*m_catalogue, rules(), players(), setup).isEmpty())
        m_strandedRiver = setup.strandedRiverTiles();
    if (m_strandedRiver.isEmpty()) {
        m_warning->clear();
        m_warning->hide();
        return;
    }
    m_warning->setText(tr("The tiles in play have river edges (%1) but no source and lake to make a river of "
                          "them: every game will set them aside. Play a river expansion with them, or give "
                          "your expansion a source and a lake.")
                           .arg(m_strandedRiver.join(u", "_s)));
    m_warning->show();
}

QStringList GameSetupWidget::checkedExpansions() const
{
    QStringList ids;
    for (int i = 0; i < m_expansions->count(); ++i) {
        const QListWidgetItem *item = m_expansions->item(i);
        if (item->checkState() == Qt::Checked)
            ids << item->data(IdRole).toString();
    }
    return ids;
}

void GameSetupWidget::setCheckedExpansions(const QStringList &ids)
{
    QStringList plain;
    for (const QString &id : ids)
        plain << id.section(u':', 0, 0);
    {
        QSignalBlocker blocker(m_expansions);
        for (int i = 0; i < m_expansions->count(); ++i) {
            QListWidgetItem *item = m_expansions->item(i);
            item->setCheckState(plain.contains(item->data(IdRole).toString()) ? Qt::Checked : Qt::Unchecked);
        }
    }
    Q_EMIT changed();
}

RuleSet GameSetupWidget::rules() const
{
    RuleSet rules;
    rules.expansions = checkedExpansions();
    const auto actions = m_rulesMenu->actions();
    for (QAction *action : actions)
        rules.set(RuleOption(action->data().toInt()), action->isChecked());
    return rules;
}

void GameSetupWidget::setRules(const RuleSet &rules)
{
    const auto actions = m_rulesMenu->actions();
    for (QAction *action : actions) {
        QSignalBlocker blocker(action);
        action->setChecked(rules.value(RuleOption(action->data().toInt())));
    }
    updateRulesButton();
    setCheckedExpansions(rules.expansions);
}

int GameSetupWidget::players() const
{
    return m_players->value();
}

void GameSetupWidget::setPlayers(int players)
{
    m_players->setValue(players);
}

quint64 GameSetupWidget::seed() const
{
    return quint64(m_seed->value());
}

void GameSetupWidget::setSeed(quint64 seed)
{
    m_seed->setValue(int(std::min<quint64>(seed, quint64(m_seed->maximum()))));
}

void GameSetupWidget::rememberIn(const QString &group)
{
    const bool connected = !m_settingsGroup.isEmpty();
    m_settingsGroup = group;
    QSettings settings;
    settings.beginGroup(group);
    if (settings.contains(u"expansions"_s)) {
        RuleSet rules;
        rules.applyAssignments(settings.value(u"rules"_s).toString()); // a bad value keeps the defaults
        rules.expansions = settings.value(u"expansions"_s).toStringList();
        m_rememberedExpansions = rules.expansions;
        QSignalBlocker blocker(this);
        setRules(rules);
        setPlayers(settings.value(u"players"_s, players()).toInt());
        setSeed(settings.value(u"seed"_s, seed()).toULongLong());
    }
    settings.endGroup();
    if (connected)
        return;
    connect(this, &GameSetupWidget::changed, this, [this] {
        QSettings saved;
        saved.beginGroup(m_settingsGroup);
        const RuleSet current = rules();
        saved.setValue(u"expansions"_s, current.expansions);
        saved.setValue(u"rules"_s, current.changedOptions());
        saved.setValue(u"players"_s, players());
        saved.setValue(u"seed"_s, seed());
    });
}

void GameSetupWidget::updateRulesButton()
{
    int changedCount = 0;
    const auto actions = m_rulesMenu->actions();
    for (QAction *action : actions)
        changedCount += action->isChecked() != RuleSet::defaultValue(RuleOption(action->data().toInt())) ? 1 : 0;
    m_rulesButton->setText(changedCount == 0 ? tr("Standard rules")
                                             : tr("%n option(s) changed", nullptr, changedCount));
}

void GameSetupWidget::retranslate()
{
    m_expansionsLabel->setText(tr("Expansions:"));
    m_rulesLabel->setText(tr("Rules:"));
    m_playersLabel->setText(tr("Players:"));
    m_seedLabel->setText(tr("Seed:"));
    m_seed->setToolTip(tr("The same seed deals the same tiles in the same order"));
    for (int i = 0; i < m_expansions->count(); ++i) {
        QListWidgetItem *item = m_expansions->item(i);
        const QStringList names = item->data(NamesRole).toStringList();
        Expansion named;
        named.nameCs = names.value(0);
        named.nameEn = names.value(1);
        const QSignalBlocker blocker(m_expansions);
        item->setText(localName(named, QLocale().name()));
    }
    if (!m_strandedRiver.isEmpty())
        updateWarning();
    const auto actions = m_rulesMenu->actions();
    for (QAction *action : actions) {
        const auto option = RuleOption(action->data().toInt());
        action->setText(optionLabel(option));
        QString tip = u"%1\n%2"_s.arg(RuleSet::name(option), RuleSet::description(option));
        // The rules unit whose reading this option follows ("river#35").
        const QStringList unit = RuleSet::explainedIn(option).split(u'#');
        if (unit.size() == 2)
            tip += u"\n"_s + tr("Explained on the rules page %1, unit T:%2").arg(unit.at(0), unit.at(1));
        action->setToolTip(tip);
    }
    updateRulesButton();
}

void GameSetupWidget::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace Krajina
