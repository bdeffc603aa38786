"""AsyncImage (issue 18): the app's process fetches the URL and serves the bytes to the window under
an unguessable path; the page's CSP still allows images from the app only. A local HTTP server
stands in for the image host: a PNG, a 404 and an HTML page.
"""

from __future__ import annotations

import base64
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from playwright.sync_api import expect

from conftest import open_showcase_page, page_errors, settle

# A 2×2 red PNG.
PNG = base64.b64decode("iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==")


class Images(BaseHTTPRequestHandler):
    requests: list[str] = []

    def do_GET(self):  # noqa: N802 (http.server's name)
        Images.requests.append(self.path)
        if self.path == "/avatar.png":
            self.send_response(200)
            self.send_header("Content-Type", "image/png")
            self.send_header("Content-Length", str(len(PNG)))
            self.end_headers()
            self.wfile.write(PNG)
        elif self.path == "/page.html":
            body = b"<html><script>alert(1)</script></html>"
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        else:
            self.send_response(404)
            self.send_header("Content-Length", "0")
            self.end_headers()

    def log_message(self, *args):
        pass


@pytest.fixture(scope="module")
def image_host():
    server = ThreadingHTTPServer(("127.0.0.1", 0), Images)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()


def load(page, url):
    open_showcase_page(page, "Gestures")
    field = page.get_by_label("Image URL", exact=True)
    field.fill(url)
    settle(page)
    page.get_by_role("button", name="Load avatar").click()


def test_an_avatar_is_fetched_by_the_app_and_served_to_the_window(server, page, image_host):
    load(page, image_host + "/avatar.png")
    img = page.locator('img[data-part="remote"]')
    expect(img).to_have_count(1)
    src = img.get_attribute("src")
    assert src.startswith("/_trellis/img/") and len(src) == len("/_trellis/img/") + 32
    page.wait_for_function("() => { const i = document.querySelector('img[data-part=\"remote\"]'); return i && i.complete && i.naturalWidth === 2; }")
    # The page never contacted the image host: only the app's process did, once.
    assert Images.requests.count("/avatar.png") == 1
    # The path is the window's capability: a made-up token is a 404.
    missing = page.request.get(server + "/_trellis/img/" + "0" * 32)
    assert missing.status == 404
    assert page_errors(page) == []


def test_a_missing_image_reaches_the_failure_phase(server, page, image_host):
    load(page, image_host + "/missing.png")
    expect(page.get_by_text("Failed: the server answered HTTP 404")).to_be_visible()
    expect(page.locator('img[data-part="remote"]')).to_have_count(0)


def test_a_response_that_is_not_an_image_is_refused(server, page, image_host):
    load(page, image_host + "/page.html")
    expect(page.get_by_text("Failed: the response is not an image (text/html)")).to_be_visible()


def test_only_http_and_https_are_fetched(server, page):
    load(page, "file:///etc/passwd")
    expect(page.get_by_text("Failed: AsyncImage loads http and https URLs only, not file:")).to_be_visible()
