-- keeper's table, version 3: a game may have one dice thread, where roll tags are
-- rolled; in its other threads they are shown, not rolled.
ALTER TABLE threads ADD COLUMN dice BIGINT NOT NULL DEFAULT 0;
