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
        states.set(press, for: Press.self)
        states.set(window, for: Window.self)
        states.set(key, for: Key.self)
        #expect(states.get(Press.self) === press)
        #expect(states.get(Window.self) === window)
        #expect(states.get(Key.self) === key)
    }

    @Test func settingATypeAgainReplacesItsStateAndNilDropsIt() {
        var states = NodeStates()
        let first = Press(), second = Press(), window = Window()
        states.set(first, for: Press.self)
        states.set(window, for: Window.self)
        states.set(second, for: Press.self)
        #expect(states.get(Press.self) === second)
        states.set(nil, for: Press.self)
        #expect(states.get(Press.self) == nil)
        #expect(states.get(Window.self) === window)
        states.set(nil, for: Window.self)
        #expect(states.isEmpty)
    }
}
