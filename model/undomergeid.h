// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

namespace Krajina {

// QUndoCommand::id() of the undo commands that merge with the one before,
// one list for every command of the model (two commands must never share one).
// Undo commands are named after the edit, without a "Command" suffix
// (AddTile, ChangeTileCount, EditUnitText), and their texts are in title case
// in the "UndoCommands" translation context.
enum class UndoMergeId : int {
    ChangeTileCount = 1,
    EditUnitText,
};

} // namespace Krajina
