//! Every screen rendered headless (dioxus-ssr) in every language, with a game holding
//! every kind of dial (ordinary, cavalry unit, colossal, chariot): no raw message id,
//! no unresolved variable and no empty label reaches the screen.

use std::collections::BTreeSet;

use dialkeeper::ui::editor::Editing;
use dialkeeper::ui::{Focus, Frame, Nav, Screen, Toast};
use dialkeeper_core::{ArmyFigure, PlayerSetup, Setup};
use dialkeeper_i18n::{Catalog, Language};
use dialkeeper_model::editor::{Draft, Kind, PointValueDraft};
use dialkeeper_model::prefs::{Prefs, TableView, TextSize, Theme};
use dialkeeper_model::session::{Games, Session};
use dioxus::prelude::*;

#[derive(Props, Clone, PartialEq)]
struct HarnessProps {
    screen: Screen,
    language: Language,
    /// A figure open in the dial editor (Figures screen), already tried once.
    editing: Option<Kind>,
    /// The game has ended, Ben's healer knocked out first: the table is the end screen.
    ended: bool,
    /// How the table draws its cards.
    view: TableView,
}

/// The frame with its contexts: an in-memory session with a demo game, given language
/// and screen, and a refusal in the snackbar.
#[allow(non_snake_case)]
fn Harness(props: HarnessProps) -> Element {
    use_context_provider(|| {
        let session = std::rc::Rc::new(std::cell::RefCell::new(Session::in_memory()));
        let demo = dialkeeper_model::demo::figures();
        let by = |name: &str| demo.iter().find(|f| f.name == name).unwrap().clone();
        let army_a = vec![
            ArmyFigure::new(by("Tidewatch Spearman")),
            ArmyFigure { figure: by("Ashen Lancer"), point_value: None, rides: Some(2), aboard: None },
            ArmyFigure::new(by("Cinder Warhorse")),
            ArmyFigure { figure: by("Basalt Colossus"), point_value: Some(1), rides: None, aboard: None },
        ];
        let army_b = vec![
            ArmyFigure { figure: by("Sunforge Chariot"), point_value: Some(0), rides: None, aboard: None },
            ArmyFigure::new(by("Glade Healer")),
        ];
        let setup = Setup {
            game_size: 400,
            players: vec![PlayerSetup { name: "Ana".into(), army: army_a }, PlayerSetup { name: "Ben".into(), army: army_b }],
            ..Default::default()
        };
        dialkeeper_model::session::now(session.new_game("Test", setup)).expect("the demo game is legal");
        if props.ended {
            use dialkeeper_core::{Command, EndReason, FigureId};
            use dialkeeper_model::session::Live;
            let healer = Command::Damage { figure: FigureId(5), dial: 0, clicks: 9 };
            let at = dialkeeper_model::platform::now_ms() + 65_000;
            let end = Command::EndGame { reason: EndReason::Stopped, at, objectives: vec![1, 0] };
            for command in [healer, end] {
                let outcome = dialkeeper_model::session::now(session.dispatch(command));
                assert!(matches!(outcome, dialkeeper_model::session::Outcome::Applied(_)), "{outcome:?}");
            }
        }
        dialkeeper::ui::LiveSession(Signal::new(std::rc::Rc::try_unwrap(session).ok().expect("one owner").into_inner()))
    });
    use_context_provider(|| {
        Signal::new(Prefs {
            language: props.language,
            theme: Theme::Dark,
            text_size: TextSize::Large,
            keep_awake: true,
            learning: true,
            table_view: props.view,
            only_mine: false,
        })
    });
    use_context_provider(|| Signal::new(dialkeeper::ui::OpenCards::default()));
    use_context_provider(|| Signal::new(Nav { focus: Some(Focus::Entry("rule-cav-10".into())), ..Nav::to(props.screen) }));
    use_context_provider(|| {
        Signal::new(Some(Toast {
            text: "snack".into(),
            rule: Some(dialkeeper_core::RuleId::Cav10),
            warning: true,
            step: Some(dialkeeper::ui::Step::Undo),
            retry: None,
            restore: true,
            screen: props.screen,
            serial: 0,
        }))
    });
    use_context_provider(|| {
        Signal::new(props.editing.map(|kind| {
            // A half-typed figure of this kind, with problems to show.
            let demo = dialkeeper_model::demo::figures();
            let like = demo.iter().find(|f| kind_of(f) == kind).unwrap_or(&demo[0]);
            let mut draft = Draft::from_def(like);
            draft.kind = kind;
            draft.name.clear();
            draft.range = "far".into();
            draft.dials[0].clicks[0].stats[1].value = "??".into();
            draft.dials[1].start = 40;
            draft.point_values.push(PointValueDraft { points: "9".into(), clicks: "99".into() });
            draft.symbols.clear();
            draft.dark_riders = kind == Kind::Mount;
            let mut editing = Editing::new(Some(1), draft);
            editing.tried = true;
            editing.section = 1;
            editing.selected = Some((1, 0, dialkeeper_core::StatSlot::Attack));
            editing
        }))
    });
    rsx! { Frame {} }
}

fn kind_of(f: &dialkeeper_core::FigureDef) -> Kind {
    Draft::from_def(f).kind
}

fn render(screen: Screen, language: Language) -> String {
    render_editing(screen, language, None)
}

fn render_editing(screen: Screen, language: Language, editing: Option<Kind>) -> String {
    render_props(HarnessProps { screen, language, editing, ended: false, view: TableView::Full })
}

fn render_props(props: HarnessProps) -> String {
    let mut dom = VirtualDom::new_with_props(Harness, props);
    dom.rebuild_in_place();
    dioxus_ssr::render(&dom)
}

/// The visible text: tags and the stylesheet removed.
fn visible_text(html: &str) -> String {
    let without_style = match (html.find("<style>"), html.find("</style>")) {
        (Some(a), Some(b)) => format!("{}{}", &html[..a], &html[b + 8..]),
        _ => html.to_string(),
    };
    let mut out = String::new();
    let mut in_tag = false;
    for c in without_style.chars() {
        match c {
            '<' => in_tag = true,
            '>' => {
                in_tag = false;
                out.push(' ');
            }
            _ if !in_tag => out.push(c),
            _ => {}
        }
    }
    out
}

fn all_message_ids() -> BTreeSet<String> {
    let mut ids = BTreeSet::new();
    for (_, data) in dialkeeper_i18n::Locales::files("en") {
        for line in String::from_utf8_lossy(&data).lines() {
            if let Some((id, _)) = line.split_once(" = ")
                && id.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
                && id.contains('-')
            {
                ids.insert(id.to_string());
            }
        }
    }
    ids
}

#[test]
fn every_screen_in_every_language_shows_text_not_ids() {
    let ids = all_message_ids();
    assert!(ids.len() > 300);
    let screens =
        [Screen::Games, Screen::NewGame, Screen::Table, Screen::Figures, Screen::Log, Screen::Rules, Screen::Settings, Screen::Sharing];
    let views = screens.map(|s| (s, None)).into_iter().chain(Kind::ALL.map(|k| (Screen::Figures, Some(k))));
    let views: Vec<_> = views.collect();
    let mut problems = Vec::new();
    for language in Language::ALL {
        for &(screen, editing) in &views {
            let html = render_editing(screen, language, editing);
            let screen = format!("{screen:?} {editing:?}");
            let text = visible_text(&html);
            for word in text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '-')) {
                if ids.contains(word) {
                    problems.push(format!("{language} {screen}: raw id {word}"));
                }
            }
            for marker in ["{$", "No localization"] {
                if let Some(at) = text.find(marker) {
                    let context: String = text[at.saturating_sub(60)..].chars().take(140).collect();
                    problems.push(format!("{language} {screen}: unresolved message: …{context}…"));
                }
            }
            assert!(html.contains(&format!("lang=\"{}\"", language.code())));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Where the app cannot link phones (here: natively, as in the Linux desktop window's
/// WebKitGTK), the sharing screen says so in every language, points to the file, and
/// offers no pairing.
#[test]
fn the_sharing_screen_says_this_app_cannot_share_here_in_every_language() {
    for language in Language::ALL {
        let html = render(Screen::Sharing, language);
        let said =
            dialkeeper_model::text::pairing_failure(language, dialkeeper_model::share::pairing::Failure::NoWebRtc).replace('\'', "&#39;");
        assert!(visible_text(&html).contains(&said), "{language}: {}", visible_text(&html));
        assert!(html.contains("data-step=\"no-webrtc\""));
        for button in ["share-start", "share-join", "share-add"] {
            assert!(!html.contains(&format!("data-testid=\"{button}\"")), "{language}: {button} offered where sharing cannot work");
        }
    }
}

/// CORE-19: an ended game's table is the end screen: who won, each player's victory
/// points figure by figure, in every language, with no raw id.
#[test]
fn core_19_the_end_screen_scores_figure_by_figure_in_every_language() {
    let ids = all_message_ids();
    for language in Language::ALL {
        let html = render_props(HarnessProps { screen: Screen::Table, language, editing: None, ended: true, view: TableView::Full });
        assert!(html.contains("data-testid=\"score-screen\""), "{language}: the end screen");
        let text = visible_text(&html);
        assert!(text.contains("Glade Healer"), "{language}: the healer scores for Ana");
        let raw: Vec<&str> = text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '-')).filter(|w| ids.contains(*w)).collect();
        assert!(raw.is_empty(), "{language}: raw ids {raw:?}");
        assert!(!text.contains("{$") && !text.contains("No localization"), "{language}: {text}");
    }
    let english = visible_text(&render_props(HarnessProps {
        screen: Screen::Table,
        language: Language::En,
        editing: None,
        ended: true,
        view: TableView::Full,
    }));
    assert!(english.contains("Ana wins") && english.contains("Glade Healer, eliminated"), "{english}");
}

#[test]
fn the_table_shows_every_kind_of_dial() {
    let html = render(Screen::Table, Language::En);
    // Spearman; the Lancer on its Warhorse as one unit with two dials; a colossal's and a
    // chariot's four sections each, one open and three a row each (issue 48); the healer.
    assert!(html.contains("Ashen Lancer on Cinder Warhorse"), "a cavalry unit is one card");
    assert_eq!(html.matches("class=\"dial\"").count(), 1 + 2 + 1 + 1 + 1);
    assert_eq!(html.matches("class=\"compact-dial section-row\"").count(), 3 + 3);
    for section in ["Front", "Left", "Right", "Rear"] {
        assert!(html.contains(section));
    }
    assert!(html.contains("CAV-10"), "the refusal links its rule");
    let catalog = Catalog::get();
    let german = render(Screen::Table, Language::De);
    assert!(
        german.contains(&catalog.text(Language::De, "end-turn").replace('\u{ad}', ""))
            || german.contains(&catalog.text(Language::De, "end-turn"))
    );
}

#[test]
fn a_table_of_five_cards_starts_compact_and_every_row_reads_in_every_language() {
    for language in Language::ALL {
        let html = render_props(HarnessProps { screen: Screen::Table, language, editing: None, ended: false, view: TableView::Auto });
        // One compact row per dial: spearman 1, cavalry unit 2, colossal 4, chariot 4, healer 1.
        assert_eq!(html.matches("class=\"compact-dial\"").count(), 12, "{language}");
        assert_eq!(html.matches("data-open=\"false\"").count(), 5, "{language}: five cards, closed");
        assert_eq!(html.matches("class=\"dial\"").count(), 0, "{language}: no full card");
        let text = visible_text(&html);
        assert!(!text.contains("{$") && !text.contains("No localization"), "{language}: {text}");
    }
}

#[test]
fn the_colossal_starts_at_its_chosen_point_value() {
    let html = render(Screen::Table, Language::En);
    // Basalt Colossus fielded at its second point value starts every section 2 clicks in (COL-02).
    assert!(html.contains("Click 3"));
}

#[test]
fn the_editor_explains_every_problem_and_shows_each_kind_s_fields() {
    let html = render_editing(Screen::Figures, Language::En, Some(Kind::Colossal));
    assert!(html.contains("data-testid=\"editor-problems\""));
    assert!(html.contains("Give the figure its name."));
    assert!(html.contains("Range: “far” is not a whole number."), "{}", visible_text(&html));
    assert!(html.contains("Left, click 1, Attack"), "the problem names the section, click and stat");
    assert!(html.contains("data-testid=\"editor-point-values\""));
    assert!(html.contains("Ability color for Left, click 1, Attack"), "the picker follows the tapped box");
    let rider = render_editing(Screen::Figures, Language::De, Some(Kind::Rider));
    assert!(rider.contains("data-testid=\"editor-rider\""));
    assert!(rider.contains(&Catalog::get().text(Language::De, "editor-problem-no-symbols")));
    let mount = render_editing(Screen::Figures, Language::It, Some(Kind::Mount));
    assert!(mount.contains("data-testid=\"editor-mount\""));
    let chariot = render_editing(Screen::Figures, Language::Fr, Some(Kind::Chariot));
    assert!(chariot.contains("data-testid=\"editor-chariot-wheel\""));
}
