"""The server's WebSocket round trip: a client sends `activate` to the showcase counter's
Increment button and times until the answering `patch` arrives.

A minimal RFC 6455 client on the standard library (no extra packages): it opens a window with
GET /, connects to /_trellis/ws?window=<id> with the served Origin, then sends one event at a
time and waits for its patch. Events are paced below the server's flood limit (200/s).

    python3 wsrtt.py http://127.0.0.1:8421/ --runs 1000
"""

from __future__ import annotations

import argparse
import base64
import json
import os
import re
import socket
import statistics
import struct
import time
import urllib.request
from urllib.parse import urlparse


class WebSocket:
    def __init__(self, host: str, port: int, path: str) -> None:
        self.sock = socket.create_connection((host, port))
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        key = base64.b64encode(os.urandom(16)).decode()
        request = (
            f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nOrigin: http://{host}:{port}\r\n"
            f"Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
            "Sec-WebSocket-Version: 13\r\n\r\n"
        )
        self.sock.sendall(request.encode())
        self.buf = b""
        while b"\r\n\r\n" not in self.buf:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise ConnectionError("closed during the handshake")
            self.buf += chunk
        head, self.buf = self.buf.split(b"\r\n\r\n", 1)
        if b" 101 " not in head.split(b"\r\n", 1)[0]:
            raise ConnectionError(head.decode(errors="replace"))

    def send(self, text: str) -> None:
        data = text.encode()
        mask = os.urandom(4)
        header = bytes([0x81])
        n = len(data)
        if n < 126:
            header += bytes([0x80 | n])
        elif n < 65536:
            header += bytes([0x80 | 126]) + struct.pack(">H", n)
        else:
            header += bytes([0x80 | 127]) + struct.pack(">Q", n)
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(data))
        self.sock.sendall(header + mask + masked)

    def _read(self, n: int) -> bytes:
        while len(self.buf) < n:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise ConnectionError("closed")
            self.buf += chunk
        out, self.buf = self.buf[:n], self.buf[n:]
        return out

    def receive(self) -> str:
        """The next text message (answers pings, joins fragments)."""
        parts: list[bytes] = []
        while True:
            b0, b1 = self._read(2)
            n = b1 & 0x7F
            if n == 126:
                n = struct.unpack(">H", self._read(2))[0]
            elif n == 127:
                n = struct.unpack(">Q", self._read(8))[0]
            payload = self._read(n)
            opcode = b0 & 0x0F
            if opcode == 0x9:  # ping
                self.sock.sendall(bytes([0x8A, 0x80 | len(payload)]) + b"\0\0\0\0" + payload)
                continue
            if opcode == 0x8:
                raise ConnectionError("server closed the socket")
            parts.append(payload)
            if b0 & 0x80:
                return b"".join(parts).decode()

    def close(self) -> None:
        try:
            self.sock.sendall(bytes([0x88, 0x80]) + b"\0\0\0\0")
        finally:
            self.sock.close()


def button_id(html: str, name: str) -> int:
    for m in re.finditer(r'<button[^>]*data-id="(\d+)"[^>]*>(.*?)</button>', html, re.S):
        if re.sub(r"<[^>]+>", "", m.group(2)).strip() == name:
            return int(m.group(1))
    raise LookupError(f"no button {name!r} in the page")


def percentile(values: list[float], p: float) -> float:
    s = sorted(values)
    k = (len(s) - 1) * p
    lo = int(k)
    hi = min(lo + 1, len(s) - 1)
    return s[lo] + (s[hi] - s[lo]) * (k - lo)


def measure(base: str, runs: int, warmup: int, button: str = "Increment", interval: float = 0.008) -> dict:
    url = urlparse(base)
    html = urllib.request.urlopen(base).read().decode()
    window = re.search(r'<meta name="trellis-window" content="([0-9a-f]+)"', html).group(1)
    element = button_id(html, button)
    ws = WebSocket(url.hostname, url.port, f"/_trellis/ws?window={window}")
    hello = json.loads(ws.receive())
    assert hello["t"] == "hello", hello
    ws.send(json.dumps({"t": "viewport", "w": 1280, "h": 800, "scheme": "light"}))
    time.sleep(0.2)
    event = json.dumps({"t": "event", "id": element, "e": "activate"})
    samples: list[float] = []
    sizes: list[int] = []
    for i in range(warmup + runs):
        start = time.perf_counter()
        ws.send(event)
        while True:
            text = ws.receive()
            message = json.loads(text)
            if message.get("t") == "patch":
                break
        elapsed = time.perf_counter() - start
        if i >= warmup:
            samples.append(elapsed * 1e6)
            sizes.append(len(text.encode()))
        # Stay under the server's flood limit (200 messages/s per connection).
        time.sleep(max(0.0, interval - elapsed))
    ws.close()
    return {
        "runs": runs,
        "median_us": statistics.median(samples),
        "p99_us": percentile(samples, 0.99),
        "p25_us": percentile(samples, 0.25),
        "p75_us": percentile(samples, 0.75),
        "min_us": min(samples),
        "patch_bytes": statistics.median(sizes),
    }


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("base", help="the app's URL, e.g. http://127.0.0.1:8421/")
    parser.add_argument("--runs", type=int, default=1000)
    parser.add_argument("--warmup", type=int, default=100)
    parser.add_argument("--button", default="Increment")
    args = parser.parse_args()
    print(json.dumps(measure(args.base, args.runs, args.warmup, args.button), indent=2))
