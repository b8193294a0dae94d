// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "rulebook.h"

#include <QObject>

#include <memory>

class QUndoStack;

namespace Krajina {

// Whoever holds the open rulebook (the catalogue document, or RulebookHolder
// when there is none): what the undo commands change it through.
class RulebookStore
{
public:
    virtual ~RulebookStore() = default;
    virtual const Rulebook &rulebook() const = 0;
    // Replaces the page with the same id. Only undo commands call this.
    virtual void setRulePage(const RulePage &page) = 0;
};

// A rulebook with its own undo stack, for editing rules without a catalogue
// document (tests, a stand-alone editor).
class RulebookHolder
    : public QObject
    , public RulebookStore
{
    Q_OBJECT
public:
    explicit RulebookHolder(Rulebook rulebook = {}, QObject *parent = nullptr);
    ~RulebookHolder() override;

    const Rulebook &rulebook() const override { return m_rulebook; }
    void setRulePage(const RulePage &page) override;
    QUndoStack *undoStack() const { return m_undoStack.get(); }

Q_SIGNALS:
    void rulePageChanged(const QString &pageId);

private:
    Rulebook m_rulebook;
    std::unique_ptr<QUndoStack> m_undoStack;
};

} // namespace Krajina
