-- Non-player characters (issue: fights at the table). `kind` is `investigator` or
-- `npc`; an NPC is the Keeper's, its sheet a stat block as the rules read it, and only
-- the Keeper sees it until shown: `shown_seq` is the public entry that showed its name
-- to the players (NULL while it is the Keeper's secret).
ALTER TABLE characters ADD COLUMN kind TEXT NOT NULL DEFAULT 'investigator';
ALTER TABLE characters ADD COLUMN shown_seq BIGINT;
