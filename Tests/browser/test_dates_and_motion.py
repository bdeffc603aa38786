"""Date and colour pickers, ticking text and transitions (issue 18): the showcase's Dates & Motion page.

The pickers are the browser's native fields; the server parses, clamps and refuses what they send.
A timer text ticks with no server messages. A transition animates an element in and, on removal,
keeps it (inert, without an id) until its animation ends; under prefers-reduced-motion it goes at once.
"""

from __future__ import annotations

import re

from playwright.sync_api import expect

from conftest import open_showcase_page, page_errors, settle


def open_page(page, idiom="mac"):
    open_showcase_page(page, "Dates & Motion", idiom=idiom)
    expect(page.get_by_text("Date pickers")).to_be_visible()


def field(page, name):
    return page.get_by_label(name, exact=True)


def test_date_picker_is_a_native_field_with_the_range(server, page):
    open_page(page)
    check_in = field(page, "Check-in")
    expect(check_in).to_have_attribute("type", "date")
    expect(check_in).to_have_value("2026-11-25")
    expect(check_in).to_have_attribute("min", "2026-11-15")
    expect(check_in).to_have_attribute("max", "2026-12-25")
    expect(field(page, "Alarm")).to_have_attribute("type", "time")
    expect(field(page, "Alarm")).to_have_value("14:30")
    departure = field(page, "Departure")
    expect(departure).to_have_attribute("type", "datetime-local")
    expect(departure).to_have_attribute("min", "2026-11-25T14:30")

    check_in.fill("2026-12-01")
    settle(page)
    expect(page.get_by_text("December 1, 2026")).to_be_visible()
    # Picking a date keeps the time of day; the combined field follows.
    expect(departure).to_have_value("2026-12-01T14:30")

    field(page, "Alarm").fill("07:45")
    settle(page)
    expect(page.get_by_text("7:45")).to_be_visible()
    assert page_errors(page) == []


def test_out_of_range_dates_are_clamped_by_the_server(server, page):
    open_page(page)
    check_in = field(page, "Check-in")
    check_in.fill("2030-01-01")
    settle(page)
    expect(check_in).to_have_value("2026-12-25")
    expect(page.get_by_text("December 25, 2026")).to_be_visible()


def test_forged_date_values_are_refused(server, page):
    open_page(page)
    # A value the field would never send, written straight to the socket's path: the server refuses it.
    page.evaluate("""() => {
        const input = document.querySelector('input[type="date"]');
        input.type = 'text'; input.value = 'next tuesday';
        input.dispatchEvent(new Event('input', { bubbles: true }));
    }""")
    settle(page)
    expect(page.get_by_text("November 25, 2026")).to_be_visible()
    expect(page.locator("html")).to_have_attribute("data-connected", "true")


def test_color_picker_writes_the_binding(server, page):
    open_page(page)
    tint = field(page, "Tint")
    expect(tint).to_have_attribute("type", "color")
    expect(tint).to_have_value("#007aff")
    tint.fill("#ff0000")
    settle(page)
    expect(page.get_by_text("Tint #FF0000FF", exact=False)).to_be_visible()
    # Paper supports opacity: a slider next to its well sets alpha.
    paper = page.locator("input[type=color][aria-label=Paper]")
    expect(paper).to_have_value("#ffcc66")
    opacity = page.get_by_role("slider", name="Opacity")
    expect(opacity).to_have_value("0.5")
    opacity.fill("1")
    settle(page)
    expect(page.get_by_text("paper #FFCC66FF", exact=False)).to_be_visible()
    assert page_errors(page) == []


def test_timer_text_ticks_without_server_messages(server, page):
    frames = []
    page.on("websocket", lambda ws: ws.on("framereceived", lambda payload: frames.append(payload)))
    open_page(page)
    timer = page.locator("[data-timer-style='timer']")
    expect(timer).to_have_count(1)
    first = timer.text_content()
    settle(page)
    received = len(frames)
    page.wait_for_function(
        "(before) => document.querySelector(\"[data-timer-style='timer']\").textContent !== before", arg=first, timeout=5_000)
    assert timer.text_content() != first
    # Ticking is the page's own work: no patch arrived for it.
    assert len(frames) == received


def test_transition_animates_in_and_out(server, page):
    open_page(page)
    page.get_by_role("button", name="Show card").click()
    card = page.locator("[data-transition]").filter(has_text="Hello from a transition")
    expect(card).to_have_count(1)
    assert card.get_attribute("data-transition") == "move:leading opacity|move:leading opacity|0.6"
    assert card.evaluate("(el) => el.getAnimations().length") >= 1
    settle(page)
    page.get_by_role("button", name="Hide card").click()
    leaving = page.locator("[data-leaving='true']")
    expect(leaving).to_have_count(1)
    assert leaving.get_attribute("data-id") is None
    expect(leaving).to_have_count(0)
    expect(page.get_by_text("Hello from a transition")).to_have_count(0)
    assert page_errors(page) == []


def test_reduced_motion_skips_transitions(server, page):
    page.emulate_media(reduced_motion="reduce")
    open_page(page)
    page.get_by_role("button", name="Show card").click()
    card = page.locator("[data-transition]").filter(has_text="Hello from a transition")
    expect(card).to_have_count(1)
    assert card.evaluate("(el) => el.getAnimations().length") == 0
    page.get_by_role("button", name="Hide card").click()
    settle(page)
    expect(page.get_by_text("Hello from a transition")).to_have_count(0)
    expect(page.locator("[data-leaving='true']")).to_have_count(0)


def test_with_animation_transitions_the_changed_elements(server, page):
    open_page(page)
    springy = page.get_by_text("Springy", exact=True)
    assert "cubic-bezier(0.34, 1.45, 0.64, 1)" in springy.evaluate("(el) => el.style.transition")
    page.get_by_role("button", name="Grow bar").click()
    # The patch carried the 2 s linear animation: the changed elements got a CSS transition and run it.
    page.wait_for_function(
        "() => [...document.querySelectorAll('[style*=\"2000ms linear\"]')].some((el) => el.getAnimations().length > 0)",
        timeout=5_000)
    settle(page)
    # Afterwards the elements go back to their own transition (none here).
    page.wait_for_function(
        "() => document.querySelectorAll('[style*=\"2000ms linear\"]').length === 0", timeout=6_000)
    assert page_errors(page) == []


def test_numeric_text_rolls_up_and_down_inside_an_animation(server, page):
    open_page(page)
    score = page.get_by_label("Score")
    expect(score).to_have_text("7")
    assert score.get_attribute("data-content-transition") == "numericText:auto"
    # Record each animation's first transform as the patch starts it.
    page.evaluate("""() => {
        window.__rolls = [];
        const original = Element.prototype.animate;
        Element.prototype.animate = function (frames, options) {
            if (this.closest('[data-content-transition]')) window.__rolls.push([this.textContent, frames[0].transform || '']);
            return original.call(this, frames, options);
        };
    }""")
    page.get_by_role("button", name="Score up").click()
    expect(score).to_have_text("8")
    page.get_by_role("button", name="Score down").click()
    page.get_by_role("button", name="Score down").click()
    expect(score).to_have_text("6")
    page.wait_for_function("() => window.__rolls.length === 3")
    assert page.evaluate("window.__rolls") == [["8", "translateY(0.6em)"], ["7", "translateY(-0.6em)"], ["6", "translateY(-0.6em)"]]
    assert page_errors(page) == []


def test_matched_geometry_grows_the_card_from_the_chip(server, page):
    open_page(page)
    chip = page.locator("[data-matched-geometry]")
    expect(chip).to_have_count(1)
    key = chip.get_attribute("data-matched-geometry")
    page.evaluate("""() => {
        window.__flips = [];
        const original = Element.prototype.animate;
        Element.prototype.animate = function (frames, options) {
            if (this.hasAttribute('data-matched-geometry')) window.__flips.push([frames[0].transform, options.duration]);
            return original.call(this, frames, options);
        };
    }""")
    page.get_by_role("button", name="Expand").click()
    page.wait_for_function("() => window.__flips.length === 1")
    card = page.locator("[data-matched-geometry]")
    assert card.get_attribute("data-matched-geometry") == key, "both views share the namespace and the id"
    transform, duration = page.evaluate("window.__flips[0]")
    # The 240×120 card starts at the 40×40 chip's size: scaled down to 1/6 by 1/3.
    assert "scale(0.166" in transform and ",0.333" in transform, transform
    assert duration == 500
    # Collapsing once the card is at rest shrinks the chip from the whole card (mid-flight it would start
    # from where the card is drawn then, as SwiftUI does).
    page.wait_for_function("() => document.querySelector('[data-matched-geometry]').getAnimations().length === 0")
    page.get_by_role("button", name="Collapse").click()
    page.wait_for_function("() => window.__flips.length === 2")
    assert "scale(6," in page.evaluate("window.__flips[1][0]")
    assert page_errors(page) == []


def test_multi_date_picker_toggles_days(server, page):
    open_page(page)
    expect(page.get_by_text("No travel days")).to_be_visible()
    expect(page.get_by_text("November 2026")).to_be_visible()
    page.get_by_role("button", name="Next Month").click()
    expect(page.get_by_text("December 2026")).to_be_visible()
    first = page.get_by_role("button", name="December 4, 2026")
    second = page.get_by_role("button", name="December 6, 2026")
    first.click()
    expect(page.get_by_text("1 travel day", exact=True)).to_be_visible()
    second.click()
    expect(page.get_by_text("2 travel days")).to_be_visible()
    expect(first).to_have_attribute("data-selected", "true")
    first.click()
    expect(page.get_by_text("1 travel day", exact=True)).to_be_visible()
    expect(first).not_to_have_attribute("data-selected", "true")
    assert page_errors(page) == []


def test_reduced_motion_skips_patch_animations(server, page):
    page.emulate_media(reduced_motion="reduce")
    open_page(page)
    assert page.get_by_text("Springy", exact=True).evaluate("(el) => el.style.transition") == ""
    page.get_by_role("button", name="Grow bar").click()
    settle(page)
    assert page.evaluate("() => document.querySelectorAll('[style*=\"2000ms linear\"]').length") == 0


def test_on_hover_follows_the_pointer(server, page):
    open_page(page)
    target = page.get_by_text("Hover over me", exact=True)
    target.hover()
    settle(page)
    expect(page.get_by_text("The pointer is here", exact=True)).to_be_visible()
    page.mouse.move(2, 2)
    settle(page)
    expect(page.get_by_text("Hover over me", exact=True)).to_be_visible()
    assert page_errors(page) == []


def test_phase_animator_steps_through_its_phases_with_their_animations(server, page):
    open_page(page)
    heart = page.get_by_test_id("like-heart")
    expect(heart).to_have_count(1)
    # Record each value the heart's effects take, with the CSS transition it changed under.
    heart.evaluate("""(el) => {
        window.__phases = [];
        new MutationObserver(() => window.__phases.push(
            [el.getAttribute('data-transform'), el.getAttribute('data-opacity'), el.style.transition]))
            .observe(el, { attributes: true, attributeFilter: ['data-transform', 'data-opacity'] });
    }""")
    rest = [heart.get_attribute("data-transform"), heart.get_attribute("data-opacity")]
    page.get_by_role("button", name="Like", exact=True).click()
    # pop (0.3 s ease-out), then fade (0.4 s ease-in), then back to rest (0.4 s ease-in): one patch each.
    page.wait_for_function("() => window.__phases.some((p) => p[0] === 's(1.4,1.4)' && p[2].includes('300ms ease-out'))", timeout=5_000)
    page.wait_for_function("() => window.__phases.some((p) => p[1] === '0.6' && p[2].includes('400ms ease-in'))", timeout=5_000)
    page.wait_for_function(
        "([t, o]) => { const el = document.querySelector('[data-testid=\"like-heart\"]');"
        " return window.__phases.length >= 3 && el.getAttribute('data-transform') === t && el.getAttribute('data-opacity') === o; }",
        arg=rest, timeout=5_000)
    assert page_errors(page) == []


def test_keyframe_animator_plays_its_samples_in_the_browser(server, page):
    frames = []
    page.on("websocket", lambda ws: ws.on("framereceived", lambda payload: frames.append(payload)))
    open_page(page)
    bell = page.get_by_test_id("ring-bell")
    expect(bell).to_have_count(1)
    page.get_by_role("button", name="Ring", exact=True).click()
    page.wait_for_function("() => document.querySelector('[data-testid=\"ring-bell\"]').hasAttribute('data-keyframes')", timeout=5_000)
    samples = bell.get_attribute("data-keyframes")
    assert samples.startswith("1|once|1;"), samples
    assert len(samples.split(";")) == 32
    # The browser plays them: a running Web Animation whose transform moves away from the rest pose.
    playing = bell.evaluate("""(el) => {
        const a = el.getAnimations().find((x) => x.effect && x.effect.getKeyframes().some((k) => k.transform));
        if (!a) return null;
        a.pause(); a.currentTime = 150;
        const swung = getComputedStyle(el).transform;
        a.play();
        return { swung, frames: a.effect.getKeyframes().length, duration: a.effect.getTiming().duration };
    }""")
    assert playing is not None
    assert playing["frames"] == 31 and playing["duration"] == 1000, playing
    assert playing["swung"] not in ("none", ""), playing
    settle(page)
    received = len(frames)
    # No message per frame: the run ends on its own, and the server then drops the samples in one patch.
    expect(bell).not_to_have_attribute("data-keyframes", re.compile(".*"), timeout=5_000)
    assert len(frames) - received <= 1
    assert bell.evaluate("(el) => el.getAnimations().length") == 0
    assert page_errors(page) == []


def test_reduced_motion_shows_keyframes_end_state_at_once(server, page):
    page.emulate_media(reduced_motion="reduce")
    open_page(page)
    bell = page.get_by_test_id("ring-bell")
    page.get_by_role("button", name="Ring", exact=True).click()
    page.wait_for_function("() => document.querySelector('[data-testid=\"ring-bell\"]').hasAttribute('data-keyframes')", timeout=5_000)
    assert bell.evaluate("(el) => el.getAnimations().length") == 0
