// A tournament's standings, ?tournament=ID: rank, name, FIDE id, points and each tie-break in the
// order the tournament's arbiters set, all from /api/tournaments/{id}/standings, where the service
// ranks them (FIDE C.07). Read again every 30 seconds, for a hall screen. The tournament's arbiters
// and the admins set the order of tie-breaks under the table; its arbiters pair and publish the next
// round there (pairing.js); officials, admins and its arbiters say whether its games are public
// (public-games.js).
import { el } from './dom.js';
import { pairingPanel } from './pairing.js';
import { publicControl } from './public-games.js';
import { session } from './session.js';

const REFRESH_MS = 30000;
const $ = (id) => document.getElementById(id);
const tournament = new URLSearchParams(location.search).get('tournament');

async function json(res) {
  const body = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(body.message || res.statusText);
  return body;
}

function number(value) {
  return value === null || value === undefined ? '\u2014' : String(value);
}

function show(s) {
  document.title = `Standings, ${s.name} · Arbiter`;
  const lines = [`${s.name}: after ${s.rounds} round${s.rounds === 1 ? '' : 's'}`,
    `tie-breaks ${s.tiebreaks.join(', ')} (${s.from.toLowerCase()}), FIDE C.07, unplayed rounds by its ${s.regulations} text`];
  if (s.inPlay) lines.push(`${s.inPlay} game${s.inPlay === 1 ? '' : 's'} still in play`);
  if (s.delayMinutes) lines.push(`as the games stood ${s.delayMinutes} minutes ago`);
  $('caption').textContent = lines.join('; ');
  $('head').replaceChildren(...['Rank', 'Name', 'FIDE id', 'Rating', 'Pts', ...s.tiebreaks]
    .map(h => el('th', { scope: 'col' }, h)));
  $('rows').replaceChildren(...s.standings.map(r => el('tr', { 'data-start': r.start },
    el('td', { class: 'rank' }, r.rank),
    el('td', { class: 'name' }, r.title ? r.title + ' ' : '', r.name),
    el('td', { class: 'fide-id' }, r.fideId),
    el('td', { class: 'rating' }, number(r.rating)),
    el('td', { class: 'points' }, Number(r.points).toFixed(1)),
    s.tiebreaks.map(tb => el('td', { class: 'tiebreak', 'data-tiebreak': tb }, number(r.tiebreaks[tb]))))));
  $('standings').hidden = false;
  if (!$('tiebreaks').matches(':focus')) $('tiebreaks').value = s.from === 'CHOSEN' ? s.tiebreaks.join(', ') : '';
}

function load() {
  return fetch(`/api/tournaments/${encodeURIComponent(tournament)}/standings`).then(json).then(s => {
    $('message').textContent = '';
    show(s);
  }).catch(e => { $('message').textContent = 'No standings: ' + e.message; });
}

async function choices() {
  const list = await fetch('/api/tournaments').then(json).catch(() => []);
  $('tournament').append(...list.map(t => el('option', { value: t.id, selected: t.id === tournament }, t.name)));
}

$('order').addEventListener('submit', async (e) => {
  e.preventDefault();
  const names = $('tiebreaks').value.split(',').map(s => s.trim()).filter(Boolean);
  const res = await fetch(`/api/tournaments/${encodeURIComponent(tournament)}/tiebreaks`,
    { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(names) });
  try {
    await json(res);
    $('message').textContent = 'The order is set.';
    load();
  } catch (err) {
    $('message').textContent = 'Not set: ' + err.message;
  }
});

// The officials' time control: the tournament's (PGN's TimeControl tag), changed for the rounds paired from now on.
async function timeControl() {
  const t = await fetch(`/api/tournaments/${encodeURIComponent(tournament)}`).then(json).catch(() => null);
  if (t) $('time-control').value = t.timeControl || '';
}

$('time-control-form').addEventListener('submit', async (e) => {
  e.preventDefault();
  const res = await fetch(`/api/tournaments/${encodeURIComponent(tournament)}/time-control`,
    { method: 'PUT', headers: { 'Content-Type': 'text/plain' }, body: $('time-control').value });
  try {
    const t = await json(res);
    $('time-control').value = t.timeControl || '';
    $('message').textContent = t.timeControl ? `The time control is ${t.timeControl}.` : 'The tournament has no time control.';
  } catch (err) {
    $('message').textContent = 'Not set: ' + err.message;
  }
});

session().then(async (me) => {
  await choices();
  if (!tournament) {
    $('message').textContent = 'Choose a tournament.';
    return;
  }
  $('order').hidden = !['ARBITER', 'ADMIN'].includes(me.role);
  $('time-control-form').hidden = $('order').hidden;
  if (!$('order').hidden) await timeControl();
  await publicControl(tournament, me, (text) => { $('message').textContent = text; });
  await pairingPanel(tournament, me);
  await load();
  setInterval(load, REFRESH_MS);
});
