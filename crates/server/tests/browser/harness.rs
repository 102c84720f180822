//! A headless Chromium driven through ChromeDriver, and a table served on loopback.

use std::io::Write;
use std::net::TcpListener as StdListener;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::json;

/// Where screenshots go: `target/tmp/browser` (a test artifact, looked at by people).
pub(crate) fn artifacts() -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("browser");
    std::fs::create_dir_all(&dir).expect("artifact folder");
    dir
}

fn free_port() -> u16 {
    StdListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// The browser binaries, or why the tests cannot run here.
pub(crate) fn binaries() -> Result<(PathBuf, PathBuf), String> {
    let find = |names: &[&str]| names.iter().map(PathBuf::from).find(|p| p.exists());
    let chromium = find(&["/usr/bin/chromium", "/usr/bin/chromium-browser"]);
    let driver = find(&["/usr/bin/chromedriver"]);
    match (chromium, driver) {
        (Some(c), Some(d)) => Ok((c, d)),
        _ => Err("chromium and chromedriver are not installed (Debian: apt-get install chromium chromium-driver; .ci/run does it)".into()),
    }
}

/// A running ChromeDriver; stopped on drop.
pub(crate) struct Driver {
    child: Child,
    port: u16,
    chromium: PathBuf,
    /// The browsers' profile folders, removed with the driver.
    profiles: std::sync::Mutex<Vec<PathBuf>>,
}

impl Drop for Driver {
    fn drop(&mut self) {
        // A killed ChromeDriver leaves its browsers running (a session not closed, or a
        // helper process that outlives its browser): end its whole process group, which
        // it leads and every Chromium process it started is in.
        let group = format!("-{}", self.child.id());
        let ended = Command::new("kill")
            .args(["-KILL", "--", &group])
            .status()
            .is_ok_and(|s| s.success());
        if !ended {
            let _ = self.child.kill();
        }
        let _ = self.child.wait();
        if let Ok(profiles) = self.profiles.lock() {
            for p in profiles.iter() {
                let _ = std::fs::remove_dir_all(p);
            }
        }
    }
}

impl Driver {
    pub(crate) fn start(chromium: PathBuf, driver: &Path) -> Driver {
        let port = free_port();
        let child = Command::new(driver)
            .arg(format!("--port={port}"))
            // Its own process group, so that dropping the driver ends its browsers too.
            .process_group(0)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("start chromedriver");
        let deadline = Instant::now() + Duration::from_secs(20);
        while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(
                Instant::now() < deadline,
                "chromedriver did not start within 20 s"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
        Driver {
            child,
            port,
            chromium,
            profiles: Default::default(),
        }
    }

    /// A new browser with its own profile (its own cookies): one person at the table.
    /// Chromium now and then exits while it starts on a busy machine ("session not
    /// created"): that is the machine, not keeper, so it is tried again, with a fresh
    /// profile, three times at most, each retry said on stderr.
    pub(crate) async fn browser(&self, width: u32, height: u32) -> Client {
        let mut tries = 0;
        loop {
            match self.new_session(width, height).await {
                Ok(c) => return c,
                Err(e) if tries < 2 => {
                    tries += 1;
                    eprintln!("Chromium did not start ({e}); trying again");
                    tokio::time::sleep(Duration::from_millis(500)).await;
                }
                Err(e) => panic!("a Chromium session: {e:?}"),
            }
        }
    }

    async fn new_session(
        &self,
        width: u32,
        height: u32,
    ) -> Result<Client, fantoccini::error::NewSessionError> {
        let profile = std::env::temp_dir().join(format!(
            "keeper-browser-{}-{}",
            std::process::id(),
            free_port()
        ));
        if let Ok(mut profiles) = self.profiles.lock() {
            profiles.push(profile.clone());
        }
        let caps = json!({
            "goog:chromeOptions": {
                "binary": self.chromium,
                "args": [
                    "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                    "--disable-dev-shm-usage", "--disable-quic", "--no-first-run",
                    "--disable-component-update", "--disable-sync",
                    format!("--window-size={width},{height}"),
                    format!("--user-data-dir={}", profile.display()),
                ]
            }
        });
        let serde_json::Value::Object(caps) = caps else {
            unreachable!()
        };
        ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
            .capabilities(caps)
            .connect(&format!("http://127.0.0.1:{}", self.port))
            .await
    }
}

/// The start of every browser test: keeper served on a fresh database and a Chromium
/// driver, or `None` when Chromium is missing and `KEEPER_REQUIRE_BROWSER` is not `1`
/// (the skip is said past the harness's capture, so it shows when the suite passes).
pub(crate) async fn start() -> Option<(String, Driver)> {
    start_with(&|_: &str| keeper_server::Options::default()).await
}

/// [`start`], served with the options `options` makes from the base URL.
pub(crate) async fn start_with(
    options: &dyn Fn(&str) -> keeper_server::Options,
) -> Option<(String, Driver)> {
    let (chromium, driver) = match binaries() {
        Ok(b) => b,
        Err(why) if std::env::var("KEEPER_REQUIRE_BROWSER").as_deref() != Ok("1") => {
            let _ = writeln!(std::io::stderr(), "skipped: the browser test: {why}");
            return None;
        }
        Err(why) => panic!("{why}"),
    };
    let base = serve(options).await;
    Some((base, Driver::start(chromium, &driver)))
}

/// Serves keeper on a loopback port with a fresh SQLite file; answers the base URL.
async fn serve(options: &dyn Fn(&str) -> keeper_server::Options) -> String {
    let dir = std::env::temp_dir().join(format!(
        "keeper-browser-db-{}-{}",
        std::process::id(),
        free_port()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let table = keeper_table::Table::open(&format!("sqlite:{}", dir.join("keeper.db").display()))
        .await
        .expect("open the table");
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let app = keeper_server::app_with(table, &options(&format!("http://{addr}")));
    tokio::spawn(async move {
        axum::serve(listener, app).await.unwrap();
    });
    format!("http://{addr}")
}

/// Saves a screenshot of the page as `name.png` among the artifacts.
pub(crate) async fn shot(c: &Client, name: &str) {
    let png = c.screenshot().await.expect("screenshot");
    std::fs::write(artifacts().join(format!("{name}.png")), png).expect("write screenshot");
}

/// Whether the roll's card (`#last-roll`) comes right after the element `id`: a card
/// shows under the section or form it was asked from.
pub(crate) async fn card_follows(c: &Client, id: &str) -> bool {
    c.execute(
        "const e = document.getElementById(arguments[0]);
         return !!e && !!e.nextElementSibling && e.nextElementSibling.id === 'last-roll';",
        vec![serde_json::json!(id)],
    )
    .await
    .expect("the page answers")
    .as_bool()
    .unwrap_or(false)
}

/// Waits until `css` matches an element (up to 20 s).
pub(crate) async fn wait_for(c: &Client, css: &str) -> fantoccini::elements::Element {
    c.wait()
        .at_most(Duration::from_secs(20))
        .for_element(Locator::Css(css))
        .await
        .unwrap_or_else(|e| panic!("{css} did not appear: {e}"))
}

/// Waits until the page's path is `path` (up to 20 s): a form that posts and redirects
/// has landed, so its cookie is set before the next `goto` (which would cancel it).
pub(crate) async fn wait_path(c: &Client, path: &str) {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let url = c.current_url().await.expect("current url");
        if url.path() == path {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "the page stayed at {url}, not {path}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Waits until the text of `css` satisfies `ok` (up to 20 s); answers the text.
pub(crate) async fn wait_text(c: &Client, css: &str, ok: impl Fn(&str) -> bool) -> String {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        if let Ok(e) = c.find(Locator::Css(css)).await
            && let Ok(t) = e.text().await
            && ok(&t)
        {
            return t;
        }
        if Instant::now() > deadline {
            shot(c, "failed").await;
            // What a reader would see, errors and statuses first: the page's head says little.
            let said = c
                .execute(
                    "return [...document.querySelectorAll('[role=alert], [role=status], .form-error')]
                        .map(e => '#' + e.id + ': ' + e.innerText).join('\\n')
                        + '\\n---\\n' + location.href + '\\n' + document.body.innerText",
                    vec![],
                )
                .await
                .ok()
                .and_then(|v| v.as_str().map(str::to_owned))
                .unwrap_or_default();
            panic!(
                "{css} never had the expected text; page:\n{}",
                said.chars().take(6000).collect::<String>()
            );
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Waits until the value of the field `css` satisfies `ok` (up to 20 s): a field a
/// script fills after an answer arrives; answers the value.
pub(crate) async fn wait_value(c: &Client, css: &str, ok: impl Fn(&str) -> bool) -> String {
    let field = wait_for(c, css).await;
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let v = field.prop("value").await.unwrap().unwrap_or_default();
        if ok(&v) {
            return v;
        }
        assert!(
            Instant::now() < deadline,
            "{css} never held the expected value: {v:?}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Types into the field `css`, replacing what it held, and checks that it holds `text`
/// (a script writing to the field meanwhile would leave something else).
pub(crate) async fn fill(c: &Client, css: &str, text: &str) {
    let e = wait_for(c, css).await;
    e.clear().await.ok();
    e.send_keys(text)
        .await
        .unwrap_or_else(|err| panic!("typing into {css}: {err}"));
    let held = e.prop("value").await.ok().flatten().unwrap_or_default();
    assert_eq!(held, text, "{css} holds what was typed");
}

/// Clicks `css`.
pub(crate) async fn click(c: &Client, css: &str) {
    wait_for(c, css)
        .await
        .click()
        .await
        .unwrap_or_else(|e| panic!("clicking {css}: {e}"));
}

/// Chooses the option with `value` in the select `css`.
pub(crate) async fn select(c: &Client, css: &str, value: &str) {
    wait_for(c, css)
        .await
        .select_by_value(value)
        .await
        .unwrap_or_else(|e| panic!("choosing {value} in {css}: {e}"));
}
