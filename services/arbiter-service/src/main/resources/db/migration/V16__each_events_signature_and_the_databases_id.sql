-- Each event's signed head, as the service signed it in the transaction that stored the event
-- (docs/adr/0022): the publisher sends this signature with the event on arbiter.events, and signs
-- nothing itself, so an event written into domain_event_entry behind the service's back goes out
-- with no signature. The heads signed before this table are the games' last ones.
create table chain_signature (
    game_id varchar(255) not null,
    seq bigint not null,
    hash varchar(64) not null,
    signature varchar(200) not null,
    primary key (game_id, seq)
);
insert into chain_signature (game_id, seq, hash, signature) select game_id, seq, hash, signature from chain_head;

-- This database's id, made by the service on its first start against it: the heads the service
-- signed are also kept outside the database, in a file of the data folder named by this id.
create table database_identity (
    id int not null primary key,
    name varchar(36) not null
);
