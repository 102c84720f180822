-- keeper's table, version 2: a post may be for the Keeper only (its author and the
-- Keeper read it), as a log entry of `private` visibility.
ALTER TABLE posts ADD COLUMN visibility TEXT NOT NULL DEFAULT 'public';
