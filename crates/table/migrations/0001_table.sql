-- keeper's table, version 1. One schema for SQLite and PostgreSQL: TEXT and BIGINT only,
-- ids made by keeper, hashes and seeds as lowercase hex.
CREATE TABLE games (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    system TEXT NOT NULL,
    options TEXT NOT NULL,
    language TEXT NOT NULL,
    created_at TEXT NOT NULL,
    ended_at TEXT,
    fair_commitment TEXT NOT NULL,
    fair_seed TEXT NOT NULL,
    keeper_commitment TEXT NOT NULL,
    keeper_seed TEXT NOT NULL,
    keeper_seed_revealed BIGINT NOT NULL DEFAULT 0,
    public_counter BIGINT NOT NULL DEFAULT 0,
    hidden_counter BIGINT NOT NULL DEFAULT 0,
    log_len BIGINT NOT NULL DEFAULT 0,
    log_head TEXT NOT NULL
);

CREATE TABLE members (
    id TEXT PRIMARY KEY,
    game_id TEXT NOT NULL REFERENCES games (id),
    name TEXT NOT NULL,
    role TEXT NOT NULL,
    token_hash TEXT NOT NULL UNIQUE,
    language TEXT,
    created_at TEXT NOT NULL
);
CREATE INDEX members_game ON members (game_id);

CREATE TABLE invites (
    token_hash TEXT PRIMARY KEY,
    game_id TEXT NOT NULL REFERENCES games (id),
    role TEXT NOT NULL,
    created_at TEXT NOT NULL
);

CREATE TABLE characters (
    id TEXT PRIMARY KEY,
    game_id TEXT NOT NULL REFERENCES games (id),
    owner_id TEXT NOT NULL REFERENCES members (id),
    name TEXT NOT NULL,
    sheet TEXT NOT NULL,
    created_seq BIGINT NOT NULL
);
CREATE INDEX characters_game ON characters (game_id);

-- A character's events after its creation, in order: the sheet shown is the sheet
-- with these appended. Rows are only ever added.
CREATE TABLE character_events (
    character_id TEXT NOT NULL REFERENCES characters (id),
    n BIGINT NOT NULL,
    event TEXT NOT NULL,
    seq BIGINT NOT NULL,
    PRIMARY KEY (character_id, n)
);

-- The log: append-only, hash-chained per game.
CREATE TABLE log (
    game_id TEXT NOT NULL REFERENCES games (id),
    seq BIGINT NOT NULL,
    kind TEXT NOT NULL,
    visibility TEXT NOT NULL,
    actor TEXT NOT NULL,
    created_at TEXT NOT NULL,
    body TEXT NOT NULL,
    body_hash TEXT NOT NULL,
    prev_hash TEXT NOT NULL,
    hash TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
);

CREATE TABLE threads (
    id TEXT PRIMARY KEY,
    game_id TEXT NOT NULL REFERENCES games (id),
    title TEXT NOT NULL,
    created_by TEXT NOT NULL,
    created_seq BIGINT NOT NULL
);
CREATE INDEX threads_game ON threads (game_id);

CREATE TABLE posts (
    id TEXT PRIMARY KEY,
    thread_id TEXT NOT NULL REFERENCES threads (id),
    game_id TEXT NOT NULL REFERENCES games (id),
    author_id TEXT NOT NULL,
    seq BIGINT NOT NULL,
    body TEXT NOT NULL,
    edited_seq BIGINT,
    deleted_seq BIGINT
);
CREATE INDEX posts_thread ON posts (thread_id);

CREATE TABLE roll_requests (
    id TEXT PRIMARY KEY,
    game_id TEXT NOT NULL REFERENCES games (id),
    to_member TEXT NOT NULL,
    seq BIGINT NOT NULL,
    answer_seq BIGINT
);
CREATE INDEX roll_requests_game ON roll_requests (game_id);
