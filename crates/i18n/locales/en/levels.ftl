## Success levels: one name each, for the terminal, the web and snippets alike.

level-critical = Critical success
level-extreme = Extreme success
level-hard = Hard success
level-regular = Regular success
level-success = Success
level-special = Special success
level-failure = Failure
level-fumble = Fumble
level-critical-special = Critical (special)
level-fumble-malfunction = Fumble (malfunction)
level-malfunction = Malfunction
level-automatic-success = Automatic success
level-automatic-failure = Automatic failure
level-partial = One of two succeeds
