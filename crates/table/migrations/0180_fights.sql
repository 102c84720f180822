-- The combat tracker (issue: fights at the table). One fight per game at a time: the
-- one whose `ended_seq` is NULL. `state` is the fight's JSON document (order, round,
-- turn, the once-per-round counts and the attack waiting for its answer), written whole
-- with each public `fight` entry; `version` guards it, so of two changes made from the
-- same state (two processes, two clicks) one stands.
CREATE TABLE fights (
    game_id TEXT NOT NULL,
    id TEXT NOT NULL,
    state TEXT NOT NULL,
    version BIGINT NOT NULL,
    started_seq BIGINT NOT NULL,
    ended_seq BIGINT,
    PRIMARY KEY (game_id, id)
);
CREATE UNIQUE INDEX fights_going_on ON fights (game_id) WHERE ended_seq IS NULL;
