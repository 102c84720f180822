# Fair mode v2 (docs/fairness.md): each hidden roll provable on its own.

fairness-bad-version = the fair mode is 1 or 2, with trees of height 0 to 20
fairness-seed-v2-per-roll = this game never reveals the Keeper's secret: it would expose every hidden roll. Reveal hidden rolls one at a time instead; each reveal publishes that roll's proof and nothing of the others
    .chthonian = this game never reveals the Narrator's secret: it would expose every hidden roll. Reveal hidden rolls one at a time instead; each reveal publishes that roll's proof and nothing of the others
fairness-seed-exposes-hidden = the Keeper's seed is public now: with it anyone can compute the dice of every hidden roll of this game, blind and private, revealed or not
    .chthonian = the Narrator's seed is public now: with it anyone can compute the dice of every hidden roll of this game, blind and private, revealed or not
fairness-confirm-reveal-seed = Reveal the Keeper's seed? This game was made before fair mode 2: anyone will be able to compute the dice of every hidden roll, blind and private, revealed or not. This cannot be undone.
    .chthonian = Reveal the Narrator's seed? This game was made before fair mode 2: anyone will be able to compute the dice of every hidden roll, blind and private, revealed or not. This cannot be undone.
fairness-controls-hint-v2 = Ending the game reveals the public seed so anyone can recompute the public rolls. Hidden rolls stay secret unless you reveal them, one at a time: each reveal publishes that roll's proof against the commitment, and nothing of the other hidden rolls.
fairness-commitment-keeper-v2 = Commitment to the hidden rolls (Merkle root)
fairness-seed-keeper-v2 = never revealed: each hidden roll is revealed with its own proof
fairness-entry-commitment-extended = Published the commitment to hidden rolls { $first } to { $last }:
fairness-entry-proofs = { $count ->
    [one] With the proof of its hidden roll.
   *[other] With the proofs of its { $count } hidden rolls.
}
