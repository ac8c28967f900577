package org.arbiter.law.code1897;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.PackedPosition;
import org.arbiter.chess.Piece;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;
import org.arbiter.law.Replay;
import org.arbiter.law.sequence.ContestedSequence;
import org.arbiter.law.sequence.Header;
import org.junit.jupiter.api.Test;

/**
 * The state stays pure by construction: every part of {@link GameInPlay} is an immutable value,
 * and a {@link Code1897Hearing} carries every part from one state to the next.
 */
class GameInPlayTest {
    /**
     * Types whose values never change. A List, Set or Map of them counts too, because every record
     * of the state copies its collections into unmodifiable ones in its constructor.
     */
    private static final Set<Class<?>> IMMUTABLE = Set.of(String.class, Integer.class, int.class, long.class,
            boolean.class, Color.class, Square.class, Piece.class, Move.class, Position.class, PackedPosition.class,
            Header.class, OptionalInt.class, org.arbiter.law.Result.class, org.arbiter.law.sequence.Action.Penalty.class);

    @Test
    void everyPartOfTheStateIsAnImmutableValue() {
        List<String> mutable = new ArrayList<>();
        check(GameInPlay.class, "GameInPlay", mutable, new ArrayList<>());

        assertThat(mutable).as("parts that could change after the state is handed out").isEmpty();
    }

    @Test
    void aHearingCarriesEveryPartOfTheState() {
        ContestedSequence sequence = ContestedSequence.parse(Cases.INITIAL + Cases.play("e4 e5 Nf3") + """
                {"act":"touch","by":"black","square":"a8","at":30}
                {"act":"lift","by":"black","square":"g8"}
                {"act":"displace","by":"black","square":"h7"}
                {"act":"offer-draw","by":"black"}
                {"act":"offence","by":"white","offence":"assistance","knownTo":"black"}
                """);
        Replay replay = new Replay(sequence.header());
        for (int i = 0; i < sequence.actions().size(); i++) {
            GameInPlay state = (GameInPlay) replay.apply(sequence.actions().get(i), sequence.lines().get(i)).state().codeState();

            assertThat(new Code1897Hearing(state, sequence.actions().get(i), i + 1).decided()).isEqualTo(state);
        }
    }

    private static void check(Type type, String path, List<String> mutable, List<Class<?>> seen) {
        if (type instanceof ParameterizedType p) {
            Class<?> raw = (Class<?>) p.getRawType();
            if (raw == List.class || raw == Set.class || raw == Map.class || raw == Optional.class) {
                for (Type argument : p.getActualTypeArguments()) {
                    check(argument, path + "<>", mutable, seen);
                }
            } else {
                mutable.add(path + ": " + type.getTypeName());
            }
            return;
        }
        Class<?> c = (Class<?>) type;
        if (IMMUTABLE.contains(c) || seen.contains(c)) {
            return;
        }
        if (!c.isRecord()) {
            mutable.add(path + ": " + c.getName());
            return;
        }
        seen.add(c);
        for (RecordComponent component : c.getRecordComponents()) {
            check(component.getGenericType(), path + "." + component.getName(), mutable, seen);
        }
    }
}
