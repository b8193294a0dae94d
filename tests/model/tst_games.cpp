// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/carcassonne/carcassonnegame.h"
#include "engine/carcassonne/rulecode.h"
#include "engine/dosrios/dosriosgame.h"
#include "engine/dosrios/rulecodes.h"
#include "engine/games.h"
#include "engine/recorderrors.h"

#include <QJsonDocument>
#include <QJsonParseError>
#include <QSet>
#include <QTest>

using namespace Qt::StringLiterals;

namespace Krajina {

// The interface both games implement (model/engine/README.md, "A game") and its registry.
class TestGames : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyGameHasItsOwnIdAndCamelCaseRuleCodes()
    {
        QSet<QString> ids, codes;
        for (const GameRules *game : games()) {
            QVERIFY(!ids.contains(game->id()));
            ids.insert(game->id());
            QCOMPARE(gameById(game->id()), game);
            const QList<RuleCodeEntry> table = game->ruleCodes();
            QVERIFY(table.size() > 1);
            QCOMPARE(table.first().name, u"ok"_s);
            for (const RuleCodeEntry &code : table.mid(1)) {
                // One naming style (README "Names"): camelCase words between dots, no two games share a code.
                QVERIFY2(!code.name.contains(u'-') && !code.name.contains(u'_') && code.name.contains(u'.'),
                         qPrintable(code.name));
                QVERIFY2(!codes.contains(code.name), qPrintable(code.name));
                codes.insert(code.name);
                QVERIFY2(!code.summary.isEmpty(), qPrintable(code.name));
            }
        }
        QCOMPARE(ids, (QSet<QString> {u"carcassonne"_s, u"dos-rios"_s}));
        QCOMPARE(gameById(u"chess"), nullptr);
    }

    void ruleCodeTablesReadTheirNamesBack()
    {
        for (int c = 0; c < RuleCodeCount; ++c)
            QCOMPARE(ruleCodeFromName(ruleCodeName(RuleCode(c))), std::optional<RuleCode>(RuleCode(c)));
        QCOMPARE(ruleCodeFromName(u"edge.mismatch"), std::optional<RuleCode>(RuleCode::EdgeMismatch));
        QCOMPARE(ruleCodeFromName(u"edge.nothing"), std::nullopt);
        QCOMPARE(ruleCodeSummary(RuleCode::MoveGameOver), u"The game is over."_s);
        QCOMPARE(DosRios::ruleCodeFromName(u"dosrios.enter.two-own-farmers"),
                 std::optional<DosRios::RuleCode>(DosRios::RuleCode::EnterTwoOwnFarmers));
        QCOMPARE(DosRios::ruleCodeFromName(u"placement.noNeighbour"), std::nullopt); // another game's
    }

    void recordsAndExpansionsChooseTheirGame()
    {
        QCOMPARE(gameOfRecord(R"({"game": "dos-rios", "players": 2})").id(), u"dos-rios"_s);
        QCOMPARE(gameOfRecord(R"({"expansions": ["base"], "moves": []})").id(), u"carcassonne"_s);
        // Not a record, or a game we do not play: Carcassonne's reader says what is wrong.
        QCOMPARE(gameOfRecord("not JSON").id(), u"carcassonne"_s);
        QCOMPARE(gameOfRecord(R"({"game": "chess"})").id(), u"carcassonne"_s);
        QCOMPARE(gameOfExpansions({u"dos-rios"_s}).id(), u"dos-rios"_s);
        QCOMPARE(gameOfExpansions({u"base"_s, u"river-1"_s}).id(), u"carcassonne"_s);
        QCOMPARE(gameOfExpansions({u"base"_s, u"dos-rios"_s}).id(), u"carcassonne"_s); // tiles, not the game
        QCOMPARE(gameOfExpansions({}).id(), u"carcassonne"_s);
    }

    void recordErrorsNameTheLineThePathAndTheFirstProblem()
    {
        const QByteArray text = "{\n  \"players\": 2,\n  \"money\": [1, \"x\"]\n}\n";
        QString error;
        RecordErrors errors {text, &error};
        const QJsonObject root = QJsonDocument::fromJson(text).object();
        QCOMPARE(errors.integer(root, u"players"_s, {}, 2, 4), std::optional<int>(2));
        QVERIFY(!errors.failed);
        QCOMPARE(errors.integers(root, u"wood"_s, {}, 2), std::nullopt); // missing: no error
        QVERIFY(!errors.failed);
        QCOMPARE(errors.integers(root, u"money"_s, {}, 2), std::nullopt);
        QVERIFY(errors.failed);
        QVERIFY2(error.startsWith(u"line 3, column "_s) && error.endsWith(u": money[1]: expected a whole number"_s),
                 qPrintable(error));
        const QString first = error;
        QVERIFY(!errors.fail({u"players"_s}, u"a second problem"_s));
        QCOMPARE(error, first); // the first one stays

        QJsonParseError parseError;
        const QByteArray broken = "{\n  \"players\": 2,\n  oops\n}\n";
        QJsonDocument::fromJson(broken, &parseError);
        QVERIFY(notJsonError(broken, parseError).startsWith(u"line 3, column "_s));
    }
};

} // namespace Krajina

QTEST_GUILESS_MAIN(Krajina::TestGames)
#include "tst_games.moc"
