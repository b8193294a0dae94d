// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "syntaxrepository.h"
#include "version.h"

#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/Theme>

#include <QTest>

class TestSyntaxRepository : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void findsMediaWikiDefinition()
    {
        const auto definition = Krajina::syntaxRepository().definitionForName(QStringLiteral("MediaWiki"));
        QVERIFY(definition.isValid());
        QCOMPARE(definition.name(), QStringLiteral("MediaWiki"));
    }

    void hasLightAndDarkThemes()
    {
        using KSyntaxHighlighting::Repository;
        const auto light = Krajina::syntaxRepository().defaultTheme(Repository::LightTheme);
        const auto dark = Krajina::syntaxRepository().defaultTheme(Repository::DarkTheme);
        QVERIFY(light.isValid());
        QVERIFY(dark.isValid());
        QVERIFY(light.name() != dark.name());
    }

    void reportsVersions()
    {
        QVERIFY(Krajina::syntaxHighlightingVersion().startsWith(u"6."));
        QVERIFY(Krajina::qtRuntimeVersion().startsWith(u"6."));
    }
};

QTEST_GUILESS_MAIN(TestSyntaxRepository)
#include "tst_syntaxrepository.moc"
