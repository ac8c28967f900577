-- The live board shows the clocks as the law engine keeps them (none until an action carries a
-- time), and the ledger says who a ruling goes against as well as who asked for it.
alter table board_view alter column white_used drop not null;
alter table board_view alter column black_used drop not null;
alter table rulings_ledger add column against varchar(10);
alter table rulings_ledger add column against_player varchar(255);
create index rulings_ledger_side on rulings_ledger (side);
create index rulings_ledger_against on rulings_ledger (against);
