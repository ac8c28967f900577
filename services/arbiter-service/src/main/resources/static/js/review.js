// Review: one game action by action, with the board, the hand, the touched men and the rulings
// in the words of the law. The review document comes from /api/games/{id}/review for a stored
// game and from POST /api/review for an uploaded contested sequence; both are the same shape.
// Without a game to open, the page lists the games (GET /api/games, most recent first) to choose from.

import { drawBoard, manName } from './board.js';
import { clock, describeAction } from './acts.js';
import { el, lawWords } from './dom.js';
import { session } from './session.js';
import { offerAppeal, showAppeals } from './appeals.js';

const $ = (id) => document.getElementById(id);
let book = null;
let step = 0;
// The uploaded sequence, kept so that it can be re-ruled under another code without choosing the file again.
let uploaded = null;

function params() {
  return new URLSearchParams(location.search);
}

async function fetchJson(url, init) {
  const res = await fetch(url, init);
  const body = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(body.message || body.error || body.detail || `${res.status} ${res.statusText}`);
  return body;
}

function say(text, isError = false) {
  $('message').textContent = text;
  $('message').className = isError ? 'error' : 'muted';
}

function codeQuery(code) {
  return code ? `?code=${encodeURIComponent(code)}` : '';
}

async function openGame(id, wanted, code) {
  say('Loading…');
  uploaded = null;
  try {
    const doc = await fetchJson(`/api/games/${encodeURIComponent(id)}/review${codeQuery(code)}`);
    await showAppeals(doc.game, doc.header, (at) => openGame(id, at, code));
    show(doc, wanted);
    say(doc.error
      ? `Under ${doc.code}, action ${doc.error.line} cannot be ruled (${doc.error.reason}); the review stops before it.`
      : '', Boolean(doc.error));
  } catch (e) {
    say(`Could not open game ${id}: ${e.message}`, true);
    if (book) $('code').value = book.code;
  }
}

async function upload(file, code, wanted = 0) {
  say(`Reading ${file.name}…`);
  try {
    const text = await file.text();
    const doc = await fetchJson(`/api/review${codeQuery(code)}`,
      { method: 'POST', headers: { 'Content-Type': 'application/x-ndjson' }, body: text });
    uploaded = file;
    await showAppeals(null, doc.header, null);
    show(doc, wanted);
    if (doc.error) {
      say(`Reviewing ${file.name} (not stored) up to line ${doc.error.line}, which was not accepted: ${doc.error.reason}`, true);
    } else {
      say(`Reviewing ${file.name} (not stored).`);
    }
    history.replaceState(null, '', 'review.html');
  } catch (e) {
    say(`${file.name} was not accepted: ${e.message}`, true);
    if (book) $('code').value = book.code;
  }
}

function resultText(result, termination) {
  if (!result || result === '*') return 'in play';
  return termination ? `${result} (${termination})` : result;
}

async function listGames() {
  try {
    const games = await fetchJson('/api/games?limit=500');
    if (book) return;
    $('game-rows').replaceChildren(...games.map((g) => {
      const players = g.white || g.black ? `${g.white ?? '?'} \u2013 ${g.black ?? '?'}` : g.id;
      const opened = g.openedAt ? new Date(g.openedAt) : null;
      return el('tr', { 'data-game': g.id },
        el('td', {}, el('a', { href: `review.html?game=${encodeURIComponent(g.id)}&step=0` }, players)),
        el('td', {}, [g.event, g.round && `round ${g.round}`].filter(Boolean).join(', ')),
        el('td', { class: g.result && g.result !== '*' ? 'over' : 'muted' }, resultText(g.result, g.termination)),
        el('td', {}, String(g.actions ?? '')),
        el('td', {}, opened ? el('time', { datetime: g.openedAt }, opened.toLocaleString()) : ''),
        el('td', { 'data-needs': 'recorder' }, el('a', { href: `record.html?game=${encodeURIComponent(g.id)}`,
          class: 'record-link' }, 'Record')));
    }));
    $('games-caption').textContent = games.length
      ? 'Most recently opened first: choose one to review it.'
      : 'No games yet: a game is listed here as soon as it is opened.';
    $('games-panel').hidden = false;
  } catch (e) {
    say(`Could not list the games: ${e.message}`, true);
  }
}

function show(doc, wanted) {
  book = doc;
  $('review').hidden = false;
  $('games-panel').hidden = true;
  $('game-tools').hidden = false;
  $('export').disabled = false;
  $('white-name').textContent = `\u2659 ${doc.white}`;
  $('black-name').textContent = `\u265F ${doc.black}`;
  $('event').textContent = [doc.event, doc.round && `round ${doc.round}`].filter(Boolean).join(', ');
  $('result').textContent = resultText(doc.result, doc.termination);
  $('game-id').value = doc.game || '';
  const code = $('code');
  const codes = doc.codes.includes(doc.playedUnder) ? doc.codes : [doc.playedUnder, ...doc.codes];
  code.replaceChildren(...codes.map((c) => new Option(c === doc.playedUnder ? `${c} (as played)` : c, c,
    c === doc.code, c === doc.code)));
  $('code-note').textContent = doc.code === doc.playedUnder
    ? ''
    : `Played under ${doc.playedUnder}; ${doc.partings.length
      ? `the codes part at ${doc.partings.length} act${doc.partings.length === 1 ? '' : 's'}, marked \u2260.`
      : 'the codes rule every act alike.'}`;
  $('step').max = String(doc.frames.length);
  renderPartings();
  renderTimeline();
  renderLog();
  go(Math.max(0, Math.min(Number(wanted) || 0, doc.frames.length)));
}

function frameAt(n) {
  return n === 0 ? null : book.frames[n - 1];
}

function go(n) {
  if (!book) return;
  step = Math.max(0, Math.min(n, book.frames.length));
  const f = frameAt(step);
  const fen = f ? f.fen : book.startFen;
  const lastMove = f && f.lastMove ? squares(f.lastMove) : [];
  const touched = f ? f.touched : {};
  const hand = f ? f.hand : null;
  drawBoard($('board'), fen, { lastMove, touched, hand });
  $('step').value = String(step);
  $('step').setAttribute('aria-valuetext', f ? `Action ${step}: ${describeAction(f.action)}` : 'Start of play');
  $('act').replaceChildren(el('span', { class: 'seq' }, `#${f ? f.seq : 0}`), f ? describeAction(f.action) : 'Start of play');
  $('in-hand').textContent = hand
    ? `${manName(hand.man)}${hand.from ? ' lifted from ' + hand.from : ''}${hand.on ? ', put down on ' + hand.on + ', hand still on it' : ', held off the board'}`
    : 'none';
  const t = Object.entries(touched);
  $('touched').replaceChildren(...(t.length
    ? t.flatMap(([sq, side], i) => [i ? ', ' : '', el('span', { class: `key ${side}`, 'aria-hidden': 'true' }), `${sq} (by ${side})`])
    : ['none']));
  $('last-move').textContent = f && f.lastMove
    ? (f.lastMove.san
      ? `${f.lastMove.san} (${f.lastMove.from}-${f.lastMove.to}), ${f.lastMove.by}`
      : `${f.lastMove.from}-${f.lastMove.to}, ${f.lastMove.by}: not on the record`)
    : '—';
  $('time-of-play').textContent = f && f.action.at !== undefined ? clock(f.action.at) : '—';
  const rulings = f ? f.rulings : [];
  const parting = f ? partingAt(f.seq) : null;
  $('step-rulings').replaceChildren(...rulings.map(rulingBox), ...(parting ? [partingBox(parting)] : []));
  $('step-notices').replaceChildren(...(f ? f.notices || [] : []).map(noticeBox));
  offerAppeal(f, book.code === book.playedUnder);
  for (const li of [...$('timeline').children, ...$('partings').children]) {
    if (Number(li.dataset.seq) === step) li.setAttribute('aria-current', 'step');
    else li.removeAttribute('aria-current');
  }
  const log = $('log');
  for (const li of log.children) {
    if (Number(li.dataset.step) === step) {
      li.setAttribute('aria-current', 'step');
      // Scrolls the log alone: scrollIntoView would scroll the whole page away from the board.
      if (li.offsetTop < log.scrollTop || li.offsetTop + li.offsetHeight > log.scrollTop + log.clientHeight) {
        log.scrollTop = li.offsetTop - log.clientHeight / 2;
      }
    } else {
      li.removeAttribute('aria-current');
    }
  }
  const url = new URL(location.href);
  if (book.game) {
    url.searchParams.set('game', book.game);
    url.searchParams.set('step', String(step));
    if (book.code !== book.playedUnder) url.searchParams.set('code', book.code);
    else url.searchParams.delete('code');
    history.replaceState(null, '', url);
  }
}

function squares(move) {
  return [move.from, move.to].flatMap((s) => String(s).split('/')).filter((s) => /^[a-h][1-8]$/.test(s));
}

function rulingBox(r) {
  return el('div', { class: 'ruling', 'data-law': r.law },
    el('span', { class: 'law' }, r.law),
    el('span', { class: 'text' }, r.text),
    lawWords(r.words, r.summary));
}

// A notice: what the code notes without deciding (a penalty open to a player, a claim that may be made).
function noticeBox(n) {
  return el('div', { class: 'notice', 'data-law': n.law },
    el('span', { class: 'law' }, n.law),
    el('span', { class: 'text' }, n.text),
    lawWords(n.words, n.summary));
}

function partingAt(seq) {
  return book.partings.find((p) => p.seq === seq) || null;
}

// What each code made of one act where they part, as the law engine compared them.
function partingLines(p) {
  const lines = [];
  const each = (title, byCode, show) => {
    if (!byCode) return;
    lines.push(el('dt', {}, title));
    for (const [code, value] of Object.entries(byCode)) lines.push(el('dd', {}, `${code}: ${show(value)}`));
  };
  each('Rulings', p.rulings, (laws) => (laws.length ? laws.join(', ') : 'none'));
  each('Result', p.results, (r) => r);
  each('Position', p.positions, (pos) => pos);
  return el('dl', { class: 'parting' }, ...lines);
}

function partingBox(p) {
  return el('div', { class: 'ruling parts', 'data-parting': String(p.seq) },
    el('span', { class: 'law' }, '\u2260'), el('span', { class: 'text' }, 'The codes part here'), partingLines(p));
}

function renderPartings() {
  $('partings-panel').hidden = book.code === book.playedUnder;
  $('partings').replaceChildren(...book.partings.map((p) => {
    const li = el('li', { 'data-seq': String(p.seq) });
    const frame = book.frames[p.seq - 1];
    const button = el('button', { type: 'button' },
      el('span', { class: 'muted' }, `at action ${p.seq}`), el('br'),
      frame ? describeAction(frame.action) : '', partingLines(p));
    button.addEventListener('click', () => go(p.seq));
    li.append(button);
    return li;
  }));
  if (!book.partings.length && book.code !== book.playedUnder) {
    $('partings').append(el('li', { class: 'muted' }, 'The codes rule every act alike.'));
  }
}

function renderTimeline() {
  const list = $('timeline');
  list.replaceChildren();
  if (!book.rulings.length) {
    const li = document.createElement('li');
    li.className = 'muted';
    li.textContent = 'No rulings in this game.';
    list.append(li);
    return;
  }
  for (const r of book.rulings) {
    const li = document.createElement('li');
    li.dataset.seq = r.seq;
    const button = el('button', { type: 'button' },
      el('span', { class: 'law' }, r.law),
      el('span', { class: 'muted' }, `at action ${r.seq}`),
      el('br'),
      r.text,
      lawWords(r.words, r.summary));
    button.addEventListener('click', () => go(r.seq));
    li.append(button);
    list.append(li);
  }
}

function renderLog() {
  const list = $('log');
  list.replaceChildren();
  const start = document.createElement('li');
  start.dataset.step = '0';
  start.textContent = 'Start of play';
  list.append(start);
  for (const f of book.frames) {
    const li = document.createElement('li');
    li.dataset.step = f.seq;
    const a = document.createElement('a');
    a.href = '#';
    a.textContent = describeAction(f.action) + (f.rulings.length ? ` — ${f.rulings.map((r) => r.law).join(', ')}` : '')
      + ((f.notices || []).length ? ` (noted: ${f.notices.map((n) => n.law).join(', ')})` : '');
    if (partingAt(f.seq)) {
      li.classList.add('parts');
      a.prepend(el('span', { class: 'parts-mark', title: 'The codes part here' }, '\u2260 '));
    }
    a.addEventListener('click', (e) => { e.preventDefault(); go(f.seq); });
    li.append(a);
    list.append(li);
  }
}

function exportPgn() {
  if (!book) return;
  const blob = new Blob([book.pgn], { type: 'application/x-chess-pgn' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = `${book.game || [book.white, book.black].join('-')}.pgn`.replace(/[^\w.-]+/g, '_');
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

function typing(target) {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
    && target.id !== 'step';
}

document.addEventListener('keydown', (e) => {
  if (!book || typing(e.target) || e.altKey || e.ctrlKey || e.metaKey) return;
  const moves = { ArrowLeft: step - 1, ArrowRight: step + 1, Home: 0, End: book.frames.length };
  if (e.key in moves) {
    e.preventDefault();
    go(moves[e.key]);
  }
});
$('step').addEventListener('input', (e) => go(Number(e.target.value)));
$('prev').addEventListener('click', () => go(step - 1));
$('next').addEventListener('click', () => go(step + 1));
$('export').addEventListener('click', exportPgn);
$('upload').addEventListener('change', (e) => e.target.files[0] && upload(e.target.files[0]));
$('code').addEventListener('change', (e) => {
  if (!book) return;
  const code = e.target.value === book.playedUnder ? null : e.target.value;
  if (uploaded) upload(uploaded, code, step);
  else if (book.game) openGame(book.game, step, code);
});
$('open-form').addEventListener('submit', (e) => {
  e.preventDefault();
  const id = $('game-id').value.trim();
  if (id) openGame(id, 0);
});

session().then(() => {
  const game = params().get('game');
  if (game) {
    openGame(game, params().get('step'), params().get('code'));
  } else {
    say('Choose a game below, open one by its id, or upload a contested sequence (.jsonl).');
    listGames();
  }
});
