// The printable incident report: ?game=ID&seq=N, every word from /api/games/{id}/rulings/{seq}/report,
// the acts in the words the law engine gives them (as the command line's timeline says them).
import { el, lawWords } from './dom.js';
import { session } from './session.js';

const params = new URLSearchParams(location.search);
const game = params.get('game');
const seq = params.get('seq');
const report = document.getElementById('report');
const message = document.getElementById('message');

function diagram(fen) {
  return fen.split(' ')[0].split('/').map((rank, i) => {
    const squares = [...rank].flatMap(c => /\d/.test(c) ? Array(Number(c)).fill('.') : [c]);
    return (8 - i) + ' ' + squares.join(' ');
  }).join('\n');
}

function rulings(list) {
  return list.map(r => [el('p', { class: 'ruling', 'data-law': r.law }, el('strong', {}, r.law + ': '), r.text),
    lawWords(r.words, r.summary)]);
}

function show(r) {
  document.title = 'Incident report, act ' + r.seq + ' · Arbiter';
  report.replaceChildren(...[
    el('h2', { id: 'title' }, 'Incident report: act ' + r.seq),
    el('p', {}, r.white + ' (White) v ' + r.black + ' (Black)'),
    el('p', {}, 'Event: ' + r.event + ', round ' + r.round + ', code ' + r.code + ', game ' + r.gameId),
    el('section', {}, el('h3', {}, 'Acts around the ruling'),
      el('ol', {}, r.acts.map(a => el('li', { value: a.seq, class: a.ruled ? 'ruled' : null, 'data-act': a.act },
        a.words)))),
    el('section', { class: 'boards' },
      el('div', {}, el('h3', {}, 'Before'), el('pre', { class: 'diagram' }, diagram(r.before))),
      el('div', {}, el('h3', {}, 'After'), el('pre', { class: 'diagram' }, diagram(r.after)))),
    el('section', {}, el('h3', {}, 'Ruling'), rulings(r.rulings)),
    r.appeals.map(a => el('section', { class: 'appeal' },
      el('h3', {}, 'Appeal lodged at act ' + a.seq + ' by ' + a.by + (a.lodged ? ', ' + a.lodged + ' into play' : '')),
      el('p', {}, 'Grounds: ' + a.grounds), rulings(a.outcome),
      a.decidedAt ? [el('h3', {}, 'Decision at act ' + a.decidedAt + ': ' + a.decision), rulings(a.decisionRulings)]
        : el('p', {}, 'Not yet decided.')))].flat());
}

document.getElementById('print').addEventListener('click', () => window.print());
if (!game || !seq) {
  message.textContent = 'Give the game and the act: incident.html?game=ID&seq=N';
} else {
  session().then(load);
}

function load() {
  const path = '/api/games/' + encodeURIComponent(game) + '/rulings/' + encodeURIComponent(seq) + '/report';
  document.getElementById('pdf').href = path + '.pdf';
  fetch(path).then(async res => {
    const body = await res.json();
    if (!res.ok) throw new Error(body.message || res.statusText);
    show(body);
  }).catch(e => { message.textContent = 'No report: ' + e.message; });
}
