-- Each game's chain head, signed with the service's Ed25519 key as the game grows (docs/adr/0014):
-- whoever rewrites the events cannot sign the new head without the key, which lives outside the
-- database. One row a game, written in the same transaction as its events.
create table chain_head (
    game_id varchar(255) not null primary key,
    seq bigint not null,
    hash varchar(64) not null,
    signature varchar(200) not null
);
