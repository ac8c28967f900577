-- Tournaments imported from TRF16: their players by starting rank, and the boards of each round,
-- one game each; a board's result is the game's, kept up to date by the "tournaments" projection.
create table tournament (
    id varchar(100) primary key,
    name varchar(255) not null,
    code varchar(40) not null,
    appeal_within varchar(40),
    trf_lines varchar(20000) not null
);
create table tournament_player (
    tournament_id varchar(100) not null,
    start_rank int not null,
    name varchar(255) not null,
    title varchar(3) not null,
    rating int,
    federation varchar(3) not null,
    fide_id varchar(11) not null,
    birth varchar(10) not null,
    primary key (tournament_id, start_rank)
);
create table tournament_board (
    game_id varchar(100) primary key,
    tournament_id varchar(100) not null,
    round_no int not null,
    board_no int not null,
    white int not null,
    black int not null,
    result varchar(10) not null,
    constraint tournament_board_place unique (tournament_id, round_no, board_no)
);
create index tournament_board_tournament on tournament_board (tournament_id, round_no);
