package org.arbiter.law.layered;

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.arbiter.chess.CastlingRight;
import org.arbiter.chess.Color;
import org.arbiter.chess.InvalidFen;
import org.arbiter.chess.Piece;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;

/**
 * Positions as the codes beneath leave them, read as a game's FEN (a Chess960 game's castling
 * included); after an illegal move they may be no position of a legal game (the side not to move in
 * check), and are then read without the checks of a game.
 */
final class Boards {
    private Boards() {
    }

    static Position of(String fen) {
        try {
            return Position.fromFen(fen);
        } catch (InvalidFen e) {
            // No legal game's position: the men as they stand, the usual castling squares.
            return setup(fen);
        }
    }

    private static Position setup(String fen) {
        String[] f = fen.split(" ");
        Map<Square, Piece> men = new EnumMap<>(Square.class);
        int rank = 7;
        int file = 0;
        for (char c : f[0].toCharArray()) {
            if (c == '/') {
                rank--;
                file = 0;
            } else if (Character.isDigit(c)) {
                file += c - '0';
            } else {
                men.put(Square.at(file++, rank), Piece.fromFenChar(c));
            }
        }
        Set<CastlingRight> rights = EnumSet.noneOf(CastlingRight.class);
        for (CastlingRight r : CastlingRight.values()) {
            if (f.length > 2 && f[2].indexOf(r.fenChar()) >= 0) {
                rights.add(r);
            }
        }
        Optional<Square> ep = f.length > 3 ? Square.tryParse(f[3]) : Optional.empty();
        Position p = Position.setup(men, f.length > 1 && f[1].equals("b") ? Color.BLACK : Color.WHITE, rights, ep);
        return f.length > 5 ? p.withCounters(Integer.parseInt(f[4]), Integer.parseInt(f[5])) : p;
    }

    /** The men after {@code man} is put from {@code from} on {@code to}, the castling rights that still stand, the other side to move. */
    static Position transfer(Position p, Square from, Square to, Piece man) {
        Map<Square, Piece> men = new EnumMap<>(Square.class);
        men.putAll(p.men());
        men.remove(from);
        men.put(to, man);
        Color mover = p.sideToMove();
        return p.rearranged(men, mover.opposite()).withCounters(0, p.fullmoveNumber() + (mover == Color.BLACK ? 1 : 0));
    }
}
