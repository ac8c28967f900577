-- A player's sex as the TRF's column 10 gives it (m, w or blank), so that the tournament's TRF
-- export gives it back: it was read and dropped.
alter table tournament_player add column sex varchar(1);
