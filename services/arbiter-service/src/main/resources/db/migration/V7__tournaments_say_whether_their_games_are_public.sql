-- A tournament says whether its games are public (display screens and feeds show public games
-- only). Tournaments made before this keep their ids (UUIDs) and stay private, as their games were.
alter table tournament add column public_games boolean default false not null;
