# Character events, in words: the terminal, the web log and snippets share them.
event-damaged = { $amount } damage
event-healed = { $amount } healed
event-sanity-lost = { $amount } Sanity lost
event-sanity-gained = { $amount } Sanity regained
event-luck-spent = { $amount } Luck spent
event-luck-gained = { $amount } Luck gained
event-magic-spent = { $amount } Magic Points spent
event-magic-regained = { $amount } Magic Points regained
event-day-losses-set = the day's Sanity losses set to { $amount }
event-insight-gained = { $amount } Terrible Insight gained
event-insight-lost = { $amount } Terrible Insight lost
## A log event without a message of its own, by its code; its details follow
event-name = { $event ->
    [major_wound] Major Wound
    [major_wound_healed] Major Wound healed
    [fell_unconscious] fell unconscious
    [dying] dying
    [stabilized] stabilized
    [medicine_given] Medicine given
    [first_aid_given] First Aid given
    [phobia_gained] phobia gained
    [mania_gained] mania gained
    [backstory_changed] backstory changed
    [died] died
    [temporary_insanity] temporary insanity
    [involuntary_action] involuntary action
    [indefinite_insanity] indefinite insanity
    [permanent_insanity] permanent insanity
    [insanity_ended] insanity ended
    [day_started] a new day
    [skill_ticked] skill ticked for improvement
    [skill_improved] skill improved
    [skill_check_used] experience check used, no gain
    [ticks_cleared] improvement ticks cleared
    [weapon_added] weapon taken up
    [weapon_removed] weapon put away
    [hour_started] a new hour
    [insane] insanity
    [insane_temporary] temporary insanity
    [insane_indefinite] indefinite insanity
    [insane_permanent] permanent insanity
    [luck_restored] Luck restored
    [check_awarded] experience check
    [trait_gained] Trait gained
    [trait_lost] Trait lost
    [story_started] Story started
    [story_ended] Story ended
    [nodule_spent] Nodule spent
   *[other] { $words }
}
event-detail = { $event }: { $detail }
event-amount = { $event } { $amount }
event-and = { $first }, { $next }
event-hours = { $hours ->
    [one] 1 hour
   *[other] { $hours } hours
}
condition-classic = { $condition ->
    [unconscious] unconscious
    [dying] gravely hurt (0 HP or fewer): may die without medical care
   *[conscious] conscious
}
