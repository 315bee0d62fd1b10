//! The figures picked lately for an army, newest first, so the next army starts with
//! them at hand. A figure is known by its name, set and collector number, not by its
//! place in a list, so a re-imported catalog still finds it.

use dialkeeper_core::FigureDef;

/// How many picks are kept: about one army's worth.
const KEEP: usize = 8;

/// What names one figure across catalogs.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Key {
    name: String,
    set: String,
    number: String,
}

impl Key {
    fn of(f: &FigureDef) -> Key {
        Key { name: f.name.clone(), set: f.set.clone(), number: f.collector_number.clone() }
    }
}

/// The recent picks, newest first.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RecentPicks {
    keys: Vec<Key>,
}

impl RecentPicks {
    /// Remembers a pick: it moves to the front, the oldest beyond [`KEEP`] is dropped.
    pub fn note(&mut self, f: &FigureDef) {
        let key = Key::of(f);
        self.keys.retain(|k| *k != key);
        self.keys.insert(0, key);
        self.keys.truncate(KEEP);
    }

    /// Splits `items` into the recently picked ones, newest first, and the others in
    /// the order given. A figure listed twice (a demo figure and its copy) counts once.
    pub fn split<T>(&self, items: Vec<T>, figure: impl Fn(&T) -> &FigureDef) -> (Vec<T>, Vec<T>) {
        let mut recent: Vec<(usize, T)> = Vec::new();
        let mut rest = Vec::new();
        for item in items {
            let key = Key::of(figure(&item));
            match self.keys.iter().position(|k| *k == key) {
                Some(at) if !recent.iter().any(|(seen, _)| *seen == at) => recent.push((at, item)),
                _ => rest.push(item),
            }
        }
        recent.sort_by_key(|(at, _)| *at);
        (recent.into_iter().map(|(_, item)| item).collect(), rest)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(list: &[&FigureDef]) -> Vec<String> {
        list.iter().map(|f| f.name.clone()).collect()
    }

    #[test]
    fn the_newest_pick_comes_first_and_a_repeat_moves_up() {
        let demo = crate::demo::figures();
        let mut recent = RecentPicks::default();
        recent.note(&demo[0]);
        recent.note(&demo[2]);
        recent.note(&demo[0]);
        let (first, rest) = recent.split(demo.iter().collect(), |f| f);
        assert_eq!(names(&first), [demo[0].name.clone(), demo[2].name.clone()]);
        assert_eq!(rest.len(), demo.len() - 2);
        assert_eq!(rest[0].name, demo[1].name, "the others keep their order");
    }

    #[test]
    fn only_one_army_s_worth_is_kept() {
        let demo = crate::demo::figures();
        let mut recent = RecentPicks::default();
        let mut figures = Vec::new();
        for n in 0..KEEP + 3 {
            let mut f = demo[0].clone();
            f.collector_number = format!("X{n}");
            recent.note(&f);
            figures.push(f);
        }
        let (first, _) = recent.split(figures.iter().collect(), |f| f);
        assert_eq!(first.len(), KEEP);
        assert_eq!(first[0].collector_number, format!("X{}", KEEP + 2));
    }

    #[test]
    fn a_figure_listed_twice_is_recent_once() {
        let demo = crate::demo::figures();
        let mut recent = RecentPicks::default();
        recent.note(&demo[1]);
        let twice = vec![&demo[1], &demo[0], &demo[1]];
        let (first, rest) = recent.split(twice, |f| f);
        assert_eq!(first.len(), 1);
        assert_eq!(rest.len(), 2);
    }
}
