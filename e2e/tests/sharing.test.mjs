// One game on several phones (issue 36), on the built bundle: phones paired through their QR codes, each phone its
// own Chromium whose fake camera plays a video of the other phone's code, linked by WebRTC with no server. Then bursts
// of taps on every phone at once, and a guest frozen and resumed; at the end every phone shows the same game, and the
// host holds every tap each phone made.
//
// WebRTC needs a network interface: the test runs itself again under `unshare -n` in a private network namespace of
// its own, so nothing leaves the machine (lib/pairing.mjs inNamespace; RECIPE.md, "Two phones on one game"). Root,
// iproute2 and ffmpeg are needed (scripts/setup-debian.sh).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { endTurn, killBrowser, message, mulberry32, newGame, openApp, outDir, quickGame, resume, saved, shot, snackbarSays, tid, play, see, gone, snap } from '../lib/harness.mjs';
import { importGame, templateGame, withChanges } from '../lib/table.mjs';
import { cdp, holdWorker, tableShown } from '../lib/phone.mjs';
import { cannotPair as cannot, failuresIn, filmCode, inNamespace, insideNamespace as inside, joinHost, pair, shareScreen, showsClick, standing, step, whiteCamera } from '../lib/pairing.mjs';
import { phoneTest } from '../lib/fixture.mjs';

const here = fileURLToPath(import.meta.url);
const PHONES = Number(process.env.SHARE_PHONES ?? 3);
const BURSTS = Number(process.env.SHARE_BURSTS ?? 3);
// The random player's rounds on every phone at once, and its seed (a failure prints it).
const ROUNDS = Number(process.env.SHARE_RANDOM_ROUNDS ?? 4);
const SEED = Number(process.env.SHARE_SEED ?? 36);

if (!inside) {
  test('sharing runs in a private network namespace of its own', { skip: cannot ?? false, timeout: 2_400_000 }, async () => {
    // The file runs as a plain script there (its test reports itself), not under this runner, which would skip a run
    // started from inside one of its tests.
    const { code, said } = await inNamespace(here);
    assert.equal(code, 0, `the run inside the namespace failed:\n${failuresIn(said)}\n[…] its last words:\n${said.slice(-2000)}`);
    assert.match(said, /^# pass [1-9]\d*$/m, 'the tests inside the namespace ran');
    assert.match(said, /^# fail 0$/m, 'the tests inside the namespace passed');
  });
} else {
  phoneTest(`${PHONES} phones pair by their QR codes and play one game: bursts of taps, a guest frozen and resumed, a guest cut off that pairs again and catches up, a guest killed and opened again`, { timeout: 540_000, phone: false }, async ({ url, work, launch }) => {
    // A camera that sees nothing yet (white), for the host, until a guest shows its code.
    const hostCamera = whiteCamera(join(work, 'host.y4m'));
    const host = await launch({ name: 'host', camera: hostCamera });
    const phones = [host];
    await openApp(host.page, url);
    await quickGame(host.page, 'Shared');
    await play(host.page, 'share-open', 'share-start');
    for (let g = 1; g < PHONES; g++) {
      if (g > 1) await host.page.tap(tid('share-add'));
      const started = Date.now();
      // The guest's camera plays the host's offer, written before the guest starts.
      const offer = await filmCode(host.page, join(work, `offer-${g}`));
      if (g === 1) await shot(host.page, 'sharing-1-host-offer');
      const guest = await launch({ name: `guest-${g}`, camera: offer });
      phones.push(guest);
      await openApp(guest.page, url);
      await play(guest.page, 'share-open', 'share-join');
      if (g === 1) {
        // The host's camera first sees the host's own code: not the one it needs, and the player is told so; the offer
        // stays, to scan again.
        copyFileSync(offer, `${hostCamera}.tmp`);
        renameSync(`${hostCamera}.tmp`, hostCamera);
        await play(host.page, 'share-scan-answer', (page) => step(page, 'failed'));
        assert.equal(await host.page.textContent(tid('share-step')), message('en', 'app.ftl', 'share-failed-wrong-code', 'yes'));
      }
      // Its answer, into the host's camera, then the host scans it.
      await filmCode(guest.page, join(work, `answer-${g}`), hostCamera);
      if (g === 1) await shot(guest.page, 'sharing-2-guest-answer');
      await play(host.page, 'share-scan-answer', (page) => step(page, 'linked'),
        see(`${tid('share-hosting')}[data-phones="${g}"]`, { timeout: 30_000 }));
      if (g === PHONES - 1) await shot(host.page, 'sharing-3-host-linked');
      // The host's game opens on the guest by itself.
      await guest.page.waitForSelector(tid('turn-bar'), { timeout: 30_000 }).catch(async (e) => {
        throw new Error(`guest ${g}'s game did not open: ${await standing(guest.page)}\nthe host: ${await standing(host.page)}\n${e.message}`);
      });
      console.log(`guest ${g} paired in ${Date.now() - started} ms`);
    }
    await play(host.page, 'tab-Table', see('turn-bar'));
    const start = await tableShown(host.page);
    await same(phones, 'after pairing');
    const figures = Object.fromEntries(Object.entries(start.clicks).map(([f, click]) => [f, Number(click)]));
    // Bursts: every phone taps at once, without waiting for its own taps to show.
    let taps = 0;
    /** Each of `some` phones taps each of `kinds` in turn on `figure`'s first dial, all at once. */
    const together = async (some, figure, kinds) => {
      for (const kind of kinds) {
        await Promise.all(some.map((p) => tapMany(p.page, [`${kind}-${figure}-0`])));
        taps += some.length;
      }
    };
    for (let burst = 0; burst < BURSTS; burst++) {
      for (const kind of ['damage', 'heal']) {
        const tapped = await Promise.all(phones.map((p, i) => tapMany(p.page, [`${kind}-${i % 2}-0`, `${kind}-${(i + 1) % 2}-0`])));
        taps += tapped.reduce((a, b) => a + b, 0);
        // Each phone tapped each figure once: every tap is in the game on every phone.
        const delta = kind === 'damage' ? phones.length : 0;
        await same(phones, `burst ${burst} ${kind}: a tap is missing`, clicks({ 0: figures['click-0-0'] + delta, 1: figures['click-1-0'] + delta }));
        await settledAll(phones);
      }
    }
    // A guest frozen while the others play, then resumed: it catches up by itself.
    const frozen = phones[phones.length - 1];
    const session = await cdp(frozen.page);
    // The page's own timer tells whether it is frozen (an evaluate still answers then).
    await frozen.page.evaluate(() => { window.__ticks = 0; setInterval(() => window.__ticks++, 50); });
    await session.send('Page.setWebLifecycleState', { state: 'frozen' });
    const ticksAtFreeze = await frozen.page.evaluate(() => window.__ticks);
    const others = phones.slice(0, -1);
    await together(others, 0, ['damage', 'damage', 'heal', 'damage']);
    const want = await same(others, 'while a guest was frozen', clicks({ 0: figures['click-0-0'] + 2 * others.length }));
    await settledAll(others);
    // Asleep a while longer, as a phone in a pocket.
    await new Promise((r) => setTimeout(r, 2000));
    // Chromium does not freeze a page with a live WebRTC link (its timers go on): what the freeze did is reported, not
    // required; the rejoin below is the real absence.
    const frozenHeld = (await frozen.page.evaluate(() => window.__ticks)) === ticksAtFreeze;
    const followedFrozen = (await tableShown(frozen.page)).clicks['click-0-0'] === want.clicks['click-0-0'];
    const resumed = Date.now();
    await session.send('Page.setWebLifecycleState', { state: 'active' });
    await showsClick(frozen, 0, want.clicks['click-0-0']);
    const catchUp = Date.now() - resumed;
    await same(phones, 'after the frozen guest resumed: a tap is missing', clicks({ 0: figures['click-0-0'] + 2 * others.length }));
    // A guest's link is cut (its phone slept, or left the Wi-Fi): it is told the host is gone, the others play on, and
    // it pairs again: it gets only what it missed.
    const away = phones[phones.length - 1];
    await play(away.page, cutOff, shareScreen, see('share-host-gone', { timeout: 20_000 }));
    const before = Number((await tableShown(host.page)).clicks['click-1-0']);
    const stayed = phones.slice(0, -1);
    await together(stayed, 1, ['damage', 'damage', 'damage', 'heal']);
    const missed = before + 2 * stayed.length;
    await same(stayed, 'while a guest was away', clicks({ 1: missed }));
    const relinked = await pair(host, away, work, 'again', () => play(away.page, 'share-join').then(() => away.page));
    await showsClick(away, 1, missed);
    const rejoinCatchUp = Date.now() - relinked;
    await host.page.tap(tid('tab-Table'));
    await same(phones, 'after the guest that was away joined again: a tap is missing', clicks({ 1: missed }));
    // A guest killed (the phone closed the app) and opened again: it joins with its own stored copy, and only what it
    // missed comes.
    const index = phones.length - 1;
    const killed = phones[index];
    killBrowser(killed.profile);
    const beforeKill = Number((await tableShown(host.page)).clicks['click-0-0']);
    // (Figure 0 took 2 clicks per phone above: healed back a little, never knocked out.)
    await together(stayed, 0, ['heal', 'heal', 'damage']);
    const afterKill = beforeKill - stayed.length;
    await same(stayed, 'while a guest was killed', clicks({ 0: afterKill }));
    // Its camera plays the host's new code from the start.
    let relaunched;
    const linkedAgain = await pair(host, killed, work, 'relaunch', async () => {
      relaunched = await launch({ name: killed.name, camera: killed.camera, profile: killed.profile });
      phones[index] = relaunched;
      await openApp(relaunched.page, url);
      return joinHost(relaunched.page);
    });
    await showsClick(relaunched, 0, afterKill);
    const relaunchCatchUp = Date.now() - linkedAgain;
    // Only what it missed came: the catch-up's notice counts the changes.
    const notice = await relaunched.page.textContent(tid('snackbar')).catch(() => '');
    await host.page.tap(tid('tab-Table'));
    await same(phones, 'after the killed guest joined again: a tap is missing', clicks({ 0: afterKill }));
    // The turn goes on through a guest: End turn there, seen everywhere.
    await endTurn(phones[1].page);
    await host.page.waitForFunction((p) => document.querySelector('[data-testid="turn-bar"]')?.dataset.player !== p, start.player, { timeout: 20_000 });
    await settledAll(phones);
    await same(phones, 'after a guest ended the turn');
    // No ICE server, and only host candidates on the test's own private network.
    for (const p of phones) {
      const rtc = await p.page.evaluate(() => window.__rtc);
      assert.ok(rtc.configs.length > 0, `${p.name} made no link`);
      for (const config of rtc.configs) assert.deepEqual(config?.iceServers, [], `${p.name}: ${JSON.stringify(config)}`);
      // (IPv6 link-local addresses of the veth pair are host candidates too.)
      for (const c of rtc.candidates) assert.match(c, / (10\.99\.0\.[12]|fe80:[0-9a-f:]+) \d+ typ host/, `${p.name} offered ${c}`);
    }
    // A guest says who plays on it: "Only mine" there shows that player's figures, not the current player's (player 1
    // has the turn now; this phone plays player 0).
    const seated = phones[phones.length - 1];
    await play(seated.page, shareScreen, 'share-seat-0', see(`${tid('share-seat-0')}[aria-pressed="true"]`));
    const seatName = (await seated.page.textContent(tid('share-seat-0'))).trim();
    await play(seated.page, 'tab-Table', 'only-mine', gone('click-1-0'));
    assert.ok(await seated.page.$(tid('click-0-0')), 'player 0\'s figure is shown');
    assert.equal((await tableShown(seated.page)).player, '1', 'while player 1 has the turn');
    assert.ok((await seated.page.textContent(tid('only-mine'))).includes(seatName), `"Only" names ${seatName}, this phone's player`);
    await play(seated.page, 'only-mine', see('click-1-0'));
    // Its taps are signed with that player's name, in every phone's log.
    await tapMany(seated.page, ['damage-0-0']);
    await settledAll(phones);
    for (const p of [seated, host]) {
      await p.page.tap(tid('tab-Log'));
      await p.page.waitForFunction((name) => document.querySelector('[data-testid="log-by"]')?.textContent === `by ${name}`, seatName, { timeout: 20_000 });
      if (p === seated) await shot(p.page, 'sharing-5-log-signed');
      await p.page.tap(tid('tab-Table'));
    }
    // The host is killed in the middle of a burst (its battery died). One guest had dropped off just before
    // (it left the Wi-Fi), so it lacks the last changes; it hosts the game from its own copy all the same,
    // and the other guest, joining it, gives it what it lacks: no change any phone showed as done is lost.
    let takeover = null;
    if (phones.length >= 3) {
      const [dead, heir, other] = phones;
      const guests = [heir, other];
      // Each table says where its phone stands (issue 48, finding 2).
      await dead.page.waitForSelector(`${tid('share-open')}[data-standing="hosting"]`);
      await other.page.waitForSelector(`${tid('share-open')}[data-standing="following"]`);
      assert.equal(await other.page.textContent(tid('turn-standing')), 'Following the host');
      // It drops off while its player looks at the sharing screen: the banner says so, and no snackbar repeats it over
      // the take-over button.
      await play(heir.page, shareScreen, cutOff, see('share-host-gone', { timeout: 20_000 }));
      const goneSaid = await heir.page.textContent(tid('share-host-gone'));
      const snack = await heir.page.evaluate(() => document.querySelector('[data-testid="snackbar"]')?.textContent ?? '');
      assert.ok(!snack.includes(goneSaid), `the sharing screen says once that the host is gone, not again in a snackbar: ${snack}`);
      // The table says the host is lost, with the way out, and a tap there is answered with that (once it waited, then
      // blamed this phone's storage).
      await play(heir.page, 'tab-Table', see(`${tid('share-open')}[data-standing="lost"]`), see('table-host-lost'));
      assert.equal(await heir.page.textContent(tid('turn-standing')), 'Host lost', 'said in the sticky turn bar too');
      await heir.page.tap(tid('damage-0-0'));
      await heir.page.waitForFunction(() => /host can no longer be reached/.test(document.querySelector('.snackbar-text')?.textContent ?? ''), null, { timeout: 5_000 });
      assert.equal(await heir.page.$(tid('saving-slow')), null, 'not told that its storage is slow');
      await shot(heir.page, 'sharing-3b-host-lost-on-the-table');
      const behind = await tableShown(heir.page);
      // One change the heir misses for sure, then a burst the host dies in.
      await tapMany(other.page, ['damage-0-0']);
      await showsClick(other, 0, Number(behind.clicks['click-0-0']) + 1, 20_000);
      const bursting = Promise.all([dead, other].map((p) => tapMany(p.page, ['damage-0-0', 'heal-1-0']).catch(() => 0)));
      await new Promise((r) => setTimeout(r, 40));
      const killedAt = Date.now();
      killBrowser(dead.profile);
      await bursting;
      // What each guest shows as done once no tap of its waits any more (a tap the host never answered is told as not
      // saved when the link is found dead).
      await saved(other.page, 90_000);
      await play(other.page, shareScreen, see('share-host-gone', { timeout: 90_000 }));
      const noticedMs = Date.now() - killedAt;
      await other.page.tap(tid('tab-Table'));
      const shownDone = await Promise.all(guests.map((g) => tableShown(g.page)));
      assert.ok(Number(shownDone[0].clicks['click-0-0']) < Number(shownDone[1].clicks['click-0-0']), 'the heir lacks changes the other showed as done');
      // Damage only adds clicks, healing only takes them away: the game that keeps every change shown as done is at
      // least as damaged, and at least as healed, as each.
      const want0 = Math.max(...shownDone.map((t) => Number(t.clicks['click-0-0'])));
      const want1 = Math.min(...shownDone.map((t) => Number(t.clicks['click-1-0'])));
      const [newHost, follower] = guests;
      await shareScreen(newHost.page);
      // Taking over is the one way to host here: a fresh share would not gather the others' changes, and read the same
      // as the take-over in every language.
      await newHost.page.waitForSelector(tid('share-take-over'));
      assert.equal(await newHost.page.locator(tid('share-start')).count(), 0, 'a guest whose host is gone offers no fresh share');
      await play(newHost.page, 'share-take-over', see(`${tid('share-hosting')}[data-phones="0"]`), snap('sharing-4-took-over'));
      const took = Date.now();
      await pair(newHost, follower, work, 'takeover');
      await newHost.page.waitForSelector(`${tid('share-hosting')}[data-phones="1"]`, { timeout: 30_000 });
      // Every phone that is left has joined: its player starts hosting.
      await play(newHost.page, 'share-start-hosting', gone('share-start-hosting'), 'tab-Table');
      const after = await same(guests, 'after a guest took over from the killed host: a change shown as done is missing', clicks({ 0: want0, 1: want1 }));
      // And play goes on through the new host.
      await Promise.all(guests.map((g) => tapMany(g.page, ['damage-1-0'])));
      await same(guests, 'a burst after the takeover', clicks({ 1: Number(after.clicks['click-1-0']) + 2 }));
      await settledAll(guests);
      takeover = { hostGoneNoticedMs: noticedMs, pairedToNewHostMs: Date.now() - took, shownDoneBeforeTakeover: shownDone.map((t) => [t.clicks['click-0-0'], t.clicks['click-1-0']]) };
      phones.splice(0, 1);
    }
    // Last, a random player on every phone still playing (after the takeover, on the new host and its guest),
    // all at once: damage, healing, actions, pass, undo and redo, legal or not (a refusal comes back to its
    // phone). After each round every phone shows the same game.
    const rnd = mulberry32(SEED);
    const pool = ['damage-0-0', 'damage-1-0', 'heal-0-0', 'heal-1-0', 'action-0-Move', 'action-1-Move', 'pass', 'undo', 'redo'];
    let randomTaps = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const picked = phones.map(() => Array.from({ length: 1 + Math.floor(rnd() * 2) }, () => pool[Math.floor(rnd() * pool.length)]));
      const tapped = await Promise.all(phones.map((p, i) => tapSome(p.page, picked[i])));
      randomTaps += tapped.reduce((a, b) => a + b, 0);
      await settledAll(phones);
      await same(phones, `random round ${round} (SHARE_SEED=${SEED}: ${JSON.stringify(picked)})`);
    }
    taps += randomTaps;
    const figuresOut = { phones: PHONES, bursts: BURSTS, taps, lost: 0, frozenHeld, catchUpAfterFreezeMs: catchUp, followedWhileFrozen: followedFrozen,
      missedWhileAway: 4 * stayed.length, catchUpAfterRejoinMs: rejoinCatchUp, missedWhileKilled: 3 * stayed.length,
      catchUpAfterRelaunchMs: relaunchCatchUp, relaunchNotice: notice, takeover, randomRounds: ROUNDS, randomTaps, seed: SEED };
    console.log(`sharing: ${JSON.stringify(figuresOut)}`);
    writeFileSync(join(outDir, 'sharing.json'), JSON.stringify(figuresOut, null, 2));
  });

  // Issue 45: sharing owns its game, a guest that stops following keeps what it plays, two phones that both take over
  // end in one game, a long game joins in pages, and a phone of another version is told so on both phones.
  phoneTest('a host that opens another game is asked first: stopping ends sharing, and its guest keeps the game as its own', { timeout: 240_000, phone: false, phones: ['host', 'guest'] }, async ({ phones: [host, guest], work }) => {
    await sharedGame(host, [guest], work, 'Owned');
    const fresh = await tableShown(host.page);
    await tapMany(host.page, ['damage-0-0']);
    const dealt = String(Number(fresh.clicks['click-0-0']) + 1);
    const shared = await same([host, guest], 'before another game', (t) => t.clicks['click-0-0'] === dealt);
    // Another game, while hosting: the player is asked, and may keep sharing.
    await newGame(host.page, { armies: [['Tidewatch Spearman'], ['Ironbark Sentinel']], start: 'tap' });
    await play(host.page, see('share-stop-first'), snap('sharing-6-stop-first'), 'share-keep-sharing', gone('share-stop-first'));
    assert.ok(await host.page.$(tid('new-game-screen')), 'nothing opened');
    await tapMany(host.page, ['start-game']);
    await play(host.page, see('share-stop-first'), 'share-stop-first-yes', see('turn-bar'));
    // The guest is told, and keeps the shared game as it stood, as its own.
    await snackbarSays(guest.page, message('en', 'sharing.ftl', 'sharing-ended'), { timeout: 20_000 });
    const kept = await tableShown(guest.page);
    assert.deepEqual(kept.clicks, shared.clicks);
    await tapMany(guest.page, ['damage-1-0']);
    await showsClick(guest, 1, Number(kept.clicks['click-1-0']) + 1, 20_000);
  });

  phoneTest('a guest that stops following plays on alone: the host changes nothing of its game any more; a tap made as either phone ends sharing plays on its own game', { timeout: 240_000, phone: false, phones: ['host', 'guest'] }, async ({ phones: [host, guest], work }) => {
    await quickGame(host.page, 'Left');
    await pair(host, guest, work, 'left');
    // (The host stays on its sharing screen.) The guest's storage is slow as it notes the leaving, and its player
    // goes straight back to the table: the first tap, made meanwhile, waits for the note and plays on the copy (it
    // was once refused as "sharing ended").
    await guest.page.waitForSelector(tid('turn-bar'), { timeout: 30_000 });
    const before = await tableShown(guest.page);
    await endsSlowlyAndTaps(guest.page, 'share-leave', 'damage-1-0');
    const mine = String(Number(before.clicks['click-1-0']) + 1);
    await showsClick(guest, 1, mine, 20_000);
    // The host plays on; its changes do not reach the phone that left.
    await host.page.waitForFunction(() => document.querySelector('[data-testid="share-hosting"]')?.dataset.phones === '0', null, { timeout: 20_000 });
    await host.page.tap(tid('tab-Table'));
    await tapMany(host.page, ['damage-0-0', 'damage-0-0']);
    await settledAll([host]);
    await new Promise((r) => setTimeout(r, 1000));
    const after = await tableShown(guest.page);
    assert.equal(after.clicks['click-1-0'], mine, 'its own change stays');
    assert.equal(after.clicks['click-0-0'], before.clicks['click-0-0'], 'the host\'s changes do not come');
    // The host ends sharing, its storage as slow, and its player taps at once: that tap too waits for the note and
    // plays on the game.
    const hosts = await tableShown(host.page);
    await endsSlowlyAndTaps(host.page, 'share-end', 'damage-0-0');
    await showsClick(host, 0, Number(hosts.clicks['click-0-0']) + 1, 20_000);
  });

  phoneTest('two phones that both take over end with one game holding both their changes', { timeout: 420_000, phone: false, phones: ['host', 'ana', 'ben'] }, async ({ phones: [host, ana, ben], work }) => {
    await sharedGame(host, [ana, ben], work, 'Twice');
    const start = await same([host, ana, ben], 'before the host is gone');
    killBrowser(host.profile);
    // Both guests take the game over, each unaware of the other, and each saves a change.
    for (const [p, button] of [[ana, 'damage-0-0'], [ben, 'damage-1-0']]) {
      await play(p.page, shareScreen, see('share-take-over', { timeout: 60_000 }), 'share-take-over', see('share-start-hosting'), 'share-start-hosting', 'tab-Table');
      await tapMany(p.page, [button]);
      await settledAll([p]);
    }
    await shot(ben.page, 'sharing-7-two-hosts');
    // Ben's player sees two phones host: his joins Ana's. The later term wins; the other phone, told, joins it in turn.
    await pair(ana, ben, work, 'merge');
    for (let round = 0; round < 4; round++) {
      await new Promise((r) => setTimeout(r, 1500));
      const hosting = [], lost = [];
      for (const p of [ana, ben]) {
        await shareScreen(p.page);
        if (await p.page.$(tid('share-hosting'))) hosting.push(p);
        else if (await p.page.$(tid('share-host-gone'))) lost.push(p);
      }
      if (hosting.length === 1 && lost.length === 0) break;
      if (hosting.length === 1 && lost.length === 1) await pair(hosting[0], lost[0], work, `merge-${round}`);
    }
    for (const p of [ana, ben]) await p.page.tap(tid('tab-Table'));
    await same([ana, ben], 'after the two hosts met: a change shown as done is missing',
      clicks({ 0: Number(start.clicks['click-0-0']) + 1, 1: Number(start.clicks['click-1-0']) + 1 }));
  });

  phoneTest('a game of 2,500 changes is joined from scratch, in pages', { timeout: 300_000, phone: false, phones: ['host', 'guest'] }, async ({ phones: [host, guest], work }) => {
    const changes = Array.from({ length: 2500 }, (_, i) => ({ command: i % 2 ? 'heal' : 'damage', figure: 0, dial: 0, clicks: 1 }));
    await importGame(host.page, withChanges(await templateGame(host.page), 'Long', changes));
    await resume(host.page, 'Long');
    const started = Date.now();
    await pair(host, guest, work, 'long');
    const linked = Date.now();
    await guest.page.waitForSelector(tid('turn-bar'), { timeout: 60_000 });
    await host.page.tap(tid('tab-Table'));
    const before = await same([host, guest], 'the long game on both phones');
    // And it goes on from there, each tap once.
    await tapMany(guest.page, ['damage-0-0']);
    // One click of damage, once: one click further than before (not the click before it, which both phones show until
    // the tap has come back).
    const after = String(Number(before.clicks['click-0-0']) + 1);
    await same([host, guest], 'a tap after the long join', (t) => t.clicks['click-0-0'] === after);
    console.log(`sharing: a game of 2,500 changes joined in ${Date.now() - linked} ms after the link (pairing ${linked - started} ms)`);
  });

  phoneTest('a phone of another version links, and both phones say so instead of waiting', { timeout: 240_000, phone: false, phones: ['host', 'newer'] }, async ({ phones: [host, newer], work }) => {
    // The other phone reads and writes messages of another version.
    await newer.page.evaluate(() => {
      const C = window.RTCDataChannel;
      const send = C.prototype.send;
      C.prototype.send = function (d) { return send.call(this, typeof d === 'string' ? d.replace('"v":4', '"v":5') : d); };
      const on = Object.getOwnPropertyDescriptor(C.prototype, 'onmessage');
      const older = (e) => new MessageEvent('message', { data: typeof e.data === 'string' ? e.data.replace('"v":4', '"v":3') : e.data });
      Object.defineProperty(C.prototype, 'onmessage', { configurable: true, get() { return on.get.call(this); },
        set(handler) { on.set.call(this, handler && ((e) => handler(older(e)))); } });
    });
    await quickGame(host.page, 'Versions');
    await pair(host, newer, work, 'versions');
    const said = message('en', 'sharing.ftl', 'sharing-other-version');
    for (const p of [host, newer]) await snackbarSays(p.page, said, { timeout: 20_000 });
    await shot(newer.page, 'sharing-8-other-version');
    assert.equal(await newer.page.$(tid('turn-bar')), null, 'no game came');
  });

  // A camera there, but no permission: the browser refuses it, as a player's "Block".
  phoneTest('a phone whose camera is refused says the camera is blocked', { timeout: 120_000, args: ['--use-fake-device-for-media-stream'] }, async ({ page }) => {
    await play(page, 'share-open', 'share-join', (page) => step(page, 'failed'));
    assert.equal(await page.textContent(tid('share-step')), message('en', 'app.ftl', 'share-failed-camera-blocked'));
    assert.equal(await page.$(tid('share-camera')), null, 'the camera is off again');
  });
}

/** Clicks each of the buttons on screen (and enabled, if `enabled`), all in the same moment (their click events, one
 *  after the other in one task: no finger is faster); which were there to click. */
const clickAll = (page, buttons, enabled) => page.evaluate(([ids, enabled]) => ids.map((id) => {
  const button = document.querySelector(`[data-testid="${id}"]`);
  if (!button || (enabled && button.disabled)) return false;
  button.click();
  return true;
}), [buttons, enabled]);

/** Ends sharing on the phone (`button`: End sharing, Stop following) while its storage is slow to note it, and
 *  taps `tap` on the table at once, as a player going straight back to the game would. */
async function endsSlowlyAndTaps(page, button, tap) {
  await shareScreen(page);
  let over = false;
  const held = holdWorker(page, 3000).then((done) => { over = true; return done; });
  // (The hold reaches the worker before the button is tapped.)
  await new Promise((r) => setTimeout(r, 200));
  await play(page, button, 'tab-Table');
  await tapMany(page, [tap]);
  assert.ok(!over, 'the tap was made while the store was held, noting the end');
  assert.ok(await held, 'the store was held as sharing ended');
}

/** Taps each button once, all in the same moment; waits for none to show. Each must be there. */
async function tapMany(page, buttons) {
  await page.waitForSelector(tid(buttons[0]));
  assert.deepEqual(await clickAll(page, buttons, false), buttons.map(() => true), `${buttons} not all on screen`);
  return buttons.length;
}

/** Taps those of the buttons that are on screen and enabled, all in one moment; how many. */
const tapSome = async (page, buttons) => (await clickAll(page, buttons, true)).filter(Boolean).length;
/** Whether a table shows, on each figure's first dial, the click `want` gives it (for `same`). */
const clicks = (want) => (t) => Object.entries(want).every(([figure, click]) => Number(t.clicks[`click-${figure}-0`]) === click);
/** A guest's link cut, as a phone leaving the Wi-Fi would. */
const cutOff = (page) => page.evaluate(() => window.__rtc.channels.forEach((c) => c.close()));

/** A quick game `name` on `host`, shared with each of `guests`, open on every table. */
async function sharedGame(host, guests, work, name) {
  await quickGame(host.page, name);
  for (const guest of guests) await pair(host, guest, work, `${name}-${guest.name}`);
  for (const guest of guests) await guest.page.waitForSelector(tid('turn-bar'), { timeout: 30_000 });
  await host.page.tap(tid('tab-Table'));
}

/** Waits until no phone has a tap in flight (no "Saving…" note) and every link is quiet. */
async function settledAll(phones) {
  for (const p of phones) await saved(p.page);
  await new Promise((r) => setTimeout(r, 300));
}

/** Every phone's table, once they agree and it is as `expected` (20 s at most); the first's. */
async function same(phones, when, expected = () => true) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const shown = await Promise.all(phones.map((p) => tableShown(p.page)));
    const key = (t) => JSON.stringify({ round: t?.round, player: t?.player, left: t?.left, clicks: t?.clicks });
    if (shown.every((t) => t && key(t) === key(shown[0])) && expected(shown[0])) return shown[0];
    if (Date.now() > deadline) {
      const told = await Promise.all(shown.map(async (t, i) => `${phones[i].name}: ${key(t)}${t ? '' : ` (${(await standing(phones[i].page)).split('\n')[0]})`}`));
      assert.fail(`${when}: the phones differ:\n${told.join('\n')}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
