// Live display: a grid of boards, kept current over server-sent events from /api/stream.
// A board is redrawn when a move completes (the side to move changes) or the position is set
// anew (a penalty, a restoration), not on every touch, lift or placement. A ruling is shown under
// its board, never over it where it would hide the men, with its citation. When the connection
// drops the page reconnects and asks for the events after the last one it saw, so nothing is missed.

import { drawBoard, changedSquares } from './board.js';
import { clock } from './acts.js';
import { el } from './dom.js';
import { session } from './session.js';

const $ = (id) => document.getElementById(id);
const HAND_ACTS = new Set(['touch', 'adjust', 'lift', 'place', 'release', 'remove', 'displace', 'promote']);
const BANNER_MS = 30000;
// A hall screen shows one round; without a choice of tournament or round the newest games fill it.
const MAX_BOARDS = 48;

const query = new URLSearchParams(location.search);
const filter = { event: query.get('event') || '', round: query.get('round') || '' };
const games = new Map();
let loaded = false;
const early = [];
let lastEventId = null;
let source = null;
let retry = 500;

function matches(info) {
  return (!filter.event || info.event === filter.event) && (!filter.round || String(info.round ?? '') === filter.round);
}

function side(fen) {
  if (fen && fen.includes(':')) return fen.charAt(0) === 'B' ? 'black' : 'white';
  return fen && fen.split(' ')[1] === 'b' ? 'black' : 'white';
}

function seconds(at) {
  if (at === null || at === undefined) return null;
  // a clock run out is negative: PT-5S
  const m = /^PT(?:(-?\d+(?:\.\d+)?)H)?(?:(-?\d+(?:\.\d+)?)M)?(?:(-?\d+(?:\.\d+)?)S)?$/.exec(String(at));
  return m ? Number(m[1] || 0) * 3600 + Number(m[2] || 0) * 60 + Number(m[3] || 0) : Number(at);
}

// A game in which no action carried a time ('at') has no clocks: null (or a missing field) from
// the board API, shown as a dash rather than as no time used. Under a time control the clocks show
// the time left; otherwise the time used. Every value is the law engine's as of the last action
// ('at' = elapsed); between actions the page only ticks the running clock on from when it heard it.
// Where an electronic clock's reading came with an act ('shown': a board's press), the clocks show
// that clock's times instead, the running side ticked down from the reading.
function noTimes() {
  return { white: null, black: null, elapsed: null, whiteLeft: null, blackLeft: null, running: null, flag: null,
    shown: null, heard: 0 };
}

// The clocks as of the board's last action, heard when that action was recorded: a page loaded while a
// clock runs ticks it on from then (the service's time, from its Date header), not from its own load.
function clocksOf(board) {
  const c = (board && board.clocks) || {};
  const recorded = board && board.updatedAt ? Date.parse(board.updatedAt) : NaN;
  const now = board && Number.isFinite(board.serverNow) ? board.serverNow : Date.now();
  const since = c.running && Number.isFinite(recorded) ? Math.max(0, now - recorded) : 0;
  return { white: c.white ?? null, black: c.black ?? null, elapsed: c.elapsed ?? null, whiteLeft: c.whiteLeft ?? null,
    blackLeft: c.blackLeft ?? null, running: c.running ?? null, flag: c.flag ?? null, shown: c.shown ?? null,
    heard: performance.now() - since };
}

// A game a pairing opened has the id {tournament}-r{round}-b{board} (no other act can open one so): its board.
function boardNumber(id) {
  const m = /-r\d+-b(\d+)$/.exec(id || '');
  return m ? m[1] : null;
}

// The electronic clock's reading an event carries, or the one heard before it.
function shownOf(p, before) {
  if (p.clockWhite == null) return before;
  return { white: seconds(p.clockWhite), black: seconds(p.clockBlack), at: seconds(p.at), disagrees: !!p.clockDisagrees };
}

function shownClock(clocks, colour) {
  const shown = clocks.shown;
  if (shown) {
    const since = clocks.running === colour
      ? (clocks.elapsed ?? shown.at ?? 0) - (shown.at ?? 0) + (performance.now() - clocks.heard) / 1000 : 0;
    return clock(Math.max(0, shown[colour] - since));
  }
  const left = clocks[`${colour}Left`];
  if (left === null && (clocks.elapsed === null || clocks[colour] === null)) return '\u2014';
  const ticking = clocks.running === colour && clocks.elapsed !== null ? (performance.now() - clocks.heard) / 1000 : 0;
  return clock(left !== null ? Math.max(0, left - ticking) : clocks[colour] + ticking);
}

// Which time a clock shows: the time left under a time control (FIDE), else the time used (1897), said beside it.
function clockKind(clocks, colour) {
  if (clocks.shown) return 'on the clock';
  if (clocks[`${colour}Left`] !== null) return 'left';
  return clocks.elapsed === null || clocks[colour] === null ? '' : 'used';
}

function renderClock(node, game, colour) {
  const box = node.querySelector(`.${colour}-clock`);
  box.textContent = shownClock(game.clocks, colour);
  const kind = clockKind(game.clocks, colour);
  node.querySelector(`.${colour}-clock-kind`).textContent = kind ? `time ${kind}` : '';
  box.setAttribute('aria-label', `${colour === 'white' ? 'White' : 'Black'}'s clock${kind ? ', time ' + kind : ''}`);
  box.classList.toggle('running', game.result === '*' && game.clocks.running === colour);
  box.classList.toggle('flag', game.clocks.flag === colour);
  const disagrees = !!(game.clocks.shown && game.clocks.shown.disagrees);
  box.classList.toggle('disagrees', disagrees);
  box.title = [game.clocks.flag === colour ? 'Flag down' : '',
    disagrees ? 'The clock and the record\'s reckoning differ: both are kept' : ''].filter(Boolean).join('; ');
}

function card(game) {
  const article = document.createElement('article');
  article.className = 'game';
  article.dataset.game = game.id;
  article.setAttribute('aria-label', `${game.white} against ${game.black}`);
  article.innerHTML = `
    <header><span class="player black-name"></span><span class="clock-kind black-clock-kind"></span><span class="clock black-clock" aria-label="Black's clock"></span></header>
    <div class="board-wrap"></div>
    <footer><span class="player white-name"></span><span class="clock-kind white-clock-kind"></span><span class="clock white-clock" aria-label="White's clock"></span></footer>
    <div class="meta"><span class="board-number"></span><a class="review-link" data-needs="official"></a><a class="record-link" data-needs="recorder">Record</a><span class="last-move" aria-live="polite"></span><span class="result" aria-live="polite"></span></div>
    <div class="banner" role="alert" hidden></div>`;
  game.el = article;
  return article;
}

function place(game) {
  const grid = $('grid');
  if (!game.el) grid.append(card(game));
  render(game);
  $('empty').hidden = grid.children.length > 0;
}

function render(game) {
  const node = game.el;
  if (!node) return;
  const toMove = side(game.fen);
  // A name too long for the tile is cut with an ellipsis; the whole of it is its title (hover, or a long press).
  for (const colour of ['white', 'black']) {
    const name = node.querySelector(`.${colour}-name`);
    name.textContent = game[colour];
    name.title = game[colour] || '';
  }
  const number = boardNumber(game.id);
  node.querySelector('.board-number').textContent = number ? `Board ${number}` : '';
  node.querySelector('.white-name').classList.toggle('to-move', game.result === '*' && toMove === 'white');
  node.querySelector('.black-name').classList.toggle('to-move', game.result === '*' && toMove === 'black');
  renderClock(node, game, 'white');
  renderClock(node, game, 'black');
  const link = node.querySelector('.review-link');
  link.href = `review.html?game=${encodeURIComponent(game.id)}&step=${game.seq}`;
  link.textContent = [game.event, game.round && `R${game.round}`].filter(Boolean).join(' ') || 'Review';
  node.querySelector('.record-link').href = `record.html?game=${encodeURIComponent(game.id)}`;
  node.querySelector('.last-move').textContent = game.lastMove ? `Last: ${game.lastMove}` : '';
  const result = node.querySelector('.result');
  result.textContent = game.result === '*' ? '' : `${game.result}${game.termination ? ' ' + game.termination : ''}`;
  result.classList.toggle('over', game.result !== '*');
  node.dataset.fen = game.fen;
  node.dataset.seq = game.seq;
  drawBoard(node.querySelector('.board-wrap'), game.fen, {
    lastMove: game.highlight,
    label: `${game.white} against ${game.black}, ${toMove} to play`,
  });
}

function banner(game, ruling) {
  const box = game.el && game.el.querySelector('.banner');
  if (!box) return;
  const dismiss = el('button', { type: 'button', 'aria-label': 'Dismiss ruling' }, '\u2715');
  dismiss.addEventListener('click', () => { box.hidden = true; });
  box.replaceChildren(dismiss, el('span', { class: 'law' }, ruling.law), el('span', { class: 'text' }, ruling.text));
  box.dataset.law = ruling.law;
  box.hidden = false;
  clearTimeout(game.bannerTimer);
  game.bannerTimer = setTimeout(() => { box.hidden = true; }, BANNER_MS);
}

function fromList(entry, board) {
  return {
    id: entry.id,
    white: entry.white,
    black: entry.black,
    event: entry.event,
    round: entry.round,
    fen: board ? board.fen : null,
    seq: board ? board.actions : 0,
    result: board ? board.result : entry.result,
    termination: board ? board.termination : entry.termination,
    lastMove: board ? board.lastMove : null,
    clocks: clocksOf(board),
    highlight: [],
  };
}

async function load() {
  const list = await (await fetch('/api/games?limit=1000')).json();
  fillEvents(list);
  const matching = list.filter(matches);
  const wanted = matching.slice(0, MAX_BOARDS).reverse();
  $('more').hidden = matching.length <= MAX_BOARDS;
  $('more').textContent = `Showing the ${MAX_BOARDS} newest of ${matching.length} games: choose a tournament or a round to see the others.`;
  const boards = await Promise.all(wanted.map((g) => fetch(`/api/games/${encodeURIComponent(g.id)}`)
    .then(async (r) => (r.ok ? { ...(await r.json()), serverNow: Date.parse(r.headers.get('Date') || '') } : null))));
  wanted.forEach((entry, i) => {
    const known = games.get(entry.id);
    const fresh = fromList(entry, boards[i]);
    if (!known || fresh.seq > known.seq) {
      games.set(entry.id, Object.assign(known || {}, fresh));
    }
    if (games.get(entry.id).fen) place(games.get(entry.id));
  });
  const chosen = [filter.event, filter.round && `round ${filter.round}`].filter(Boolean).join(', ');
  if (chosen) $('empty').textContent = `No games in ${chosen} yet. Boards appear here as soon as one is opened.`;
  loaded = true;
  early.splice(0).forEach(([type, env]) => handle(type, env));
  $('empty').hidden = $('grid').children.length > 0;
}

function fillEvents(list) {
  const select = $('event');
  const events = [...new Set(list.map((g) => g.event).filter(Boolean))].sort();
  if (filter.event && !events.includes(filter.event)) events.push(filter.event);
  select.replaceChildren(new Option('All events', ''), ...events.map((e) => new Option(e, e, false, e === filter.event)));
  $('round').value = filter.round;
}

function handle(type, env) {
  if (!loaded) {
    early.push([type, env]);
    return;
  }
  const p = env.payload;
  if (type === 'GameOpened') {
    if (games.has(p.gameId) || !matches(p)) return;
    const game = {
      id: p.gameId, white: p.white, black: p.black, event: p.event, round: p.round,
      fen: p.fen, seq: 0, result: '*', termination: null, lastMove: null,
      clocks: noTimes(), highlight: [],
    };
    games.set(game.id, game);
    place(game);
    return;
  }
  const game = games.get(p.gameId);
  if (!game) return;
  if (type === 'ActionRecorded') {
    if (p.seq <= game.seq) return;
    // The clocks and the last move are the law engine's, as the event carries them.
    game.clocks = { white: seconds(p.whiteUsed), black: seconds(p.blackUsed),
      elapsed: seconds(p.at) ?? game.clocks.elapsed, whiteLeft: seconds(p.whiteLeft), blackLeft: seconds(p.blackLeft),
      running: p.running ?? null, flag: p.flag ?? null, shown: shownOf(p, game.clocks.shown), heard: performance.now() };
    game.seq = p.seq;
    game.result = p.result;
    game.termination = p.termination;
    if (!game.fen) {
      game.fen = p.fen;
      place(game);
      return;
    }
    const completed = side(p.fen) !== side(game.fen) || !HAND_ACTS.has(p.act);
    // The last move shown is the engine's, the one that stands: a move taken back is never shown as last.
    game.lastMove = p.lastMove ?? null;
    if (completed && p.fen !== game.fen) {
      // A move made lights its squares; a position set anew (a move taken back, a penalty) lights none.
      game.highlight = p.act === 'move' || HAND_ACTS.has(p.act) ? changedSquares(game.fen, p.fen) : [];
      game.fen = p.fen;
      render(game);
    } else {
      game.pendingFen = p.fen;
      renderClocksAndResult(game);
    }
  } else if (type === 'RulingIssued') {
    banner(game, p);
  } else if (type === 'GameEnded') {
    game.result = p.result;
    game.termination = p.termination;
    if (game.pendingFen && game.pendingFen !== game.fen) {
      game.highlight = changedSquares(game.fen, game.pendingFen);
      game.fen = game.pendingFen;
    }
    render(game);
  }
}

function renderClocksAndResult(game) {
  const node = game.el;
  if (!node) return;
  renderClock(node, game, 'white');
  renderClock(node, game, 'black');
  node.querySelector('.last-move').textContent = game.lastMove ? `Last: ${game.lastMove}` : '';
  node.dataset.seq = game.seq;
}

function status(state, text) {
  const s = $('status');
  s.dataset.state = state;
  s.textContent = text;
}

function connect() {
  const url = lastEventId === null ? '/api/stream' : `/api/stream?after=${encodeURIComponent(lastEventId)}`;
  source = new EventSource(url);
  source.addEventListener('open', () => {
    retry = 500;
    // an id is a position, then any positions still outstanding after a colon (docs/events.md)
    status('live', lastEventId === null ? 'Live' : `Live (resumed after event ${lastEventId.split(':')[0]})`);
    if (!loaded) load().catch((e) => status('down', `Could not load the games: ${e.message}`));
  });
  for (const type of ['GameOpened', 'ActionRecorded', 'RulingIssued', 'GameEnded']) {
    source.addEventListener(type, (e) => {
      lastEventId = e.lastEventId || lastEventId;
      document.body.dataset.lastEventId = lastEventId;
      handle(type, JSON.parse(e.data));
    });
  }
  source.addEventListener('error', () => {
    status('down', 'Connection lost; reconnecting…');
    // The browser retries by itself, sending Last-Event-ID; once it gives up (the service answered
    // with an error) the page opens a new stream itself, asking for what came after the last event.
    if (source.readyState === EventSource.CLOSED) {
      source = null;
      setTimeout(connect, retry);
      retry = Math.min(retry * 2, 10000);
    }
  });
}

$('filters').addEventListener('submit', (e) => {
  e.preventDefault();
  const q = new URLSearchParams();
  if ($('event').value) q.set('event', $('event').value);
  if ($('round').value.trim()) q.set('round', $('round').value.trim());
  location.search = q.toString();
});

// Lets the browser tests cut the connection as a dropped network would, for {@code pauseMs}.
window.arbiterLive = {
  drop(pauseMs = retry) {
    if (source) source.close();
    source = null;
    status('down', 'Connection lost; reconnecting…');
    setTimeout(connect, pauseMs);
  },
};

// The running clocks tick between the engine's updates.
setInterval(() => {
  for (const game of games.values()) {
    if (game.el && game.result === '*' && game.clocks.running) renderClock(game.el, game, game.clocks.running);
  }
}, 250);

session().then(connect);
