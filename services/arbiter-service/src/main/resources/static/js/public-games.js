// The officials' control of whether a tournament's games are public (PUT /api/tournaments/{id}/public):
// an event on the tournament's record that the service's every read path follows, for the games
// already opened too. Officials, admins and the tournament's arbiters; anyone else is refused in
// the service's words.
const $ = (id) => document.getElementById(id);
const MAY = ['OFFICIAL', 'ARBITER', 'ADMIN'];

function show(t) {
  $('public-form').dataset.public = String(t.publicGames);
  $('public-state').textContent = t.publicGames ? 'public' : 'not public';
  $('public-change').textContent = t.publicGames ? 'Make them not public' : 'Make them public';
}

async function answer(res) {
  const body = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(body.message || res.statusText);
  return body;
}

/** Shows the control for {@code tournament} to the roles that may use it. */
export async function publicControl(tournament, me, say) {
  if (!MAY.includes(me.role)) return;
  const t = await fetch(`/api/tournaments/${encodeURIComponent(tournament)}`).then(answer).catch(() => null);
  if (!t) return;
  show(t);
  $('public-form').hidden = false;
  $('public-form').addEventListener('submit', async (e) => {
    e.preventDefault();
    $('public-change').disabled = true;
    try {
      const wanted = $('public-form').dataset.public !== 'true';
      const now = await fetch(`/api/tournaments/${encodeURIComponent(tournament)}/public`, {
        method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ public: wanted }),
      }).then(answer);
      show(now);
      say(`Its games are ${now.publicGames ? 'public' : 'not public'} now.`);
    } catch (err) {
      say(`Not changed: ${err.message}`);
    } finally {
      $('public-change').disabled = false;
    }
  });
}
