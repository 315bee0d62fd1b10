//! Unlimited undo and redo, as a list of revisions.
//!
//! A game's state is small (a few bytes per figure), so each revision keeps the whole
//! state from before its command instead of an inverse change: undo is then exact by
//! construction, which the property tests check.

use crate::command::Command;
use crate::state::GameState;

#[derive(Debug, Clone)]
struct Revision {
    command: Command,
    /// The state on the other side of this revision: before it on the undo list,
    /// after it on the redo list.
    state: GameState,
}

/// The applied and undone commands of a game.
#[derive(Debug, Clone, Default)]
pub(crate) struct History {
    done: Vec<Revision>,
    undone: Vec<Revision>,
    /// Counts every push, undo and redo, so a plan can tell the game moved on.
    changes: u64,
}

impl History {
    pub(crate) fn push(&mut self, command: Command, before: GameState) {
        self.done.push(Revision { command, state: before });
        self.undone.clear();
        self.changes += 1;
    }

    pub(crate) fn undo(&mut self, state: &mut GameState) -> Option<&Command> {
        let mut revision = self.done.pop()?;
        self.changes += 1;
        std::mem::swap(&mut revision.state, state);
        self.undone.push(revision);
        self.undone.last().map(|r| &r.command)
    }

    pub(crate) fn redo(&mut self, state: &mut GameState) -> Option<&Command> {
        let mut revision = self.undone.pop()?;
        self.changes += 1;
        std::mem::swap(&mut revision.state, state);
        self.done.push(revision);
        self.done.last().map(|r| &r.command)
    }

    /// How many times the history changed: a plan's position.
    pub(crate) fn changes(&self) -> u64 {
        self.changes
    }

    pub(crate) fn can_undo(&self) -> bool {
        !self.done.is_empty()
    }

    pub(crate) fn can_redo(&self) -> bool {
        !self.undone.is_empty()
    }

    /// Applied commands, oldest first.
    pub(crate) fn applied(&self) -> impl Iterator<Item = &Command> {
        self.done.iter().map(|r| &r.command)
    }

    /// The last applied command and the state from before it: what an undo takes back.
    pub(crate) fn last_done(&self) -> Option<(&Command, &GameState)> {
        self.done.last().map(|r| (&r.command, &r.state))
    }

    /// Undone commands, the next to redo first.
    pub(crate) fn undone(&self) -> impl Iterator<Item = &Command> {
        self.undone.iter().rev().map(|r| &r.command)
    }
}
