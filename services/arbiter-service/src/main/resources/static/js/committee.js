// The appeals page: the appeals awaiting a decision (GET /api/appeals), each with the ruling
// appealed against in the engine's words and, for the appeals committee (the officials), a form
// to decide it (POST /api/games/{id}/appeals/{seq}/decision); and the appeals decided, with the
// decision's rulings. What a decision does is the law engine's: the page shows its rulings, never
// works one out.

import { el } from './dom.js';
import { session } from './session.js';

const $ = (id) => document.getElementById(id);
const SIDE = { white: 'White', black: 'Black' };
const DECISIONS = [
  ['upheld', 'Uphold the ruling (the appeal is dismissed)'],
  ['overturned', 'Overturn the ruling (the appeal is allowed)'],
  ['varied', 'Vary the ruling'],
];
let me = null;

function say(text, isError = false) {
  $('message').textContent = text;
  $('message').className = isError ? 'error' : 'muted';
  $('message').setAttribute('role', isError ? 'alert' : 'status');
}

async function fetchJson(url, init) {
  const res = await fetch(url, init);
  const body = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(body.message || body.error || `${res.status} ${res.statusText}`);
  return body;
}

function tournamentQuery() {
  const t = $('tournament').value;
  return t ? `&tournament=${encodeURIComponent(t)}` : '';
}

function review(a, step, text) {
  return el('a', { href: `review.html?game=${encodeURIComponent(a.game)}&step=${step}` }, text);
}

function rulingLines(rulings) {
  return rulings.map((r) => el('div', { class: 'ruling', 'data-law': r.law },
    el('span', { class: 'law' }, r.law), el('span', { class: 'text' }, r.text)));
}

function heading(a) {
  return [el('strong', {}, `${a.white} \u2013 ${a.black}`), a.event ? ` (${a.event})` : '', ': ',
    `${SIDE[a.by] || a.by} appeals against the ruling of `, review(a, a.ruling, `act ${a.ruling}`),
    `, lodged at `, review(a, a.lodgedAt, `act ${a.lodgedAt}`), a.lodged ? ` (${a.lodged} of play)` : ''];
}

function decideForm(a) {
  const key = `${a.game}-${a.lodgedAt}`;
  const form = el('form', { class: 'filters decide', 'data-game': a.game, 'data-appeal': a.lodgedAt },
    el('label', { for: `decision-${key}` }, 'Decision',
      el('select', { id: `decision-${key}`, name: 'decision' }, DECISIONS.map(([v, t]) => el('option', { value: v }, t)))),
    el('label', { for: `reasons-${key}` }, 'Reasons',
      el('input', { id: `reasons-${key}`, name: 'reasons', size: 40, required: true, autocomplete: 'off' })),
    el('label', { for: `deciders-${key}` }, 'Deciders (commas between)',
      el('input', { id: `deciders-${key}`, name: 'deciders', size: 24, placeholder: me.name, autocomplete: 'off' })),
    el('label', { for: `replacement-${key}` }, 'In its place (optional)',
      el('input', { id: `replacement-${key}`, name: 'replacement', size: 24, autocomplete: 'off' })),
    el('label', { for: `result-${key}` }, 'Result it sets (optional)',
      el('select', { id: `result-${key}`, name: 'result' }, ['', '1-0', '0-1', '1/2-1/2']
        .map((r) => el('option', { value: r }, r || 'none')))),
    el('button', { type: 'submit' }, 'Record the decision'));
  form.addEventListener('submit', (e) => decide(e, a));
  return form;
}

async function decide(e, a) {
  e.preventDefault();
  const f = e.target;
  const deciders = f.deciders.value.split(',').map((s) => s.trim()).filter(Boolean);
  const body = { decision: f.decision.value, reasons: f.reasons.value.trim(), deciders, id: crypto.randomUUID() };
  if (f.replacement.value.trim()) body.replacement = f.replacement.value.trim();
  if (f.result.value) body.result = f.result.value;
  f.querySelector('button').disabled = true;
  try {
    const out = await fetchJson(`/api/games/${encodeURIComponent(a.game)}/appeals/${a.lodgedAt}/decision`,
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const words = out.rulings.map((r) => `${r.law}: ${r.text}`).join(' ');
    say(out.heard ? `Recorded as act ${out.seq}: ${words}` : `Not given (act ${out.seq}): ${words}`, !out.heard);
    await load();
  } catch (err) {
    say(`The decision was not recorded: ${err.message}`, true);
    f.querySelector('button').disabled = false;
  }
}

async function loadAppeals() {
  const all = await fetchJson(`/api/appeals?status=all${tournamentQuery()}`);
  const pending = all.filter((a) => a.status === 'lodged');
  $('committee-note').textContent = me.role === 'OFFICIAL'
    ? 'As the appeals committee, decide each appeal with its reasons; the decision is an act on the game\u2019s record.'
    : 'The appeals committee (the officials) decides these.';
  $('pending').replaceChildren(...(pending.length ? pending.map((a) => el('article', { class: 'appeal', 'data-game': a.game,
    'data-appeal': a.lodgedAt }, el('p', {}, heading(a)), rulingLines(a.rulings),
  el('p', {}, 'Grounds: ', el('q', {}, a.grounds)), me.role === 'OFFICIAL' ? decideForm(a) : null))
    : [el('p', { class: 'muted', id: 'none-pending' }, 'No appeal awaits a decision.')]));
  const decided = all.filter((a) => a.status !== 'lodged');
  if (!decided.length) $('decided').replaceChildren(el('li', { class: 'muted' }, 'No appeal decided yet.'));
  else $('decided').replaceChildren(...decided.map((a) => el('li',
    { 'data-game': a.game, 'data-appeal': a.lodgedAt, 'data-status': a.status }, heading(a), ': ',
    el('strong', {}, a.status), ' at ', review(a, a.decidedAt, `act ${a.decidedAt}`), ' \u00b7 ',
    el('a', { href: `incident.html?game=${encodeURIComponent(a.game)}&seq=${a.ruling}` }, 'incident report'),
    rulingLines(a.decision))));
}

async function loadTournaments() {
  const all = await fetchJson('/api/tournaments');
  const chosen = $('tournament').value;
  $('tournament').replaceChildren(el('option', { value: '' }, 'All tournaments'),
    ...all.map((t) => el('option', { value: t.id, selected: t.id === chosen }, t.name)));
}

async function load() {
  try {
    await loadTournaments();
    await loadAppeals();
  } catch (err) {
    say(`Could not load: ${err.message}`, true);
  }
}

$('tournament').addEventListener('change', () => {
  const url = new URL(location.href);
  if ($('tournament').value) url.searchParams.set('tournament', $('tournament').value);
  else url.searchParams.delete('tournament');
  history.replaceState(null, '', url);
  load();
});

session().then((who) => {
  me = who;
  const t = new URLSearchParams(location.search).get('tournament');
  if (t) $('tournament').replaceChildren(el('option', { value: t, selected: true }, t));
  load();
});
