"""The server going away and coming back: the page says it is reconnecting, drops (and says it dropped)
what the person does meanwhile, and opens a new window by itself when a restarted server no longer
knows the old one, with its @AppStorage and @SceneStorage values back."""
import re

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


def test_app_and_scene_storage_survive_a_restart_without_a_manual_reload(showcase_binary, page, tmp_path, monkeypatch):
    # Settings of their own: other tests (and other checkouts on this machine) share ~/.config.
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    port = _free_port()
    srv, url = start(showcase_binary, port, "restore-1")
    try:
        goto(page, base=url)
        shared, kept, count = (page.get_by_text(re.compile(rf"^{name}: \d+$")) for name in ("Shared", "Kept", "Count"))
        expect(shared).to_have_text("Shared: 0")
        page.get_by_role("button", name="Add to shared").click()
        for _ in range(2):
            page.get_by_role("button", name="Add to kept").click()
        page.get_by_role("button", name="Increment").click()
        expect(shared).to_have_text("Shared: 1")
        expect(kept).to_have_text("Kept: 2")
        expect(count).to_have_text("Count: 1")
        # The page keeps its scene in its URL, so the window it opens after the restart asks for it.
        page.wait_for_function("() => /^[0-9a-f]{32}$/.test(new URL(location.href).searchParams.get('scene') || '')")
        first = window_id(page)
        srv.stop()
        expect(page.locator("html")).to_have_attribute("data-connected", "false")
        srv, _ = start(showcase_binary, port, "restore-2")
        page.wait_for_function(
            "(old) => document.documentElement.dataset.connected === 'true'"
            " && document.querySelector('meta[name=trellis-window]').content !== old", arg=first, timeout=30_000)
        expect(shared).to_have_text("Shared: 1")
        expect(kept).to_have_text("Kept: 2")
        # @State belongs to the window that is gone.
        expect(count).to_have_text("Count: 0")
    finally:
        srv.stop()
