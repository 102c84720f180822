## Chthonian (keeper-chthonian and its resolve actions).

chthonian-error-too-few-sides = a contest needs at least two sides, { $sides ->
    [one] one was given
   *[other] { $sides } were given
}
chthonian-error-not-two-sides = a split contest is between exactly two sides, { $sides ->
    [one] one was given
   *[other] { $sides } were given
}
chthonian-error-no-helpers = a cooperative roll needs at least one helper
chthonian-error-no-nodules = no Nodule to spend: the pool of this Story is empty
chthonian-error-no-story = no Nodule to spend: no Story is running (a Story starts with as many Nodules as Terrible Insight)
chthonian-error-style = there is no Style "{ $style }": use pulp, weird or shocking

chthonian-expected-trait = a Trait: a whole number such as -3, or {"{"}"name": "Ex-Detective", "rating": 2{"}"}, with a rating from -1000000 to 1000000
chthonian-expected-traits = a list of at most 1000 Traits
chthonian-expected-sides = a list of 2 to 100 sides, each {"{"}"traits": […]{"}"}
chthonian-expected-split-sides = a list of exactly two sides, each {"{"}"traits": […], "outcome_traits": […]{"}"}
chthonian-expected-helpers = a list of 1 to 100 helpers, each {"{"}"traits": […]{"}"}
chthonian-expected-style = "pulp", "weird" or "shocking"
chthonian-expected-use = "automatic_success", "authorship", "fortune" or "shift"
chthonian-expected-toward = "practicality" or "cognizance"
chthonian-expected-size = "modest" or "major"
chthonian-expected-factor = a fraction such as "1/2" or a whole number, with numerator and denominator from 0 to 1000 (denominator at least 1)
chthonian-expected-as-trait = an object such as {"{"}"name": "Wounded", "hinders": true{"}"}
chthonian-expected-format = "keeper-chthonian-sheet"
chthonian-expected-version = 1, the sheet version this build reads
chthonian-expected-events = a list of at most 100000 events
chthonian-expected-event = an event such as {"{"}"event": "insight_gained", "amount": 1{"}"}

## A contest of several sides at the table (R2–R4)
contest-title = Contest
contest-kind = What
contest-kind-name = { $kind ->
    [contest] Contest: the highest total wins
    [complex] Complex contest: everyone against the Difficulty
   *[cooperative] Cooperative roll: one roll, everyone helping
}
contest-difficulty = Difficulty
contest-hint = Each side is a character, with its own Traits by name (its hindering Traits always count), or an object with its Traits and ratings. A Trait of the moment is written with its rating: Close to the statuette 2.
contest-who = Side
contest-object = An object
contest-object-name = Its name
contest-traits = Traits
contest-traits-placeholder = Strong, Crowbar 2
contest-add-side = Add a side
contest-combine = Helpers' Traits
contest-combine-name = { $combine ->
    [best] the best in full, +1 for each other
    [worst] the weakest link
   *[sum] all of them added
}
contest-roll = Roll the contest
