// The arbiter's recording page for a tablet beside the board: every tap is an act, queued with its
// id in localStorage and sent in order; a lost connection keeps the queue, which is sent again
// when the connection returns (the service drops a repeated id). Each ruling and notice the engine
// gives is shown with the words of the code it cites.
import { el } from './dom.js';

const $ = (id) => document.getElementById(id);
const game = new URLSearchParams(location.search).get('game');
const KEY = `arbiter.queue.${game}`;
const MEN = { K: '\u2654', Q: '\u2655', R: '\u2656', B: '\u2657', N: '\u2658', P: '\u2659',
  k: '\u265a', q: '\u265b', r: '\u265c', b: '\u265d', n: '\u265e', p: '\u265f' };
const words = new Map();
let position = '8/8/8/8/8/8/8/8 w';
let from = null;
let sending = false;

const queue = () => JSON.parse(localStorage.getItem(KEY) || '[]');
const save = (q) => {
  localStorage.setItem(KEY, JSON.stringify(q));
  $('queue').dataset.waiting = String(q.length);
  $('queue').textContent = q.length ? `${q.length} act${q.length === 1 ? '' : 's'} waiting to be sent` : '';
};

/**
 * The side that acts: the one chosen, or else the player whose turn it is at the board: the
 * opponent of the last one who moved (players alternate even when a move is illegal, which the
 * engine's position does not count as a turn), or at the start the side to move of the position.
 */
let lastMover = null;
function side() {
  const chosen = document.querySelector('input[name=by]:checked').value;
  if (chosen !== 'auto') return chosen;
  if (lastMover) return lastMover === 'white' ? 'black' : 'white';
  return position.split(' ')[1] === 'b' ? 'black' : 'white';
}

function act(fields) {
  const q = queue();
  const by = side();
  if (fields.act === 'move') lastMover = by;
  q.push({ id: crypto.randomUUID(), by, ...fields });
  save(q);
  send();
}

function draw() {
  const rows = position.split(' ')[0].split('/');
  const squares = [];
  rows.forEach((rank, r) => {
    let f = 0;
    for (const c of rank) {
      if (/\d/.test(c)) {
        for (let i = 0; i < Number(c); i++) squares.push(square(f++, r, ''));
      } else {
        squares.push(square(f++, r, c));
      }
    }
  });
  $('board').replaceChildren(...squares);
}

function square(file, row, man) {
  const name = 'abcdefgh'[file] + (8 - row);
  return el('button', { type: 'button', class: `${(file + row) % 2 ? 'dark' : 'light'}${from === name ? ' chosen' : ''}`,
    'data-square': name, 'data-man': man, 'aria-label': `${name}${man ? ' ' + man : ''}` }, MEN[man] || '');
}

$('board').addEventListener('click', (e) => {
  const target = e.target.closest('button[data-square]');
  if (!target) return;
  const sq = target.dataset.square;
  const mode = document.querySelector('input[name=mode]:checked').value;
  if (mode !== 'move') {
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
  const fields = { act: b.dataset.act };
  if (b.dataset.act === 'claim') fields.claim = $('claim').value;
  if (b.dataset.act === 'require') fields.requirement = $('requirement').value;
  if (b.dataset.penalty) fields.penalty = b.dataset.penalty;
  act(fields);
});

async function lawWords(law) {
  if (!words.has(law)) {
    const res = await fetch(`/api/games/${encodeURIComponent(game)}/words?law=${encodeURIComponent(law)}`);
    words.set(law, res.ok ? (await res.json()).words : '');
  }
  return words.get(law);
}

async function show(outcomes) {
  for (const o of outcomes) {
    for (const r of [...(o.rulings || []), ...(o.notices || [])]) {
      const w = await lawWords(r.law);
      $('notices').prepend(el('li', { 'data-law': r.law, 'data-seq': r.seq },
        el('strong', {}, `${r.seq}. ${r.law}: `), r.text, w ? el('blockquote', {}, w) : null));
    }
  }
}

/** Sends the queue in order, one act a request, so that a refused act is dropped alone. */
async function send() {
  if (sending) return;
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
      const body = await res.json().catch(() => ({}));
      save(queue().slice(1));
      if (!res.ok) {
        const why = `Not recorded (${next.act} by ${next.by}): ${body.message || res.status}`;
        $('status').textContent = why;
        $('notices').prepend(el('li', { class: 'refused' }, why));
        continue;
      }
      $('status').textContent = `Recorded: act ${body.actions.map((a) => a.seq).join(', ')}; result ${body.result}`;
      position = body.position;
      await show(body.actions);
      draw();
    }
  } finally {
    sending = false;
  }
}

async function start() {
  if (!game) {
    $('status').textContent = 'Give the game: record.html?game=ID';
    return;
  }
  const res = await fetch(`/api/games/${encodeURIComponent(game)}/replay`);
  if (res.ok) position = (await res.json()).position;
  $('game-line').textContent = `Game ${game}`;
  draw();
  save(queue());
  send();
}

window.addEventListener('online', send);
setInterval(send, 3000);
start();
