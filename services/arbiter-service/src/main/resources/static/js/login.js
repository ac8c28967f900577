// The login page: says so when the last attempt failed (the server sends it back with ?error).
// A display screen started by a script opens login.html#token=arb_...&next=/live.html?event=...:
// the token is taken out of the address at once (it stays in no history entry) and sent with the
// token form, once; from then on the screen has a session. A fragment never reaches the server's logs.
const query = new URLSearchParams(location.search);
document.getElementById('login-error').hidden = !query.has('error');

const fragment = new URLSearchParams(location.hash.slice(1));
// a page of this service only, written as an address writes it (a space as %20)
const wanted = new URL(fragment.get('next') || query.get('next') || '/', location.origin);
// both forms: a password login goes back to the page that sent the user here, as a screen's token does
if (wanted.origin === location.origin) {
  document.querySelectorAll('input.next').forEach((i) => { i.value = wanted.pathname + wanted.search; });
}
const token = fragment.get('token');
if (location.hash) history.replaceState(null, '', location.pathname + location.search);
if (token && !query.has('error')) {
  document.getElementById('token').value = token;
  document.getElementById('login-auto').hidden = false;
  document.getElementById('token-form').submit();
}
