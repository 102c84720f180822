//! The OpenAPI document of the API, generated from the handlers' `#[utoipa::path]`
//! attributes and the body and answer types; served at `/api/v1/openapi.json`.

use std::sync::LazyLock;

use serde_json::Value;
use utoipa::openapi::path::{Operation, ParameterBuilder, ParameterIn};
use utoipa::openapi::security::{ApiKey, ApiKeyValue, HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::openapi::{ObjectBuilder, Required, Type};
use utoipa::{Modify, OpenApi};
use utoipa_axum::router::OpenApiRouter;

use crate::{answer, body};

/// The document's description of the API.
#[derive(Debug, OpenApi)]
#[openapi(
    info(
        title = "keeper game table API",
        version = "1",
        description = "See docs/api.md for an introduction: authentication, roles, visibility, rolls, play by post, the live log, verification and limits. Every error is JSON: `{\"error\": {\"code\", \"message\", …}}`. Request bodies are JSON (`Content-Type: application/json`), at most 524288 bytes.",
        license(name = "MIT OR Apache-2.0", identifier = "MIT OR Apache-2.0"),
    ),
    servers((url = "/")),
    components(
        schemas(
            errors::Error, errors::ErrorObject, body::Role, body::Visibility, body::PostVisibility,
            answer::NewGame, answer::Invite, answer::OpenInvite, answer::Joined, answer::LogPage,
            answer::ThreadPosts, answer::PostPreview, answer::Odds, answer::Snippet,
            schema::Game, schema::Member, schema::Entry, schema::Character,
            schema::RollRequest, schema::Thread, schema::Post, schema::Export,
            schema::Verification, schema::ResolveInput, schema::ResolveResponse,
            schema::OpenApiDocument, crate::tokens::Revoked,
            crate::mail_api::SetMail, crate::mail_api::MailSignIn, crate::mail_api::Mail,
            crate::mail_api::MailSignInAccepted, schema::Fight,
            crate::fight_api::Fighter, crate::fight_api::Fighters, crate::fight_api::Attack,
            crate::fight_api::Defence, crate::fight_api::Defend, crate::fight_api::Reload, crate::fight_api::SkillRoll, crate::fight_api::Changed,
            crate::fight_api::Current, crate::fight_api::Maneuver, crate::fight_api::Move,
        ),
        responses(
            errors::BadRequest, errors::Unauthorized, errors::Forbidden, errors::NotFound,
            errors::GameEnded, errors::TooLarge, errors::UnsupportedMediaType,
            errors::Rejected, errors::Unavailable, errors::TooManyRequests, errors::MethodNotAllowed,
        ),
    ),
    tags(
        (name = "engine", description = "The rules engine, stateless."),
        (name = "games"), (name = "members"), (name = "log"), (name = "rolls"),
        (name = "characters"),
        (name = "requests", description = "Rolls the Keeper asks players for."),
        (name = "posts", description = "Play by post."),
        (name = "fights", description = "The combat tracker: order, turns, and each exchange rolled and applied by the rules."),
        (name = "fairness", description = "Ending a game, revealing seeds, verifying the chain (docs/fairness.md)."),
        (name = "server"),
    ),
)]
pub struct ApiDoc;

/// The document as JSON, made once: [`ApiDoc`] with the operations of the router's own
/// list of routes ([`crate::api_routes`]), so no route is listed twice.
pub fn document() -> &'static Value {
    static DOCUMENT: LazyLock<Value> = LazyLock::new(|| {
        let mut doc = OpenApiRouter::with_openapi(ApiDoc::openapi())
            .routes(crate::health_route())
            .nest("/api/v1", crate::api_routes().documented)
            .into_openapi();
        Common.modify(&mut doc);
        serde_json::to_value(doc).expect("the OpenAPI document is JSON")
    });
    &DOCUMENT
}

/// What every operation shares, added in one place: the ways to send a token, and a
/// parameter for each `{name}` of its path.
#[derive(Debug)]
struct Common;

impl Modify for Common {
    fn modify(&self, doc: &mut utoipa::openapi::OpenApi) {
        let components = doc.components.get_or_insert_with(Default::default);
        let bearer = HttpBuilder::new()
            .scheme(HttpAuthScheme::Bearer)
            .description(Some("`Authorization: Bearer TOKEN`: the member token from creating or joining a game (64 hex digits). A token belongs to one game."))
            .build();
        components.add_security_scheme("bearer", SecurityScheme::Http(bearer));
        components.add_security_scheme(
            "cookie",
            SecurityScheme::ApiKey(ApiKey::Cookie(ApiKeyValue::with_description(
                "keeper_{game}",
                "The same token in the cookie `keeper_{game}`, `{game}` being the game's id (the pages set it).",
            ))),
        );
        components.add_security_scheme(
            "operator",
            SecurityScheme::Http(
                HttpBuilder::new()
                    .scheme(HttpAuthScheme::Bearer)
                    .description(Some("`Authorization: Bearer TOKEN`: the operator token of `keeper serve --operator-token` (`KEEPER_OPERATOR_TOKEN`), which creating a game needs when the server has one."))
                    .build(),
            ),
        );
        components.add_security_scheme(
            "query",
            SecurityScheme::ApiKey(ApiKey::Query(ApiKeyValue::with_description(
                "token",
                "The WebSocket only: the token as `?token=`.",
            ))),
        );
        for (path, item) in doc.paths.paths.iter_mut() {
            let ops = [
                &mut item.get,
                &mut item.put,
                &mut item.post,
                &mut item.delete,
            ];
            for op in ops.into_iter().flatten() {
                path_parameters(path, op);
            }
        }
    }
}

/// Declares each `{name}` of `path` on `op`: `seq` is a number, the rest ids.
fn path_parameters(path: &str, op: &mut Operation) {
    let names = path
        .split('/')
        .filter_map(|p| p.strip_prefix('{')?.strip_suffix('}'));
    for name in names {
        let (kind, description) = match name {
            "game" => (Type::String, "The game's id."),
            "seq" => (Type::Integer, "An entry's place in the log (1, 2, …)."),
            "thread" => (Type::String, "A thread's id."),
            "post" => (Type::String, "A post's id."),
            "invite" => (
                Type::String,
                "An invite's secret, or its id from the list of open invites.",
            ),
            _ => (Type::String, "The id of the thing the path names."),
        };
        let parameter = ParameterBuilder::new()
            .name(name)
            .parameter_in(ParameterIn::Path)
            .required(Required::True)
            .description(Some(description))
            .schema(Some(ObjectBuilder::new().schema_type(kind)))
            .build();
        op.parameters.get_or_insert_with(Vec::new).push(parameter);
    }
}

/// The table's and the engine's values, described as free-form objects: their shape
/// is theirs (docs/api.md shows them).
pub mod schema {
    use std::borrow::Cow;

    use utoipa::openapi::{ObjectBuilder, RefOr, Schema, Type};

    macro_rules! free_form {
        ($($name:ident => $description:literal;)*) => {$(
            #[doc = $description]
            #[derive(Debug)]
            pub struct $name;

            impl utoipa::PartialSchema for $name {
                fn schema() -> RefOr<Schema> {
                    ObjectBuilder::new()
                        .schema_type(Type::Object)
                        .description(Some($description))
                        .into()
                }
            }

            impl utoipa::ToSchema for $name {
                fn name() -> Cow<'static, str> {
                    Cow::Borrowed(stringify!($name))
                }
            }
        )*};
    }

    free_form! {
        Game => "A game: `id`, `name`, `system`, `options`, `language`, `created_at`, `ended_at`, its fair mode `fair_version` (2; 1 for games made before v2), the commitments `fair_commitment` and `keeper_commitment` (v2: the root of the tree of hidden rolls' secrets, of height `keeper_tree_height`), the seeds `fair_seed` once the game ended and `keeper_seed` once revealed (v1 only), and `log_len`.";
        Member => "A member of a game: `id`, `game`, `name`, `role` (`keeper`, `player`, `observer`) and `language` (null: the browser's).";
        Entry => "A log entry as the asker may see it: `seq`, `kind`, `visibility`, `actor`, `actor_name`, `created_at`, `hash`, `body` and `revealed`. `body` is null for a hidden entry the asker may know of but not read; entries the asker may not know of are left out of pages, and are 404 when asked for one by one.";
        Character => "A character: `id`, `kind` (`investigator` or `npc`), `owner`, `name`, its `sheet` as the game's system keeps it (an NPC's stat block as the rules read it), and the values `derived` from it. Someone other than the Keeper sees a shown NPC's name only: `sheet` and `derived` are null.";
        RollRequest => "A roll the Keeper asked of a player: `id`, `to`, `seq` (its log entry), the roll `order`, and `answer_seq` once answered.";
        Thread => "A play-by-post thread: `id`, `title`, `created_by`, `seq` (its log entry), `dice` (the game's dice thread).";
        Post => "A post: `id`, `thread`, `author`, `author_name`, `author_role`, `seq`, `visibility` (`public`, `private` or `whisper`), `to` and `to_name` (a whisper's recipient, its member id and name), `created_at`, `body` as typed, its `pieces` (text, and tags showing a roll only where the roll's tag and words still are), `rolls` (every roll bound to it, with the words around its tag as first posted: `n`, `tag`, `before`, `after`, `response`, `in_text`; kept when deleted), `edited_seq`, `versions` (of an edited post: `seq`, `by`, `by_name`, `at`, `body`, `changes`), `deleted_seq` and `deleted_by`.";
        Export => "The log for `keeper verify --log`: every header (the chain is the same for everyone), the bodies the asker may read (as the stored JSON text), and the seeds revealed so far.";
        Verification => "What checking the chain found: `ok`, the counts `entries`, `bodies_checked` and `rolls_recomputed`, and `first_broken` (null when nothing is broken).";
        ResolveInput => "A request of the resolve protocol (docs/protocol.md): `system` and `action`, the action's fields, and optionally `id` (echoed), `dice` (supplied faces), `seed` and `lang`; or an array of at most 1000 of them.";
        ResolveResponse => "A response of the resolve protocol: `ok` with `result` and the `dice` consumed, or `ok: false` with `error` (the engine's error object); an array of them for an array of requests.";
        OpenApiDocument => "This document.";
        Forecast => "A fight's forecast, as `coc7.simulate` answers it (docs/protocol.md): `method`, `states` or `fights`, `seed` and `exchanges`, each combatant's chance to end `dead`, `dying`, `unconscious`, `major_wound`, `wounded` or `unhurt` with `hp_lost` and `ammo_spent`, each side's `wins`, `fled` and `routed`, `undecided`, the `rounds` distribution, `mean_rounds` and the `sanity` at stake; every figure `{value, exact}` or `{value, low, high}`.";
        Fight => "The fight going on as the asker sees it: `fight` (`id`, `round`, `turn`, `fighters` in the order they act, each with `character`, `name`, `npc`, `initiative`, `firearm`, `defended`, `attacks_made`, `attacks_per_round`, `lost_attack`, in 7th edition `rounds` (rounds left in each gun it has fired) and `jammed` (its guns a malfunction jammed), and in classic `used` (this turn's attacks, K8) and `defences` (this round's parries and dodges, K3); `pending`, the attack waiting for its answer: `attacker`, `target`, `with`, `shots`, `range`, `point_blank`, `firearm`, in classic its declared `chance`, in Chthonian the attacker's `traits` and `outcome_traits` (empty to anyone but the Narrator when an NPC attacks); `started_seq`, `version`), `attacks` (the asker's fighters' attacks, by character) and `choices` (when the asker answers the pending attack: `response`, and the exact chances `attacker` and `defender` win, as `numerator/denominator`; in classic `attacker` is the chance the blow lands and `defender` is null; a Chthonian `contest` has no odds).";
    }
}

/// The error answers: one body shape, and the shared responses each operation names.
pub mod errors {
    use serde_json::json;
    use utoipa::openapi::response::{Response, ResponseBuilder};
    use utoipa::openapi::{ContentBuilder, Ref, RefOr};
    use utoipa::{ToResponse, ToSchema};

    /// Every failure of the API: a 4xx (or 503) status and this body.
    #[derive(Debug, ToSchema)]
    pub struct Error {
        /// The error.
        pub error: ErrorObject,
    }

    /// `code` is stable and never translated; `message` is a sentence for people, in the
    /// request's language. More fields may be present: `field` (for `bad_field`), and
    /// for a roll the engine refused, the resolve error's own fields (`column`, …).
    #[derive(Debug, ToSchema)]
    pub struct ErrorObject {
        /// The kind of failure.
        pub code: String,
        /// What went wrong, for people.
        pub message: String,
        /// The field at fault, when known.
        pub field: Option<String>,
    }

    /// Shared failures, each a set of references to the named responses: written once
    /// and named in an operation's `responses(…)`.
    macro_rules! response_groups {
        ($($(#[$doc:meta])* $group:ident => [$(($status:literal, $name:literal)),*];)*) => {$(
            $(#[$doc])*
            #[derive(Debug)]
            pub struct $group;

            impl utoipa::IntoResponses for $group {
                fn responses() -> std::collections::BTreeMap<String, RefOr<Response>> {
                    [$(($status, $name)),*]
                        .into_iter()
                        .map(|(status, name)| (status.to_owned(), Ref::from_response_name(name).into()))
                        .collect()
                }
            }
        )*};
    }

    response_groups! {
        /// The failures every operation may answer: a malformed request (400), storage
        /// that does not answer (503), a method the route does not take (405).
        Always => [("400", "BadRequest"), ("503", "Unavailable"), ("405", "MethodNotAllowed")];
        /// What a JSON body may be refused for besides its fields: too large (413), not
        /// sent as JSON (415).
        JsonBody => [("413", "TooLarge"), ("415", "UnsupportedMediaType")];
        /// What a member's change to a game may be refused for: no token (401), a role
        /// that may not (403), nothing of that id (404), the game ended (409), the rules'
        /// refusal (422).
        Refusals => [("401", "Unauthorized"), ("403", "Forbidden"), ("404", "NotFound"),
            ("409", "GameEnded"), ("422", "Rejected")];
    }

    macro_rules! error_responses {
        ($($name:ident => $description:literal, $example:tt;)*) => {$(
            #[doc = $description]
            #[derive(Debug)]
            pub struct $name;

            impl<'r> ToResponse<'r> for $name {
                fn response() -> (&'r str, RefOr<Response>) {
                    let content = ContentBuilder::new()
                        .schema(Some(Ref::from_schema_name("Error")))
                        .example(Some(json!({"error": $example})))
                        .build();
                    let response = ResponseBuilder::new()
                        .description($description)
                        .content("application/json", content)
                        .build();
                    (stringify!($name), response.into())
                }
            }
        )*};
    }

    error_responses! {
        BadRequest => "The request is malformed: `bad_json` (the body is not JSON), `bad_field` (a field is missing or wrong; `field` names it when known), `bad_path` (a path parameter of the wrong type), `bad_query` (a query parameter of the wrong type), `not_websocket` (a plain request to the WebSocket).",
            {"code": "bad_field", "field": "system", "message": "system \"dnd\" is not a system: use one of coc7, classic, chthonian"};
        Unauthorized => "`unauthorized`: the member token is missing, unknown, or of another game.",
            {"code": "unauthorized", "message": "the member token is missing or not valid for this game"};
        Forbidden => "`forbidden`: the member's role does not allow it.",
            {"code": "forbidden", "message": "only the Keeper can invite"};
        NotFound => "`not_found`: no such game, entry, character, thread, post, member or roll request, as far as the asker may know.",
            {"code": "not_found", "message": "no entry \"42\" in this game"};
        GameEnded => "`game_ended`: the game has ended; nothing more can be added to it.",
            {"code": "game_ended", "message": "the game has ended: nothing more can be added to it"};
        TooLarge => "`too_large`: the body is over the limit of 524288 bytes (or a limit of the engine was hit).",
            {"code": "too_large", "message": "the body is larger than the limit of 524288 bytes"};
        UnsupportedMediaType => "`bad_json`: the body was not sent with `Content-Type: application/json`.",
            {"code": "bad_json", "message": "send the body as JSON with Content-Type: application/json"};
        Rejected => "The resolve engine refused the roll: `error` is the engine's error object, with its own code (`bad_expression`, `dice_exhausted`, `bad_die`, `unused_dice`, `unknown_command`, …) and fields.",
            {"code": "bad_expression", "message": "unexpected \"x\" at column 4: expected an operator (+ - * /) or the end of the expression", "field": "expr", "column": 4};
        Unavailable => "`unavailable`: the game's storage is not answering; nothing was applied. Try again shortly.",
            {"code": "unavailable", "message": "the game's storage is not answering: try again shortly"};
        TooManyRequests => "`too_many_requests`: over a per-address rate limit of the anonymous endpoints; the `Retry-After` header gives the seconds to wait.",
            {"code": "too_many_requests", "message": "too many requests from your address: try again in 1 s"};
        MethodNotAllowed => "`method_not_allowed`: the path exists but does not take this method.",
            {"code": "method_not_allowed", "message": "this endpoint does not take that method: see /api/v1/openapi.json"};
    }
}
