package org.arbiter.law.layered;

import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.Piece;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;

/**
 * A Chess960 King set down beside the board while his Rook is moved, as FIDE's Guidelines
 * II.3.2.5.1 recommend castling by hand: "moving the King outside the playing surface next to his
 * final square, then the Rook from its starting to its final square, and then placing the King on
 * his final square". The codes of the 1890s and 1910s know no Chess960 and no law of the hand for
 * it, so a hand that quits the King it holds off the board, where he may castle, sets him beside it:
 * no move is made until he is put on his square and quitted, and the castling is the move the men
 * then show. The King was lifted from {@code king}; the Rook carried from {@code rookFrom} to
 * {@code rookTo} (both null until it is).
 */
public record KingAside(Color player, Square king, Square rookFrom, Square rookTo) {
    /**
     * The King {@code player} let go off the board, lifted from {@code from}, in the game whose
     * position (as the code beneath writes it) is {@code fen}: set beside the board when the game is
     * a Chess960 one, it is his turn and he may castle from there; empty otherwise.
     */
    public static Optional<KingAside> setDown(String fen, Color player, Square from) {
        Optional<Position> p = chess960(fen);
        if (p.isEmpty() || p.get().sideToMove() != player
                || p.get().pieceAt(from).orElse(null) != Piece.of(player, PieceType.KING)
                || p.get().legalMovesFrom(from).stream().noneMatch(p.get()::isCastling)) {
            return Optional.empty();
        }
        return Optional.of(new KingAside(player, from, null, null));
    }

    /** The Rook carried from {@code from} to {@code to} while the King is beside the board. */
    public KingAside rookCarried(Square from, Square to) {
        return new KingAside(player, king, from, to);
    }

    /**
     * The castling the men show once the King is put on {@code on}, the Rook carried as this says, in
     * the game whose position is {@code fen}; empty when no legal castling leaves them so.
     */
    public Optional<Move> castling(String fen, Square on) {
        Optional<Position> p = chess960(fen);
        if (p.isEmpty()) {
            return Optional.empty();
        }
        Map<Square, Piece> men = new EnumMap<>(Square.class);
        men.putAll(p.get().men());
        Piece k = men.remove(king);
        if (rookFrom != null) {
            men.put(rookTo, men.remove(rookFrom));
        }
        men.put(on, k);
        return p.get().legalMovesFrom(king).stream()
                .filter(m -> p.get().isCastling(m) && p.get().play(m).men().equals(men))
                .findFirst();
    }

    /** The game's position when it is a Chess960 one: the FEN read as a game's (X-FEN castling), else empty. */
    private static Optional<Position> chess960(String fen) {
        try {
            Position p = Position.fromFen(fen);
            return p.isChess960() ? Optional.of(p) : Optional.empty();
        } catch (IllegalArgumentException e) {
            // A board no legal game reaches (after an illegal move let stand) castles no King.
            return Optional.empty();
        }
    }
}
