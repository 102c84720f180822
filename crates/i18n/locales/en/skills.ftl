# Skill and characteristic names. The ids are stable (`skill-` and the skill's
# English sheet name in lower case with `_` between words); the English labels are the
# names on the wire (coc7 S5, the classic sheet), so they must not change. Other
# languages give the label a player of that language reads; keeper also accepts any
# label back when a sheet is imported.

## Call of Cthulhu 7th edition (S5) and its specialities
skill-accounting = Accounting
skill-anthropology = Anthropology
skill-appraise = Appraise
skill-archaeology = Archaeology
skill-art_craft = Art/Craft
skill-charm = Charm
skill-climb = Climb
skill-credit_rating = Credit Rating
skill-cthulhu_mythos = Cthulhu Mythos
skill-disguise = Disguise
skill-dodge = Dodge
skill-drive_auto = Drive Auto
skill-electrical_repair = Electrical Repair
skill-fast_talk = Fast Talk
skill-fighting = Fighting
skill-fighting_brawl = Fighting (Brawl)
skill-firearms = Firearms
skill-firearms_handgun = Firearms (Handgun)
skill-firearms_rifle_shotgun = Firearms (Rifle/Shotgun)
skill-first_aid = First Aid
skill-history = History
skill-intimidate = Intimidate
skill-jump = Jump
skill-language = Language
skill-language_other = Language (Other)
skill-language_own = Language (Own)
skill-law = Law
skill-library_use = Library Use
skill-listen = Listen
skill-locksmith = Locksmith
skill-mechanical_repair = Mechanical Repair
skill-medicine = Medicine
skill-natural_world = Natural World
skill-navigate = Navigate
skill-occult = Occult
skill-operate_heavy_machinery = Operate Heavy Machinery
skill-persuade = Persuade
skill-pilot = Pilot
skill-psychology = Psychology
skill-psychoanalysis = Psychoanalysis
skill-ride = Ride
skill-science = Science
skill-sleight_of_hand = Sleight of Hand
skill-spot_hidden = Spot Hidden
skill-stealth = Stealth
skill-survival = Survival
skill-swim = Swim
skill-throw = Throw
skill-track = Track
skill-fighting_axe = Fighting (Axe)
skill-fighting_chainsaw = Fighting (Chainsaw)
skill-fighting_flail = Fighting (Flail)
skill-fighting_garrote = Fighting (Garrote)
skill-fighting_spear = Fighting (Spear)
skill-fighting_sword = Fighting (Sword)
skill-fighting_whip = Fighting (Whip)
skill-firearms_bow = Firearms (Bow)
skill-firearms_flamethrower = Firearms (Flamethrower)
skill-firearms_heavy_weapons = Firearms (Heavy Weapons)
skill-firearms_machine_gun = Firearms (Machine Gun)
skill-firearms_submachine_gun = Firearms (Submachine Gun)

## Classic Call of Cthulhu skills that the 7th edition sheet lacks
skill-art = Art
skill-astronomy = Astronomy
skill-bargain = Bargain
skill-biology = Biology
skill-botany = Botany
skill-chemistry = Chemistry
skill-conceal = Conceal
skill-craft = Craft
skill-debate = Debate
skill-electronics = Electronics
skill-fist_punch = Fist/Punch
skill-geology = Geology
skill-grapple = Grapple
skill-handgun = Handgun
skill-head_butt = Head Butt
skill-hide = Hide
skill-kick = Kick
skill-machine_gun = Machine Gun
skill-martial_arts = Martial Arts
skill-natural_history = Natural History
skill-oratory = Oratory
skill-pharmacy = Pharmacy
skill-photography = Photography
skill-physics = Physics
skill-rifle = Rifle
skill-shotgun = Shotgun
skill-sneak = Sneak
skill-submachine_gun = Submachine Gun
skill-zoology = Zoology

## Characteristics and derived values: the short form on a sheet, and the full name
characteristic-str = STR
characteristic-str-name = Strength
characteristic-con = CON
characteristic-con-name = Constitution
characteristic-siz = SIZ
characteristic-siz-name = Size
characteristic-dex = DEX
characteristic-dex-name = Dexterity
characteristic-app = APP
characteristic-app-name = Appearance
characteristic-int = INT
characteristic-int-name = Intelligence
characteristic-pow = POW
characteristic-pow-name = Power
characteristic-edu = EDU
characteristic-edu-name = Education
# The quick-start occupations' specialities (seed 000).
skill-art_craft_acting = Art/Craft (Acting)
skill-art_craft_literature = Art/Craft (Literature)
skill-art_craft_photography = Art/Craft (Photography)
skill-language_latin = Language (Latin)
skill-language_spanish = Language (Spanish)
skill-science_biology = Science (Biology)
skill-science_pharmacy = Science (Pharmacy)

## Classic: the forum's Brawl, which replaces Fist, Head Butt and Kick (K7, seed 004)
skill-brawl = Brawl
