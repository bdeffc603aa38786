import Testing
@testable import TrellisGraph

/// A node keeps one state per kind, found by its type: a button's press, a list's window, the key
/// that cancels its Observation registration. Kept as a short list (most nodes have none or one).
@Suite struct NodeStatesTests {
    final class Press: NodeState { var count = 0 }
    final class Window: NodeState { var rows = 0..<0 }
    final class Key: NodeState {}

    @Test func aStateIsFoundByItsType() {
        var states = NodeStates()
        #expect(states.isEmpty)
        #expect(states.get(Press.self) == nil)
        let press = Press()
        states.set(press, for: Press.self)
        #expect(states.get(Press.self) === press)
        #expect(states.get(Window.self) == nil)
        #expect(!states.isEmpty)
    }

    @Test func eachTypeKeepsItsOwnState() {
        var states = NodeStates()
        let press = Press(), window = Window(), key = Key()
        states.set(key, for: Key.self)
        states.set(press, for: Press.self)
        states.set(window, for: Window.self)
        #expect(states.get(Press.self) === press)
        #expect(states.get(Window.self) === window)
        #expect(states.get(Key.self) === key)
    }

    @Test func settingATypeAgainReplacesItsStateAndNilDropsIt() {
        let window = Window()
        var states = NodeStates()
        states.set(window, for: Window.self)
        for _ in 0..<2 { states.set(Press(), for: Press.self) }
        let replacement = Press()
        states.set(replacement, for: Press.self)
        #expect(states.get(Press.self) === replacement)
        states.set(nil, for: Press.self)
        #expect(states.get(Press.self) == nil)
        #expect(states.get(Window.self) === window)
        states.set(nil, for: Window.self)
        #expect(states.isEmpty)
    }
}
