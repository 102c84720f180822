-- A roll followed up (pushed, or Luck spent on it) by a later entry: at most once.
CREATE TABLE follow_ups (
    game_id TEXT NOT NULL REFERENCES games (id),
    seq BIGINT NOT NULL,
    kind TEXT NOT NULL,
    follow_seq BIGINT NOT NULL,
    PRIMARY KEY (game_id, seq)
);
