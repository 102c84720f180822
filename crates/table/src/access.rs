//! Who may see and do what: the one place visibility is decided. Every path out of the
//! table (log pages, the API, WebSocket messages, verification) asks [`sight`].

use serde::{Deserialize, Serialize};

/// A member's role in a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// Runs the game: sees and edits everything.
    Keeper,
    /// Plays: edits their own characters, rolls.
    Player,
    /// Reads what is public.
    Observer,
}

impl Role {
    /// The stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Keeper => "keeper",
            Role::Player => "player",
            Role::Observer => "observer",
        }
    }

    /// The role stored as `s`.
    pub fn parse(s: &str) -> Option<Role> {
        match s {
            "keeper" => Some(Role::Keeper),
            "player" => Some(Role::Player),
            "observer" => Some(Role::Observer),
            _ => None,
        }
    }
}

/// Who may read an entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Visibility {
    /// Everyone, observers and permalinks included.
    Public,
    /// Blind: the Keeper reads it; the others see only that it happened, until revealed.
    Keeper,
    /// The member who made it and the Keeper; the others do not see it at all in the
    /// log, until revealed (the chain still shows that an entry exists).
    Private,
    /// A whisper: its author, the one member it is addressed to, and the Keeper; the
    /// others do not see it at all, as a private entry.
    Whisper,
}

impl Visibility {
    /// The stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            Visibility::Public => "public",
            Visibility::Keeper => "keeper",
            Visibility::Private => "private",
            Visibility::Whisper => "whisper",
        }
    }

    /// The visibility stored as `s`.
    pub fn parse(s: &str) -> Option<Visibility> {
        match s {
            "public" => Some(Visibility::Public),
            "keeper" => Some(Visibility::Keeper),
            "private" => Some(Visibility::Private),
            "whisper" => Some(Visibility::Whisper),
            _ => None,
        }
    }

    /// Hidden rolls draw from the Keeper's seed, public ones from the game's.
    pub fn is_hidden(self) -> bool {
        self != Visibility::Public
    }
}

/// The one looking: a member of the game, or anyone (a permalink, a verifier).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Viewer<'a> {
    /// Not a member of the game.
    Anyone,
    /// A member, by id and role.
    Member {
        /// The member's id.
        id: &'a str,
        /// The member's role.
        role: Role,
    },
}

/// How much of an entry a viewer gets.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sight {
    /// Everything.
    Full,
    /// That it exists, who made it and when: no body.
    Existence,
    /// Nothing at all (left out of the log view).
    Nothing,
}

/// What `viewer` may see of an entry of `visibility` made by `actor`; `to`: the member a
/// whisper is addressed to (a whisper without one is read as private).
pub fn sight(
    viewer: Viewer<'_>,
    visibility: Visibility,
    actor: &str,
    to: Option<&str>,
    revealed: bool,
) -> Sight {
    if visibility == Visibility::Public || revealed {
        return Sight::Full;
    }
    match viewer {
        Viewer::Member {
            role: Role::Keeper, ..
        } => Sight::Full,
        Viewer::Member { id, .. } if visibility == Visibility::Private && id == actor => {
            Sight::Full
        }
        Viewer::Member { id, .. }
            if visibility == Visibility::Whisper && (id == actor || Some(id) == to) =>
        {
            Sight::Full
        }
        Viewer::Member { .. } if visibility == Visibility::Keeper => Sight::Existence,
        _ => Sight::Nothing,
    }
}

/// What `viewer` may see of a non-player character: the Keeper all of it; the others
/// its name once `shown` ([`Sight::Existence`]), before that nothing (not even that it
/// exists). Its stats are never anyone else's.
pub fn npc_sight(viewer: Viewer<'_>, shown: bool) -> Sight {
    match viewer {
        Viewer::Member {
            role: Role::Keeper, ..
        } => Sight::Full,
        Viewer::Member { .. } if shown => Sight::Existence,
        _ => Sight::Nothing,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_matrix() {
        let keeper = Viewer::Member {
            id: "k",
            role: Role::Keeper,
        };
        let roller = Viewer::Member {
            id: "p",
            role: Role::Player,
        };
        let other = Viewer::Member {
            id: "q",
            role: Role::Player,
        };
        let observer = Viewer::Member {
            id: "o",
            role: Role::Observer,
        };
        use Sight::*;
        use Visibility::*;
        let rows = [
            (Public, [Full, Full, Full, Full, Full]),
            (Keeper, [Full, Existence, Existence, Existence, Nothing]),
            (Private, [Full, Full, Nothing, Nothing, Nothing]),
            // A whisper from p to q: the third player r and the rest see nothing.
            (Whisper, [Full, Full, Full, Nothing, Nothing]),
        ];
        for (vis, expect) in rows {
            let got = [keeper, roller, other, observer, Viewer::Anyone]
                .map(|v| sight(v, vis, "p", Some("q"), false));
            assert_eq!(got, expect, "{vis:?}");
            for v in [keeper, roller, other, observer, Viewer::Anyone] {
                assert_eq!(sight(v, vis, "p", Some("q"), true), Full);
            }
        }
        let third = Viewer::Member {
            id: "r",
            role: Role::Player,
        };
        assert_eq!(sight(third, Whisper, "p", Some("q"), false), Nothing);
        // Without its recipient a whisper is private: never wider.
        assert_eq!(sight(other, Whisper, "p", None, false), Nothing);
        assert_eq!(sight(roller, Whisper, "p", None, false), Full);
        // Only a whisper has a recipient.
        assert_eq!(sight(other, Private, "p", Some("q"), false), Nothing);
        // An NPC: the Keeper sees it all; members its name once shown; anyone else nothing.
        for (shown, expect) in [
            (false, [Full, Nothing, Nothing, Nothing, Nothing]),
            (true, [Full, Existence, Existence, Existence, Nothing]),
        ] {
            let got =
                [keeper, roller, other, observer, Viewer::Anyone].map(|v| npc_sight(v, shown));
            assert_eq!(got, expect, "shown {shown}");
        }
    }
}
