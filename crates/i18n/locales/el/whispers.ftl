## Ψίθυροι: μια δημοσίευση σε έναν παίκτη και στον Keeper

whispers-error-unknown = Δεν υπάρχει μέλος { $to } σε αυτό το παιχνίδι για να του ψιθυρίσεις: το "to" είναι το id μέλους ενός παίκτη αυτού του παιχνιδιού.
whispers-error-self = Ο ψίθυρος πηγαίνει σε κάποιον άλλον: δεν μπορείς να ψιθυρίσεις στον εαυτό σου.
whispers-error-keeper = Ο Keeper διαβάζει κάθε ψίθυρο: μια δημοσίευση μόνο για τον Keeper είναι "private", χωρίς "to".
    .chthonian = Ο Αφηγητής διαβάζει κάθε ψίθυρο: μια δημοσίευση μόνο για τον Αφηγητή είναι "private", χωρίς "to".
whispers-error-observer = Δεν μπορείς να ψιθυρίσεις σε θεατή: ο ψίθυρος πηγαίνει σε παίκτη.
whispers-error-no-recipient = Ο ψίθυρος θέλει "to": το id μέλους του παίκτη για τον οποίο είναι.
whispers-error-not-whisper = Το "to" πηγαίνει μόνο με "visibility": "whisper".
whispers-visibility-whisper = Ένας παίκτης και ο Keeper
    .chthonian = Ένας παίκτης και ο Αφηγητής
whispers-to-label = Σε ποιον παίκτη
whispers-badge = ψίθυρος προς { $name }
