// The board as SVG: squares, men (Unicode chess glyphs, which every desktop font stack has),
// coordinates, and highlights for the last move, the touched men and the man in hand.

import { isDraughts, drawDraughtsBoard, draughtsChanged } from './draughts-board.js';

const SVG = 'http://www.w3.org/2000/svg';
const FILES = 'abcdefgh';
const SIZE = 45;

// A White man is its outline glyph over the solid glyph filled white, so that it reads as a
// white man on any square; a Black man is the solid glyph alone. U+FE0E keeps the glyphs from
// being drawn as emoji.
const SOLID = { k: '\u265A', q: '\u265B', r: '\u265C', b: '\u265D', n: '\u265E', p: '\u265F' };
const OUTLINE = { k: '\u2654', q: '\u2655', r: '\u2656', b: '\u2657', n: '\u2658', p: '\u2659' };
const NAMES = { k: 'King', q: 'Queen', r: 'Rook', b: 'Bishop', n: 'Knight', p: 'Pawn' };

export function manName(letter) {
  const colour = letter === letter.toUpperCase() ? 'White' : 'Black';
  return `${colour} ${NAMES[letter.toLowerCase()]}`;
}

/** Square name to man letter, read from a FEN (only the placement field is used). */
export function menOf(fen) {
  const men = new Map();
  const rows = fen.split(' ')[0].split('/');
  rows.forEach((row, r) => {
    let file = 0;
    for (const ch of row) {
      if (/\d/.test(ch)) {
        file += Number(ch);
      } else {
        men.set(FILES[file] + (8 - r), ch);
        file += 1;
      }
    }
  });
  return men;
}

/** The squares whose man differs between two FENs: how the live page marks a move of any kind. */
export function changedSquares(beforeFen, afterFen) {
  if (!beforeFen || !afterFen) return [];
  if (isDraughts(afterFen)) return draughtsChanged(beforeFen, afterFen);
  const a = menOf(beforeFen);
  const b = menOf(afterFen);
  const out = [];
  for (const f of FILES) {
    for (let r = 1; r <= 8; r++) {
      const sq = f + r;
      if (a.get(sq) !== b.get(sq)) out.push(sq);
    }
  }
  return out;
}

function el(name, attrs = {}, text) {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (text !== undefined) node.textContent = text;
  return node;
}

export function glyph(letter, x, y, size) {
  const g = el('g', { class: 'man', 'data-man': letter });
  const lower = letter.toLowerCase();
  const common = { x, y, 'font-size': size, 'text-anchor': 'middle', 'dominant-baseline': 'central' };
  if (letter === lower) {
    g.append(el('text', { ...common, class: 'man-black' }, SOLID[lower] + '\uFE0E'));
  } else {
    g.append(el('text', { ...common, class: 'man-white-fill' }, SOLID[lower] + '\uFE0E'));
    g.append(el('text', { ...common, class: 'man-white' }, OUTLINE[lower] + '\uFE0E'));
  }
  return g;
}

/**
 * Draws the position into {@code host} (replacing what was there).
 * options: lastMove [squares], touched {square: side}, hand {man, from, on}, flipped, label.
 */
export function drawBoard(host, fen, options = {}) {
  if (isDraughts(fen)) return drawDraughtsBoard(host, fen, options);
  const { lastMove = [], touched = {}, hand = null, flipped = false, label = '' } = options;
  const men = menOf(fen);
  const svg = el('svg', {
    viewBox: `-14 0 ${8 * SIZE + 14} ${8 * SIZE + 14}`,
    class: 'board',
    role: 'img',
    'aria-label': label || describe(fen, { lastMove, touched, hand }),
  });
  const at = (sq) => {
    const file = FILES.indexOf(sq[0]);
    const rank = Number(sq[1]);
    const col = flipped ? 7 - file : file;
    const row = flipped ? rank - 1 : 8 - rank;
    return [col * SIZE, row * SIZE];
  };
  for (let file = 0; file < 8; file++) {
    for (let rank = 1; rank <= 8; rank++) {
      const sq = FILES[file] + rank;
      const [x, y] = at(sq);
      const shade = (file + rank) % 2 === 1 ? 'dark' : 'light';
      const classes = ['sq', shade];
      if (lastMove.includes(sq)) classes.push('last');
      svg.append(el('rect', { x, y, width: SIZE, height: SIZE, class: classes.join(' '), 'data-square': sq }));
    }
  }
  for (let i = 0; i < 8; i++) {
    const file = flipped ? FILES[7 - i] : FILES[i];
    const rank = flipped ? i + 1 : 8 - i;
    svg.append(el('text', { x: i * SIZE + SIZE / 2, y: 8 * SIZE + 10, class: 'coord', 'text-anchor': 'middle' }, file));
    svg.append(el('text', { x: -7, y: i * SIZE + SIZE / 2 + 4, class: 'coord', 'text-anchor': 'middle' }, String(rank)));
  }
  for (const [sq, side] of Object.entries(touched)) {
    const [x, y] = at(sq);
    svg.append(el('rect', {
      x: x + 2.5, y: y + 2.5, width: SIZE - 5, height: SIZE - 5, rx: 4,
      class: `touched touched-${side}`, 'data-touched': sq,
    }));
  }
  if (hand && hand.from && !men.has(hand.from)) {
    const [x, y] = at(hand.from);
    svg.append(el('rect', { x: x + 4, y: y + 4, width: SIZE - 8, height: SIZE - 8, rx: 6, class: 'lifted', 'data-lifted': hand.from }));
  }
  for (const [sq, letter] of men) {
    const [x, y] = at(sq);
    const g = glyph(letter, x + SIZE / 2, y + SIZE / 2 + 1, SIZE * 0.8);
    g.setAttribute('data-square', sq);
    svg.append(g);
  }
  if (hand && hand.on) {
    const [x, y] = at(hand.on);
    svg.append(el('circle', { cx: x + SIZE / 2, cy: y + SIZE / 2, r: SIZE / 2 - 2, class: 'hand-on', 'data-hand-on': hand.on }));
  }
  host.replaceChildren(svg);
  return svg;
}

/** A sentence for screen readers: side to move, the men by square, and what is highlighted. */
export function describe(fen, { lastMove = [], touched = {}, hand = null } = {}) {
  const side = fen.split(' ')[1] === 'b' ? 'Black' : 'White';
  const men = [...menOf(fen)].map(([sq, m]) => `${manName(m)} ${sq}`).join(', ');
  const parts = [`${side} to play.`, men + '.'];
  if (lastMove.length) parts.push(`Last move: ${lastMove.join(', ')}.`);
  const t = Object.keys(touched);
  if (t.length) parts.push(`Touched: ${t.join(', ')}.`);
  if (hand) parts.push(`In hand: ${manName(hand.man)}${hand.from ? ' from ' + hand.from : ''}${hand.on ? ', hand on it at ' + hand.on : ''}.`);
  return parts.join(' ');
}
