package org.arbiter.service.web;

import java.util.List;
import org.arbiter.law.Ruling;

/**
 * A ruling or notice as every endpoint shows it: the action that caused it ({@code seq}), the
 * citation, one sentence for a person, and the first two FEN fields once it took effect.
 */
public record RulingView(int seq, String law, String text, String position) {

    public static RulingView of(Ruling ruling) {
        return new RulingView(ruling.seq(), ruling.law(), ruling.text(), ruling.position());
    }

    public static List<RulingView> of(List<Ruling> rulings) {
        return rulings.stream().map(RulingView::of).toList();
    }
}
