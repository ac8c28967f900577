-- One number that every change to users, appointments and tokens raises in its own transaction:
-- each instance keeps what it authenticated and trusts it only while this number is unchanged
-- (docs/adr/0015-authentication-cache.md).
create table credentials_version (
    id integer not null primary key,
    version bigint not null
);
insert into credentials_version (id, version) values (1, 0);
