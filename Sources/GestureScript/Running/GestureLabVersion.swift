/// GestureLab's version, printed by `--version`, the REPL banner and bug reports.
public enum GestureLabVersion {
    public static let string = "0.1.0"
}
