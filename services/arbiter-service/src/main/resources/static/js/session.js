// Who is logged in: sends a visitor without a session to the login page, names the user beside
// the pages' links with a way to log out, and marks the page with the role (data-role on <body>),
// so that what the role may not do is hidden (css: [data-needs]). A page the role may not use
// (the service's /api/me lists the pages its role may, by the API's own rules) says so and goes
// no further.

const OFFICIAL_ROLES = ['OFFICIAL', 'ARBITER', 'ADMIN'];

export async function session() {
  const res = await fetch('/api/me');
  if (res.status === 401) {
    location.href = `/login.html?next=${encodeURIComponent(location.pathname + location.search)}`;
    return new Promise(() => {});
  }
  const me = await res.json();
  showUser(me);
  if (!mayUseThisPage(me)) return new Promise(() => {});
  return me;
}

/** The user's name and role beside the pages' links, with a button to log out. */
export function showUser(me) {
  document.body.dataset.role = me.role;
  document.body.classList.toggle('official', OFFICIAL_ROLES.includes(me.role));
  document.body.classList.toggle('recorder', !me.pages || me.pages.includes('record.html'));
  const header = document.querySelector('header.site');
  if (!header || header.querySelector('form.who')) return;
  const form = document.createElement('form');
  form.method = 'post';
  form.action = '/logout';
  form.className = 'who';
  const name = document.createElement('span');
  name.textContent = `${me.name} (${me.role.toLowerCase()})`;
  const out = document.createElement('button');
  out.type = 'submit';
  out.textContent = 'Log out';
  form.append(name, out);
  header.append(form);
}

/**
 * Whether the caller ({@code me}, from /api/me) may use this page; when not, a sentence and the
 * pages the role may use take the page's place.
 */
export function mayUseThisPage(me) {
  const page = location.pathname.split('/').pop() || 'live.html';
  if (!me.pages || me.pages.includes(page)) return true;
  refuse(me, page);
  return false;
}

function refuse(me, page) {
  const role = me.role.toLowerCase();
  const main = document.querySelector('main');
  const p = document.createElement('p');
  p.id = 'not-allowed';
  p.setAttribute('role', 'alert');
  p.textContent = `You are logged in as ${me.name}, whose role (${role}) may not use ${page}.`;
  const open = document.createElement('p');
  open.append(me.pages.length ? 'The pages open to you: ' : 'No page is open to you; log out and log in as someone else.');
  me.pages.forEach((name, i) => {
    const a = document.createElement('a');
    a.href = name;
    a.textContent = name;
    open.append(i ? ', ' : '', a);
  });
  main.replaceChildren(p, open);
  const status = document.getElementById('status');
  if (status && !main.contains(status)) status.textContent = '';
}

/** Whether the logged-in role reads rulings and reviews (officials, arbiters, admins). */
export function official() {
  return document.body.classList.contains('official');
}
