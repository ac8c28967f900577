// Who is logged in: sends a visitor without a session to the login page, names the user beside
// the pages' links with a way to log out, and marks the page with the role (data-role on <body>),
// so that what the role may not do is hidden (css: [data-needs]).

const OFFICIAL_ROLES = ['OFFICIAL', 'ARBITER', 'ADMIN'];

export async function session() {
  const res = await fetch('/api/me');
  if (res.status === 401) {
    location.href = '/login.html';
    return new Promise(() => {});
  }
  const me = await res.json();
  document.body.dataset.role = me.role;
  document.body.classList.toggle('official', OFFICIAL_ROLES.includes(me.role));
  const header = document.querySelector('header.site');
  if (header) {
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
  return me;
}

/** Whether the logged-in role reads rulings and reviews (officials, arbiters, admins). */
export function official() {
  return document.body.classList.contains('official');
}
