// The login page: says so when the last attempt failed (the server sends it back with ?error).
document.getElementById('login-error').hidden = !new URLSearchParams(location.search).has('error');
