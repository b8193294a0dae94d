// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/carcassonne/rulecode.h"

#include <QHash>
#include <QSet>
#include <QTest>

using namespace Krajina;
using namespace Qt::StringLiterals;

class TestRuleCode : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyCodeHasTheCategoryItsNameSays()
    {
        // The stable names start with the part of the move they are about.
        const QHash<QString, RuleCategory> prefixes {
            {u"ok"_s, RuleCategory::Ok},
            {u"placement"_s, RuleCategory::Placement},
            {u"edge"_s, RuleCategory::Placement},
            {u"river"_s, RuleCategory::River},
            {u"follower"_s, RuleCategory::Follower},
            {u"bets"_s, RuleCategory::Bets},
            {u"cropCircle"_s, RuleCategory::CropCircle},
            {u"move"_s, RuleCategory::Move},
        };
        QSet<RuleCategory> seen;
        for (int c = 0; c < RuleCodeCount; ++c) {
            const RuleCode code = RuleCode(c);
            const QString prefix = ruleCodeName(code).section(u'.', 0, 0);
            QVERIFY2(prefixes.contains(prefix), qPrintable(ruleCodeName(code)));
            QCOMPARE(ruleCodeCategory(code), prefixes.value(prefix));
            QCOMPARE(ruleCodeFromName(ruleCodeName(code)), code);
            seen.insert(ruleCodeCategory(code));
        }
        QCOMPARE(seen.size(), 7);
        QCOMPARE(ruleCodeCategory(RuleCode::FollowerNoFeature), RuleCategory::Follower);
        QCOMPARE(ruleCodeCategory(RuleCode::BetsNoOpenFeature), RuleCategory::Bets);
    }
};

QTEST_GUILESS_MAIN(TestRuleCode)
#include "tst_rulecode.moc"
