"""Swipe actions and pull to refresh (issue 17) on the showcase's Groceries page: a sideways drag on a row
(touch on the phone, the mouse on the Mac) reveals its actions in their tint; a tap runs one; a full swipe
left deletes (onDelete's trailing Delete, confirmed in the page's alert); the leading "Mark as Staple" edge is
`allowsFullSwipe: false`, so a full swipe right only reveals it. On the phone, pulling the list down from its
top refreshes it, with a spinner until the action returns.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from conftest import open_showcase_page, page_errors, save_screenshot, settle

START = "Order: Apples, Bread, Carrots, Dates, Eggs, Figs"


def open_page(page, idiom):
    open_showcase_page(page, "Groceries", idiom=idiom)
    expect(page.get_by_text(START, exact=True)).to_be_visible()


def row(page, name):
    return page.locator('[data-role="listitem"][data-swipe-edges]').filter(has_text=name).first


class Finger:
    """Drags with a touch point on the phone (Chrome's touch input over CDP) or the mouse on the Mac."""

    def __init__(self, page, idiom):
        self.page = page
        self.touch = idiom != "mac"
        if self.touch:
            self.cdp = page.context.new_cdp_session(page)
            self.cdp.send("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 1})

    def drag(self, x0, y0, x1, y1, steps=10):
        if not self.touch:
            self.page.mouse.move(x0, y0)
            self.page.mouse.down()
            self.page.mouse.move(x1, y1, steps=steps)
            self.page.mouse.up()
            return
        send = lambda kind, points: self.cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})
        send("touchStart", [{"x": x0, "y": y0}])
        for i in range(1, steps + 1):
            f = i / steps
            send("touchMove", [{"x": x0 + (x1 - x0) * f, "y": y0 + (y1 - y0) * f}])
        send("touchEnd", [])

    def swipe(self, locator, dx=None, full=False, rightward=False):
        locator.scroll_into_view_if_needed()
        box = locator.bounding_box()
        y = box["y"] + box["height"] / 2
        if full:
            start, end = (box["x"] + 12, box["x"] + box["width"] - 8) if rightward else (box["x"] + box["width"] - 12, box["x"] + 8)
        else:
            start = box["x"] + box["width"] / 2
            end = start + (dx if rightward else -dx)
        self.drag(start, y, end, y)
        settle(self.page)


@pytest.mark.parametrize("idiom", ["mac", "phone"])
def test_a_swipe_reveals_the_actions_and_a_tap_runs_one(server, page, idiom):
    open_page(page, idiom)
    finger = Finger(page, idiom)
    carrots = row(page, "Carrots")
    finger.swipe(carrots, dx=120, rightward=True)
    expect(carrots).to_have_attribute("data-swiped", "leading")
    action = carrots.locator('[data-swipe-tray="leading"]').get_by_role("button", name="Mark as Staple")
    expect(action).to_be_visible()
    # Its tint (.orange) colours it; the content moved aside to make room.
    assert action.get_attribute("data-tint") == "orange"
    assert page.evaluate("(el) => getComputedStyle(el).backgroundColor", action.element_handle()) not in ("rgba(0, 0, 0, 0)", "transparent")
    save_screenshot(page, f"swipe-revealed-{idiom}")
    action.click()
    expect(page.get_by_text("Staples: Bread, Carrots", exact=True)).to_be_visible()
    expect(carrots).not_to_have_attribute("data-swiped", "leading")
    expect(page.locator("[data-swipe-tray]")).to_have_count(0)
    assert page_errors(page) == []


@pytest.mark.parametrize("idiom", ["mac", "phone"])
def test_a_swipe_left_shows_delete_in_red(server, page, idiom):
    open_page(page, idiom)
    finger = Finger(page, idiom)
    dates = row(page, "Dates")
    finger.swipe(dates, dx=110)
    delete = dates.locator('[data-swipe-tray="trailing"]').get_by_role("button", name="Delete")
    expect(delete).to_be_visible()
    red = page.evaluate("(el) => getComputedStyle(el).backgroundColor", delete.element_handle())
    r, g, b = [int(float(v)) for v in red[red.index("(") + 1:red.index(")")].split(",")[:3]]
    assert r > 200 and g < 90 and b < 90, red
    # A press elsewhere closes it, and does nothing else.
    page.get_by_text(START, exact=True).click()
    expect(page.locator("[data-swipe-tray]")).to_have_count(0)
    expect(page.get_by_role("alertdialog")).to_have_count(0)
    assert page_errors(page) == []


@pytest.mark.parametrize("idiom", ["mac", "phone"])
def test_a_full_swipe_deletes(server, page, idiom):
    open_page(page, idiom)
    finger = Finger(page, idiom)
    finger.swipe(row(page, "Dates"), full=True)
    alert = page.get_by_role("alertdialog", name="Delete item?")
    expect(alert.get_by_text("Dates will be removed.")).to_be_visible()
    alert.get_by_role("button", name="Delete", exact=True).click()
    expect(page.get_by_text("Order: Apples, Bread, Carrots, Eggs, Figs", exact=True)).to_be_visible()
    assert page_errors(page) == []


@pytest.mark.parametrize("idiom", ["mac", "phone"])
def test_a_full_swipe_does_nothing_more_where_allows_full_swipe_is_false(server, page, idiom):
    open_page(page, idiom)
    finger = Finger(page, idiom)
    eggs = row(page, "Eggs")
    finger.swipe(eggs, full=True, rightward=True)
    # Only revealed: the action did not run.
    expect(eggs.locator('[data-swipe-tray="leading"]').get_by_role("button", name="Mark as Staple")).to_be_visible()
    settle(page)
    expect(page.get_by_text("Staples: Bread", exact=True)).to_be_visible()
    assert page_errors(page) == []


def test_pull_to_refresh_on_the_phone(server, page):
    open_page(page, "phone")
    finger = Finger(page, "phone")
    control = page.locator('[data-refresh-control]')
    expect(control).to_have_attribute("data-refresh-control", "pull")
    # No visible Refresh button on a phone: it is for screen readers until the list is pulled.
    assert control.bounding_box()["width"] <= 2
    expect(page.get_by_text("Refreshed 0 times", exact=True)).to_be_visible()
    first = row(page, "Apples")
    first.scroll_into_view_if_needed()
    box = first.bounding_box()
    x = box["x"] + box["width"] / 2
    # A short pull springs back and refreshes nothing.
    finger.drag(x, box["y"] + 10, x, box["y"] + 50)
    settle(page)
    expect(page.get_by_text("Refreshed 0 times", exact=True)).to_be_visible()
    finger.drag(x, box["y"] + 10, x, box["y"] + 220, steps=14)
    # The spinner shows until the action (300 ms) returns.
    expect(control).to_have_attribute("data-refresh-control", "refreshing")
    expect(page.locator('[data-refresh-control="refreshing"] [data-role="progressbar"], [data-refresh-control="refreshing"] [role="progressbar"]').first).to_be_attached()
    expect(page.get_by_text("Refreshed 1 times", exact=True)).to_be_visible()
    expect(control).to_have_attribute("data-refresh-control", "pull")
    assert page_errors(page) == []


def test_a_trackpad_swipe_on_the_mac(server, page):
    open_page(page, "mac")
    figs = row(page, "Figs")
    figs.scroll_into_view_if_needed()
    box = figs.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    for _ in range(8):
        page.mouse.wheel(15, 0)  # two fingers moving left: the content follows them, the trailing edge opens
    delete = figs.locator('[data-swipe-tray="trailing"]').get_by_role("button", name="Delete")
    expect(delete).to_be_visible()
    delete.click()
    expect(page.get_by_role("alertdialog", name="Delete item?").get_by_text("Figs will be removed.")).to_be_visible()
    assert page_errors(page) == []


@pytest.mark.parametrize("idiom", ["mac", "phone"])
def test_text_dropped_between_rows_is_inserted(server, page, idiom):
    """onInsert(of: [.plainText]): a drop from outside the page (a DataTransfer with text) between Bread and
    Carrots adds the text there; a drag carrying no text is not offered the drop; a forged insert is refused."""
    open_page(page, idiom)
    holder = page.locator('[data-role="list"][data-insertable]').first
    expect(holder).to_be_attached()
    carrots = row(page, "Carrots")
    carrots.scroll_into_view_if_needed()
    box = carrots.bounding_box()
    drop = """([x, y, types]) => {
        const dt = new DataTransfer();
        for (const [type, value] of types) dt.setData(type, value);
        const target = document.elementFromPoint(x, y);
        const over = new DragEvent("dragover", { bubbles: true, cancelable: true, clientX: x, clientY: y, dataTransfer: dt });
        target.dispatchEvent(over);
        const marked = !!document.querySelector("[data-drop-before]");
        target.dispatchEvent(new DragEvent("drop", { bubbles: true, cancelable: true, clientX: x, clientY: y, dataTransfer: dt }));
        return [over.defaultPrevented, marked];
    }"""
    # The upper half of Carrots: before it.
    accepted = page.evaluate(drop, [box["x"] + 40, box["y"] + box["height"] * 0.25, [["text/plain", "Honey"]]])
    assert accepted == [True, True]
    expect(page.get_by_text("Order: Apples, Bread, Honey, Carrots, Dates, Eggs, Figs", exact=True)).to_be_visible()
    expect(row(page, "Honey")).to_be_visible()
    # A drag with no text the list takes (an image's bytes) is not offered a drop.
    assert page.evaluate(drop, [box["x"] + 40, box["y"] + box["height"] * 0.25, [["image/png", "x"]]])[0] is False
    settle(page)
    expect(page.get_by_text("Order: Apples, Bread, Honey, Carrots, Dates, Eggs, Figs", exact=True)).to_be_visible()
    # A forged insert past the rows is refused by the server and changes nothing.
    list_id = holder.get_attribute("data-id")
    page.evaluate("(id) => window.TrellisRuntime.send({ t: 'event', id: +id, e: 'insert', at: 99, items: [{ type: 'text', value: 'x' }] })", list_id)
    settle(page)
    expect(page.get_by_text("Order: Apples, Bread, Honey, Carrots, Dates, Eggs, Figs", exact=True)).to_be_visible()
    # Only the forged insert's refusal was reported.
    assert all("refused" in e for e in page_errors(page)), page_errors(page)
