// The arbiter's recording page for a tablet beside the board: every tap is an act, queued with its
// id and its time of play ('at', seconds since this tablet started the game) in localStorage and
// sent in order; a lost connection, or a session that ended, keeps the queue, which is sent again
// when the connection returns or the arbiter has logged in (the service drops a repeated id). An
// act is dropped from the queue only once it is recorded, or refused for what it is. Each ruling
// and notice the engine gives is shown with the words of the code it cites; the players, their
// clocks and who is at the board are the engine's (/api/games/{id} and each answer's `turn`).
// An act tapped with "Who acts" on "the side to move" is given its side when it is sent, from the
// engine's state after the act before it (who-acts.js), and the page says whose act it recorded.
import { clock, describeAction } from './acts.js';
import { el, lawWords } from './dom.js';
import { menOf, played, promotes } from './record-board.js';
import { mayUseThisPage, showUser } from './session.js';
import { boardTurn, other, whoActs } from './who-acts.js';

const $ = (id) => document.getElementById(id);
const game = new URLSearchParams(location.search).get('game');
const KEY = `arbiter.queue.${game}`;
const START = `arbiter.start.${game}`;
const STATE = `arbiter.state.${game}`;
const MEN = { K: '\u2654', Q: '\u2655', R: '\u2656', B: '\u2657', N: '\u2658', P: '\u2659',
  k: '\u265a', q: '\u265b', r: '\u265c', b: '\u265d', n: '\u265e', p: '\u265f' };
const INITIAL = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w';
const BOARD_ACTS = new Set(['move', 'touch', 'adjust', 'lift', 'place', 'release', 'remove', 'displace', 'promote']);
const words = new Map();
// The engine's state after the last act recorded (position, turn, actions), and what the acts said so far.
let state = JSON.parse(localStorage.getItem(STATE) || 'null')
  || { position: INITIAL, turn: { toMove: 'white' }, actions: 0, seen: {} };
let from = null;
let promoting = null;
let sending = false;
let loggedIn = false;
// Penalty B: the squares the offended player points to, gathered by taps until the button is pressed again.
let pointing = null;

const queue = () => JSON.parse(localStorage.getItem(KEY) || '[]');
const save = (q) => {
  localStorage.setItem(KEY, JSON.stringify(q));
  $('queue').dataset.waiting = String(q.length);
  $('queue').textContent = q.length ? `${q.length} act${q.length === 1 ? '' : 's'} waiting to be sent` : '';
};
const keep = () => localStorage.setItem(STATE, JSON.stringify(state));
const chosenSide = () => document.querySelector('input[name=by]:checked').value;

/** Seconds since this tablet started the game, kept across reloads. */
function at() {
  let start = Number(localStorage.getItem(START));
  if (!start) {
    start = Date.now();
    localStorage.setItem(START, String(start));
  }
  return Math.max(0, Math.round((Date.now() - start) / 100) / 10);
}

function act(fields) {
  const q = queue();
  q.push({ id: crypto.randomUUID(), by: chosenSide(), ...fields, at: at() });
  save(q);
  draw();
  send();
}

/** The men as the engine last gave them, with the moves still waiting played on them. */
function shownMen() {
  let men = menOf(state.position);
  for (const a of queue()) if (a.act === 'move') men = played(men, a);
  return men;
}

function draw() {
  const men = shownMen();
  const cells = [];
  for (let r = 0; r < 8; r++) {
    cells.push(el('span', { class: 'coord', 'aria-hidden': 'true' }, String(8 - r)));
    for (let f = 0; f < 8; f++) cells.push(square(f, r, men.get('abcdefgh'[f] + (8 - r)) || ''));
  }
  cells.push(el('span', { class: 'coord' }), ...[...'abcdefgh'].map((f) => el('span', { class: 'coord', 'aria-hidden': 'true' }, f)));
  $('board').replaceChildren(...cells);
  showToAct();
}

function square(file, row, man) {
  const name = 'abcdefgh'[file] + (8 - row);
  const chosen = from === name || (pointing && pointing.includes(name));
  return el('button', { type: 'button', class: `${(file + row) % 2 ? 'dark' : 'light'}${chosen ? ' chosen' : ''}`,
    'data-square': name, 'data-man': man, 'aria-label': `${name}${man ? ' ' + man : ''}` }, MEN[man] || '');
}

/**
 * Who makes the next move: the engine's, as the act will be given it when sent; while acts wait,
 * each move still waiting passes the turn (what the engine says of them is not known yet).
 */
function showToAct() {
  const chosen = chosenSide();
  let who = chosen === 'auto' ? boardTurn(state.turn) : chosen;
  if (chosen === 'auto') for (const a of queue()) if (a.act === 'move') who = other(a.by === 'auto' ? who : a.by);
  $('to-act').textContent = who === 'white' ? 'White' : who === 'black' ? 'Black' : 'The arbiter';
  $('to-act').dataset.side = who;
}

function showPointing() {
  $('pointing').hidden = !pointing;
  $('pointing').textContent = pointing ? `Penalty B: tap the man (or men) pointed to, then Penalty B again to send${
    pointing.length ? ` (${pointing.join(', ')})` : ''}.` : '';
  $('penalty-b').textContent = pointing ? `Send Penalty B${pointing.length ? ' (' + pointing.join(', ') + ')' : ''}` : 'Penalty B';
}

$('board').addEventListener('click', (e) => {
  const target = e.target.closest('button[data-square]');
  if (!target || promoting) return;
  const sq = target.dataset.square;
  const mode = document.querySelector('input[name=mode]:checked').value;
  if (pointing) {
    if (!pointing.includes(sq)) pointing.push(sq);
    showPointing();
  } else if (mode !== 'move') {
    act({ act: mode, square: sq });
  } else if (!from) {
    from = sq;
  } else if (from === sq) {
    from = null;
  } else if (promotes(shownMen(), from, sq)) {
    promoting = { from, to: sq };
    from = null;
    $('promotion').hidden = false;
    $('promotion').querySelector('button').focus();
  } else {
    act({ act: 'move', from, to: sq });
    from = null;
  }
  draw();
});

// A Pawn that reaches the last rank: the move is sent once the piece is chosen (the contract's `promote`).
$('promotion').addEventListener('click', (e) => {
  const b = e.target.closest('button[data-piece]');
  if (!b || !promoting) return;
  $('promotion').hidden = true;
  const move = promoting;
  promoting = null;
  if (b.dataset.piece !== 'none') act({ act: 'move', ...move, promote: b.dataset.piece });
  draw();
});

document.querySelectorAll('input[name=by]').forEach((i) => i.addEventListener('change', showToAct));

document.querySelector('.buttons').addEventListener('click', (e) => {
  const b = e.target.closest('button[data-act]');
  if (!b) return;
  if (b.dataset.penalty === 'B') {
    if (!pointing) {
      pointing = [];
    } else if (pointing.length) {
      act({ act: 'exact', penalty: 'B', squares: pointing });
      pointing = null;
    }
    showPointing();
    draw();
    return;
  }
  const fields = { act: b.dataset.act };
  if (b.dataset.act === 'claim') fields.claim = $('claim').value;
  if (b.dataset.act === 'require') fields.requirement = $('requirement').value;
  if (b.dataset.penalty) fields.penalty = b.dataset.penalty;
  act(fields);
});

async function wordsOf(law) {
  if (!words.has(law)) {
    const res = await fetch(`/api/games/${encodeURIComponent(game)}/words?law=${encodeURIComponent(law)}`);
    words.set(law, res.ok ? await res.json() : { words: '', summary: false });
  }
  return words.get(law);
}

async function show(outcomes) {
  for (const o of outcomes) {
    for (const r of [...(o.rulings || []), ...(o.notices || [])]) {
      const w = await wordsOf(r.law);
      $('notices').prepend(el('li', { 'data-law': r.law, 'data-seq': r.seq },
        el('strong', {}, `${r.seq}. ${r.law}: `), r.text, lawWords(w.words, w.summary)));
    }
  }
}

function notLoggedIn() {
  loggedIn = false;
  $('login-needed').hidden = false;
  $('login-link').href = `login.html?next=${encodeURIComponent(location.pathname + location.search)}`;
  $('status').textContent = 'Not logged in: the acts are kept and sent once you have logged in.';
}

/** The head of the queue with its side: an act left to "the side to move" gets the engine's now, kept for a resend. */
function resolved() {
  const q = queue();
  if (q[0].by === 'auto') {
    q[0] = { ...q[0], by: whoActs(q[0], state.turn, state.seen) };
    save(q);
  }
  return q[0];
}

/** What the engine's answer to `sent` says of the game: its position, who is at the board, and what the acts said. */
function recorded(sent, body) {
  const seen = { ...state.seen };
  if (body.turn && body.turn.against) seen.offender = body.turn.against;
  if (BOARD_ACTS.has(sent.act) && sent.by !== 'arbiter') seen.mover = sent.by;
  if (sent.act === 'touch') seen.toucher = sent.by;
  if (sent.act === 'offer-draw') seen.offer = sent.by;
  const last = body.actions[body.actions.length - 1];
  state = { position: body.position || state.position, turn: body.turn || state.turn,
    actions: last ? Math.max(state.actions, last.seq) : state.actions, seen };
  keep();
}

/** Sends the queue in order, one act a request; an act leaves the queue once recorded, or refused for what it is. */
async function send() {
  if (sending || !loggedIn) return;
  sending = true;
  try {
    while (queue().length) {
      const next = resolved();
      let res;
      try {
        res = await fetch(`/api/games/${encodeURIComponent(game)}/actions`, {
          method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(next) });
      } catch (e) {
        $('status').textContent = 'Offline: the acts are kept and sent when the connection returns.';
        return;
      }
      if (res.status === 401) {
        notLoggedIn();
        return;
      }
      if (res.status >= 500 || res.status === 403 || res.status === 429) {
        $('status').textContent = `Not sent yet (${res.status}): the acts are kept and sent again shortly.`;
        return;
      }
      const body = await res.json().catch(() => ({}));
      save(queue().filter((a) => a.id !== next.id));
      if (!res.ok) {
        const why = `Not recorded (${describeAction(next)}): ${body.message || res.status}`;
        $('status').textContent = why;
        $('notices').prepend(el('li', { class: 'refused' }, why));
        draw();
        continue;
      }
      recorded(next, body);
      $('status').textContent = `Recorded: act ${body.actions.map((a) => a.seq).join(', ')}, ${
        describeAction(next)}; result ${body.result}`;
      await show(body.actions);
      draw();
      await board();
    }
  } finally {
    sending = false;
  }
}

/** The players and their clocks as the engine keeps them; the board, or the answer's status when it cannot be read. */
async function board() {
  const res = await fetch(`/api/games/${encodeURIComponent(game)}`);
  if (!res.ok) return res.status;
  const b = await res.json();
  $('white-name').textContent = b.white;
  $('black-name').textContent = b.black;
  $('game-line').textContent = `Game ${game}: ${b.white} v ${b.black}${b.event ? ', ' + b.event : ''}${b.round ? ', round ' + b.round : ''}`;
  for (const colour of ['white', 'black']) {
    const left = b.clocks[`${colour}Left`];
    const used = b.clocks[colour];
    $(`${colour}-clock`).textContent = left !== null && left !== undefined ? `${clock(left)} left`
      : used !== null && used !== undefined ? `${clock(used)} used` : '';
  }
  return b;
}

/** A game the service does not hold: said at once, and nothing can be tapped. */
function noSuchGame(status) {
  $('no-game').hidden = false;
  $('no-game').textContent = status === 404
    ? `No game has the id \u201c${game}\u201d: check the address (record.html?game=ID), or pick the game from the live page or the review.`
    : `The game \u201c${game}\u201d cannot be read (${status}).`;
  document.querySelector('main.record').classList.add('unknown-game');
}

/**
 * The engine's state when this tablet holds none as current: the position from the replay, who
 * is at the board from the live board (the man in hand is not known there, and none is assumed).
 */
async function fetchState(b) {
  const res = await fetch(`/api/games/${encodeURIComponent(game)}/replay`);
  if (!res.ok) return;
  const replay = await res.json();
  if (replay.actions === state.actions && replay.position === state.position) return;
  const toMove = replay.position.split(' ')[1] === 'b' ? 'black' : 'white';
  state = { position: replay.position, actions: replay.actions, seen: state.seen,
    turn: { toMove, running: b.clocks.running || null,
      lastMover: b.lastAct === 'move' && b.lastBy !== 'arbiter' ? b.lastBy : null, hand: null } };
  keep();
}

async function start() {
  if (!game) {
    $('status').textContent = 'Give the game: record.html?game=ID';
    return;
  }
  $('game-line').textContent = `Game ${game}`;
  save(queue());
  draw();
  const me = await fetch('/api/me');
  if (me.status === 401) {
    notLoggedIn();
    return;
  }
  const who = await me.json();
  showUser(who);
  if (!mayUseThisPage(who)) return;
  const b = await board();
  if (typeof b === 'number') {
    noSuchGame(b);
    return;
  }
  $('login-needed').hidden = true;
  // the engine's state first: an act sent before it came would be given its side from a stale one
  await fetchState(b);
  loggedIn = true;
  // a game this tablet did not start: its time of play goes on from the engine's last stamped act
  if (!localStorage.getItem(START) && b.clocks.elapsed !== null && b.clocks.elapsed !== undefined) {
    localStorage.setItem(START, String(Date.now() - b.clocks.elapsed * 1000));
  }
  draw();
  send();
}

window.addEventListener('online', send);
setInterval(send, 3000);
start();
