/// What the transcript prints when a statement starts (`SessionOutput.statement`): its line (1-based, as users count)
/// and its text as written. A `repeat` prints its own header (`repeat N {`) and is marked so that it is not printed
/// twice.
///
/// Worked out once per statement and run (`Session.header(of:)`): a `repeat` hands its body's headers to every
/// iteration by index, so a statement run a million times is cut out of the file once.
struct StatementHeader {
    var line: Int
    var text: String
    /// The statement is a `repeat`, which reports itself.
    var isRepeat: Bool
}
