-- Axon Framework's JPA tables (event store, tokens, sagas, dead letters) as its entities map
-- them, and the two projections. ${blob} is bytea on PostgreSQL and blob on H2 (Flyway placeholders).

create sequence domain_event_entry_seq start with 1 increment by 1;
create sequence association_value_entry_seq start with 1 increment by 50;

create table domain_event_entry (
    global_index bigint not null primary key,
    event_identifier varchar(255) not null unique,
    meta_data ${blob},
    payload ${blob} not null,
    payload_revision varchar(255),
    payload_type varchar(255) not null,
    time_stamp varchar(255) not null,
    aggregate_identifier varchar(255) not null,
    sequence_number bigint not null,
    type varchar(255),
    unique (aggregate_identifier, sequence_number)
);

create table snapshot_event_entry (
    aggregate_identifier varchar(255) not null,
    sequence_number bigint not null,
    type varchar(255) not null,
    event_identifier varchar(255) not null unique,
    meta_data ${blob},
    payload ${blob} not null,
    payload_revision varchar(255),
    payload_type varchar(255) not null,
    time_stamp varchar(255) not null,
    primary key (aggregate_identifier, sequence_number, type)
);

create table token_entry (
    processor_name varchar(255) not null,
    segment integer not null,
    owner varchar(255),
    timestamp varchar(255) not null,
    token ${blob},
    token_type varchar(255),
    primary key (processor_name, segment)
);

create table saga_entry (
    saga_id varchar(255) not null primary key,
    revision varchar(255),
    saga_type varchar(255),
    serialized_saga ${blob}
);

create table association_value_entry (
    id bigint not null primary key,
    association_key varchar(255) not null,
    association_value varchar(255),
    saga_id varchar(255) not null,
    saga_type varchar(255)
);
create index association_value_saga on association_value_entry (saga_id, saga_type);
create index association_value_key on association_value_entry (saga_type, association_key, association_value);

create table dead_letter_entry (
    dead_letter_id varchar(255) not null primary key,
    cause_message varchar(1023),
    cause_type varchar(255),
    diagnostics ${blob},
    enqueued_at timestamp(6) with time zone not null,
    last_touched timestamp(6) with time zone,
    aggregate_identifier varchar(255),
    event_identifier varchar(255) not null,
    message_type varchar(255) not null,
    meta_data ${blob},
    payload ${blob} not null,
    payload_revision varchar(255),
    payload_type varchar(255) not null,
    sequence_number bigint,
    time_stamp varchar(255) not null,
    token ${blob},
    token_type varchar(255),
    type varchar(255),
    processing_group varchar(255) not null,
    processing_started timestamp(6) with time zone,
    sequence_identifier varchar(255) not null,
    sequence_index bigint not null,
    unique (processing_group, sequence_identifier, sequence_index)
);
create index dead_letter_group on dead_letter_entry (processing_group);
create index dead_letter_sequence on dead_letter_entry (processing_group, sequence_identifier);

create table board_view (
    game_id varchar(100) not null primary key,
    actions integer not null,
    black varchar(255),
    black_used double precision not null,
    code varchar(255),
    elapsed double precision,
    event varchar(255),
    fen varchar(120),
    last_act varchar(255),
    last_by varchar(255),
    last_move varchar(255),
    opened_at timestamp(6) with time zone,
    position varchar(100),
    result varchar(255),
    round varchar(255),
    side_to_move varchar(255),
    status varchar(255),
    termination varchar(255),
    updated_at timestamp(6) with time zone,
    white varchar(255),
    white_used double precision not null
);

create table rulings_ledger (
    event_index bigint not null primary key,
    game_id varchar(100),
    issued_at timestamp(6) with time zone,
    law varchar(40),
    player varchar(255),
    position varchar(100),
    seq integer not null,
    side varchar(10),
    text varchar(2000)
);
create index rulings_ledger_game on rulings_ledger (game_id);
create index rulings_ledger_law on rulings_ledger (law);
