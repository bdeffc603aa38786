"""The server going away and coming back: the page says it is reconnecting, drops (and says it dropped)
what the person does meanwhile, and opens a new window by itself when a restarted server no longer
knows the old one."""
from playwright.sync_api import expect

from conftest import OUTPUT_DIR, _free_port, _Server, goto


def start(binary, port, name):
    srv = _Server([str(binary), "--host", "127.0.0.1", "--port", str(port)], OUTPUT_DIR / f"{name}.log")
    url = srv.wait_for_url(60)
    assert url.endswith(f":{port}"), f"the restarted server took another port: {url}"
    return srv, url


def window_id(page):
    return page.evaluate("() => document.querySelector('meta[name=trellis-window]').content")


def test_a_restarted_server_gets_a_new_window_without_a_manual_reload(showcase_binary, page):
    port = _free_port()
    srv, url = start(showcase_binary, port, "reconnect-1")
    try:
        goto(page, base=url)
        first = window_id(page)
        srv.stop()
        html = page.locator("html")
        expect(html).to_have_attribute("data-connected", "false")
        banner = page.locator(".t-banner:not(.t-banner-static)")
        expect(banner).to_be_visible()
        expect(banner).to_contain_text("Reconnecting")
        # An action while disconnected is dropped, visibly.
        page.get_by_role("button").first.click()
        expect(banner).to_have_attribute("data-dropped", "true")
        expect(banner).to_contain_text("not sent")
        srv, _ = start(showcase_binary, port, "reconnect-2")
        # The page reconnects on its own, finds its window gone, and opens a new one.
        page.wait_for_function(
            "(old) => document.documentElement.dataset.connected === 'true'"
            " && document.querySelector('meta[name=trellis-window]').content !== old", arg=first, timeout=30_000)
        expect(banner).to_be_hidden()
        assert window_id(page) != first
    finally:
        srv.stop()
