-- The list of games is answered from board_view alone (BoardController): it needs whether the
-- header made the game public. Rows written before this column existed keep null, and the list
-- asks the game's events for them.
alter table board_view add column public_game boolean;
