import Testing
@testable import TrellisGraph

/// A child keeps its node while its key is equal to the one it had: the shortcuts in
/// `isSameKey(as:)` must answer exactly as `AnyHashable`'s `==` does.
@Suite struct ChildKeyTests {
    struct Custom: Hashable { var a: Int; var b: String }

    @Test func aKeyIsTheSameExactlyWhenItIsEqual() {
        let pairs: [(AnyHashable, AnyHashable)] = [
            (PositionKey.at(3), AnyHashable(3)),
            (PositionKey.at(3), PositionKey.at(4)),
            (PositionKey.at(70), AnyHashable(70)),
            (AnyHashable(3), AnyHashable(Int64(3))),
            (AnyHashable(-1), AnyHashable(UInt(1))),
            (PositionKey.trueBranch, PositionKey.falseBranch),
            (PositionKey.trueBranch, AnyHashable(true)),
            (AnyHashable("row-1"), AnyHashable("row-1")),
            (AnyHashable("row-1"), AnyHashable("row-2")),
            (AnyHashable("a much longer identifier than fits inline"), AnyHashable("a much longer identifier than fits inline")),
            (AnyHashable(Custom(a: 1, b: "x")), AnyHashable(Custom(a: 1, b: "x"))),
            (AnyHashable(Custom(a: 1, b: "x")), AnyHashable(Custom(a: 1, b: "y"))),
            (AnyHashable(1), AnyHashable("1")),
        ]
        for (lhs, rhs) in pairs {
            #expect(lhs.isSameKey(as: rhs) == (lhs == rhs), "\(lhs) against \(rhs)")
            #expect(rhs.isSameKey(as: lhs) == (lhs == rhs), "\(rhs) against \(lhs)")
            #expect(lhs.isSameKey(as: lhs))
        }
    }

    @Test func onlyAnIntKeyReadsAsAnInt() {
        #expect(AnyHashable(42).intValue == 42)
        #expect(AnyHashable(-7).intValue == -7)
        #expect(AnyHashable(Int.max).intValue == Int.max)
        #expect(PositionKey.at(5).intValue == 5)
        #expect(AnyHashable(Int64(42)).intValue == nil)
        #expect(AnyHashable(UInt(42)).intValue == nil)
        #expect(AnyHashable("42").intValue == nil)
        #expect(AnyHashable(Custom(a: 42, b: "")).intValue == nil)
    }
}

