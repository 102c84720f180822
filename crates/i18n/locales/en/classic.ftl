## Classic Call of Cthulhu (keeper-classic and its resolve actions).

classic-error-house-rule-off = the house rule "{ $rule }" is not in force in this game
classic-error-out-of-range = { $what } is { $value }: it must be from { $min } to { $max }
classic-error-no-equipment = Medicine needs equipment (H1)
classic-error-parry-and-dodge = Parry and Dodge in one round need a round of nothing but defence (K3)
classic-error-same-attack-twice = the same attack type or weapon cannot be used twice in a row (K8)
classic-error-no-chance-left = no attack is possible once the chance reaches 0 (K8)
classic-error-one-attack-only = one attack a round: several attacks are a house rule not in force (K8)
classic-error-not-enough = not enough { $what }: { $have } left, { $need } needed
classic-error-not-failed = only a failed roll may be re-rolled with a Magic Point (M2)
classic-error-replaced-by-brawl = Fist, Head Butt and Kick are replaced by Brawl in this game (K7)
classic-error-meditated = meditation is once per 6 hours: the last was { $hours ->
    [one] 1 hour
   *[other] { $hours } hours
} ago (M1)
classic-error-unknown-preset = there is no preset "{ $name }": use forum or plain
classic-error-unknown-house-rule = there is no house rule "{ $name }"
classic-error-post-too-long = the post has { $chars } characters, at most { $limit } are read

classic-tag-no-quotes = the die must be in double quotes, as in [roll="d6"]2[/roll]
classic-tag-no-die = the tag names no die: write [roll="d6"]2[/roll]
classic-tag-unknown-die = unknown die "{ $die }": use d2, d3, d4, d6, d8, d10, d12, d20 or d100
classic-tag-bad-count = "{ $count }" is not a number of dice from 1 to { $max_per_tag }
classic-tag-unclosed = the tag is not closed: it needs "]" and then [/roll]
classic-tag-nested = a roll tag cannot hold another roll tag
classic-tag-too-many-tags = a post holds at most { $max_tags } roll tags: this one and the rest were not rolled
classic-tag-too-many-dice = a post rolls at most { $max_dice } dice: this tag was not rolled

classic-expected-options = "forum", "plain", or an object such as {"{"}"preset": "plain", "brawl": true{"}"}
classic-expected-response = "parry" or "dodge"
classic-expected-db = a damage bonus such as "+1D4", "-1D6", "+2D6" or "0"
classic-expected-list = a list of 1 to 100 whole numbers
classic-expected-text = a text

classic-expected-sheet = a classic sheet: an object with "format": "keeper-classic-sheet" and "version": 1
classic-expected-format = "keeper-classic-sheet"
classic-expected-version = 1 (the only version of the classic sheet)
classic-expected-events = a list of at most 100000 events
classic-expected-event = an event such as {"{"}"event": "hp_lost", "amount": 3{"}"}
classic-expected-insanity = "temporary", "indefinite" or "permanent"
classic-sheet-too-many-events = a sheet holds at most { $max } events
