// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Big catalogues in the GUI (issue 17, target 3): the main window with the
// 100,000-tile catalogue of bench_open.cpp. Opening it (to the grid painted)
// within 2 s, each keystroke in the catalogue filter answered within 16 ms,
// scrolling the thumbnail grid without blocking the GUI thread, the Problems
// panel filled without freezing the window. Each figure is printed as a
// counter; the GUI thread's stalls are the longest gaps between the ticks of a
// 1 ms timer.

#include "../model/cataloguesample.h"
#include "catalogue/cataloguebrowser.h"
#include "catalogue/catalogueio.h"
#include "catalogue/catalogueroles.h"
#include "catalogue/problemspanel.h"
#include "catalogue/sqlitestore.h"
#include "catalogue/thumbnailcache.h"
#include "catalogue/tilethumbnaildelegate.h"
#include "document/cataloguedocument.h"
#include "document/problemsmodel.h"
#include "editor/tileeditor.h"
#include "mainwindow.h"

#include <QAbstractEventDispatcher>
#include <QApplication>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QKeyEvent>
#include <QLineEdit>
#include <QListView>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>

#include <benchmark/benchmark.h>

#include <memory>

#include <cstdlib>
#include <sys/resource.h>

using namespace Qt::StringLiterals;
using namespace Krajina;

namespace {

constexpr int Tiles = 100000;

// The 100,000 tiles as JSON and as .krajina, and a catalogue where every tile
// has a problem (no English name), written once.
struct GuiFiles
{
    QTemporaryDir dir;
    QString json;
    QString krajina;
    Catalogue problems;

    GuiFiles()
    {
        const Catalogue c = TestSample::largeCatalogue(Tiles);
        json = dir.filePath(u"huge.json"_s);
        krajina = dir.filePath(u"huge.krajina"_s);
        QString error;
        writeCatalogueFile(c, json, &error);
        SqliteStore::write(krajina, {c, {}}, &error);
        problems = c;
        for (TileDefinition &t : problems.tiles)
            t.nameEn.clear();
    }
};

const GuiFiles &files()
{
    static const GuiFiles huge;
    return huge;
}

double msSince(const QElapsedTimer &timer)
{
    return double(timer.nsecsElapsed()) / 1e6;
}

// Counts the paints of a widget.
class PaintCounter : public QObject
{
public:
    explicit PaintCounter(QWidget *widget)
        : m_widget(widget)
    {
        widget->installEventFilter(this);
    }
    ~PaintCounter() override { m_widget->removeEventFilter(this); }
    int paints = 0;

protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::Paint)
            ++paints;
        return false;
    }

private:
    QWidget *m_widget;
};

// Runs events until `done` or 20 s; false on time-out.
template<typename Done>
bool runUntil(Done done)
{
    QElapsedTimer timer;
    timer.start();
    while (!done()) {
        if (timer.elapsed() > 20000)
            return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents, 5);
    }
    return true;
}

// Runs events until none is left (a key that changes nothing repaints nothing).
void settle()
{
    QAbstractEventDispatcher *dispatcher = QCoreApplication::eventDispatcher();
    do
        QCoreApplication::sendPostedEvents();
    while (dispatcher->processEvents(QEventLoop::AllEvents));
}

// Runs events until the widget has painted once more and nothing is left to do.
bool paintAndSettle(PaintCounter &counter, int paintsBefore)
{
    if (!runUntil([&] { return counter.paints > paintsBefore; }))
        return false;
    settle();
    return true;
}

// The longest gap between ticks of a 1 ms timer: how long the GUI thread did not answer.
class StallWatch : public QObject
{
public:
    StallWatch()
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(1);
        connect(&m_timer, &QTimer::timeout, this, [this] {
            const qint64 now = m_clock.nsecsElapsed();
            m_worst = std::max(m_worst, now - m_last);
            m_last = now;
        });
        m_clock.start();
        m_last = m_clock.nsecsElapsed();
        m_timer.start();
    }
    double worstMs() const { return double(std::max(m_worst, m_clock.nsecsElapsed() - m_last)) / 1e6; }

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_last = 0;
    qint64 m_worst = 0;
};

// When an object last received a timer event (a QTimer fired).
class TimerClock : public QObject
{
public:
    explicit TimerClock(QObject *object)
        : m_object(object)
    {
        object->installEventFilter(this);
    }
    ~TimerClock() override { m_object->removeEventFilter(this); }
    double msSinceFired() const { return msSince(m_fired); }

protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::Timer)
            m_fired.start();
        return false;
    }

private:
    QObject *m_object;
    QElapsedTimer m_fired;
};

// The main window, shown at a desktop size, with fresh settings.
std::unique_ptr<MainWindow> makeWindow()
{
    QStandardPaths::setTestModeEnabled(true);
    auto window = std::make_unique<MainWindow>();
    window->resize(1600, 1000);
    window->show();
    runUntil([&] { return window->isVisible(); });
    QCoreApplication::processEvents();
    return window;
}

// The process's CPU time (all threads) and page faults so far, for a verbose run.
struct Usage
{
    double cpuMs = 0;
    long faults = 0;

    static Usage now()
    {
        rusage r {};
        getrusage(RUSAGE_SELF, &r);
        const auto ms = [](const timeval &t) { return double(t.tv_sec) * 1000 + double(t.tv_usec) / 1000; };
        return {ms(r.ru_utime) + ms(r.ru_stime), r.ru_minflt + r.ru_majflt};
    }
    Usage operator-(const Usage &before) const { return {cpuMs - before.cpuMs, faults - before.faults}; }
};

double loadAverage()
{
    double load = 0;
    return getloadavg(&load, 1) == 1 ? load : -1;
}

// Opening in the window, to the catalogue's grid painted.
void openInWindow(benchmark::State &state, const QString &path)
{
    auto window = makeWindow();
    QListView *grid = window->browser()->grid();
    PaintCounter painted(grid->viewport());
    double total = 0, worst = 0;
    int opens = 0;
    for (auto _ : state) {
        window->openBundledCatalogue();
        QCoreApplication::processEvents();
        const Usage usage = Usage::now();
        QElapsedTimer timer;
        timer.start();
        const int before = painted.paints;
        QString error;
        if (!window->openFile(path, &error) || !paintAndSettle(painted, before)) {
            state.SkipWithError(qPrintable(u"the catalogue did not open: "_s + error));
            return;
        }
        const double ms = msSince(timer);
        const Usage used = Usage::now() - usage;
        if (qEnvironmentVariableIsSet("KRAJINA_BENCH_VERBOSE"))
            qInfo("open %d: %.1f ms (all threads' CPU %.1f ms, %ld page faults; load %.2f)", ++opens, ms, used.cpuMs,
                  used.faults, loadAverage());
        state.SetIterationTime(ms / 1000);
        total += ms;
        worst = std::max(worst, ms);
        if (grid->model()->rowCount() != Tiles)
            state.SkipWithError("the grid does not show every tile");
    }
    state.counters["open ms"] = total / double(std::max<benchmark::IterationCount>(state.iterations(), 1));
    state.counters["worst ms"] = worst;
}

void BM_GuiOpenJson100k(benchmark::State &state)
{
    openInWindow(state, files().json);
}
BENCHMARK(BM_GuiOpenJson100k)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(3);

void BM_GuiOpenKrajina100k(benchmark::State &state)
{
    openInWindow(state, files().krajina);
}
BENCHMARK(BM_GuiOpenKrajina100k)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(3);

// Types a word into the filter and takes it back, key by key; each key until no event is left
// (the grid has painted where the key changed what it shows). A key that hides the current tile
// makes another current in the grid at once; the editor, the board and the properties show it
// when typing pauses: that too, from the moment it starts until no event is left, is counted
// ("previews ms"), and the worst of keys and previews is "worst ms".
void BM_GuiFilterKeystroke100k(benchmark::State &state)
{
    auto window = makeWindow();
    QString error;
    if (!window->openFile(files().krajina, &error)) {
        state.SkipWithError(qPrintable(error));
        return;
    }
    settle(); // the window idle, as when someone starts typing
    QListView *grid = window->browser()->grid();
    QLineEdit *filter = window->browser()->textFilter();
    filter->setFocus();
    const QString word = u"t1234"_s;
    QTimer *showCurrent = window->browser()->findChild<QTimer *>(u"showCurrentTimer"_s);
    double total = 0, worst = 0, iteration = 0, previews = 0;
    int keys = 0;
    bool filtered = true;
    const auto typingPauses = [&] {
        if (!showCurrent || !showCurrent->isActive())
            return;
        TimerClock clock(showCurrent);
        runUntil([&] { return !showCurrent->isActive(); });
        settle();
        const double ms = clock.msSinceFired();
        if (qEnvironmentVariableIsSet("KRAJINA_BENCH_VERBOSE"))
            qInfo("typing pauses: the editor, board and properties show tile %d: %.1f ms",
                  window->browser()->currentTile(), ms);
        iteration += ms;
        previews = std::max(previews, ms);
    };
    const auto key = [&](int code, const QString &text) {
        QElapsedTimer timer;
        timer.start();
        QKeyEvent press(QEvent::KeyPress, code, Qt::NoModifier, text);
        QCoreApplication::sendEvent(filter, &press);
        QKeyEvent release(QEvent::KeyRelease, code, Qt::NoModifier, text);
        QCoreApplication::sendEvent(filter, &release);
        settle();
        const double ms = msSince(timer);
        if (qEnvironmentVariableIsSet("KRAJINA_BENCH_VERBOSE"))
            qInfo("key '%s' -> '%s': %.1f ms", qPrintable(text), qPrintable(filter->text()), ms);
        total += ms;
        iteration += ms;
        worst = std::max(worst, ms);
        ++keys;
    };
    for (auto _ : state) {
        iteration = 0;
        for (QChar c : word)
            key(Qt::Key_A, QString(c)); // the key code does not matter to a line edit, the text does
        typingPauses();
        // base/t1234 and base/t12340..t12349
        filtered = filtered && grid->model()->rowCount() == 11;
        filtered = filtered && window->tileEditor()->currentTile() == window->browser()->currentTile()
            && grid->currentIndex().data(TileIndexRole).toInt() == window->browser()->currentTile();
        for (int i = 0; i < word.size(); ++i)
            key(Qt::Key_Backspace, QString());
        typingPauses();
        filtered = filtered && grid->model()->rowCount() == Tiles;
        state.SetIterationTime(iteration / 1000);
    }
    if (!filtered)
        state.SkipWithError("the filter did not filter or the editor does not show the current tile");
    state.counters["mean ms/key"] = total / std::max(keys, 1);
    state.counters["worst ms/key"] = worst;
    state.counters["previews ms"] = previews;
    state.counters["worst ms"] = std::max(worst, previews);
}
BENCHMARK(BM_GuiFilterKeystroke100k)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(2);

// Scrolls the thumbnail grid page by page from the top. Per page: how long until
// the grid has painted (placeholders where pictures are not ready), the GUI
// thread's longest stall from the scroll until every visible picture is drawn,
// and how long that took.
void BM_GuiThumbnailScroll100k(benchmark::State &state)
{
    auto window = makeWindow();
    QString error;
    if (!window->openFile(files().krajina, &error)) {
        state.SkipWithError(qPrintable(error));
        return;
    }
    QListView *grid = window->browser()->grid();
    const ThumbnailCache *cache = static_cast<TileThumbnailDelegate *>(grid->itemDelegate())->cache();
    settle();
    runUntil([&] { return cache->pendingCount() == 0; });
    PaintCounter painted(grid->viewport());
    QScrollBar *bar = grid->verticalScrollBar();
    double shownTotal = 0, shownWorst = 0, readyTotal = 0, stallWorst = 0;
    int pages = 0;
    for (auto _ : state) {
        QElapsedTimer timer;
        timer.start();
        for (int page = 0; page < 20; ++page) {
            const int before = painted.paints;
            StallWatch watch;
            QElapsedTimer one;
            one.start();
            bar->setValue(bar->value() + bar->pageStep());
            if (!runUntil([&] { return painted.paints > before; })) {
                state.SkipWithError("the grid did not repaint");
                return;
            }
            QCoreApplication::processEvents();
            const double shown = msSince(one);
            if (!runUntil([&] { return cache->pendingCount() == 0; })) {
                state.SkipWithError("the pictures did not come");
                return;
            }
            QCoreApplication::processEvents();
            shownTotal += shown;
            shownWorst = std::max(shownWorst, shown);
            readyTotal += msSince(one);
            stallWorst = std::max(stallWorst, watch.worstMs());
            ++pages;
        }
        state.SetIterationTime(msSince(timer) / 1000);
    }
    state.counters["painted ms/page"] = shownTotal / std::max(pages, 1);
    state.counters["worst painted ms"] = shownWorst;
    state.counters["longest stall ms"] = stallWorst;
    state.counters["pictures ms/page"] = readyTotal / std::max(pages, 1);
}
BENCHMARK(BM_GuiThumbnailScroll100k)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(2);

// The Problems panel of a shown window takes a catalogue where each of the 100,000
// tiles has a problem; the longest stall until every finding is in the panel.
void BM_GuiProblemsFill100k(benchmark::State &state)
{
    ProblemsPanel panel;
    panel.resize(1200, 400);
    panel.show();
    QCoreApplication::processEvents();
    double worst = 0, total = 0;
    for (auto _ : state) {
        CatalogueDocument document(files().problems);
        StallWatch watch;
        QElapsedTimer timer;
        timer.start();
        auto model = std::make_unique<ProblemsModel>(&document);
        panel.setModel(model.get());
        if (!runUntil([&] { return !model->isChecking() && model->rowCount() > Tiles; })) {
            state.SkipWithError("the panel did not fill");
            return;
        }
        QCoreApplication::processEvents();
        const double ms = msSince(timer);
        state.SetIterationTime(ms / 1000);
        total += ms;
        worst = std::max(worst, watch.worstMs());
        panel.setModel(nullptr);
    }
    state.counters["fill ms"] = total / double(std::max<benchmark::IterationCount>(state.iterations(), 1));
    state.counters["longest stall ms"] = worst;
}
BENCHMARK(BM_GuiProblemsFill100k)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(2);

// One tile of the 100,000 changes (its English name comes back): the longest
// stall until the panel has one finding fewer.
void BM_GuiProblemsAfterEdit100k(benchmark::State &state)
{
    ProblemsPanel panel;
    panel.resize(1200, 400);
    panel.show();
    CatalogueDocument document(files().problems);
    ProblemsModel model(&document);
    panel.setModel(&model);
    if (!runUntil([&] { return model.rowCount() >= Tiles; })) {
        state.SkipWithError("the panel did not fill");
        return;
    }
    QCoreApplication::processEvents();
    double worst = 0;
    int row = 0;
    for (auto _ : state) {
        TileDefinition tile = document.catalogue().tiles.at(row);
        tile.nameEn = u"Named"_s;
        const int before = model.rowCount();
        StallWatch watch;
        QElapsedTimer timer;
        timer.start();
        document.setTile(row++, tile);
        if (!runUntil([&] { return model.rowCount() == before - 1; })) {
            state.SkipWithError("the panel did not follow the edit");
            return;
        }
        state.SetIterationTime(msSince(timer) / 1000);
        worst = std::max(worst, watch.worstMs());
    }
    state.counters["longest stall ms"] = worst;
}
BENCHMARK(BM_GuiProblemsAfterEdit100k)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(3);

} // namespace
