-- The last post each member has seen of each thread, by its log entry: what the thread
-- marks as new since their last visit. A member's own reading, no part of the log.
CREATE TABLE thread_reads (
    game_id TEXT NOT NULL,
    thread_id TEXT NOT NULL,
    member_id TEXT NOT NULL,
    seen_seq BIGINT NOT NULL,
    PRIMARY KEY (thread_id, member_id)
);
CREATE INDEX thread_reads_game ON thread_reads (game_id);
