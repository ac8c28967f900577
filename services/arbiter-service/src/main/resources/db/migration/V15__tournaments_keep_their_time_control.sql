-- A tournament keeps the time control its games are played under (issue 44), as PGN's TimeControl
-- tag writes it (40/5400+30:1800+30); null for one without, as every tournament made before this.
alter table tournament add column time_control varchar(100);
