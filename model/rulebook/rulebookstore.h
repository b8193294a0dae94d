// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "rulebook.h"

#include <QObject>

#include <memory>

class QUndoStack;

namespace Krajina {

// Whoever holds the open rulebook (the catalogue document, or RulebookHolder
// when there is none): what the undo commands change it through, and the
// signals views follow.
class RulebookStore : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;
    virtual const Rulebook &rulebook() const = 0;
    // Replaces the page with the same id and emits rulePageChanged(). Only undo commands call this.
    virtual void setRulePage(const RulePage &page) = 0;

Q_SIGNALS:
    void rulePageChanged(const QString &pageId);
    // Every page may have changed (another file, a wiki import of the whole rulebook).
    void rulebookReset();
};

// A rulebook with its own undo stack, for editing rules without a catalogue
// document (tests, a stand-alone editor).
class RulebookHolder : public RulebookStore
{
    Q_OBJECT
public:
    explicit RulebookHolder(Rulebook rulebook = {}, QObject *parent = nullptr);
    ~RulebookHolder() override;

    const Rulebook &rulebook() const override { return m_rulebook; }
    void setRulePage(const RulePage &page) override;
    QUndoStack *undoStack() const { return m_undoStack.get(); }

private:
    Rulebook m_rulebook;
    std::unique_ptr<QUndoStack> m_undoStack;
};

} // namespace Krajina
