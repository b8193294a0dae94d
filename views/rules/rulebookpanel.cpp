// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "rulebookpanel.h"

#include "document/cataloguedocument.h"
#include "render/tilerenderer.h"
#include "ruleeditor.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Krajina {

RulebookPanel::RulebookPanel(QWidget *parent)
    : QWidget(parent)
    , m_pages(new QComboBox(this))
    , m_label(new QLabel(this))
{
    setObjectName(u"RulebookPanel"_s);
    m_pages->setObjectName(u"rulePage"_s);
    m_label->setBuddy(m_pages);
    auto *top = new QHBoxLayout;
    top->addWidget(m_label);
    top->addWidget(m_pages, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    connect(m_pages, &QComboBox::activated, this, [this] {
        if (m_editor)
            m_editor->setPage(m_pages->currentData().toString());
    });
    retranslate();
}

RulebookPanel::~RulebookPanel() = default;

void RulebookPanel::setDocument(CatalogueDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    delete m_editor;
    m_editor = nullptr;
    m_document = document;
    if (!document) {
        m_pages->clear();
        return;
    }
    connect(document, &CatalogueDocument::rulebookReset, this, &RulebookPanel::fillPages);
    fillPages();
    // The page's editors take long to lay out: they are made when the panel is first shown.
    if (isVisible())
        editor();
}

RuleEditor *RulebookPanel::editor()
{
    if (m_editor || !m_document)
        return m_editor;
    m_editor = new RuleEditor(m_document, m_document->undoStack(), this);
    m_editor->setCatalogue(&m_document->catalogue());
    layout()->addWidget(m_editor);
    connect(m_editor, &RuleEditor::tileActivated, this, &RulebookPanel::tileActivated);
    m_editor->setPage(m_pages->currentData().toString()); // none: the editor says there is no page
    return m_editor;
}

void RulebookPanel::showEvent(QShowEvent *event)
{
    editor();
    QWidget::showEvent(event);
}

void RulebookPanel::fillPages()
{
    const QString keep = m_pages->currentData().toString();
    m_pages->clear();
    if (!m_document)
        return;
    const bool czech = QLocale().name().startsWith(u"cs");
    for (const RulePage &page : m_document->rulebook().pages)
        m_pages->addItem(czech ? page.titleCs : page.titleEn, page.id);
    const int index = std::max(0, m_pages->findData(keep));
    m_pages->setCurrentIndex(index);
    if (m_editor)
        m_editor->setPage(m_pages->itemData(index).toString());
}

void RulebookPanel::showPage(const QString &pageId)
{
    const int index = m_pages->findData(pageId);
    if (index < 0 || !m_document)
        return;
    m_pages->setCurrentIndex(index);
    if (m_editor)
        m_editor->setPage(pageId);
    else
        editor(); // opens the current page
}

bool RulebookPanel::revealTile(const QString &tileId)
{
    if (!m_document || !editor())
        return false;
    const auto mentions = m_editor->mentionsOf(tileId);
    if (mentions.isEmpty())
        return false;
    showPage(mentions.first().page);
    return m_editor->revealTile(tileId);
}

void RulebookPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        fillPages();
    }
    QWidget::changeEvent(event);
}

void RulebookPanel::retranslate()
{
    m_label->setText(tr("&Page:"));
    // A catalogue opened from its tile files alone (catalogue.json, JCloisterZone XML) has no rule pages.
    m_pages->setPlaceholderText(tr("This catalogue has no rule pages"));
}

} // namespace Krajina
