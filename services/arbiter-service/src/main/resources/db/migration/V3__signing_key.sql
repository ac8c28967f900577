-- The service's Ed25519 key, which signs exported game records (docs/security.md). One row, made
-- by the first instance to need it; every instance signs with it. Keys as base64 DER
-- (X.509 for the public key, PKCS#8 for the private key).
create table signing_key (
    id integer not null primary key,
    algorithm varchar(20) not null,
    public_key varchar(200) not null,
    private_key varchar(200) not null,
    created_at timestamp(6) with time zone not null
);
