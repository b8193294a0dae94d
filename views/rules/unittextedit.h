// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QTextEdit>

namespace KSyntaxHighlighting {
class SyntaxHighlighter;
class Theme;
} // namespace KSyntaxHighlighting

namespace Krajina {

// The editor of one translation unit: plain wikitext with MediaWiki
// highlighting, as tall as its text (the rule editor scrolls as a whole, so
// English and Czech rows stay side by side). Ctrl+click on {{Tile|id}} asks
// for the tile.
class UnitTextEdit : public QTextEdit
{
    Q_OBJECT
public:
    explicit UnitTextEdit(QWidget *parent = nullptr);
    ~UnitTextEdit() override;

    // Replaces the text without it counting as an edit (no userEdited()).
    void setUnitText(const QString &text);
    QString unitText() const { return toPlainText(); }
    void setTheme(const KSyntaxHighlighting::Theme &theme);
    // Selects the first occurrence of `text`; false when there is none.
    bool selectText(const QString &text);
    // Marks the first occurrence of `text` with the highlight colour while
    // the edit has no focus too (Show in Rules); an empty text clears it.
    bool markText(const QString &text);
    // The tile id of a {{Tile|id}} around a text position, or empty.
    QString tileAt(int position) const;

Q_SIGNALS:
    void userEdited(const QString &text);
    void tileActivated(const QString &tileId);
    void focused();

protected:
    void resizeEvent(QResizeEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;

private:
    void fitHeight();

    KSyntaxHighlighting::SyntaxHighlighter *m_highlighter = nullptr;
    QString m_text; // the text as last set or edited
    bool m_settingText = false;
};

} // namespace Krajina
