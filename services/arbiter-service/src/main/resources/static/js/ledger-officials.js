// The officials' view of the ledger: over the rows ledger.js draws, filters by tournament, round,
// code, the player's part (claimant or ruled against) and appeal status, an appeal column, counts
// per law and per tournament as bars, and the rows shown as CSV (ISO 8601 times and the game's id).
// Tournaments and codes come from /api/tournaments and /api/games; an appeal's status from
// /api/games/{id}/appeals, the engine's, read for every game shown: an appeal lodged and not yet
// decided gives no ruling of its own. The bars are <meter> elements, so that the service's
// Content-Security-Policy, which refuses inline styles, has nothing to refuse.

import { csvCell } from './csv.js';
import { el } from './dom.js';

const $ = (id) => document.getElementById(id);
const FIELDS = ['tournament', 'round', 'code', 'as', 'appeal'];
let games = new Map();
const appeals = new Map();
let ready = null;

async function json(url) {
  const res = await fetch(url);
  const body = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(body.message || `${res.status} ${res.statusText}`);
  return body;
}

async function prepare() {
  const [list, tournaments] = await Promise.all([json('/api/games?limit=10000'), json('/api/tournaments')]);
  games = new Map(list.map((g) => [g.id, g]));
  const q = new URLSearchParams(location.search);
  $('tournament').replaceChildren(new Option('All tournaments', ''), ...tournaments.map((t) => new Option(t.name, t.name)));
  const codes = [...new Set(list.map((g) => g.code).filter(Boolean))].sort();
  $('code').replaceChildren(new Option('All codes', ''), ...codes.map((c) => new Option(c, c)));
  for (const k of FIELDS) $(k).value = q.get(k) || '';
}

/** Each game shown has its appeals read once. */
async function loadAppeals(rows) {
  const wanted = new Set(rows.map((r) => r.dataset.game));
  await Promise.all([...wanted].filter((g) => !appeals.has(g)).map(async (g) => {
    const list = await json(`/api/games/${encodeURIComponent(g)}/appeals`);
    appeals.set(g, new Map(list.map((a) => [a.ruling, a.status])));
  }));
}

function status(row) {
  const byRuling = appeals.get(row.dataset.game);
  return (byRuling && byRuling.get(Number(row.dataset.seq))) || 'none';
}

function matches(row, f) {
  const g = games.get(row.dataset.game) || {};
  if (f.tournament && g.event !== f.tournament) return false;
  if (f.round && String(g.round) !== f.round) return false;
  if (f.code && g.code !== f.code) return false;
  if (f.appeal && status(row) !== f.appeal) return false;
  const player = new URLSearchParams(location.search).get('player');
  if (f.as && player) {
    const cell = row.querySelector(f.as === 'claimant' ? '.claimed-by' : '.against');
    if (!cell || !cell.textContent.toLowerCase().includes(player.toLowerCase())) return false;
  }
  return true;
}

// Rows are drawn again while the appeals of earlier ones are read: only the newest pass writes.
let passes = 0;

async function apply() {
  const pass = ++passes;
  await ready;
  await loadAppeals([...$('rows').children])
    .catch((e) => { $('message').textContent = `Appeals could not be read: ${e.message}`; });
  if (pass !== passes) return;
  const rows = [...$('rows').children];
  const f = Object.fromEntries(FIELDS.map((k) => [k, $(k).value.trim()]));
  const shown = [];
  for (const row of rows) {
    let cell = row.querySelector('td.appeal');
    if (!cell) {
      cell = el('td', { class: 'appeal' });
      row.append(cell);
    }
    cell.textContent = status(row) === 'none' ? '' : status(row);
    row.hidden = !matches(row, f);
    if (!row.hidden) shown.push(row);
  }
  $('shown').textContent = `${shown.length} of ${rows.length} shown`;
  chart(shown);
  csv(shown);
}

function bars(title, counts) {
  const max = Math.max(1, ...counts.values());
  return el('div', { class: 'bars' }, el('h3', {}, title),
    [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([name, n]) => el('div', { class: 'bar', 'data-name': name },
      el('span', { class: 'bar-name' }, name),
      el('meter', { class: 'bar-fill', min: 0, max, value: n, 'aria-label': `${name}: ${n}` }, String(n)),
      el('span', { class: 'bar-count' }, ` ${n}`))));
}

function chart(rows) {
  const laws = new Map();
  const tournaments = new Map();
  for (const r of rows) {
    laws.set(r.dataset.law, (laws.get(r.dataset.law) || 0) + 1);
    const t = (games.get(r.dataset.game) || {}).event || '(none)';
    tournaments.set(t, (tournaments.get(t) || 0) + 1);
  }
  $('chart').replaceChildren(bars('Per law', laws), bars('Per tournament', tournaments));
}

// A cell as the CSV gives it: a time as ISO 8601 (the service's), not as this browser's locale writes it.
function cellText(td) {
  const time = td.querySelector('time[datetime]');
  return time ? time.getAttribute('datetime') : td.textContent.trim();
}

function csv(rows) {
  const head = ['Game id', ...[...document.querySelectorAll('#ledger thead th')].map((th) => th.textContent.trim())];
  const lines = [head, ...rows.map((r) => [r.dataset.game, ...[...r.children].map(cellText)])];
  const text = lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
  if ($('csv').href.startsWith('blob:')) URL.revokeObjectURL($('csv').href);
  $('csv').href = URL.createObjectURL(new Blob([text], { type: 'text/csv' }));
}

ready = prepare().catch((e) => { $('message').textContent = `Could not load tournaments: ${e.message}`; });
new MutationObserver(() => apply()).observe($('rows'), { childList: true });
$('officials').addEventListener('submit', (e) => {
  e.preventDefault();
  const q = new URLSearchParams(location.search);
  for (const k of FIELDS) {
    if ($(k).value.trim()) q.set(k, $(k).value.trim());
    else q.delete(k);
  }
  history.replaceState(null, '', `ledger.html${q.toString() ? '?' + q : ''}`);
  apply();
});
