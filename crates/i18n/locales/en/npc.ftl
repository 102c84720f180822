## Non-player characters: reading a stat block (keeper-coc7 and keeper-classic `statblock`).

npc-error-line = line { $line } of the stat block: { $expected }
npc-error-too-long = a stat block is read up to { $limit } bytes; this one is longer
npc-expected-name = the first line should be the name, but the text is empty
npc-expected-number = expected a number after { $key }
npc-expected-damage-bonus = expected a damage bonus after DB, such as +1D4, 0 or -1
npc-expected-stat = expected a characteristic or value such as STR, HP, DB or Move, not “{ $found }”
npc-expected-attacks-per-round = expected a number after “Attacks per round”
npc-expected-armor = expected armor points, “none” or a rule in words after “Armor”
npc-expected-sanity-loss = expected a Sanity loss such as 0/1D6
npc-expected-entry = expected a skill or an attack: a name, then its value, such as “Dodge 40%”, not “{ $found }”
npc-expected-damage = expected damage in dice notation after the value, such as “damage 1D6+DB”, not “{ $found }”
npc-expected-events = a list of at most 10000 events
npc-expected-hp = events need hit points: give the block HP, or the CON and SIZ they are derived from
npc-expected-wound-event = a wound event (damage, healing and the conditions of wounds): an NPC has no Sanity, Luck or skill ticks on its block
npc-expected-trait = expected a Trait: a name, then its rating, such as “Inhuman Strength 3”, not “{ $found }”
npc-expected-trait-event = a Trait gained or lost (trait_gained, trait_lost): a creature has no Terrible Insight or Nodules
