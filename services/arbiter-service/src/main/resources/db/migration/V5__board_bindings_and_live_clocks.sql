-- Boards in (issue 27): which game each electronic board reports for. The live board shows the
-- clocks as the law engine keeps them: the time left under a time control, whose clock runs, and
-- a flag that is down.
create table board_binding (
    board_id varchar(100) not null primary key,
    game_id varchar(100) not null,
    bound_at timestamp(6) with time zone not null
);
alter table board_view add column white_left double precision;
alter table board_view add column black_left double precision;
alter table board_view add column running varchar(10);
alter table board_view add column flag varchar(10);
