// The review page's appeals: the game's appeals as the law engine has them (/api/games/{id}/appeals),
// each with where it stands and the decision, and, at a step that gave a ruling, a form for the
// arbiter or an official to lodge a player's appeal against it (POST /api/games/{id}/appeals). The
// service lodges it now and the law engine decides whether it is heard: a late one is refused by
// a ruling that says why, shown here in its words. Nothing here works a ruling out.

import { el } from './dom.js';

const $ = (id) => document.getElementById(id);
const LODGERS = ['ARBITER', 'OFFICIAL'];
const SIDE = { white: 'White', black: 'Black' };
let game = null;
let ruling = 0;
let afterLodging = null;

/** Whether the logged-in role may lodge an appeal (the service checks the arbiter's appointment). */
function mayLodge() {
  return LODGERS.includes(document.body.dataset.role);
}

/**
 * Shows the appeals of a stored game ({@code gameId}; null for an upload, which has none to show)
 * as the law engine has them, with links to the steps they name; {@code reload} opens the game
 * again at a step once an appeal is lodged.
 */
export async function showAppeals(gameId, header, reload) {
  game = gameId;
  afterLodging = reload;
  $('appeal-within').textContent = header && header.appealWithin
    ? `The tournament allows ${header.appealWithin} (ISO 8601) after the ruling; the service lodges the appeal now.`
    : 'The service lodges the appeal now.';
  if (!gameId) {
    $('appeals-panel').hidden = true;
    return;
  }
  const res = await fetch(`/api/games/${encodeURIComponent(gameId)}/appeals`);
  const appeals = res.ok ? await res.json() : [];
  $('appeals-panel').hidden = appeals.length === 0;
  $('appeals').replaceChildren(...appeals.map((a) => el('li', { 'data-seq': a.lodgedAt, 'data-status': a.status },
    el('a', { href: `review.html?game=${encodeURIComponent(gameId)}&step=${a.lodgedAt}` }, `#${a.lodgedAt}`), ' ',
    `${SIDE[a.by] || a.by} appeals against the ruling of act ${a.ruling}`, a.grounds ? ` (${a.grounds})` : '', ': ',
    el('strong', { class: 'appeal-status' }, a.status === 'lodged' ? 'awaiting the decision' : a.status),
    a.decidedAt ? [' at ', el('a', { href: `review.html?game=${encodeURIComponent(gameId)}&step=${a.decidedAt}` },
      `act ${a.decidedAt}`)] : '', ' \u00b7 ',
    el('a', { href: `incident.html?game=${encodeURIComponent(gameId)}&seq=${a.ruling}` }, 'incident report'))));
}

/** Offers the form at a step of a stored game as played whose act gave a ruling; hides it elsewhere. */
export function offerAppeal(frame, asPlayed) {
  const offered = Boolean(game && asPlayed && frame && frame.rulings.length && mayLodge());
  if (!offered || ruling !== frame.seq) $('appeal-outcome').replaceChildren();
  $('appeal-form').hidden = !offered;
  ruling = offered ? frame.seq : 0;
  if (offered) $('appeal-title').textContent = `A player appeals against the ruling of act ${frame.seq}`;
}

async function lodge(e) {
  e.preventDefault();
  if (!game || !ruling) return;
  const button = $('appeal-form').querySelector('button');
  button.disabled = true;
  try {
    const res = await fetch(`/api/games/${encodeURIComponent(game)}/appeals`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ by: $('appellant').value, ruling, grounds: $('grounds').value.trim(), id: crypto.randomUUID() }),
    });
    const body = await res.json().catch(() => ({}));
    if (!res.ok) {
      outcome('error', `The appeal was not recorded: ${body.message || res.status}`);
      return;
    }
    const at = ruling;
    if (body.heard) {
      $('grounds').value = '';
      await afterLodging(at);
      outcome('recorded', `Lodged as act ${body.seq}: ${body.notices.map((n) => n.text).join(' ')}`);
    } else {
      await afterLodging(at);
      outcome('error', `Refused (act ${body.seq}): ${body.rulings.map((r) => r.text).join(' ')}`);
    }
  } finally {
    button.disabled = false;
  }
}

function outcome(kind, text) {
  $('appeal-outcome').className = kind === 'error' ? 'error' : '';
  $('appeal-outcome').setAttribute('role', kind === 'error' ? 'alert' : 'status');
  $('appeal-outcome').dataset.outcome = kind;
  $('appeal-outcome').textContent = text;
}

$('appeal-form').addEventListener('submit', lodge);
