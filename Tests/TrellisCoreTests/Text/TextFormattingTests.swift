import Foundation
import SwiftUI
import Testing
import TrellisCore
import TrellisTesting

/// 2026-11-25 14:30:00 UTC.
private let moment = Date(timeIntervalSince1970: 1_795_617_000)
private let utc = TimeZone(identifier: "UTC") ?? .current

/// `Text`'s own modifiers return `Text`, so styled texts concatenate; dates and formats are spelled
/// in the window's locale and time zone; ticking styles hand the browser an anchor date.
@MainActor @Suite struct TextFormattingTests {
    @Test func textModifiersReturnTextAndConcatenate() throws {
        let styled: Text = Text("a").bold().kerning(2) + Text("b").tracking(1).baselineOffset(3)
            + Text("c").fontDesign(.serif).fontWidth(.condensed).monospacedDigit().foregroundStyle(Color.red)
            + Text("d").underline(color: .blue).strikethrough().italic().fontWeight(.bold).font(.title)
        let host = ViewHost(styled)
        let group = try host.find(.group, "abcd")
        let runs = group.node.children.map(\.properties)
        #expect(runs.count == 4)
        #expect(runs[0]["bold"] == "true" && runs[0]["tracking"] == "2")
        #expect(runs[1]["tracking"] == "1" && runs[1]["baselineOffset"] == "3" && runs[1]["bold"] == nil)
        #expect(runs[2]["fontDesign"] == "serif" && runs[2]["fontWidth"] == "condensed" && runs[2]["monospacedDigit"] == "true")
        #expect(runs[2]["foreground"] == "red")
        #expect(runs[3]["underline"] == "true" && runs[3]["strikethrough"] == "true" && runs[3]["italic"] == "true")
    }

    @Test func attributesOnAConcatenationReachEveryRun() throws {
        let host = ViewHost((Text("x") + Text("y").kerning(4)).kerning(1))
        let runs = try host.find(.group, "xy").node.children.map(\.properties)
        #expect(runs.map { $0["tracking"] } == ["1", "4"])
    }

    @Test func datesFollowTheEnvironmentsLocaleAndTimeZone() throws {
        let host = ViewHost(VStack {
            Text(moment, style: .date)
            Text(moment, style: .time)
        }.environment(\.timeZone, utc))
        #expect(host.findAll(.text, "November 25, 2026").count == 1)
        #expect(host.findAll(.text).contains { $0.text == "2:30 PM" || $0.text == "2:30\u{202F}PM" })

        let tokyo = ViewHost(Text(moment, style: .date).environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo") ?? utc)
            .environment(\.locale, Locale(identifier: "de_DE")))
        #expect(tokyo.findAll(.text).contains { $0.text == "25. November 2026" })
    }

    @Test func formatStylesSpellInTheWindowsLocale() throws {
        let host = ViewHost(VStack {
            Text(19.99, format: .currency(code: "USD"))
            Text(0.25, format: .percent)
            Text(1234567, format: .number)
        })
        #expect(host.findAll(.text, "$19.99").count == 1)
        #expect(host.findAll(.text, "25%").count == 1)
        #expect(host.findAll(.text, "1,234,567").count == 1)
        let german = ViewHost(Text(1234.5, format: .number).environment(\.locale, Locale(identifier: "de_DE")))
        #expect(german.findAll(.text, "1.234,5").count == 1)
    }

    @Test func tickingStylesCarryAnAnchorForTheBrowser() throws {
        let start = Date().addingTimeInterval(-125)
        let host = ViewHost(VStack {
            Text(start, style: .timer)
            Text(start, style: .relative)
            Text(start, style: .offset)
            Text(timerInterval: start...start.addingTimeInterval(300))
            Text(moment, style: .date)
        })
        let texts = host.findAll(.text)
        let timer = try #require(texts.first { $0.properties["timerStyle"] == "timer" })
        #expect(timer.text == "2:05" || timer.text == "2:06")
        #expect(Double(timer.properties["timerAnchor"] ?? "").map { abs($0 - start.timeIntervalSinceReferenceDate) < 0.01 } == true)
        #expect(texts.first { $0.properties["timerStyle"] == "relative" }?.text?.hasPrefix("2 min, ") == true)
        #expect(texts.first { $0.properties["timerStyle"] == "offset" }?.text == "-2 minutes")
        let countdown = try #require(texts.first { $0.properties["timerStyle"] == "countdown" })
        #expect(countdown.text == "2:55" || countdown.text == "2:54")
        #expect(texts.filter { $0.properties["timerAnchor"] != nil }.count == 4)
    }

    @Test func tickingWordsMatchTheBrowsersSpelling() {
        #expect(TickingText.relative(8_100) == "2 hr, 15 min")
        #expect(TickingText.relative(-65) == "1 min, 5 sec")
        #expect(TickingText.relative(90_000) == "1 day, 1 hr")
        #expect(TickingText.offset(7_200) == "+2 hours")
        #expect(TickingText.offset(-1) == "-1 second")
        #expect(TickingText.clock(3_735) == "1:02:15")
        #expect(TickingText.clock(5) == "0:05")
    }
}
