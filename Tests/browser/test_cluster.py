"""Two showcase instances behind HAProxy, sharing settings through a throwaway PostgreSQL cluster
(docs/DEPLOYMENT.md): a setting changed in a window on one instance shows live in a window on the other;
`kill -9` of an instance moves its windows to the other with nothing lost, and the page says so; a
database restart in the middle of writes loses none of them, and while the database stays away every
window says settings can't be saved. Loopback only; bounded in time."""
import re

import pytest
from playwright.sync_api import expect

import cluster as cl
from conftest import goto, save_screenshot, settle


@pytest.fixture
def two_instances(showcase_binary, tmp_path):
    why = cl.missing()
    if why:
        pytest.fail(f"{why} is missing: run scripts/setup-cluster-tests.sh", pytrace=False)
    # An outage that lasts 2 s shows in the windows (10 s by default), so the restart test can see it.
    with cl.Cluster(showcase_binary, ["a", "b"], tmp_path, extra_env={"TRELLIS_SETTINGS_NOTICE_AFTER": "2"}) as c:
        yield c


def window_id(page):
    return page.evaluate("() => document.querySelector('meta[name=trellis-window]').content")


def windows_on_each(c, context):
    """A page through the proxy on each instance (a new page goes to the instance with fewer sockets)."""
    pages = {}
    for _ in range(12):
        page = context.new_page()
        goto(page, base=c.proxy_url)
        owner = window_id(page).split("-")[0]
        if owner in pages:
            page.close()
        else:
            pages[owner] = page
        if len(pages) == 2:
            return pages["a"], pages["b"]
    raise AssertionError(f"twelve page loads through the proxy never reached both instances: {list(pages)}")


def counter(page, name):
    return page.get_by_text(re.compile(rf"^{name}: \d+$"))


def test_a_setting_changed_on_one_instance_shows_live_on_the_other(two_instances, context):
    on_a, on_b = windows_on_each(two_instances, context)
    expect(counter(on_a, "Shared")).to_have_text("Shared: 0")
    expect(counter(on_b, "Shared")).to_have_text("Shared: 0")
    on_a.get_by_role("button", name="Add to shared").click()
    # No reload, no event in b's window: the change arrives through LISTEN/NOTIFY and a patch.
    expect(counter(on_b, "Shared")).to_have_text("Shared: 1", timeout=5_000)
    on_b.get_by_role("button", name="Add to shared").click()
    expect(counter(on_a, "Shared")).to_have_text("Shared: 2", timeout=5_000)


def test_killing_an_instance_moves_its_windows_to_the_other_with_nothing_lost(two_instances, context):
    c = two_instances
    on_a, on_b = windows_on_each(c, context)
    for _ in range(2):
        on_a.get_by_role("button", name="Add to kept").click()
    on_a.get_by_role("button", name="Increment").click()
    expect(counter(on_a, "Kept")).to_have_text("Kept: 2")
    # a writes in order: once b shows this later write, the scene's values before it are in the database.
    on_a.get_by_role("button", name="Add to shared").click()
    expect(counter(on_b, "Shared")).to_have_text("Shared: 1", timeout=5_000)
    on_a.wait_for_function("() => /^[0-9a-f]{32}$/.test(new URL(location.href).searchParams.get('scene') || '')")
    first = window_id(on_a)
    assert first.startswith("a-")

    c.kill("a")

    # The page reconnects through the proxy, b doesn't know its window, so it opens one there with
    # the window's scene: @SceneStorage and the shared settings are back; @State belonged to the dead window.
    on_a.wait_for_function(
        "(old) => document.documentElement.dataset.connected === 'true'"
        " && document.querySelector('meta[name=trellis-window]').content.startsWith('b-')", arg=first, timeout=30_000)
    expect(counter(on_a, "Kept")).to_have_text("Kept: 2")
    expect(counter(on_a, "Shared")).to_have_text("Shared: 1")
    expect(counter(on_a, "Count")).to_have_text("Count: 0")
    notice = on_a.locator(".t-notice")
    expect(notice).to_have_attribute("data-reopened", "moved")
    expect(notice).to_contain_text("gone")
    save_screenshot(on_a, "cluster-failover-notice")
    # And it goes on working, shared live with b's other window.
    on_a.get_by_role("button", name="Add to shared").click()
    expect(counter(on_b, "Shared")).to_have_text("Shared: 2", timeout=5_000)


def test_a_database_restart_in_the_middle_of_writes_loses_nothing(two_instances, context):
    c = two_instances
    on_a, on_b = windows_on_each(c, context)
    add = on_a.get_by_role("button", name="Add to shared")
    for _ in range(3):
        add.click()
    expect(counter(on_b, "Shared")).to_have_text("Shared: 3", timeout=5_000)
    c.db.stop()
    # The database is gone: a's window goes on (reads from its cache), its writes wait in a queue.
    for _ in range(4):
        add.click()
    settle(on_a)
    expect(counter(on_a, "Shared")).to_have_text("Shared: 7")
    # It lasts: every window says settings can't be saved (a status, not a dialog: clicks go on).
    for page in (on_a, on_b):
        notice = page.locator('[data-window-notice="settings"]')
        expect(notice).to_be_visible(timeout=15_000)
        expect(notice).to_have_attribute("role", "status")
        expect(notice).to_contain_text("Settings can't be saved right now")
    save_screenshot(on_a, "cluster-settings-outage-notice")
    c.db.start()
    for _ in range(2):
        add.click()
    # Every write reached the database, in order, and b's window shows the last.
    expect(counter(on_b, "Shared")).to_have_text("Shared: 9", timeout=15_000)
    # Saving again: the notice is gone from both.
    for page in (on_a, on_b):
        expect(page.locator('[data-window-notice="settings"]')).to_have_count(0, timeout=15_000)
    assert c.db.sql("SELECT count(*) FROM trellis_settings WHERE key = 'showcase.sharedCount'") == "1"
    assert "settings database unreachable" in c.log("a"), "a logged a warning while the database was away"
