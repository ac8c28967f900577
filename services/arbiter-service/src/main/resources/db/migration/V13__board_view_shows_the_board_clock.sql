-- The clock (issue 36): what an electronic clock showed at its last reading, when that act's time
-- was, and whether the law engine noted it to differ from its own reckoning of the time.
alter table board_view add column clock_white double precision;
alter table board_view add column clock_black double precision;
alter table board_view add column clock_at double precision;
alter table board_view add column clock_disagrees boolean;
