package org.arbiter.law.sequence;

import java.util.ArrayList;
import java.util.List;

/**
 * A parsed contested sequence: the header, the line it stood on, and the actions in order.
 * {@code lines.get(i)} is the line of the file that action {@code i + 1} came from (the spec
 * numbers actions from 1, the header being 0).
 */
public record ContestedSequence(Header header, int headerLine, List<Action> actions, List<Integer> lines) {

    public ContestedSequence {
        actions = List.copyOf(actions);
        lines = List.copyOf(lines);
    }

    /** The same acts ruled by {@code code}, supplemented by {@code supplement}, whatever the header named. */
    public ContestedSequence ruledBy(String code, java.util.Optional<String> supplement) {
        return new ContestedSequence(header.ruledBy(code, supplement), headerLine, actions, lines);
    }

    /** Reads JSON Lines as {@link JsonLines#split} gives them: the header first, then one action a line. */
    public static ContestedSequence parse(String text) {
        List<JsonLines.Line> lines = JsonLines.split(text);
        if (lines.isEmpty()) {
            throw new SequenceError(1, "header", "the file has no header object");
        }
        JsonLines.Line first = lines.get(0);
        Header header = SequenceReader.header(first.text(), first.number());
        List<Action> actions = new ArrayList<>();
        List<Integer> numbers = new ArrayList<>();
        for (JsonLines.Line line : lines.subList(1, lines.size())) {
            actions.add(SequenceReader.action(line.text(), line.number(), header.game()));
            numbers.add(line.number());
        }
        return new ContestedSequence(header, first.number(), actions, numbers);
    }
}
