//! Mail over TLS: `smtps://` and STARTTLS (`?tls=required`) to a loopback SMTP server
//! whose certificate a certificate authority of the test's own signed, trusted through
//! `MailOptions::ca` (`keeper serve --smtp-ca`); without that trust nothing is sent.

use std::ffi::OsStr;
use std::time::Duration;

use keeper_server::mail::MailOptions;
use rcgen::{BasicConstraints, CertificateParams, DnType, IsCa, KeyPair, KeyUsagePurpose};
use reqwest::Method;
use serde_json::json;

use crate::common::{Server, TempDir, party, unique};
use crate::smtp_sink::Sink;

/// A certificate authority and a certificate for `localhost` it signed: the authority
/// (PEM), and the files of the server's certificate and key.
fn authority(dir: &TempDir) -> (String, std::path::PathBuf, std::path::PathBuf) {
    let ca_key = KeyPair::generate().unwrap();
    let mut ca = CertificateParams::new(Vec::<String>::new()).unwrap();
    ca.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
    ca.distinguished_name
        .push(DnType::CommonName, "keeper test authority");
    ca.key_usages = vec![KeyUsagePurpose::KeyCertSign, KeyUsagePurpose::CrlSign];
    let ca = ca.self_signed(&ca_key).unwrap();
    let key = KeyPair::generate().unwrap();
    let leaf = CertificateParams::new(vec!["localhost".to_owned()])
        .unwrap()
        .signed_by(&key, &ca, &ca_key)
        .unwrap();
    let (cert_file, key_file) = (dir.0.join("server.pem"), dir.0.join("server.key"));
    std::fs::write(&cert_file, leaf.pem()).unwrap();
    std::fs::write(&key_file, key.serialize_pem()).unwrap();
    (ca.pem(), cert_file, key_file)
}

/// A server mailing through `smtp`, trusting `ca`, and a party in it.
async fn mailing(dir: &TempDir, smtp: &str, ca: Option<&str>) -> (Server, crate::common::Party) {
    let url = format!("sqlite:{}", dir.0.join("table.db").display());
    let options = |base: &str| {
        let mut mail = MailOptions::new(smtp, "keeper@example.org");
        mail.ca = ca.map(str::to_owned);
        mail.base_url = Some(base.to_owned());
        keeper_server::Options {
            mail: Some(mail),
            ..keeper_server::Options::default()
        }
    };
    let s = Server::start_with(&url, &options).await;
    let p = party(&s, "coc7").await;
    (s, p)
}

/// Gives Alice the address `to`: the server mails her a verification link.
async fn ask_verification(s: &Server, p: &crate::common::Party, to: &str) {
    s.call(
        Method::PUT,
        &p.path("/me/email"),
        Some(&p.alice.token),
        Some(&json!({"email": to, "posts": true})),
    )
    .await
    .expect(200);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn mail_goes_over_tls_and_starttls_to_a_server_the_keeper_trusts() {
    let dir = TempDir::new();
    let (ca, cert, key) = authority(&dir);
    for (mode, url) in [
        ("--tls", "smtps://localhost:{port}"),
        ("--starttls", "smtp://localhost:{port}?tls=required"),
    ] {
        let options = [OsStr::new(mode), cert.as_os_str(), key.as_os_str()];
        let Some(sink) = Sink::start_with(&options).await else {
            return;
        };
        let smtp = url.replace("{port}", &sink.port.to_string());
        let server_dir = TempDir::new();
        let (s, p) = mailing(&server_dir, &smtp, Some(&ca)).await;
        let to = format!("alice.{}@example.org", unique("tls"));
        ask_verification(&s, &p, &to).await;
        let mail = sink.wait(&to, "Verify your email address").await;
        assert_eq!(mail["tls"], true, "{mode}: {mail}");
        assert!(mail["body"].as_str().unwrap().contains("/verify"), "{mail}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_certificate_nobody_trusts_gets_no_mail() {
    let dir = TempDir::new();
    let (_, cert, key) = authority(&dir);
    let options = [OsStr::new("--tls"), cert.as_os_str(), key.as_os_str()];
    let Some(sink) = Sink::start_with(&options).await else {
        return;
    };
    let server_dir = TempDir::new();
    let smtp = format!("smtps://localhost:{}", sink.port);
    let (s, p) = mailing(&server_dir, &smtp, None).await;
    ask_verification(&s, &p, "alice@example.org").await;
    // The first try fails its handshake at once; give the sender the time it would
    // take to deliver over a trusted connection, many times over.
    tokio::time::sleep(Duration::from_secs(3)).await;
    assert!(sink.all().is_empty(), "{:#?}", sink.all());
}

#[test]
fn a_trusted_authority_needs_a_tls_url_and_a_certificate() {
    let mut plain = MailOptions::new("smtp://localhost:25", "keeper@example.org");
    plain.ca = Some(authority(&TempDir::new()).0);
    let error = plain.check().unwrap_err();
    assert!(
        error.contains("--smtp-ca") && error.contains("no TLS"),
        "{error}"
    );
    let mut garbage = MailOptions::new("smtps://localhost:465", "keeper@example.org");
    garbage.ca = Some("not a certificate".into());
    let error = garbage.check().unwrap_err();
    assert!(error.contains("no PEM certificate"), "{error}");
    let mut good = MailOptions::new("smtp://localhost:587?tls=required", "keeper@example.org");
    good.ca = Some(authority(&TempDir::new()).0);
    good.check().unwrap();
}
