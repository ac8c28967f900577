// The arbiter's recording page for a tablet beside the board: every tap is an act, queued with its
// id and its time of play ('at', seconds since this tablet started the game) in localStorage and
// sent in order; a lost connection, or a session that ended, keeps the queue, which is sent again
// when the connection returns or the arbiter has logged in (the service drops a repeated id). An
// act is dropped from the queue only once it is recorded, or refused for what it is. Each ruling
// and notice the engine gives is shown with the words of the code it cites; the players, their
// clocks and the side to move are the engine's (/api/games/{id}).
import { clock } from './acts.js';
import { el, lawWords } from './dom.js';
import { mayUseThisPage } from './session.js';

const $ = (id) => document.getElementById(id);
const game = new URLSearchParams(location.search).get('game');
const KEY = `arbiter.queue.${game}`;
const START = `arbiter.start.${game}`;
const POSITION = `arbiter.position.${game}`;
const MEN = { K: '\u2654', Q: '\u2655', R: '\u2656', B: '\u2657', N: '\u2658', P: '\u2659',
  k: '\u265a', q: '\u265b', r: '\u265c', b: '\u265d', n: '\u265e', p: '\u265f' };
const BOARD_ACTS = new Set(['move', 'touch', 'adjust', 'lift', 'place', 'release', 'remove', 'displace', 'promote']);
const words = new Map();
let position = localStorage.getItem(POSITION) || 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w';
let from = null;
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
const other = (s) => (s === 'white' ? 'black' : 'white');

/**
 * Who acts when "auto" is chosen. At the board: the opponent of the last one who moved (players
 * alternate even when a move is illegal, which the engine's position does not count as a turn),
 * or, once the position was set anew by a ruling (a penalty, a move taken back), the side to move
 * of the engine's position. A penalty, a waiver or a requirement: the opponent of the last player
 * whose act at the board drew a ruling or notice (the offender).
 */
let lastMover = null;
let offender = null;
function side(act) {
  const chosen = document.querySelector('input[name=by]:checked').value;
  if (chosen !== 'auto') return chosen;
  if (['exact', 'waive', 'require'].includes(act) && offender) return other(offender);
  if (lastMover) return other(lastMover);
  return position.split(' ')[1] === 'b' ? 'black' : 'white';
}

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
  const by = side(fields.act);
  if (fields.act === 'move') lastMover = by;
  q.push({ id: crypto.randomUUID(), by, ...fields, at: at() });
  save(q);
  showToAct();
  send();
}

function draw() {
  const rows = position.split(' ')[0].split('/');
  const cells = [];
  rows.forEach((rank, r) => {
    cells.push(el('span', { class: 'coord', 'aria-hidden': 'true' }, String(8 - r)));
    let f = 0;
    for (const c of rank) {
      if (/\d/.test(c)) {
        for (let i = 0; i < Number(c); i++) cells.push(square(f++, r, ''));
      } else {
        cells.push(square(f++, r, c));
      }
    }
  });
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

function showToAct() {
  const who = side('move');
  $('to-act').textContent = who === 'white' ? 'White' : 'Black';
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
  if (!target) return;
  const sq = target.dataset.square;
  const mode = document.querySelector('input[name=mode]:checked').value;
  if (pointing) {
    if (!pointing.includes(sq)) pointing.push(sq);
    showPointing();
  } else if (mode !== 'move') {
    act({ act: mode, square: sq });
  } else if (!from) {
    from = sq;
  } else {
    act({ act: 'move', from, to: sq });
    from = null;
  }
  draw();
});

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

/** Sends the queue in order, one act a request; an act leaves the queue once recorded, or refused for what it is. */
async function send() {
  if (sending || !loggedIn) return;
  sending = true;
  try {
    while (queue().length) {
      const next = queue()[0];
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
        const why = `Not recorded (${next.act} by ${next.by}): ${body.message || res.status}`;
        $('status').textContent = why;
        $('notices').prepend(el('li', { class: 'refused' }, why));
        continue;
      }
      $('status').textContent = `Recorded: act ${body.actions.map((a) => a.seq).join(', ')}; result ${body.result}`;
      const drew = body.actions.some((a) => (a.rulings || []).length || (a.notices || []).length);
      if (drew && BOARD_ACTS.has(next.act)) offender = next.by;
      // a position set anew by a ruling: the engine's side to move acts next
      if (!BOARD_ACTS.has(next.act) && body.position !== position) lastMover = null;
      position = body.position;
      localStorage.setItem(POSITION, position);
      await show(body.actions);
      draw();
      await board();
    }
  } finally {
    sending = false;
  }
}

/** The players and their clocks as the engine keeps them; the board, or null when it cannot be read. */
async function board() {
  const res = await fetch(`/api/games/${encodeURIComponent(game)}`);
  if (!res.ok) return null;
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
  if (!mayUseThisPage(await me.json())) return;
  loggedIn = true;
  $('login-needed').hidden = true;
  const res = await fetch(`/api/games/${encodeURIComponent(game)}/replay`);
  if (res.ok) {
    position = (await res.json()).position;
    localStorage.setItem(POSITION, position);
  }
  const b = await board();
  // a game this tablet did not start: its time of play goes on from the engine's last stamped act
  if (b && !localStorage.getItem(START) && b.clocks.elapsed !== null && b.clocks.elapsed !== undefined) {
    localStorage.setItem(START, String(Date.now() - b.clocks.elapsed * 1000));
  }
  draw();
  send();
}

window.addEventListener('online', send);
setInterval(send, 3000);
start();
