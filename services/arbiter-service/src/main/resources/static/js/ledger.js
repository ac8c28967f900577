// The officials' ledger: every ruling across all games, the side whose act caused it ("Act of": by,
// player; a claimant, or an offender nobody claimed against) apart from the side it went against
// (against, againstPlayer). Law, player
// (either of the two) and game are filtered by /api/rulings; event and date come from the games
// list (the ruling rows carry neither), so they are filtered here. Each row links to the review of
// its game at the ruling's action.

import { who } from './acts.js';
import { el } from './dom.js';
import { session } from './session.js';

const $ = (id) => document.getElementById(id);
const FIELDS = ['law', 'player', 'event', 'from', 'to'];
const SAID = { law: 'law', player: 'act of or against', event: 'event', from: 'from', to: 'to' };
let games = new Map();

function readFilters() {
  const q = new URLSearchParams(location.search);
  const f = {};
  for (const k of [...FIELDS, 'game']) f[k] = (q.get(k) || '').trim();
  return f;
}

function fillForm(f) {
  for (const k of FIELDS) $(k).value = f[k];
}

function localDay(iso) {
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

async function json(url) {
  const res = await fetch(url);
  const body = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(body.message || `${res.status} ${res.statusText}`);
  return body;
}

async function load() {
  const f = readFilters();
  fillForm(f);
  $('message').textContent = 'Loading…';
  try {
    const list = await json('/api/games?limit=10000');
    games = new Map(list.map((g) => [g.id, g]));
    fillChoices(list);
    $('event').value = f.event;
    const q = new URLSearchParams({ limit: '10000' });
    for (const k of ['law', 'player', 'game']) if (f[k]) q.set(k, f[k]);
    const rulings = await json(`/api/rulings?${q}`);
    const rows = rulings.filter((r) => {
      const g = games.get(r.game) || {};
      if (f.event && g.event !== f.event) return false;
      const day = r.time ? localDay(r.time) : '';
      if (f.from && day < f.from) return false;
      if (f.to && day > f.to) return false;
      return true;
    });
    render(rows, f);
    $('message').textContent = '';
  } catch (e) {
    $('message').textContent = `Could not load the ledger: ${e.message}`;
    $('message').className = 'error';
  }
}

function fillChoices(list) {
  const events = [...new Set(list.map((g) => g.event).filter(Boolean))].sort();
  $('event').replaceChildren(new Option('All events', ''), ...events.map((e) => new Option(e, e)));
  const players = [...new Set(list.flatMap((g) => [g.white, g.black]).filter(Boolean))].sort();
  $('players').replaceChildren(...['white', 'black', 'arbiter', ...players].map((p) => new Option(p)));
}

function render(rows, f) {
  const laws = [...new Set(rows.map((r) => r.law))].sort();
  if (!f.law) $('laws').replaceChildren(...laws.map((l) => new Option(l)));
  const said = FIELDS.filter((k) => f[k]).map((k) => `${SAID[k]} ${f[k]}`).join(', ');
  $('caption').textContent = `${rows.length} ruling${rows.length === 1 ? '' : 's'}${said ? ' — ' + said : ''}`;
  $('rows').replaceChildren(...rows.map((r) => {
    const g = games.get(r.game) || {};
    const when = r.time ? new Date(r.time) : null;
    const review = `review.html?game=${encodeURIComponent(r.game)}&step=${r.seq}`;
    return el('tr', { 'data-law': r.law, 'data-game': r.game, 'data-seq': r.seq },
      el('td', {}, when ? el('time', { datetime: r.time }, when.toLocaleString()) : ''),
      el('td', {}, [g.event, g.round && `round ${g.round}`].filter(Boolean).join(', ')),
      el('td', {}, g.white ? `${g.white} \u2013 ${g.black}` : r.game),
      el('td', {}, el('a', { href: review, 'aria-label': `Review action ${r.seq} of ${g.white ? `${g.white} against ${g.black}` : r.game}` }, `#${r.seq}`)),
      el('td', { class: 'law' }, r.law),
      el('td', { class: 'claimed-by' }, party(r.by, r.player)),
      el('td', { class: 'against' }, party(r.against, r.againstPlayer)),
      el('td', {}, r.text));
  }));
}

// A side and its player's name, as "Name (White)"; the arbiter, or a side without a name, by the side
// alone; nothing where the service names no side (rulings recorded before it named the side against).
function party(side, name) {
  if (!side) return [];
  if (!name || side === 'arbiter') return who(side);
  return [`${name} `, el('span', { class: 'muted' }, `(${who(side)})`)];
}

$('filters').addEventListener('submit', (e) => {
  e.preventDefault();
  const q = new URLSearchParams();
  for (const k of FIELDS) if ($(k).value.trim()) q.set(k, $(k).value.trim());
  history.pushState(null, '', `ledger.html${q.toString() ? '?' + q : ''}`);
  load();
});
$('filters').addEventListener('reset', () => {
  history.pushState(null, '', 'ledger.html');
  setTimeout(load);
});
window.addEventListener('popstate', load);

session().then(load);
