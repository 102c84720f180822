-- Whispers: a post of `whisper` visibility is addressed to one player (`to_member`, a
-- member id); its author, that player and the Keeper read it. NULL for every other post.
ALTER TABLE posts ADD COLUMN to_member TEXT;
