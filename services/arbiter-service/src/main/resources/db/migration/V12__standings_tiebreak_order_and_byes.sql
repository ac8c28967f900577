-- Branch standings (issue 37): the tie-breaks a tournament's standings use, in order, as its arbiters
-- set them (FIDE C.07 acronyms joined by commas: BH-C1,BH,ARO-C1; none set: the TRF's 202 line, else
-- C.07's usual list for the kind), and the byes a round's pairing file gives (TRF16 U, F, H, Z, + or -
-- with no opponent), which the standings count as C.07 Article 16 says.
alter table tournament add column tiebreaks varchar(200);
create table tournament_bye (
    tournament_id varchar(100) not null,
    round_no int not null,
    start_rank int not null,
    outcome char(1) not null,
    primary key (tournament_id, round_no, start_rank)
);
