-- A tournament's broadcast: who may read its rounds' feeds without a session (feed_access: session,
-- public or key) and how many minutes behind the present a display, a relay or an anonymous reader
-- is; and the secret key of each round's feed, one at a time (issuing a new one revokes the old).
alter table tournament add column feed_access varchar(10) default 'session' not null;
alter table tournament add column broadcast_delay_minutes int default 0 not null;
create table round_feed_key (
    tournament_id varchar(100) not null,
    round_no int not null,
    feed_key varchar(64) not null,
    primary key (tournament_id, round_no),
    constraint round_feed_key_unique unique (feed_key)
);
