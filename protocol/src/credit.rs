//! Who made each change still in a shared game, for the log. The sharing log holds every
//! operation since sharing began, undos and redos too; the game's log holds the commands
//! still applied. Replaying the one as a stack gives the other's authors.

use dialkeeper_store::Op;

use super::wire::Line;

/// The authors of the last commands still applied, oldest first: the `i`-th from the end
/// of the result belongs to the `i`-th from the end of the game's applied commands. A
/// command made before sharing began, and so with no author here, is `None`; the
/// commands before those the result covers have none either.
pub fn authors(lines: &[Line]) -> Vec<Option<String>> {
    let mut applied: Vec<Option<String>> = Vec::new();
    let mut undone: Vec<Option<String>> = Vec::new();
    for line in lines {
        match line.op {
            Op::Apply(_) => {
                applied.push(Some(line.author.clone()));
                undone.clear();
            }
            // An undo of a command from before sharing takes nothing this log knows of.
            Op::Undo => undone.push(applied.pop().flatten()),
            Op::Redo => applied.push(undone.pop().flatten()),
        }
    }
    applied
}

#[cfg(test)]
mod tests {
    use dialkeeper_core::Command;

    use super::*;

    fn line(seq: i64, author: &str, op: Op) -> Line {
        Line { seq, author: author.into(), op }
    }

    #[test]
    fn undo_and_redo_move_a_change_with_its_author() {
        let pass = || Op::Apply(Command::Pass);
        let lines = [
            line(1, "Ana", pass()),
            line(2, "Ben", pass()),
            line(3, "Cleo", Op::Undo),
            line(4, "Ana", Op::Redo),
            line(5, "Ana", Op::Undo),
            line(6, "Cleo", pass()),
            line(7, "Ben", Op::Redo), // nothing to redo after a new change: refused, never logged
        ];
        assert_eq!(authors(&lines[..6]), [Some("Ana".into()), Some("Cleo".into())], "Ben's change was undone, Cleo's took its place");
        assert_eq!(authors(&lines[..4]), [Some("Ana".into()), Some("Ben".into())], "a redo brings back Ben's change, still Ben's");
    }

    #[test]
    fn an_undo_reaching_before_sharing_takes_an_unknown_author_away_and_back() {
        let lines =
            [line(9, "Ana", Op::Undo), line(10, "Ben", Op::Apply(Command::Pass)), line(11, "Ben", Op::Undo), line(12, "Ana", Op::Undo)];
        // The game's applied list: [.., x] before; undo x; pass (Ben); undo pass; undo y.
        assert_eq!(authors(&lines), Vec::<Option<String>>::new());
        let redone = [line(9, "Ana", Op::Undo), line(10, "Ana", Op::Redo)];
        assert_eq!(authors(&redone), [None], "the command from before sharing is back, with no author");
    }
}
