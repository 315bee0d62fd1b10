//! Army-building checks the engine's setup does not make: they are about collecting
//! figures, not about play.

use dialkeeper_core::{ArmyFigure, Rank};

/// A problem with an army as built.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ArmyProblem {
    /// A Unique figure appears more than once.
    UniqueTwice {
        /// Its name.
        name: String,
    },
}

/// Every problem, in army order; empty when the army may be fielded.
pub fn problems(army: &[ArmyFigure]) -> Vec<ArmyProblem> {
    let mut seen: Vec<&str> = Vec::new();
    let mut out = Vec::new();
    for entry in army.iter().filter(|e| e.figure.rank == Rank::Unique) {
        let name = entry.figure.name.as_str();
        if seen.contains(&name) {
            if !out.contains(&ArmyProblem::UniqueTwice { name: name.to_string() }) {
                out.push(ArmyProblem::UniqueTwice { name: name.to_string() });
            }
        } else {
            seen.push(name);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::demo;

    #[test]
    fn a_unique_figure_appears_at_most_once() {
        let figures = demo::figures();
        let unique = figures.iter().find(|f| f.rank == Rank::Unique).unwrap().clone();
        let weak = figures.iter().find(|f| f.rank == Rank::Weak).unwrap().clone();
        let ok = vec![ArmyFigure::new(unique.clone()), ArmyFigure::new(weak.clone()), ArmyFigure::new(weak)];
        assert!(problems(&ok).is_empty(), "ordinary figures may repeat");
        let twice = vec![ArmyFigure::new(unique.clone()), ArmyFigure::new(unique.clone()), ArmyFigure::new(unique.clone())];
        assert_eq!(problems(&twice), [ArmyProblem::UniqueTwice { name: unique.name }]);
    }
}
