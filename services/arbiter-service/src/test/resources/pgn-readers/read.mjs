// Reads a PGN file (a round feed, several games) with chessops and with chess.js, and prints what
// each read as JSON: per game its tags, its moves in SAN and each move's clock. A reader that
// refuses a game prints its error for that game instead.
import { readFileSync } from 'node:fs';
import { parsePgn, startingPosition, parseComment } from 'chessops/pgn';
import { parseSan } from 'chessops/san';
import { Chess } from 'chess.js';

const text = readFileSync(process.argv[2], 'utf8');

const chessops = parsePgn(text).map(game => {
  try {
    const pos = startingPosition(game.headers).unwrap();
    const moves = [];
    const clocks = [];
    const emts = [];
    for (const node of game.moves.mainline()) {
      const move = parseSan(pos, node.san);
      if (!move) throw new Error('illegal move ' + node.san);
      pos.play(move);
      moves.push(node.san);
      const comment = (node.comments || []).map(parseComment)[0];
      clocks.push(comment && comment.clock !== undefined ? comment.clock : null);
      emts.push(comment && comment.emt !== undefined ? comment.emt : null);
    }
    return { tags: Object.fromEntries(game.headers), moves, clocks, emts };
  } catch (e) {
    return { error: String(e) };
  }
});

const chessjs = text.split(/\n\s*\n(?=\[Event )/).filter(t => t.trim()).map(pgn => {
  try {
    const chess = new Chess();
    chess.loadPgn(pgn);
    return { tags: chess.getHeaders(), moves: chess.history(), comments: chess.getComments().map(c => c.comment) };
  } catch (e) {
    return { error: String(e) };
  }
});

console.log(JSON.stringify({ chessops, chessjs }));
