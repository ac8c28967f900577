-- What the contract accepts must fit the projections (issue 33, section 4): a ruling quotes the
-- free text of its acts (a bystander's question and decision, an appeal's deciders, reasons and
-- replacement), up to one act of 64 KB and a question of 4,000 characters; a draughts position
-- with a man on each of the 32 squares, every one a King, takes 122 characters in PDN's FEN form.
alter table rulings_ledger alter column text set data type varchar(100000);
alter table rulings_ledger alter column position set data type varchar(200);
alter table board_view alter column fen set data type varchar(200);
alter table board_view alter column position set data type varchar(200);
