//! Finding a figure by what a player types: its name, its collector number, its set or
//! its faction. Hits are ranked so that the figure meant comes first: "lancer" lists the
//! lancers before the hundred-odd figures of the Lancers set, and "R058" is Rebellion's
//! figure 58. Case and accents do not matter. Pure: the figures screen and the army
//! picker both use it.

use dialkeeper_core::FigureDef;
use dialkeeper_i18n::fold;

/// How well a figure answers a query, best first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Tier {
    /// The whole name, with or without its rank ("Faith Healer" for "Faith Healer - **").
    Name,
    /// Its collector number, with or without the set's letter ("R058", "058", "58").
    Number,
    /// The name begins with the query ("glade heal").
    NameStart,
    /// Every word of the query begins a word of the name, in any order ("healer glade").
    NameWords,
    /// Every word of the query is inside the name ("lancer" in "Freelancer").
    InName,
    /// Every word of the query begins a word of the set ("lancers").
    Set,
    /// Every word of the query begins a word of one of its factions ("atlantis").
    Faction,
    /// Every word is found somewhere: name, set, factions or rank ("atlantis techno").
    /// An empty query keeps every figure at this tier, so the list is by name.
    Anywhere,
}

/// A collector number as typed or printed: an optional set letter, the number, and an
/// optional letter after it ("121a").
#[derive(Debug, Clone, PartialEq, Eq)]
struct Number {
    set: String,
    number: u32,
    variant: Option<char>,
}

impl Number {
    /// Reads folded text shaped like a collector number: up to three letters, one to
    /// four digits, one more letter at most. Leading zeros do not count.
    fn read(folded: &str) -> Option<Number> {
        let set: String = folded.chars().take_while(char::is_ascii_alphabetic).collect();
        let rest = &folded[set.len()..];
        let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
        let tail = &rest[digits.len()..];
        let mut tail_chars = tail.chars();
        let variant = tail_chars.next();
        let well_formed = set.len() <= 3
            && (1..=4).contains(&digits.len())
            && variant.is_none_or(|c| c.is_ascii_alphabetic())
            && tail_chars.next().is_none();
        well_formed.then(|| Number { set, number: digits.parse().unwrap_or(0), variant })
    }

    /// Whether this typed number names `printed` (a figure's number) in `set`. A typed
    /// letter must be the printed one, or else the first letter of the set's name (the
    /// feed prints "58" for Rebellion's R058); no letter means any set.
    fn names(&self, printed: &Number, set: &str) -> bool {
        let set_letter = || words(set).next().and_then(|w| w.chars().next()).map(String::from);
        self.number == printed.number
            && self.variant.is_none_or(|v| printed.variant == Some(v))
            && (self.set.is_empty() || self.set == printed.set || (printed.set.is_empty() && set_letter().is_some_and(|l| l == self.set)))
    }
}

/// What the player typed, folded once.
#[derive(Debug, Clone)]
pub struct Query {
    words: Vec<String>,
    /// The words with one space between them, for whole-name comparisons.
    joined: String,
    number: Option<Number>,
}

impl Query {
    /// A query from the search box.
    pub fn new(typed: &str) -> Query {
        let folded = fold(typed);
        let words: Vec<String> = self::words(&folded).map(String::from).collect();
        let joined = words.join(" ");
        let number = Number::read(&joined.replace(' ', ""));
        Query { words, joined, number }
    }

    /// Nothing typed (spaces and punctuation only).
    pub fn is_empty(&self) -> bool {
        self.words.is_empty()
    }

    /// How well `f` answers the query, or `None` when it does not.
    pub fn tier(&self, f: &FigureDef) -> Option<Tier> {
        if self.is_empty() {
            return Some(Tier::Anywhere);
        }
        let name = fold(&f.name);
        let name_words: Vec<&str> = words(&name).collect();
        let whole = name_words.join(" ");
        // The feed writes the rank after the name: "Heavy Lancer On Heavy Warhorse - *".
        let bare = f.name.split(" - ").next().map(fold).unwrap_or_default();
        let bare = words(&bare).collect::<Vec<_>>().join(" ");
        let set = fold(&f.set);
        let factions: Vec<String> = f.factions.iter().map(|x| fold(x)).collect();
        let begins = |text: &str, q: &str| words(text).any(|w| w.starts_with(q));
        let every = |found: &dyn Fn(&str) -> bool| self.words.iter().all(|q| found(q.as_str()));
        if self.joined == whole || self.joined == bare {
            Some(Tier::Name)
        } else if self
            .number
            .as_ref()
            .is_some_and(|n| Number::read(&fold(&f.collector_number).replace(' ', "")).is_some_and(|printed| n.names(&printed, &set)))
        {
            Some(Tier::Number)
        } else if whole.starts_with(&self.joined) {
            Some(Tier::NameStart)
        } else if every(&|q: &str| name_words.iter().any(|w| w.starts_with(q))) {
            Some(Tier::NameWords)
        } else if every(&|q: &str| whole.contains(q)) {
            Some(Tier::InName)
        } else if every(&|q: &str| begins(&set, q)) {
            Some(Tier::Set)
        } else if factions.iter().any(|faction| every(&|q: &str| begins(faction, q))) {
            Some(Tier::Faction)
        } else {
            let rank = fold(&format!("{:?}", f.rank));
            let found = |q: &str| whole.contains(q) || begins(&set, q) || begins(&rank, q) || factions.iter().any(|x| begins(x, q));
            every(&found).then_some(Tier::Anywhere)
        }
    }
}

/// The items whose figure answers `typed`, best first; equally good ones by name.
pub fn ranked<T>(items: impl IntoIterator<Item = T>, typed: &str, figure: impl Fn(&T) -> &FigureDef) -> Vec<T> {
    let query = Query::new(typed);
    let mut hits: Vec<(Tier, String, T)> = items
        .into_iter()
        .filter_map(|item| {
            let f = figure(&item);
            let tier = query.tier(f)?;
            Some((tier, fold(&f.name), item))
        })
        .collect();
    // A stable sort: figures of the same name keep the order they came in.
    hits.sort_by(|a, b| (a.0, &a.1).cmp(&(b.0, &b.1)));
    hits.into_iter().map(|(_, _, item)| item).collect()
}

/// The words of folded text: runs of letters and digits.
fn words(folded: &str) -> impl Iterator<Item = &str> {
    folded.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;
    use dialkeeper_core::Rank;

    fn figure(name: &str, number: &str, set: &str, factions: &[&str]) -> FigureDef {
        let mut f = crate::demo::figures().remove(0);
        f.name = name.into();
        f.collector_number = number.into();
        f.set = set.into();
        f.factions = factions.iter().map(|x| x.to_string()).collect();
        f.rank = Rank::Standard;
        f
    }

    fn names(found: Vec<&FigureDef>) -> Vec<&str> {
        found.into_iter().map(|f| f.name.as_str()).collect()
    }

    fn search<'a>(figures: &'a [FigureDef], typed: &str) -> Vec<&'a str> {
        names(ranked(figures, typed, |f| f))
    }

    fn small_catalog() -> Vec<FigureDef> {
        vec![
            figure("Ankhar Archer - *", "12", "Lancers", &["Orc Raiders"]),
            figure("Khamsin Freelancer - *", "37", "Rebellion", &["Black Powder Rebels"]),
            figure("Light Lancer On Light Warhorse - **", "110", "Lancers", &["Knights Immortal"]),
            figure("Heavy Lancer On Heavy Warhorse - *", "112", "Lancers", &["Knights Immortal"]),
            figure("Lancer Captain - Unique", "121a", "Lancers", &["Knights Immortal"]),
            figure("Lancer", "5", "Whirlwind", &["Elemental League"]),
            figure("Altem Guardsman - *", "58", "Rebellion", &["Atlantis Guild"]),
            figure("Huntsman - *", "58", "Lancers", &["Black Powder Rebels"]),
            figure("Élan Duelliste", "D9", "Dialkeeper Demo", &["Free Marches"]),
        ]
    }

    #[test]
    fn the_name_comes_before_the_set_that_shares_it() {
        let catalog = small_catalog();
        assert_eq!(
            search(&catalog, "lancer"),
            [
                "Lancer",                             // the whole name
                "Lancer Captain - Unique",            // the name begins so
                "Heavy Lancer On Heavy Warhorse - *", // a word of the name, then by name
                "Light Lancer On Light Warhorse - **",
                "Khamsin Freelancer - *", // inside a word
                "Ankhar Archer - *",      // the set, by name
                "Huntsman - *",
            ]
        );
    }

    #[test]
    fn every_word_begins_a_word_of_the_name_in_any_order() {
        let catalog = small_catalog();
        assert_eq!(search(&catalog, "warhorse heavy")[0], "Heavy Lancer On Heavy Warhorse - *");
        assert_eq!(search(&catalog, "heavy lanc"), ["Heavy Lancer On Heavy Warhorse - *"]);
        assert_eq!(Query::new("heavy lanc").tier(&catalog[3]), Some(Tier::NameStart));
        assert_eq!(Query::new("lanc heavy").tier(&catalog[3]), Some(Tier::NameWords));
    }

    #[test]
    fn the_rank_after_the_name_is_not_needed_for_the_whole_name() {
        let catalog = small_catalog();
        assert_eq!(Query::new("Altem guardsman").tier(&catalog[6]), Some(Tier::Name));
        assert_eq!(Query::new("altem guardsman - *").tier(&catalog[6]), Some(Tier::Name));
    }

    #[test]
    fn case_accents_and_spacing_do_not_matter() {
        let catalog = small_catalog();
        assert_eq!(search(&catalog, "ELAN  duelliste"), ["Élan Duelliste"]);
        // The name that begins so first, then the one with it inside a word.
        assert_eq!(search(&catalog, "  élan "), ["Élan Duelliste", "Khamsin Freelancer - *"]);
    }

    #[test]
    fn a_collector_number_finds_its_figure_with_or_without_the_set_letter() {
        let catalog = small_catalog();
        // The set's letter: Rebellion's 58 only.
        assert_eq!(search(&catalog, "R058"), ["Altem Guardsman - *"]);
        assert_eq!(search(&catalog, "r 58"), ["Altem Guardsman - *"]);
        assert_eq!(search(&catalog, "L58"), ["Huntsman - *"]);
        // No letter: every set's 58, by name; leading zeros do not count.
        assert_eq!(search(&catalog, "058"), ["Altem Guardsman - *", "Huntsman - *"]);
        assert_eq!(search(&catalog, "58"), ["Altem Guardsman - *", "Huntsman - *"]);
        // A letter printed in the number is the one to type; a variant letter narrows.
        assert_eq!(search(&catalog, "d9"), ["Élan Duelliste"]);
        assert_eq!(search(&catalog, "121"), ["Lancer Captain - Unique"]);
        assert_eq!(search(&catalog, "121a"), ["Lancer Captain - Unique"]);
        assert!(search(&catalog, "121b").is_empty());
        assert!(search(&catalog, "W58").is_empty());
    }

    #[test]
    fn sets_factions_and_ranks_are_found_after_names() {
        let catalog = small_catalog();
        assert_eq!(search(&catalog, "rebellion"), ["Altem Guardsman - *", "Khamsin Freelancer - *"]);
        assert_eq!(search(&catalog, "powder rebels"), ["Huntsman - *", "Khamsin Freelancer - *"]);
        assert_eq!(Query::new("knights").tier(&catalog[2]), Some(Tier::Faction));
        // Words from several places: a faction and a name.
        assert_eq!(search(&catalog, "atlantis altem"), ["Altem Guardsman - *"]);
        assert_eq!(search(&catalog, "standard").len(), catalog.len());
        assert!(search(&catalog, "dragon").is_empty());
    }

    #[test]
    fn an_empty_query_lists_every_figure_by_name() {
        let catalog = small_catalog();
        let all = search(&catalog, "  ");
        assert_eq!(all.len(), catalog.len());
        assert_eq!(all[0], "Altem Guardsman - *");
        assert_eq!(all[all.len() - 1], "Light Lancer On Light Warhorse - **");
    }

    #[test]
    fn demo_figures_are_found_by_name_and_number() {
        let demo = crate::demo::figures();
        assert_eq!(search(&demo, "glade healer")[0], "Glade Healer");
        assert_eq!(search(&demo, "D4"), ["Glade Healer"]);
        assert_eq!(search(&demo, "lancer")[0], "Ashen Lancer");
    }

    /// The real dial data (Rebellion and Lancers, 302 figures), as a player would search it.
    #[test]
    #[cfg_attr(no_shared, ignore = "reads ../shared/fixtures, which is not beside this clone")]
    fn real_figures_rank_as_a_player_expects() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/fixtures/mkstats-rebellion-lancers.json");
        let report = dialkeeper_feed::parse(std::fs::read(path).expect("shared fixtures beside the checkout")).unwrap();
        let catalog: Vec<FigureDef> = report.figures.into_iter().map(|f| f.def).collect();
        let lancer = search(&catalog, "lancer");
        assert_eq!(
            lancer[..9],
            [
                "Heavy Lancer On Heavy Warhorse - *",
                "Heavy Lancer On Heavy Warhorse - **",
                "Heavy Lancer On Heavy Warhorse - ***",
                "Light Lancer On Light Warhorse - *",
                "Light Lancer On Light Warhorse - **",
                "Light Lancer On Light Warhorse - ***",
                "Khamsin Freelancer - *",
                "Khamsin Freelancer - **",
                "Khamsin Freelancer - ***",
            ]
        );
        // Then the rest of the Lancers set, by name.
        assert!(lancer[9..].iter().all(|n| catalog.iter().any(|f| f.name == *n && f.set == "Lancers")));
        assert_eq!(search(&catalog, "R058"), ["Altem Guardsman - *"]);
        assert_eq!(search(&catalog, "L058"), ["Huntsman - *"]);
        assert_eq!(search(&catalog, "58"), ["Altem Guardsman - *", "Huntsman - *"]);
        assert_eq!(search(&catalog, "faith healer"), ["Faith Healer - *", "Faith Healer - **", "Faith Healer - ***"]);
        assert_eq!(search(&catalog, "necromancer")[0], "Necromancer - Unique");
        assert_eq!(search(&catalog, "mancer")[..2], ["Necromancer - Unique", "Technomancer - *"]);
    }
}
