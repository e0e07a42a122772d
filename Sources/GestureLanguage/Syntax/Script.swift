/// A parsed script: the file it came from and its top-level statements in order.
///
/// A script with syntax errors still has every statement that parsed; statements that
/// failed to parse are left out (the diagnostics say where they were).
public struct Script: Sendable {
    /// The file the statements were parsed from (for rendering ranges).
    public var file: SourceFile
    /// The top-level statements in source order.
    public var statements: [Statement]
    /// The `param` declarations in source order (they are not statements: they run nothing).
    public var parameters: [Parameter]
    /// Every `$NAME` written, in source order. The statements hold each parameter's first value there.
    public var parameterUses: [ParameterUse]

    public init(file: SourceFile, statements: [Statement], parameters: [Parameter] = [], parameterUses: [ParameterUse] = []) {
        self.file = file
        self.statements = statements
        self.parameters = parameters
        self.parameterUses = parameterUses
    }
}
