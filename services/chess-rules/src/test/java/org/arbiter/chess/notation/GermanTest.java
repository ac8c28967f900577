package org.arbiter.chess.notation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.arbiter.chess.Move;
import org.arbiter.chess.Position;
import org.junit.jupiter.api.Test;

/** German notation as the 1911 article describes it. */
class GermanTest {
    private static final Position START = Position.initial();

    private static Reading exact(String uci) {
        return new Reading.Exact(Move.fromUci(uci));
    }

    @Test
    void I_13A_germanLongAndShortFormsNameTheMove() {
        for (String record : List.of("S g1-f3", "Sg1-f3", "S g1 - f3", "Sf3", "S g1-f3!")) {
            assertThat(Notation.read(START, record)).as(record).isEqualTo(exact("g1f3"));
        }
        assertThat(Notation.read(START, "e2-e4")).isEqualTo(exact("e2e4"));
        assertThat(Notation.read(START, "B e2-e4")).isEqualTo(exact("e2e4"));
        assertThat(Notation.read(START, "L f1-c4")).isInstanceOf(Reading.NoLegalMove.class);
        assertThat(Notation.read(START, "Dd1-h5")).isInstanceOf(Reading.NoLegalMove.class);
    }

    @Test
    void I_13Ab_germanColonMeansTakes() {
        Position p = Position.fromFen("4k3/8/8/4p3/3P4/8/8/4K3 b - - 0 1");
        for (String record : List.of("e5-d4:", "e5:d4", "e5xd4", "e5 - d4:")) {
            assertThat(Notation.read(p, record)).as(record).isEqualTo(exact("e5d4"));
        }
        assertThat(Notation.read(p, "e5-e4:")).isInstanceOf(Reading.NoLegalMove.class);
    }

    @Test
    void I_13Ad_germanCastlingCheckAndMateSigns() {
        Position p = Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assertThat(Notation.read(p, "0-0")).isEqualTo(exact("e1g1"));
        assertThat(Notation.read(p, "0-0-0")).isEqualTo(exact("e1c1"));
        assertThat(Notation.read(p, "T a1-a8:\u2020")).isEqualTo(exact("a1a8"));
        assertThat(Notation.german(p, Move.fromUci("a1a8"))).isEqualTo("T a1-a8:\u2020");
        assertThat(Notation.german(p, Move.fromUci("e1c1"))).isEqualTo("0-0-0");
        Position mate = Position.fromFen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
        assertThat(Notation.german(mate, Move.fromUci("a1a8"))).isEqualTo("T a1-a8\u2021");
        assertThat(Notation.read(mate, "T a1-a8\u2021")).isEqualTo(exact("a1a8"));
    }

    @Test
    void I_11Ed_germanPromotionNamesTheGermanPiece() {
        Position p = Position.fromFen("3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1");
        assertThat(Notation.read(p, "e7-e8D")).isEqualTo(exact("e7e8q"));
        assertThat(Notation.read(p, "e7-e8=S")).isEqualTo(exact("e7e8n"));
        assertThat(Notation.read(p, "e7-d8:T")).isEqualTo(exact("e7d8r"));
        assertThat(Notation.read(p, "e7-d8L:")).isEqualTo(exact("e7d8b"));
        assertThat(Notation.german(p, Move.fromUci("e7d8q"))).isEqualTo("e7-d8D:\u2020");
    }

    @Test
    void I_13A_germanWriterReproducesThe1911Record() {
        Position p = START;
        List<String> records = Games.records("/notation/opening-1911-german.txt");
        List<Move> moves = Games.replay(START, records);
        for (int i = 0; i < moves.size(); i++) {
            String printed = records.get(i).replaceFirst("^\\d+\\. ", "").replace(" - ", "-").replace("!", "");
            assertThat(Notation.german(p, moves.get(i))).isEqualTo(printed);
            p = p.play(moves.get(i));
        }
    }
}
