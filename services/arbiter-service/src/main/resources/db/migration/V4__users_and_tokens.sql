-- Users, their appointments to tournaments, and API tokens (docs/security.md). Passwords are
-- stored as the password encoder's hashes ({bcrypt}...), tokens as SHA-256 of their secret part.
create table arbiter_user (
    name varchar(100) not null primary key,
    role varchar(20) not null,
    password_hash varchar(200),
    created_at timestamp(6) with time zone not null
);

create table appointment (
    user_name varchar(100) not null,
    tournament varchar(255) not null,
    primary key (user_name, tournament)
);

create table api_token (
    id varchar(40) not null primary key,
    secret_hash varchar(64) not null,
    owner varchar(100) not null,
    role varchar(20) not null,
    board varchar(100),
    created_at timestamp(6) with time zone not null,
    revoked_at timestamp(6) with time zone
);
create index api_token_owner on api_token (owner);
