import GestureEngine
import GestureLanguage

extension TableViewState.Kind {
    /// The engine's kind for the kind a `view` statement declares (the same case: the switch keeps the two in step).
    init(_ kind: TableDeclaration.Kind) {
        switch kind {
        case .table: self = .table
        case .collection: self = .collection
        }
    }
}

extension TableDeclaration {
    /// A cell's size for the engine, points (a table's width is its view's; only the height counts here).
    var cellSize: Point {
        switch kind {
        case .table: Point(x: 0, y: rowHeight?.value ?? GestureDefaults.tableRowHeight)
        case .collection: Point(x: itemSize?.x ?? 0, y: itemSize?.y ?? 0)
        }
    }
}
