"""OWASP filter-evasion strings through every text-bearing API the showcase's Text Safety page uses:
Text, section headers, button, label, toggle, text-field and picker titles, prompts and values,
LabeledContent, menus, the navigation title, a toolbar item, an alert and a confirmation dialog.
Each renders literally; no script runs; no element the strings spell appears; the CSP reports nothing."""
import pytest
from playwright.sync_api import expect

from conftest import open_showcase_page, settle

HOSTILE = [
    "<script>alert('XSS')</script>",
    "<IMG SRC=\"javascript:alert('XSS');\">",
    "<img src=x onerror=alert(1)>",
    "<svg/onload=alert('XSS')>",
    "\"><script>alert(String.fromCharCode(88,83,83))</script>",
    "<a href=\"jav&#x09;ascript:alert('XSS');\">click</a>",
    "<iframe src=\"javascript:alert(1)\"></iframe>",
    "<BODY ONLOAD=alert('XSS')>",
    "';alert(String.fromCharCode(88,83,83))//",
    "<style>@import 'http://evil/xss.css';</style>",
    "<div style=\"background-image: url(javascript:alert(1))\">",
    "&lt;script&gt;alert(1)&lt;/script&gt;",
]

WATCH = """
window.__violations = [];
document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));
"""


def no_injection(page, dialogs):
    assert dialogs == [], dialogs
    assert page.evaluate("document.querySelectorAll('script:not([src]), iframe, style, img[src], a[href^=\"jav\"], body [onload], [onerror]').length") == 0
    assert page.evaluate("window.__violations") == []


@pytest.mark.parametrize("idiom", ["mac", "phone"])
def test_hostile_strings_render_literally_everywhere(server, page, idiom):
    dialogs = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    page.add_init_script(WATCH)
    open_showcase_page(page, "Text Safety", idiom)
    for s in HOSTILE:
        expect(page.get_by_text(s, exact=True).first).to_be_attached()
    # Names too: the accessible names are the literal strings.
    expect(page.get_by_role("button", name=HOSTILE[3], exact=True)).to_be_visible()
    expect(page.get_by_role("textbox", name=HOSTILE[6], exact=True)).to_have_value(HOSTILE[0])
    # The alert: title, message and buttons.
    page.get_by_role("button", name=HOSTILE[3], exact=True).click()
    alert = page.get_by_role("alertdialog")
    expect(alert).to_be_visible()
    for s in (HOSTILE[6], HOSTILE[7], HOSTILE[8], HOSTILE[9]):
        expect(alert.get_by_text(s, exact=True)).to_be_visible()
    alert.get_by_role("button", name=HOSTILE[7], exact=True).click()
    expect(alert).to_be_hidden()
    # Typing markup into a field round-trips as text.
    field = page.get_by_role("textbox", name=HOSTILE[6], exact=True)
    field.fill(HOSTILE[2])
    settle(page)
    expect(field).to_have_value(HOSTILE[2])
    no_injection(page, dialogs)
