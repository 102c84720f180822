"""A loopback SMTP server for the mail tests (aiosmtpd): every message it is given is
written, decoded, to DIR as one JSON file (`to`, `from`, `subject`, `body`, `headers`).

Usage: python3 smtp_sink.py DIR [--tls CERT KEY | --starttls CERT KEY]. It listens on a
free port of 127.0.0.1, prints the port on a line of its own once it listens, and stops
when its standard input closes (so it ends with the test that started it). With --tls it
speaks TLS from the first byte (smtps); with --starttls it requires STARTTLS before any
mail. Each record says whether its mail came over TLS (`tls`)."""

import asyncio
import email
import email.policy
import itertools
import json
import os
import ssl
import sys
import threading

from aiosmtpd.smtp import SMTP


class Save:
    """Writes each message whole, then renames it into place: a reader never sees half."""

    def __init__(self, folder):
        self.folder = folder
        self.count = itertools.count()

    async def handle_DATA(self, server, session, envelope):
        message = email.message_from_bytes(envelope.content, policy=email.policy.default)
        part = message.get_body(("plain",))
        record = {
            "to": envelope.rcpt_tos,
            "from": envelope.mail_from,
            "subject": str(message["subject"] or ""),
            "body": part.get_content() if part is not None else "",
            "headers": {k: str(v) for k, v in message.items()},
            "tls": server.transport.get_extra_info("cipher") is not None,
        }
        n = next(self.count)
        temporary = os.path.join(self.folder, f".{n:06}.tmp")
        with open(temporary, "w", encoding="utf-8") as f:
            json.dump(record, f, ensure_ascii=False)
        os.rename(temporary, os.path.join(self.folder, f"{n:06}.json"))
        return "250 OK"


def stop_with_stdin():
    sys.stdin.read()
    os._exit(0)


async def main(folder, mode=None, cert=None, key=None):
    loop = asyncio.get_running_loop()
    handler = Save(folder)
    context = None
    if mode is not None:
        context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        context.load_cert_chain(cert, key)
    if mode == "--starttls":
        factory = lambda: SMTP(
            handler, hostname="localhost", tls_context=context, require_starttls=True
        )
        server = await loop.create_server(factory, "127.0.0.1", 0)
    else:
        factory = lambda: SMTP(handler, hostname="localhost")
        server = await loop.create_server(factory, "127.0.0.1", 0, ssl=context)
    print(server.sockets[0].getsockname()[1], flush=True)
    threading.Thread(target=stop_with_stdin, daemon=True).start()
    await asyncio.Event().wait()


if __name__ == "__main__":
    asyncio.run(main(*sys.argv[1:]))
