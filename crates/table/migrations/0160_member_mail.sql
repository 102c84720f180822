-- A member's email address and what they want mailed: their own setting, no part of
-- the log, never shown to anyone but them. The verification token is kept only hashed;
-- the unsubscribe token is kept as it is, since every mail carries it (it can only stop
-- mail), and is found by its hash. `mailed_seq`: the last entry the mailer has mailed
-- them about; `digest_seq`/`digest_at`: what the last daily digest covered, and when.
CREATE TABLE member_mail (
    member_id TEXT PRIMARY KEY,
    game_id TEXT NOT NULL,
    email TEXT NOT NULL,
    verified BIGINT NOT NULL DEFAULT 0,
    verify_hash TEXT,
    unsubscribe_token TEXT NOT NULL,
    unsubscribe_hash TEXT NOT NULL,
    posts BIGINT NOT NULL DEFAULT 0,
    requests BIGINT NOT NULL DEFAULT 0,
    reveals BIGINT NOT NULL DEFAULT 0,
    digest BIGINT NOT NULL DEFAULT 0,
    mailed_seq BIGINT NOT NULL DEFAULT 0,
    digest_seq BIGINT NOT NULL DEFAULT 0,
    digest_at TEXT
);
CREATE INDEX member_mail_game ON member_mail (game_id);
CREATE INDEX member_mail_verify ON member_mail (verify_hash);
CREATE INDEX member_mail_unsubscribe ON member_mail (unsubscribe_hash);
