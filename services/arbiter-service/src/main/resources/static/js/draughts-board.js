// A draughts board as SVG, for a game whose position is a PDN FEN (W:W21,22,K30:B1,2,K5): the 32
// playing squares numbered, men as discs and Kings as discs marked K, with the same highlights as
// the chess board (last move, touched men), which name squares by their numbers.

const SVG = 'http://www.w3.org/2000/svg';
const SIZE = 45;

/** Whether a position is a draughts one: only a PDN FEN has a colon. */
export function isDraughts(fen) {
  return typeof fen === 'string' && fen.includes(':');
}

/** Square number (as a string) to man letter: b and w men, B and W Kings. */
export function draughtsMen(fen) {
  const men = new Map();
  for (const field of fen.split(':').slice(1)) {
    const colour = field.charAt(0) === 'W' ? 'w' : 'b';
    for (const item of field.slice(1).split(',').filter((s) => s.trim() !== '')) {
      const king = item.trim().startsWith('K');
      const range = item.trim().replace(/^K/, '').split('-').map(Number);
      for (let n = range[0]; n <= (range[1] || range[0]); n++) {
        men.set(String(n), king ? colour.toUpperCase() : colour);
      }
    }
  }
  return men;
}

/** The squares whose man differs between two positions. */
export function draughtsChanged(beforeFen, afterFen) {
  const a = draughtsMen(beforeFen);
  const b = draughtsMen(afterFen);
  const out = [];
  for (let n = 1; n <= 32; n++) {
    if (a.get(String(n)) !== b.get(String(n))) out.push(String(n));
  }
  return out;
}

const NAMES = { b: 'Black man', B: 'Black King', w: 'White man', W: 'White King' };

function el(name, attrs = {}, text) {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (text !== undefined) node.textContent = text;
  return node;
}

/** A sentence for screen readers: side to move and the men by square. */
export function describeDraughts(fen) {
  const side = fen.charAt(0) === 'B' ? 'Black' : 'White';
  const men = [...draughtsMen(fen)].map(([sq, m]) => `${NAMES[m]} ${sq}`).join(', ');
  return `${side} to play. ${men}.`;
}

/** Draws the position into {@code host}; options: lastMove [numbers], touched {number: side}, flipped, label. */
export function drawDraughtsBoard(host, fen, options = {}) {
  const { lastMove = [], touched = {}, flipped = false, label = '' } = options;
  const men = draughtsMen(fen);
  const svg = el('svg', {
    viewBox: `0 0 ${8 * SIZE} ${8 * SIZE}`, class: 'board draughts', role: 'img',
    'aria-label': label || describeDraughts(fen),
  });
  for (let row = 0; row < 8; row++) {
    for (let column = 0; column < 8; column++) {
      const x = (flipped ? 7 - column : column) * SIZE;
      const y = (flipped ? 7 - row : row) * SIZE;
      const dark = (row + column) % 2 === 1;
      if (!dark) {
        svg.append(el('rect', { x, y, width: SIZE, height: SIZE, class: 'sq light' }));
        continue;
      }
      const sq = String(row * 4 + Math.floor(column / 2) + 1);
      const classes = ['sq', 'dark'];
      if (lastMove.includes(sq)) classes.push('last');
      svg.append(el('rect', { x, y, width: SIZE, height: SIZE, class: classes.join(' '), 'data-square': sq }));
      svg.append(el('text', { x: x + 3, y: y + 11, class: 'coord' }, sq));
      if (touched[sq]) {
        svg.append(el('rect', { x: x + 2.5, y: y + 2.5, width: SIZE - 5, height: SIZE - 5, rx: 4,
          class: `touched touched-${touched[sq]}`, 'data-touched': sq }));
      }
      const man = men.get(sq);
      if (man) {
        const white = man.toLowerCase() === 'w';
        const g = el('g', { class: `man ${white ? 'white' : 'black'}${man === man.toUpperCase() ? ' king' : ''}`,
          'data-square': sq, 'data-man': man });
        g.append(el('circle', { cx: x + SIZE / 2, cy: y + SIZE / 2, r: SIZE * 0.36,
          fill: white ? '#f4f1e8' : '#222', stroke: white ? '#333' : '#000', 'stroke-width': 1.5 }));
        if (man === man.toUpperCase()) {
          g.append(el('text', { x: x + SIZE / 2, y: y + SIZE / 2 + 5, 'text-anchor': 'middle', 'font-weight': 'bold',
            fill: white ? '#222' : '#f4f1e8' }, 'K'));
        }
        svg.append(g);
      }
    }
  }
  host.replaceChildren(svg);
  return svg;
}
