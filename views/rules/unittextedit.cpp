// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "unittextedit.h"

#include "rulebook/wikimarkup.h"
#include "syntaxrepository.h"

#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/SyntaxHighlighter>
#include <KSyntaxHighlighting/Theme>

#include <QMouseEvent>
#include <QTextBlock>
#include <QTextDocument>

using namespace Qt::StringLiterals;

namespace Krajina {

UnitTextEdit::UnitTextEdit(QWidget *parent)
    : QTextEdit(parent)
    , m_highlighter(new KSyntaxHighlighting::SyntaxHighlighter(document()))
{
    setAcceptRichText(false);
    setTabChangesFocus(true);
    setLineWrapMode(QTextEdit::WidgetWidth);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_highlighter->setDefinition(syntaxRepository().definitionForName(u"MediaWiki"_s));
    // textChanged also fires when only the highlighting changed: compare.
    connect(this, &QTextEdit::textChanged, this, [this] {
        fitHeight();
        const QString text = toPlainText();
        if (text == m_text)
            return;
        m_text = text;
        if (!m_settingText)
            Q_EMIT userEdited(text);
    });
    fitHeight();
}

UnitTextEdit::~UnitTextEdit() = default;

void UnitTextEdit::setUnitText(const QString &text)
{
    if (text == toPlainText())
        return;
    m_settingText = true;
    m_text = text;
    const int position = textCursor().position();
    setPlainText(text);
    QTextCursor cursor = textCursor();
    cursor.setPosition(std::min(position, int(text.size())));
    setTextCursor(cursor);
    m_settingText = false;
}

void UnitTextEdit::setTheme(const KSyntaxHighlighting::Theme &theme)
{
    QPalette colours = palette();
    colours.setColor(QPalette::Base, QColor::fromRgba(theme.editorColor(KSyntaxHighlighting::Theme::BackgroundColor)));
    colours.setColor(QPalette::Text, QColor::fromRgba(theme.textColor(KSyntaxHighlighting::Theme::Normal)));
    colours.setColor(QPalette::Highlight,
                     QColor::fromRgba(theme.editorColor(KSyntaxHighlighting::Theme::TextSelection)));
    setPalette(colours);
    m_highlighter->setTheme(theme);
    m_highlighter->rehighlight();
}

bool UnitTextEdit::selectText(const QString &text)
{
    const qsizetype at = toPlainText().indexOf(text);
    if (at < 0)
        return false;
    QTextCursor cursor = textCursor();
    cursor.setPosition(int(at));
    cursor.setPosition(int(at + text.size()), QTextCursor::KeepAnchor);
    setTextCursor(cursor);
    return true;
}

bool UnitTextEdit::markText(const QString &text)
{
    const qsizetype at = text.isEmpty() ? -1 : toPlainText().indexOf(text);
    if (at < 0) {
        setExtraSelections({});
        return false;
    }
    QTextEdit::ExtraSelection mark;
    mark.cursor = textCursor();
    mark.cursor.setPosition(int(at));
    mark.cursor.setPosition(int(at + text.size()), QTextCursor::KeepAnchor);
    QColor colour = palette().color(QPalette::Highlight);
    colour.setAlpha(90);
    mark.format.setBackground(colour);
    setExtraSelections({mark});
    return true;
}

QString UnitTextEdit::tileAt(int position) const
{
    const QString text = toPlainText();
    for (const TemplateCall &call : templateCalls(text)) {
        if (call.normalisedName() == u"Tile" && position >= call.start && position <= call.start + call.length)
            return call.positional(1);
    }
    return {};
}

void UnitTextEdit::resizeEvent(QResizeEvent *event)
{
    QTextEdit::resizeEvent(event);
    fitHeight();
}

void UnitTextEdit::mouseReleaseEvent(QMouseEvent *event)
{
    QTextEdit::mouseReleaseEvent(event);
    if (event->button() == Qt::LeftButton && (event->modifiers() & Qt::ControlModifier)) {
        const QString tile = tileAt(cursorForPosition(event->position().toPoint()).position());
        if (!tile.isEmpty())
            Q_EMIT tileActivated(tile);
    }
}

void UnitTextEdit::focusInEvent(QFocusEvent *event)
{
    QTextEdit::focusInEvent(event);
    Q_EMIT focused();
}

void UnitTextEdit::fitHeight()
{
    document()->setTextWidth(viewport()->width());
    const int height = int(std::ceil(document()->size().height())) + 2 * frameWidth() + contentsMargins().top()
        + contentsMargins().bottom();
    const int minimum = fontMetrics().lineSpacing() + 2 * frameWidth() + int(2 * document()->documentMargin());
    setFixedHeight(std::max(height, minimum));
}

} // namespace Krajina
