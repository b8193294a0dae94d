// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "syntaxtheme.h"

#include "syntaxrepository.h"

#include <KSyntaxHighlighting/Repository>

#include <QPalette>

namespace Krajina {

namespace {

QColor mix(const QColor &base, const QColor &tint, qreal amount)
{
    return QColor::fromRgbF(float(base.redF() + (tint.redF() - base.redF()) * amount),
                            float(base.greenF() + (tint.greenF() - base.greenF()) * amount),
                            float(base.blueF() + (tint.blueF() - base.blueF()) * amount));
}

} // namespace

KSyntaxHighlighting::Theme themeForPalette(const QPalette &palette)
{
    return syntaxRepository().themeForPalette(palette);
}

KSyntaxHighlighting::Theme themeForPrinting()
{
    return syntaxRepository().defaultTheme(KSyntaxHighlighting::Repository::LightTheme);
}

DiffColours diffColoursFor(const QPalette &palette)
{
    const QColor base = palette.color(QPalette::Base);
    return {mix(base, QColor(0xe5, 0x39, 0x35), 0.35), mix(base, QColor(0x43, 0xa0, 0x47), 0.35)};
}

} // namespace Krajina
