"""Gestures (issue 18): the showcase's Gestures page.

The page sends `pointer` samples for an element with a gesture (at most one `changed` per animation
frame); the server recognizes drags, long presses, double taps and pinches. A sticker moved by
`.offset(drag.translation)` follows the pointer; forged or oversize samples are refused.
"""

from __future__ import annotations

from playwright.sync_api import expect

from conftest import open_showcase_page, page_errors, settle


def open_page(page, idiom="mac"):
    open_showcase_page(page, "Gestures", idiom=idiom)
    expect(page.get_by_text("Draggable sticker")).to_be_visible()


def sticker(page):
    return page.get_by_text("⭐️ Sticker", exact=True)


def center(box):
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


STICKER_RECT = """() => { const r = [...document.querySelectorAll('[data-gesture]')]
    .find((e) => e.textContent.includes('Sticker')).getBoundingClientRect(); return { x: r.x, y: r.y }; }"""


def test_dragging_the_sticker_moves_it_with_the_pointer(server, page):
    open_page(page)
    page.evaluate(f"() => {{ window.__stickerRect = {STICKER_RECT}; }}")
    start = page.evaluate(STICKER_RECT)
    x, y = center(sticker(page).bounding_box())
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + 60, y + 40, steps=12)
    # Mid-drag the sticker follows the pointer (its offset is the live translation).
    page.wait_for_function(
        "([x, y]) => { const r = window.__stickerRect(); return Math.abs(r.x - x) < 1.5 && Math.abs(r.y - y) < 1.5; }",
        arg=[start["x"] + 60, start["y"] + 40])
    page.mouse.up()
    settle(page)
    expect(page.get_by_text("Sticker at 60, 40", exact=True)).to_be_visible()
    moved = page.evaluate(STICKER_RECT)
    assert abs(moved["x"] - start["x"] - 60) < 1.5 and abs(moved["y"] - start["y"] - 40) < 1.5
    # A second drag continues from where it was let go.
    x, y = center(sticker(page).bounding_box())
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x - 30, y, steps=6)
    page.mouse.up()
    settle(page)
    expect(page.get_by_text("Sticker at 30, 40", exact=True)).to_be_visible()
    assert page_errors(page) == []


def test_a_drag_sends_at_most_one_sample_per_frame(server, page):
    open_page(page)
    page.evaluate("""() => {
        window.__samples = [];
        const R = window.TrellisRuntime, send = R.send;
        R.send = (m) => { if (m.e === 'pointer') window.__samples.push(m.phase); send(m); };
    }""")
    x, y = center(sticker(page).bounding_box())
    page.mouse.move(x, y)
    page.mouse.down()
    # 60 mouse moves dispatched within a few frames: coalesced to one sample a frame.
    page.evaluate("""([x, y]) => new Promise((done) => {
        const el = document.elementFromPoint(x, y);
        let frames = 0;
        const tick = () => { if (++frames < 4) requestAnimationFrame(tick); else done(); };
        for (let i = 1; i <= 60; i++) {
            document.dispatchEvent(new PointerEvent('pointermove', { pointerId: 1, clientX: x + i, clientY: y, bubbles: true }));
        }
        requestAnimationFrame(tick);
    })""", [x, y])
    page.mouse.up()
    settle(page)
    samples = page.evaluate("() => window.__samples")
    assert samples[0] == "began" and samples[-1] == "ended"
    assert samples.count("changed") <= 5, samples


def test_a_long_press_arms_while_held_and_a_click_does_not(server, page):
    open_page(page)
    card = page.get_by_text("Hold to arm", exact=True)
    card.click()
    settle(page)
    expect(page.get_by_text("Hold to arm", exact=True)).to_be_visible()
    x, y = center(card.bounding_box())
    page.mouse.move(x, y)
    page.mouse.down()
    # The page sends a hold sample after the minimum duration; the action runs before the release.
    expect(page.get_by_text("Armed", exact=True)).to_be_visible()
    page.mouse.up()
    settle(page)
    expect(page.get_by_text("Armed", exact=True)).to_be_visible()


def test_a_double_tap_likes(server, page):
    open_page(page)
    heart = page.get_by_text("🤍 Double-tap me", exact=True)
    heart.click()
    settle(page)
    expect(heart).to_be_visible()
    heart.dblclick()
    expect(page.get_by_text("❤️ Liked 1", exact=True)).to_be_visible()


def test_forged_and_oversize_samples_are_refused(server, page):
    open_page(page)
    sid = page.locator("[data-gesture]").filter(has_text="Sticker").first.get_attribute("data-id")
    label = page.get_by_text("Sticker at 0, 0", exact=True)
    page.evaluate("""(id) => {
        const send = (m) => window.TrellisRuntime.send(Object.assign({ t: 'event', id: +id, e: 'pointer' }, m));
        // Changes with no beginning, out-of-range numbers, an unknown phase, a huge angle.
        send({ phase: 'changed', x: 500, y: 500, gx: 500, gy: 500, ms: 10 });
        send({ phase: 'ended', x: 500, y: 500, gx: 500, gy: 500, ms: 20 });
        send({ phase: 'began', x: 0, y: 0, gx: 1e12, gy: 0, ms: 0 });
        send({ phase: 'moved', x: 0, y: 0, gx: 0, gy: 0, ms: 0 });
        send({ phase: 'changed', x: 0, y: 0, gx: 0, gy: 0, ms: 0, angle: 1e9 });
        send({ phase: 'changed', x: 0, y: 0, gx: 0, gy: 0, ms: -5 });
        send({ phase: 'ended', x: 0, y: 0, gx: 0, gy: 0, ms: 1e12 });
    }""", sid)
    settle(page)
    expect(label).to_be_visible()
    expect(page.locator("html")).to_have_attribute("data-connected", "true")
    # A bystander (the heart) is unchanged, and the sticker still drags afterwards.
    expect(page.get_by_text("🤍 Double-tap me", exact=True)).to_be_visible()
    x, y = center(sticker(page).bounding_box())
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + 20, y, steps=4)
    page.mouse.up()
    expect(page.get_by_text("Sticker at 20, 0", exact=True)).to_be_visible()


def test_key_presses_reach_on_key_press_with_phases_and_fall_through(server, page):
    open_page(page)
    pad = page.get_by_test_id("key-pad")
    log = page.get_by_test_id("key-log")
    expect(pad).to_have_attribute("data-key-press", "true")
    pad.scroll_into_view_if_needed()
    pad.click()
    expect(pad).to_be_focused()
    expect(log).to_have_text("Keys: none")
    # A named key (space), a key with every phase (left arrow: down, a held repeat, up), a character set.
    page.keyboard.press("Space")
    page.keyboard.down("ArrowLeft")
    page.keyboard.down("ArrowLeft")  # held: the browser reports a repeat
    page.keyboard.up("ArrowLeft")
    page.keyboard.press("7")
    settle(page)
    expect(log).to_have_text("Keys: play; left down; left repeat; left up; digit 7")
    page.get_by_role("button", name="Clear keys").click()
    pad.click()
    # `.ignored` lets the press go on to the next handler; the catch-all takes what nothing else did.
    page.keyboard.press("Shift+KeyQ")
    page.keyboard.press("x")
    settle(page)
    expect(log).to_have_text("Keys: Q ignored; other Q; other x")
    # A phase no handler takes (space's key-up) changes nothing; the page still works.
    page.keyboard.up("Space")
    settle(page)
    expect(log).to_have_text("Keys: Q ignored; other Q; other x")
    assert page_errors(page) == []
