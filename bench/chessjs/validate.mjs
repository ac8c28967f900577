// chess.js side of the PGN validation benchmark: reads the same corpus as `arbiter validate`,
// loads every game with loadPgn (which replays each move and throws on an illegal one) and
// prints the same summary line. Usage: node validate.mjs FILE.pgn
import { readFileSync } from 'node:fs'
import { Chess } from 'chess.js'

const file = process.argv[2]
if (!file) {
  console.error('usage: node validate.mjs FILE.pgn')
  process.exit(2)
}
const start = process.hrtime.bigint()
const text = readFileSync(file, 'utf8')
// Games are separated by a blank line before the next tag section, as the export form writes them.
const games = text.split(/\r?\n\r?\n(?=\[)/).filter((g) => g.trim().length > 0)
const chess = new Chess()
let moves = 0
let bad = 0
games.forEach((pgn, i) => {
  try {
    chess.loadPgn(pgn)
    moves += chess.history().length
  } catch (e) {
    bad++
    console.log(`game ${i + 1}: ${e.message}`)
  }
})
const seconds = Number(process.hrtime.bigint() - start) / 1e9
console.log(`${games.length} games, ${moves} moves, ${bad} games with errors, ${(games.length / seconds).toFixed(0)} games/s`)
process.exit(bad === 0 ? 0 : 1)
