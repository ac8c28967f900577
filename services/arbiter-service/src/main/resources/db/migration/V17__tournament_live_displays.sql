-- The display screens an official marked live for a tournament (they see its games without the
-- broadcast delay), kept from the tournament's record (DisplayMarked events) by "live-displays".
create table tournament_live_display (
    tournament_id varchar(100) not null,
    display varchar(100) not null,
    primary key (tournament_id, display)
);
