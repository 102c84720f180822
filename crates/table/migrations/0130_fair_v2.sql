-- Fair mode v2 (docs/fairness.md): games made before this are version 1 and stay so.
-- In a v2 game `keeper_seed` holds the Keeper's master secret K, never published, and
-- `keeper_commitment` the root of tree 0 of height `keeper_tree_height`.
ALTER TABLE games ADD COLUMN fair_version BIGINT NOT NULL DEFAULT 1;
ALTER TABLE games ADD COLUMN keeper_tree_height BIGINT NOT NULL DEFAULT 0;
