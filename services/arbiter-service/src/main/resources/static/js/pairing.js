// The officials' pairing of the next round (docs/pairing.md, "From the officials' page"): pairs it by
// the Dutch system from the tournament's own record (POST .../rounds/{round}/pairing), shows the
// boards, the players not paired and the checker's verdict, and publishes it (.../pairing/publish),
// which opens the round's games. Pairing again before publishing replaces the pairing (after a
// corrected result, a bye asked for late); the service refuses a published round, naming its games.
// A pairing waiting to be published is shown when the page opens (GET .../pairing), with the results
// corrected since it was made.
import { el } from './dom.js';

const $ = (id) => document.getElementById(id);

async function json(res) {
  const body = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(body.message || res.statusText);
  return body;
}

/** "2 H, 5 Z" as {"2":"H","5":"Z"}; a bye without a code is a half point. */
function byes(text) {
  const out = {};
  for (const part of text.split(',').map((s) => s.trim()).filter(Boolean)) {
    const [start, code] = part.split(/[\s:=]+/);
    out[start] = (code || 'H').toUpperCase();
  }
  return out;
}

function request() {
  const body = { byes: byes($('pair-byes').value) };
  const withdrawn = $('pair-withdrawn').value.split(',').map((s) => s.trim()).filter(Boolean);
  if (withdrawn.length) body.withdrawn = withdrawn.map(Number);
  if ($('pair-rounds').value.trim()) body.rounds = Number($('pair-rounds').value.trim());
  return body;
}

function player(start, name) {
  return `${name} (${start})`;
}

/** Shows a pairing; {@code waiting}: read as it waits, when a result corrected since makes it stale. */
function show(p, waiting = false) {
  $('pairs-caption').textContent = `Round ${p.round}: ${p.boards.length} board${p.boards.length === 1 ? '' : 's'}`
    + (p.replaces ? ', in place of the pairing made before' : '');
  $('pairs-rows').replaceChildren(...p.boards.map((b) => el('tr', { 'data-board': b.board },
    el('td', { class: 'board' }, b.board),
    el('td', { class: 'white' }, player(b.white, b.whiteName)),
    el('td', { class: 'black' }, player(b.black, b.blackName)))));
  $('not-paired').replaceChildren(...p.byes.map((b) => el('li', { 'data-start': b.start },
    `${player(b.start, b.name)}: ${b.kind}`)));
  $('verdict').textContent = p.verdict.text;
  $('verdict').className = p.verdict.agrees ? 'agrees' : 'error';
  $('findings').replaceChildren(...p.verdict.findings.map((f) => el('li', {}, f)));
  const since = waiting ? 'Corrected since this pairing was made (pair again before publishing)'
    : 'Corrected since the pairing this replaces';
  $('corrected').textContent = p.corrected.length ? `${since}: ${p.corrected.join('; ')}` : '';
  $('publish').textContent = `Publish round ${p.round}`;
  $('publish').dataset.round = p.round;
  $('proposal').hidden = false;
}

/** The round after the last one published, from the tournament's rounds, and its pairing if one waits. */
async function nextRound(tournament) {
  const t = await fetch(`/api/tournaments/${encodeURIComponent(tournament)}`).then(json);
  const round = Math.max(0, ...t.rounds) + 1;
  $('pair').textContent = `Pair round ${round}`;
  $('pair').dataset.round = round;
  const res = await fetch(`/api/tournaments/${encodeURIComponent(tournament)}/rounds/${round}/pairing`);
  if (res.ok) {
    show(await res.json(), true);
    $('pairing-message').textContent = `Round ${round} is paired; not yet published.`;
  }
}

/** Shows the panel to the tournament's arbiters and wires its two buttons. */
export async function pairingPanel(tournament, me) {
  if (me.role !== 'ARBITER') return;
  $('pairing-panel').hidden = false;
  const base = () => `/api/tournaments/${encodeURIComponent(tournament)}/rounds/${$('pair').dataset.round}/pairing`;
  $('pairing-form').addEventListener('submit', async (e) => {
    e.preventDefault();
    $('pairing-message').textContent = 'Pairing…';
    try {
      const p = await fetch(base(), { method: 'POST', headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(request()) }).then(json);
      show(p);
      $('pairing-message').textContent = `Round ${p.round} is paired; not yet published.`;
    } catch (err) {
      $('proposal').hidden = true;
      $('pairing-message').textContent = `Not paired: ${err.message}`;
    }
  });
  $('publish').addEventListener('click', async () => {
    $('pairing-message').textContent = 'Publishing…';
    try {
      const r = await fetch(`${base()}/publish`, { method: 'POST' }).then(json);
      $('proposal').hidden = true;
      // the next round's button first, so that the page never says "published" beside the round just published
      await nextRound(tournament);
      $('pairing-message').textContent = `Round ${r.round} is published: ${r.boards.length} game`
        + `${r.boards.length === 1 ? '' : 's'} opened.`;
    } catch (err) {
      $('pairing-message').textContent = `Not published: ${err.message}`;
    }
  });
  // The buttons are wired first: a tap as soon as "Pair round N" shows must not submit the form natively.
  await nextRound(tournament).catch((e) => { $('pairing-message').textContent = e.message; });
}
