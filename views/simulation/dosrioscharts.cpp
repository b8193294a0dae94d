// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dosrioscharts.h"

#include "chartparts.h"

#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QGridLayout>
#include <QLocale>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Krajina {

using namespace DosRios;

DosRiosCharts::DosRiosCharts(QWidget *parent)
    : QWidget(parent)
    , m_histogramBins(ChartCount, 0)
{
    setObjectName(u"dosRiosCharts"_s);
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setSpacing(2);
    static const char *const names[]
        = {"finishedChart", "winRateChart", "dosRiosLengthChart", "winConditionChart", "banditChart"};
    for (int c = 0; c < ChartCount; ++c) {
        auto *view = new QChartView(this);
        view->setObjectName(QString::fromLatin1(names[c]));
        view->setRenderHint(QPainter::Antialiasing);
        view->setMinimumSize(240, 180);
        m_views << view;
    }
    m_views[Finished]->setMinimumHeight(130);
    m_columns = 0;
    setColumns(2);
    clear();
}

void DosRiosCharts::setColumns(int columns)
{
    columns = std::clamp(columns, 1, 2);
    if (columns == m_columns)
        return;
    m_columns = columns;
    // The winner rate a strip across the top, the others below it, two by two or one by one.
    ChartParts::layOut(static_cast<QGridLayout *>(layout()), m_views[Finished],
                       {m_views[WinRates], m_views[WinConditions], m_views[Lengths], m_views[BanditStrikes]}, columns);
}

DosRiosCharts::~DosRiosCharts() = default;

void DosRiosCharts::setReport(const GameSimulationReport &report)
{
    m_report = report;
    rebuild();
}

void DosRiosCharts::clear()
{
    m_report.reset();
    rebuild();
}

QString DosRiosCharts::fileName(Chart chart)
{
    static const char16_t *const names[] = {u"dos-rios-finished", u"dos-rios-win-rates", u"dos-rios-game-lengths",
                                            u"dos-rios-win-conditions", u"dos-rios-bandit-strikes"};
    return QString::fromUtf16(names[chart]);
}

void DosRiosCharts::rebuild()
{
    if (m_rebuilding)
        return;
    m_rebuilding = true;
    const QLocale locale;
    const GameStatistics empty;
    const GameStatistics &s = m_report ? m_report->statistics : empty;
    const auto percent = [&locale](double fraction) { return locale.toString(100 * fraction, 'f', 1); };
    QList<QChart *> charts(ChartCount, nullptr);
    m_histogramBins.fill(0);

    if (m_report && s.games() > 0) {
        const auto [low, high] = s.finishedInterval();
        charts[Finished]
            = ChartParts::rates(tr("Ended with a winner: %1 % (95 % interval %2 – %3 %)")
                                    .arg(percent(s.finishedRate()), percent(low), percent(high)),
                                {{tr("games"), 100 * low, 100 * high}},
                                {tr("with a winner (lower bound)"), tr("95 % interval"), tr("no winner")}, palette());
        QList<ChartParts::Rate> seats;
        for (int seat = 0; seat < s.players(); ++seat) {
            const auto [seatLow, seatHigh] = s.winInterval(seat);
            seats.append(
                {tr("Seat %1: %2 %").arg(seat + 1).arg(percent(s.winRate(seat))), 100 * seatLow, 100 * seatHigh});
        }
        charts[WinRates] = ChartParts::rates(tr("Win rate by seat (seat 1 starts)"), seats,
                                             {tr("won"), tr("95 % interval"), tr("not won")}, palette());
    } else {
        charts[Finished] = new QChart;
        charts[Finished]->setTitle(tr("Games with a winner"));
        charts[Finished]->legend()->hide();
        charts[WinRates] = new QChart;
        charts[WinRates]->setTitle(tr("Win rate by seat"));
        charts[WinRates]->legend()->hide();
    }
    charts[Lengths] = ChartParts::histogram(s.lengths(), tr("Game length (games with a winner)"), tr("turns"),
                                            tr("games"), palette(), &m_histogramBins[Lengths]);
    charts[BanditStrikes] = ChartParts::histogram(s.banditStrikes(), tr("Bandit strikes per game"), tr("strikes"),
                                                  tr("games"), palette(), &m_histogramBins[BanditStrikes]);
    charts[WinConditions]
        = ChartParts::counts(tr("How the games ended"),
                             {tr("all buildings"), tr("on a river"), tr("deck ran out (tie-break)"), tr("no winner")},
                             {double(s.wins(WinCondition::AllBuildings)), double(s.wins(WinCondition::OnRiver)),
                              double(s.wins(WinCondition::DeckRanOut)), double(s.wins(WinCondition::None))},
                             tr("games"), palette());
    for (int c = 0; c < ChartCount; ++c) {
        ChartParts::style(charts[c], palette(), font());
        ChartParts::setChart(m_views[c], charts[c]);
    }
    m_rebuilding = false;
}

int DosRiosCharts::barCount(Chart chart) const
{
    if (chart == Lengths || chart == BanditStrikes)
        return m_histogramBins.at(chart);
    return ChartParts::barCount(m_views[chart]->chart());
}

QString DosRiosCharts::exportChart(Chart chart, const QString &path) const
{
    return ChartParts::exportView(m_views[chart], path);
}

void DosRiosCharts::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange
        || event->type() == QEvent::FontChange)
        rebuild();
}

} // namespace Krajina
