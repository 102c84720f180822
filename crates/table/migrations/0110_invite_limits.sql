-- Invites that end: an expiry (RFC 3339, as every stored time), a most number of joins,
-- the joins so far, and an id the Keeper's list and withdrawal name an invite by (its
-- secret is stored only hashed). Invites made before have no expiry and no limit.
ALTER TABLE invites ADD COLUMN id TEXT;
ALTER TABLE invites ADD COLUMN expires_at TEXT;
ALTER TABLE invites ADD COLUMN max_uses BIGINT;
ALTER TABLE invites ADD COLUMN uses BIGINT NOT NULL DEFAULT 0;
UPDATE invites SET id = substr(token_hash, 1, 16);
CREATE INDEX invites_game ON invites (game_id);
