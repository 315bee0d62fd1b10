//! The app's state behind one handle (issue 49), as [`Live`] is for the session: the
//! session, the preferences, where the player is, the snackbar, the open wizard and this
//! phone's part in sharing. The screens hold each in a signal and draw it; what happens
//! after a tap (what is said, which wizard follows) is decided here, with no UI toolkit,
//! so a unit test reaches it.

use std::cell::RefCell;
use std::future::Future;
use std::rc::Rc;

use dialkeeper_core::{Command, Setup};
use dialkeeper_i18n::Language;
use dialkeeper_store::Op;

use crate::army::{DRAFT_KEY, LAST_TABLE_KEY, StoredDraft};
use crate::nav::{Nav, OpenCards, Screen};
use crate::prefs::Prefs;
use crate::session::{Fault, Games, Live, NewGameError, Outcome, Session};
use crate::share::{Role, Unshared};
use crate::snack::{Retry, Snack, Toast};
use crate::text;
use crate::wizard::Flow;

/// One piece of the app's state, held where the screens see it change (a signal in the
/// app, a cell in tests). Never held across a wait.
pub trait Held<T>: Clone + 'static {
    /// Reads it.
    fn read<R>(&self, read: impl FnOnce(&T) -> R) -> R;

    /// Changes it, and so what the screens show.
    fn write<R>(&self, change: impl FnOnce(&mut T) -> R) -> R;

    /// A copy of it.
    fn get(&self) -> T
    where
        T: Clone,
    {
        self.read(T::clone)
    }

    /// Puts `value` in its place.
    fn set(&self, value: T) {
        self.write(|held| *held = value);
    }
}

impl<T: 'static> Held<T> for Rc<RefCell<T>> {
    fn read<R>(&self, read: impl FnOnce(&T) -> R) -> R {
        read(&self.borrow())
    }

    fn write<R>(&self, change: impl FnOnce(&mut T) -> R) -> R {
        change(&mut self.borrow_mut())
    }
}

/// Everything the screens show, behind one handle.
pub trait Shell: Clone + 'static {
    /// The session's handle.
    type Live: Live;

    /// The session: the open game and the store.
    fn live(&self) -> Self::Live;
    /// The player's preferences.
    fn prefs(&self) -> impl Held<Prefs>;
    /// Where the player is.
    fn nav(&self) -> impl Held<Nav>;
    /// The snackbar's message.
    fn toast(&self) -> impl Held<Option<Toast>>;
    /// The wizard in progress.
    fn wizard(&self) -> impl Held<Option<Flow>>;
    /// This phone's part in sharing its game.
    fn role(&self) -> impl Held<Role<Self::Live>>;
    /// The table's compact rows opened to their whole card.
    fn open_cards(&self) -> impl Held<OpenCards>;

    /// The player's language.
    fn language(&self) -> Language {
        self.prefs().read(|p| p.language)
    }

    /// Shows a message in the snackbar, raised on the screen showing now.
    fn say(&self, snack: Snack) {
        let screen = self.nav().read(|n| n.screen);
        self.toast().write(|t| *t = Some(Toast::of(snack, screen, next_serial(t))));
    }

    /// Shows what the store said went wrong, with Try again for what was not saved.
    fn say_fault(&self, text: String, fault: &Fault, retry: Option<Retry>) {
        let screen = self.nav().read(|n| n.screen);
        self.toast().write(|t| *t = Some(Toast::fault(text, fault, retry, screen, next_serial(t))));
    }

    /// Says an outcome: what a change did (its news: [`crate::news`]) with Undo, a refusal
    /// with its rule, what was not saved with Try again (`retry`).
    fn report(&self, outcome: Outcome, retry: Retry) {
        let lang = self.language();
        // A guest cannot tell whether its host read its store back after an answer lost.
        let from_a_host = self.role().read(|role| matches!(role, Role::Following(_)));
        let said = self.live().with(|s| match outcome {
            Outcome::Applied(events) => s.game().map(|game| Snack::Applied(text::news_sentence(lang, game, &events))).map(Ok),
            Outcome::Refused(violation) => {
                Some(Ok(Snack::Refused(text::violation_sentence(lang, s.game(), &violation), Some(violation.rule()))))
            }
            // A change whose answer was lost and not read back since (here, or on the
            // host's phone) may have been saved: no Try again, which could make it twice.
            Outcome::NotSaved(fault) => {
                let unsure = s.may_lag() || (from_a_host && fault == Fault::Stopped);
                Some(Err((text::not_saved(lang, &fault), fault, (!unsure).then_some(retry))))
            }
            Outcome::Nothing => None,
        });
        match said {
            Some(Ok(snack)) => self.say(snack),
            Some(Err((sentence, fault, retry))) => self.say_fault(sentence, &fault, retry),
            None => {}
        }
    }
}

/// Opens the table of a game just started or resumed: at its top, where the current
/// player's figures are, with every compact row closed and no wizard open (what was open
/// in another game means nothing in this one).
pub fn open_table<S: Shell>(shell: &S) {
    shell.open_cards().set(OpenCards::default());
    shell.wizard().set(None);
    shell.nav().set(Nav { scroll: Some(0.0), ..Nav::to(Screen::Table) });
}

/// After the store comes back (the web's store worker started again, or late): a host
/// sends its guests what its store kept beyond its log (a change whose answer was lost
/// while the store was out of reach, [`crate::share::Host::caught_up`]), and the game the
/// store would have reopened opens ([`reopen_as_the_store_would`]).
pub async fn store_back<S: Shell>(shell: &S) {
    if let Some(host) = shell.role().read(Role::host) {
        host.caught_up().await;
    }
    reopen_as_the_store_would(shell).await;
}

/// After the store comes back (a store worker started behind the games list as last
/// shown, or started again): if the store would have reopened a game at a usual start and
/// the player is still on the games list with nothing open, that game opens at its table.
/// It happens when the record drawn missed a change: its count lost with a browser killed
/// just after the change (`crate::session::Shown`).
pub async fn reopen_as_the_store_would<S: Shell>(shell: &S) {
    let live = shell.live();
    let on_the_list = || shell.nav().read(|nav| nav.screen == Screen::Games);
    let Some(id) = live.with(Session::would_reopen).filter(|_| on_the_list()) else { return };
    if live.resume(id).await.is_ok() && on_the_list() {
        open_table(shell);
    }
}

/// Where a new game's setup came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SetUp {
    /// The new-game screen's draft: once the game starts, the next new game starts empty.
    Draft,
    /// Rematch, from an ended game's score: a draft in progress stays as it was.
    Rematch,
}

/// Starts a game: the engine checks the setup, the store keeps it, and its table opens;
/// the next new game offers this table ("Same table as last game"). Says why not when the
/// rules or the store refuse. `true` once the game is open.
pub async fn start_game<S: Shell>(shell: &S, name: String, setup: Setup, from: SetUp) -> bool {
    let made = make_game(&shell.live(), name, setup.clone(), from).await;
    started(shell, &setup, made)
}

/// A game's start as far as the store goes: the game kept, then the shortcuts. The part
/// that must run to its end (an errand), apart from what is shown after it ([`started`]).
pub async fn make_game<L: Live>(live: &L, name: String, setup: Setup, from: SetUp) -> Result<(), NewGameError> {
    live.new_game(&name, setup.clone()).await?;
    keep(live, LAST_TABLE_KEY, StoredDraft { name: String::new(), setup }.to_json()).await;
    if from == SetUp::Draft {
        keep(live, DRAFT_KEY, String::new()).await;
    }
    Ok(())
}

/// What a game's start shows: its table, or why it did not start. `true` once open.
pub fn started<S: Shell>(shell: &S, setup: &Setup, made: Result<(), NewGameError>) -> bool {
    let lang = shell.language();
    match made {
        Ok(()) => {
            open_table(shell);
            true
        }
        Err(NewGameError::Setup(e)) => {
            shell.say(Snack::Refused(text::setup_error(lang, setup, &e), e.rule()));
            false
        }
        Err(NewGameError::Store(e)) => {
            shell.say_fault(text::store_error(lang, &e), &e, None);
            false
        }
    }
}

/// Keeps a shortcut (the draft, the last table). A failure costs only that shortcut, not
/// a game, so it is not worth interrupting the player for.
pub async fn keep(live: &impl Live, key: &'static str, text: String) {
    if let Err(e) = live.save_setting(key, text).await {
        crate::warn!("dialkeeper: could not keep {key}: {e}");
    }
}

/// The next message's number, so each new one starts its own fade.
fn next_serial(toast: &Option<Toast>) -> u64 {
    toast.as_ref().map_or(0, |t| t.serial + 1)
}

/// The outcome of a tap, or `None` when it never reached the host (said in the snackbar).
fn reached<S: Shell>(shell: &S, outcome: Result<Outcome, Unshared>) -> Option<Outcome> {
    outcome.map_err(|why| shell.say(Snack::Failed(text::unshared_sentence(shell.language(), why)))).ok()
}

/// A change a player asks of the game: a command, or undo or redo.
#[derive(Debug, Clone, PartialEq)]
// Made once per tap and moved straight in: a box would only add an allocation (and the
// command is smaller on the web's 32-bit wasm, where clippy does not see it).
#[allow(clippy::large_enum_variant)]
pub enum Change {
    /// One tap's command ([`tap`]).
    Command(Command),
    /// Undo (`false`) or redo (`true`) the last change ([`step`]).
    Step {
        /// Redo rather than undo.
        redo: bool,
    },
}

/// Makes a change the player asked for: one entry for the three, so that the split web
/// page holds their work (the share role, the engine's answer) in one module; what two
/// modules share is held by the main module, which a first visit waits for.
pub async fn change<S: Shell>(shell: &S, change: Change) {
    match change {
        Change::Command(command) => tap(shell, command).await,
        Change::Step { redo } => step(shell, redo).await,
    }
}

/// One tap's command, through this phone's part in sharing ([`Role::play`]), then said:
/// what it did, or why not; a mount eliminated first, a riderless mount at a phase's start
/// or a wrecked chariot starts its wizard (CAV-20, CAV-21, CHR-12). Runs to its end
/// whatever screen shows by then: the app runs it on a task no screen owns.
pub async fn tap<S: Shell>(shell: &S, command: Command) {
    let role = shell.role().get();
    let Some(outcome) = reached(shell, role.play(&shell.live(), Op::Apply(command.clone())).await) else { return };
    if let Outcome::Applied(events) = &outcome
        && let Some(flow) = shell.live().with(|s| s.game().and_then(|game| crate::wizard::triggered(game, events)))
    {
        shell.wizard().set(Some(flow));
    }
    shell.report(outcome, Retry::Command(command));
}

/// Undoes (or redoes) the last change once that is saved, and says which, by its result;
/// an undo offers Redo.
pub async fn step<S: Shell>(shell: &S, redo: bool) {
    let lang = shell.language();
    // Said before it happens: once undone, the change is no longer the game's last.
    let what = shell.live().with(|s| {
        let game = s.game()?;
        let summary = |events: &[_]| text::change_summary(lang, game, events);
        if redo { Some(summary(game.plan(game.next_redo()?.clone()).ok()?.events())) } else { Some(summary(s.last_change()?)) }
    });
    let what = what.unwrap_or_else(|| crate::label!(lang, "last-change"));
    let (op, done, retry) = if redo {
        (Op::Redo, Snack::Said(text::redone_what(lang, &what)), Retry::Redo)
    } else {
        (Op::Undo, Snack::Undone(text::undone_what(lang, &what)), Retry::Undo)
    };
    let role = shell.role().get();
    match reached(shell, role.play(&shell.live(), op).await) {
        Some(Outcome::Applied(_)) => shell.say(done),
        Some(other) => shell.report(other, retry),
        None => {}
    }
}

/// After a change whose answer was lost, its store out of reach then: what the store
/// holds is read again as soon as it answers ([`crate::share::catch_up`]). The app runs
/// it on the tap's task, after its work; `pause` waits.
pub async fn catch_up<S: Shell, P: Future<Output = ()>>(shell: &S, pause: impl Fn(u32) -> P) {
    let host = shell.role().read(Role::host);
    crate::share::catch_up(&shell.live(), host.as_deref(), pause).await;
}

/// A shell of plain cells, for tests: what the app holds in signals.
#[cfg(test)]
pub mod cells {
    use super::*;
    use crate::session::{Games, Session};

    /// The app's state in cells, each as [`Shell`] names it.
    #[derive(Clone)]
    #[allow(missing_docs)]
    pub struct Cells {
        pub live: Rc<RefCell<Session>>,
        pub prefs: Rc<RefCell<Prefs>>,
        pub nav: Rc<RefCell<Nav>>,
        pub toast: Rc<RefCell<Option<Toast>>>,
        pub wizard: Rc<RefCell<Option<Flow>>>,
        pub role: Rc<RefCell<Role<Rc<RefCell<Session>>>>>,
        pub open_cards: Rc<RefCell<OpenCards>>,
    }

    impl Cells {
        /// A session in memory with a two-player game open on the table.
        pub fn playing() -> Cells {
            let live = Rc::new(RefCell::new(Session::in_memory()));
            crate::session::now(live.new_game("Test", crate::demo::two_player_setup())).unwrap();
            Cells {
                live,
                prefs: Rc::new(RefCell::new(Prefs { language: Language::En, ..Prefs::from_settings(|_| None) })),
                nav: Rc::new(RefCell::new(Nav::to(crate::nav::Screen::Table))),
                toast: Rc::default(),
                wizard: Rc::default(),
                role: Rc::new(RefCell::new(Role::Alone)),
                open_cards: Rc::default(),
            }
        }
    }

    impl Shell for Cells {
        type Live = Rc<RefCell<Session>>;

        fn live(&self) -> Self::Live {
            self.live.clone()
        }
        fn prefs(&self) -> impl Held<Prefs> {
            self.prefs.clone()
        }
        fn nav(&self) -> impl Held<Nav> {
            self.nav.clone()
        }
        fn toast(&self) -> impl Held<Option<Toast>> {
            self.toast.clone()
        }
        fn wizard(&self) -> impl Held<Option<Flow>> {
            self.wizard.clone()
        }
        fn role(&self) -> impl Held<Role<Self::Live>> {
            self.role.clone()
        }
        fn open_cards(&self) -> impl Held<OpenCards> {
            self.open_cards.clone()
        }
    }
}

#[cfg(test)]
mod tests {
    use dialkeeper_core::{ActionKind, FigureId};

    use super::cells::Cells;
    use super::*;
    use crate::session::now;
    use crate::snack::Step;

    fn toast(shell: &Cells) -> Toast {
        shell.toast.borrow().clone().expect("a message")
    }

    #[test]
    fn a_tap_says_what_it_did_with_undo_on_the_screen_it_was_made_on() {
        let shell = Cells::playing();
        now(tap(&shell, Command::Damage { figure: FigureId(0), dial: 0, clicks: 1 }));
        let said = toast(&shell);
        assert_eq!((said.step, said.screen, said.warning), (Some(Step::Undo), Screen::Table, false));
        assert!(said.text.contains("1 click"), "{}", said.text);
    }

    #[test]
    fn a_refusal_says_why_with_its_rule_and_no_undo() {
        let shell = Cells::playing();
        // Figure 1 is the second player's: not theirs to move in the first turn.
        let other =
            shell.live.borrow().game().unwrap().figure_ids().find(|f| shell.live.borrow().game().unwrap().figure(*f).unwrap().owner.0 == 1);
        now(tap(&shell, Command::GiveAction { figure: other.unwrap(), action: ActionKind::Move, roll: None }));
        let said = toast(&shell);
        assert!(said.warning && said.step.is_none() && said.rule.is_some(), "{said:?}");
    }

    /// A game on a store whose next change is saved with its answer lost (the web's worker
    /// replaced under it).
    fn answer_lost() -> (Rc<crate::session::Disk>, Cells) {
        let disk = crate::session::Disk::new();
        let shell = Cells::playing();
        *shell.live.borrow_mut() = now(Session::start(crate::session::Door::Sim(disk.clone()), None));
        now(shell.live.new_game("Lost answer", crate::demo::two_player_setup())).unwrap();
        disk.plan(crate::session::Trouble::DoneUnsaid);
        (disk, shell)
    }

    /// A change whose answer was lost (the web's worker replaced under it), the store not
    /// readable just then: it may have been saved, so Try again (which could make it twice)
    /// is not offered, and the next change reads the store first and shows it once.
    #[test]
    fn a_change_whose_answer_was_lost_is_never_offered_twice() {
        let (disk, shell) = answer_lost();
        // Every try of reading it back fails.
        disk.reads_fail.replace(Some(Fault::Busy));
        let damage = Command::Damage { figure: FigureId(0), dial: 0, clicks: 1 };
        now(tap(&shell, damage.clone()));
        disk.reads_fail.replace(None);
        let said = toast(&shell);
        assert!(said.warning && said.retry.is_none(), "no Try again for a change that may be saved: {said:?}");
        assert!(shell.live.borrow().may_lag());
        now(tap(&shell, damage));
        let clicks = shell.live.borrow().game().unwrap().state().figure(FigureId(0)).clicks[0];
        assert_eq!(clicks, 2, "the lost answer's change, read back, then the new one");
        assert!(!shell.live.borrow().may_lag());
        assert!(toast(&shell).retry.is_none() && !toast(&shell).warning);
    }

    /// The same fault, its store answering again a moment later: the change it kept shows
    /// by itself, before the player's next change.
    #[test]
    fn a_change_whose_answer_was_lost_shows_once_its_store_answers_again() {
        let (disk, shell) = answer_lost();
        for _ in 0..14 {
            disk.plan(crate::session::Trouble::ReadFails { skip: 0, fault: Fault::Stopped });
        }
        now(tap(&shell, Command::Damage { figure: FigureId(0), dial: 0, clicks: 1 }));
        assert!(shell.live.borrow().may_lag(), "not read back while the store was out of reach");
        now(catch_up(&shell, |_| std::future::ready(())));
        assert!(!shell.live.borrow().may_lag());
        assert_eq!(shell.live.borrow().game().unwrap().state().figure(FigureId(0)).clicks[0], 1, "kept by the store, and shown");
    }

    /// The same fault, its store readable again at once: what it holds decides.
    #[test]
    fn a_change_whose_answer_was_lost_and_read_back_is_said_done() {
        let (disk, shell) = answer_lost();
        // The first read back fails at its last read (the game's, after the six lists').
        disk.plan(crate::session::Trouble::ReadFails { skip: 6, fault: Fault::Stopped });
        now(tap(&shell, Command::Damage { figure: FigureId(0), dial: 0, clicks: 1 }));
        assert!(!toast(&shell).warning, "read back on the second try: {:?}", toast(&shell));
        assert_eq!(shell.live.borrow().game().unwrap().state().figure(FigureId(0)).clicks[0], 1);
        assert!(!shell.live.borrow().may_lag());
    }

    /// Issue 48: the Undone snackbar offers Redo, and Redo brings the change back.
    #[test]
    fn undo_names_the_change_by_its_result_and_offers_redo() {
        let shell = Cells::playing();
        now(tap(&shell, Command::Damage { figure: FigureId(0), dial: 0, clicks: 1 }));
        let done = toast(&shell).text;
        now(step(&shell, false));
        let undone = toast(&shell);
        assert_eq!(undone.step, Some(Step::Redo));
        assert!(undone.text.contains(done.trim_end_matches('.')), "{} / {done}", undone.text);
        assert_eq!(shell.live.borrow().game().unwrap().state().figure(FigureId(0)).clicks[0], 0);
        now(step(&shell, true));
        assert_eq!(shell.live.borrow().game().unwrap().state().figure(FigureId(0)).clicks[0], 1, "redone");
        assert!(toast(&shell).serial > undone.serial, "a new message starts its own fade");
    }

    /// The flow new_game.rs and score.rs each wrote: start, remember the table, open it.
    #[test]
    fn a_started_game_opens_at_the_top_of_its_table_and_is_offered_next_time() {
        let shell = Cells::playing();
        shell.open_cards.borrow_mut().0.push(3);
        shell.nav.replace(Nav::to(Screen::NewGame));
        let setup = crate::demo::two_player_setup();
        assert!(now(start_game(&shell, "Again".into(), setup.clone(), SetUp::Draft)));
        assert_eq!(shell.nav.borrow().screen, Screen::Table);
        assert_eq!(shell.nav.borrow().scroll, Some(0.0), "at its top");
        assert!(shell.open_cards.borrow().0.is_empty(), "rows opened in another game are closed");
        let last = shell.live.borrow().setting(LAST_TABLE_KEY).and_then(|t| StoredDraft::from_json(&t)).unwrap();
        assert_eq!(last.setup.players.len(), setup.players.len());
        assert_eq!(shell.live.borrow().setting(DRAFT_KEY).as_deref(), Some(""), "the next new game starts empty");
    }

    #[test]
    fn a_rematch_keeps_a_draft_in_progress() {
        let shell = Cells::playing();
        now(shell.live.save_setting(DRAFT_KEY, "{}".into())).unwrap();
        assert!(now(start_game(&shell, "Rematch".into(), crate::demo::two_player_setup(), SetUp::Rematch)));
        assert_eq!(shell.live.borrow().setting(DRAFT_KEY).as_deref(), Some("{}"));
    }

    #[test]
    fn a_setup_the_rules_refuse_is_said_and_nothing_opens() {
        let shell = Cells::playing();
        shell.nav.replace(Nav::to(Screen::NewGame));
        let setup = Setup { game_size: 0, ..crate::demo::two_player_setup() };
        assert!(!now(start_game(&shell, "Sizeless".into(), setup, SetUp::Draft)));
        assert_eq!(shell.nav.borrow().screen, Screen::NewGame);
        let said = toast(&shell);
        assert!(said.warning && said.rule.is_some(), "{said:?}");
    }

    #[test]
    fn nothing_to_undo_says_nothing() {
        let shell = Cells::playing();
        now(step(&shell, false));
        assert!(shell.toast.borrow().is_none());
    }

    /// A record drawn at a warm start that missed a change (a game started just before the
    /// browser was killed): once the store is back, the game it would reopen opens at its
    /// table, unless the player has gone elsewhere or opened a game meanwhile.
    #[test]
    fn the_store_back_reopens_the_game_a_usual_start_would_while_the_player_waits_on_the_list() {
        let shell = Cells::playing();
        let id = shell.live.borrow().open_game().unwrap().0;
        let on_the_list = |shell: &Cells| {
            shell.live.borrow_mut().close();
            *shell.nav.borrow_mut() = Nav::to(Screen::Games);
        };
        on_the_list(&shell);
        assert_eq!(shell.live.borrow().would_reopen(), Some(id));
        now(reopen_as_the_store_would(&shell));
        assert_eq!(shell.live.borrow().open_game().map(|(open, _)| open), Some(id));
        assert_eq!(shell.nav.borrow().screen, Screen::Table);
        assert_eq!(shell.live.borrow().would_reopen(), None, "a game is open");

        // The player went to the rules meanwhile: nothing opens under them.
        on_the_list(&shell);
        *shell.nav.borrow_mut() = Nav::to(Screen::Rules);
        now(reopen_as_the_store_would(&shell));
        assert!(shell.live.borrow().open_game().is_none());
        assert_eq!(shell.nav.borrow().screen, Screen::Rules);

        // The game is gone: nothing to reopen.
        on_the_list(&shell);
        now(shell.live.delete_game(id)).unwrap();
        assert_eq!(shell.live.borrow().would_reopen(), None);
        now(reopen_as_the_store_would(&shell));
        assert_eq!(shell.nav.borrow().screen, Screen::Games);
    }
}
