// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalogue/catalogueio.h"
#include "rulebook/rulebookcommands.h"
#include "rulebook/rulebookio.h"
#include "rulebook/rulebookstore.h"
#include "rules/ruleeditor.h"
#include "rules/unittextedit.h"

#include <QDir>
#include <QLabel>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSplitter>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

using namespace Krajina;
using namespace Qt::StringLiterals;

// The side-by-side rule editor, offscreen.
class TestRuleEditor : public QObject
{
    Q_OBJECT
private:
    static Rulebook sample()
    {
        RulePage page;
        page.id = u"river"_s;
        page.titleEn = u"River"_s;
        page.titleCs = u"Řeka"_s;
        page.expansions = {u"river-1"_s};
        page.english = *WikiText::parse(u"<translate>\n== Set-up == <!--T:1-->\n\n<!--T:2-->\n"
                                        u"The spring {{Tile|river-1/s}} is placed first; 12 tiles follow.\n\n"
                                        u"<!--T:3-->\n* Lakes end the river.\n</translate>\n"_s);
        page.czech = *WikiText::parse(u"== Příprava == <!--T:1-->\n\n<!--T:2-->\nPramen {{Tile|river-1/s}} se "
                                      u"přikládá první; následuje 12\u00A0kartiček.\n\n<!--T:cs-1-->\nPoznámka "
                                      u"k\u00A0českému vydání.\n\n<!--T:3-->\n* Jezera řeku ukončují.\n"_s);
        for (int c = 0; c < page.czech.size(); ++c)
            page.markCurrent(c);
        return Rulebook {{page}};
    }

    struct Fixture
    {
        RulebookHolder holder;
        RuleEditor editor;
        explicit Fixture(const Rulebook &rulebook)
            : holder(rulebook)
            , editor(&holder, holder.undoStack())
        {
            editor.resize(1100, 700);
            editor.setPage(u"river"_s);
            editor.show();
        }
    };

private Q_SLOTS:
    void rowsAreAligned()
    {
        Fixture f(sample());
        QVERIFY(QTest::qWaitForWindowExposed(&f.editor));
        QCOMPARE(f.editor.rowCount(), 4);
        QCOMPARE(f.editor.row(2).status, UnitStatus::CzechOnly);
        QVERIFY(!f.editor.editor(2, Language::English));
        QCOMPARE(f.editor.editor(1, Language::English)->toPlainText(),
                 u"The spring {{Tile|river-1/s}} is placed first; 12 tiles follow."_s);
        QVERIFY(f.editor.editor(3, Language::Czech)->toPlainText().startsWith(u"* Jezera"));
        // English and Czech of a row sit side by side.
        QCOMPARE(f.editor.editor(1, Language::English)->mapTo(&f.editor, QPoint()).y(),
                 f.editor.editor(1, Language::Czech)->mapTo(&f.editor, QPoint()).y());
        QVERIFY(f.editor.summaryText().startsWith(u"100 % complete"));
    }

    void editingEnglishOutdatesItsCzechNeighbourAndUndoRestores()
    {
        Fixture f(sample());
        QVERIFY(QTest::qWaitForWindowExposed(&f.editor));
        UnitTextEdit *english = f.editor.editor(1, Language::English);
        const QString original = english->toPlainText();
        QCOMPARE(f.editor.statusText(1), u"current"_s);

        english->setFocus();
        english->moveCursor(QTextCursor::End);
        QTest::keyClicks(english, u" Really."_s);

        QCOMPARE(f.editor.row(1).status, UnitStatus::Outdated);
        QCOMPARE(f.editor.statusText(1), u"outdated"_s);
        // Every editor is as tall as its text.
        for (int r = 0; r < f.editor.rowCount(); ++r) {
            for (const Language language : {Language::English, Language::Czech}) {
                if (const UnitTextEdit *edit = f.editor.editor(r, language))
                    QVERIFY(edit->viewport()->height() >= int(edit->document()->size().height()));
            }
        }
        QVERIFY2(f.editor.notesText(1).contains(u"English changed"), qPrintable(f.editor.notesText(1)));
        for (const int other : {0, 2, 3})
            QVERIFY(f.editor.row(other).status != UnitStatus::Outdated);
        QCOMPARE(f.holder.undoStack()->count(), 1); // the typing is one command
        QVERIFY(f.editor.summaryText().startsWith(u"66 % complete"));

        f.holder.undoStack()->undo();
        QCOMPARE(f.editor.statusText(1), u"current"_s);
        QCOMPARE(f.editor.row(1).status, UnitStatus::Current);
        QCOMPARE(english->toPlainText(), original);
        QVERIFY(f.editor.notesText(1).isEmpty());

        f.holder.undoStack()->redo();
        QCOMPARE(f.editor.statusText(1), u"outdated"_s);
    }

    void markCurrentButton()
    {
        Fixture f(sample());
        f.holder.undoStack()->push(
            new EditUnitText(&f.holder, u"river"_s, Language::English, 2, u"* Lakes always end the river."_s));
        QCOMPARE(f.editor.statusText(3), u"outdated"_s);
        auto *button = f.editor.findChild<QToolButton *>(u"mark-current-3"_s);
        QVERIFY(button && button->isVisible());
        button->click();
        QCOMPARE(f.editor.statusText(3), u"current"_s);
        QVERIFY(!button->isVisible());
    }

    void translatingAnUntranslatedRow()
    {
        Rulebook rulebook = sample();
        rulebook.pages[0].removeCzechUnit(rulebook.pages[0].czech.indexOf(u"3"));
        Fixture f(rulebook);
        QVERIFY(QTest::qWaitForWindowExposed(&f.editor));
        QCOMPARE(f.editor.statusText(3), u"untranslated"_s);
        UnitTextEdit *czech = f.editor.editor(3, Language::Czech);
        czech->setFocus();
        QTest::keyClicks(czech, u"* Jezera"_s);
        QCOMPARE(f.editor.statusText(3), u"current"_s);
        QCOMPARE(f.editor.editor(3, Language::Czech)->toPlainText(), u"* Jezera"_s);
        QCOMPARE(f.holder.rulebook().pages.constFirst().czech.unit(3).text, u"* Jezera"_s);
        f.holder.undoStack()->undo();
        f.holder.undoStack()->undo();
        QCOMPARE(f.editor.statusText(3), u"untranslated"_s);
    }

    void findingsInTheMargin()
    {
        Fixture f(sample());
        f.holder.undoStack()->push(new EditUnitText(&f.holder, u"river"_s, Language::Czech, 1,
                                                    u"Pramen {{Tile|river-1/s}} se přikládá první."_s));
        QVERIFY2(f.editor.notesText(1).contains(u"numbers-missing"), qPrintable(f.editor.notesText(1)));
        QVERIFY(f.editor.notesText(0).isEmpty());
    }

    void themeFollowsThePalette()
    {
        Fixture f(sample());
        QPalette dark;
        dark.setColor(QPalette::Window, QColor(0x20, 0x20, 0x20));
        dark.setColor(QPalette::Base, QColor(0x18, 0x18, 0x18));
        dark.setColor(QPalette::Text, Qt::white);
        dark.setColor(QPalette::WindowText, Qt::white);
        f.editor.setPalette(dark);
        QVERIFY(f.editor.editor(0, Language::Czech)->palette().color(QPalette::Base).lightness() < 128);
        f.editor.setPalette(QPalette(Qt::white));
        QVERIFY(f.editor.editor(0, Language::Czech)->palette().color(QPalette::Base).lightness() > 128);
    }

    void diffColoursFollowThePalette()
    {
        Fixture f(sample());
        QVERIFY(QTest::qWaitForWindowExposed(&f.editor));
        UnitTextEdit *english = f.editor.editor(1, Language::English);
        english->setFocus();
        english->moveCursor(QTextCursor::End);
        QTest::keyClicks(english, u" Really."_s);
        QCOMPARE(f.editor.row(1).status, UnitStatus::Outdated);
        // The backgrounds of the added words, in the notes under the row.
        auto addedBackground = [&f]() -> QColor {
            static const QRegularExpression ins(u"<ins style=\"background:(#[0-9a-f]{6})\">"_s);
            const auto labels = f.editor.findChildren<QLabel *>();
            for (const QLabel *label : labels) {
                const QRegularExpressionMatch match = ins.match(label->text());
                if (match.hasMatch())
                    return QColor(match.captured(1));
            }
            return {};
        };
        f.editor.setPalette(QPalette(Qt::white));
        const QColor light = addedBackground();
        QVERIFY(light.isValid());
        QVERIFY(light.lightness() > 160);
        QVERIFY(light.green() > light.red());
        QPalette dark;
        dark.setColor(QPalette::Window, QColor(0x20, 0x20, 0x20));
        dark.setColor(QPalette::Base, QColor(0x18, 0x18, 0x18));
        dark.setColor(QPalette::Text, Qt::white);
        dark.setColor(QPalette::WindowText, Qt::white);
        f.editor.setPalette(dark);
        const QColor onDark = addedBackground();
        QVERIFY(onDark.isValid());
        QVERIFY(onDark.lightness() < 100);
        QVERIFY(onDark.green() > onDark.red());
    }

    void previewAndTileReferences()
    {
        Fixture f(sample());
        QTRY_VERIFY(f.editor.preview()->toHtml().contains(u"Příprava"));
        QVERIFY(f.editor.preview()->toHtml().contains(u"tile:river-1/s"));
        f.editor.setPreviewLanguage(Language::English);
        QTRY_VERIFY(f.editor.preview()->toHtml().contains(u"Set-up"));

        QSignalSpy activated(&f.editor, &RuleEditor::tileActivated);
        Q_EMIT f.editor.preview()->anchorClicked(QUrl(u"tile:river-1/s"_s));
        QCOMPARE(activated.size(), 1);
        QCOMPARE(activated.constFirst().constFirst().toString(), u"river-1/s"_s);

        const QList<TileMention> mentions = f.editor.mentionsOf(u"river-1/s"_s);
        QCOMPARE(mentions.size(), 2);
        QVERIFY(f.editor.revealTile(u"river-1/s"_s));
        QCOMPARE(f.editor.editor(1, Language::English)->textCursor().selectedText(), u"{{Tile|river-1/s}}"_s);
        QVERIFY(!f.editor.revealTile(u"river-2/nothing"_s));
    }

    void readingShowsInThePreview()
    {
        Rulebook rulebook = sample();
        RulePage &page = rulebook.pages[0];
        page.setEnglishText(2,
                            u"* Lakes end the river.\n{{Reading|The lake ends every branch.|source=the rules name "
                            u"one lake|option=river.noDeadEnd}}"_s);
        page.setCzechText(page.czech.indexOf(u"3"),
                          u"* Jezera řeku ukončují.\n{{Readingcs|Jezero ukončuje každé "
                          u"rameno.|source=pravidla znají jedno jezero|option=river.noDeadEnd}}"_s);
        Fixture f(rulebook);
        QVERIFY(QTest::qWaitForWindowExposed(&f.editor));
        QTRY_VERIFY(f.editor.preview()->toHtml().contains(u"Výklad:"));
        const QString czech = f.editor.preview()->toPlainText();
        QVERIFY2(czech.contains(u"Výklad: Jezero ukončuje každé rameno."), qPrintable(czech));
        QVERIFY2(czech.contains(u"Pravidla nejsou jednoznačná: pravidla znají jedno jezero."), qPrintable(czech));
        QVERIFY(czech.contains(u"river.noDeadEnd"));
        QVERIFY(!czech.contains(u"{{"));
        f.editor.setPreviewLanguage(Language::English);
        QTRY_VERIFY(f.editor.preview()->toPlainText().contains(u"Reading: The lake ends every branch."));
        QVERIFY(f.editor.preview()->toPlainText().contains(u"The source is unclear: the rules name one lake."));
    }

    void quickFixPutsNonBreakingSpaces()
    {
        Fixture f(sample());
        QVERIFY(QTest::qWaitForWindowExposed(&f.editor));
        auto *button = f.editor.findChild<QToolButton *>(u"quick-fix-1"_s);
        QVERIFY(button);
        QVERIFY(!button->isVisible());
        const int czech = f.holder.rulebook().pages.constFirst().czech.indexOf(u"2");
        UnitTextEdit *edit = f.editor.editor(1, Language::Czech);
        edit->setFocus();
        edit->moveCursor(QTextCursor::End);
        QTest::keyClicks(edit, u" Za 10 minut."_s);
        QVERIFY2(f.editor.notesText(1).contains(u"typography-number-space"), qPrintable(f.editor.notesText(1)));
        QVERIFY(button->isVisible());
        const int commands = f.holder.undoStack()->count();
        button->click();
        const QString fixed = f.holder.rulebook().pages.constFirst().czech.unit(czech).text;
        QVERIFY2(fixed.endsWith(u"Za 10\u00A0minut."_s), qPrintable(fixed));
        QVERIFY(!f.editor.notesText(1).contains(u"typography"));
        QVERIFY(!button->isVisible());
        QCOMPARE(f.holder.undoStack()->count(), commands + 1); // one step of its own
        f.holder.undoStack()->undo();
        QVERIFY(f.holder.rulebook().pages.constFirst().czech.unit(czech).text.endsWith(u"Za 10 minut."_s));
        QVERIFY(button->isVisible());
    }

    // The bundled River page with one English edit, drawn to a PNG; with
    // KRAJINA_SCREENSHOT_DIR set the picture is kept there as rule-editor.png.
    void screenshot()
    {
        const RulebookReadResult bundled = bundledRulebook();
        QVERIFY2(bundled.ok(), qPrintable(bundled.error));
        if (!bundled.rulebook.page(u"river"))
            QSKIP("no bundled River page");
        Fixture f(bundled.rulebook);
        f.editor.setCatalogue(&bundledCatalogue());
        f.editor.resize(1600, 900);
        if (auto *splitter = f.editor.findChild<QSplitter *>())
            splitter->setSizes({1000, 600});
        QVERIFY(QTest::qWaitForWindowExposed(&f.editor));

        // One English edit, so that the picture shows an outdated unit and its diff.
        const RulePage &page = *f.holder.rulebook().page(u"river");
        int edited = -1;
        // A unit with tile templates, so that the picture shows highlighting and thumbnails.
        for (int e = 2; e < page.english.size() && edited < 0; ++e) {
            if (!page.english.unit(e).isHeading() && page.english.unit(e).text.contains(u"{{Tile|"))
                edited = e;
        }
        QVERIFY(edited >= 0);
        const QString text = page.english.unit(edited).text + u" Footbridges never join fields."_s;
        f.holder.undoStack()->push(new EditUnitText(&f.holder, u"river"_s, Language::English, edited, text));
        int row = 0;
        for (int r = 0; r < f.editor.rowCount(); ++r) {
            if (f.editor.row(r).english == edited)
                row = r;
        }
        QCOMPARE(f.editor.row(row).status, UnitStatus::Outdated);
        f.editor.revealRow(std::max(0, row - 2));
        QTRY_VERIFY(f.editor.preview()->toHtml().contains(u"tile:river-1/CICI"));
        // The preview at River I's tile list, thumbnails and all (after a first
        // paint, which loads the thumbnails and so settles the layout).
        f.editor.preview()->grab();
        QTest::qWait(300);
        f.editor.preview()->scrollToAnchor(u"Řeka_I_C2_(verze_základní_hry_a_Big_Boxu_6)"_s);
        QVERIFY(f.editor.preview()->verticalScrollBar()->value() > 0);
        QTest::qWait(300);

        const QImage image = f.editor.grab().toImage();
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), QSize(1600, 900) * image.devicePixelRatio());
        // Not one flat colour: there is text on it.
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 7)
            for (int x = 0; x < image.width(); x += 7)
                colours.insert(image.pixel(x, y));
        QVERIFY(colours.size() > 20);
        const QString directory = qEnvironmentVariable("KRAJINA_SCREENSHOT_DIR");
        if (!directory.isEmpty())
            QVERIFY(image.save(QDir(directory).filePath(u"rule-editor.png"_s)));
    }
};

QTEST_MAIN(TestRuleEditor)
#include "tst_ruleeditor.moc"
