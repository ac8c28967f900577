package org.arbiter.law.sequence;

/**
 * Who may perform an act on the record: the players, the arbiter alone (with why), or either. Said
 * once for every act, in one switch over all of them, so that a new act does not compile until it
 * says who performs it (issue 47: it was a list of exceptions, and a new act fell to "players").
 *
 * @param kind who may perform it
 * @param why for an act of the arbiter alone, the words that refuse it to a player
 */
record Performers(Kind kind, String why) {
    enum Kind { PLAYERS, ARBITER, EITHER }

    private static final Performers PLAYERS = new Performers(Kind.PLAYERS, null);
    private static final Performers EITHER = new Performers(Kind.EITHER, null);

    private static Performers arbiter(String why) {
        return new Performers(Kind.ARBITER, why);
    }

    static Performers of(Action a) {
        return switch (a) {
            case Action.CorrectTime c -> arbiter("'correct-time' is the arbiter's act (II.10.D)");
            case Action.ClockShows c -> arbiter("'clock' is a reading of the clock by the arbiter's equipment, written by: arbiter");
            case Action.Flag f -> arbiter("'flag' is the arbiter's act (FIDE 6.8); a player claims with 'claim' 'time'");
            case Action.DecideAppeal d -> arbiter("'decide-appeal' is written by the arbiter for the official or committee who decide");
            case Action.Decide d -> arbiter("'decide' is the bystander's act (household xiv), written by: arbiter");
            // the arbiter records these for the players or of his own sight; a player may do them himself
            case Action.CloseOfPlay c -> EITHER;
            case Action.Adjourn j -> EITHER;
            case Action.Resume r -> EITHER;
            case Action.Offence o -> EITHER;
            case Action.DraughtsOffence o -> EITHER;
            case Action.Displace d -> EITHER;
            case Action.Claim c -> EITHER;
            // a man's hand on the board, a player's word or his clock: his alone
            case Action.MoveMade m -> PLAYERS;
            case Action.Touch t -> PLAYERS;
            case Action.Adjust x -> PLAYERS;
            case Action.Lift l -> PLAYERS;
            case Action.Place p -> PLAYERS;
            case Action.Release r -> PLAYERS;
            case Action.Remove r -> PLAYERS;
            case Action.Promote p -> PLAYERS;
            case Action.Huff h -> PLAYERS;
            case Action.Compel c -> PLAYERS;
            case Action.Exact e -> PLAYERS;
            case Action.Waive w -> PLAYERS;
            case Action.Require r -> PLAYERS;
            case Action.Refuse r -> PLAYERS;
            case Action.OfferDraw o -> PLAYERS;
            case Action.AcceptDraw o -> PLAYERS;
            case Action.Resign r -> PLAYERS;
            case Action.Seal s -> PLAYERS;
            case Action.Communicate c -> PLAYERS;
            case Action.Adopt ad -> PLAYERS;
            case Action.Press p -> PLAYERS;
            case Action.Announce say -> PLAYERS;
            case Action.Call call -> PLAYERS;
            case Action.Refer r -> PLAYERS;
            case Action.Appeal ap -> PLAYERS;
        };
    }
}
