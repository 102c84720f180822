-- A roll's Idempotency-Key, written in the roll's own transaction: a retry after a lost
-- answer, even to a restarted server or another process, finds the roll it made
-- instead of rolling again. One key per member and game.
CREATE TABLE roll_keys (
    game_id TEXT NOT NULL REFERENCES games (id),
    member_id TEXT NOT NULL,
    key TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    seq BIGINT NOT NULL,
    PRIMARY KEY (game_id, member_id, key)
);
