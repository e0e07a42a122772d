#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How wide and tall the pictures drawn in the terminal may be.
public enum TerminalSize {
    /// Columns: `COLUMNS` when set to a number, else the terminal's width (ioctl on standard output), else 80.
    public static func columns() -> Int {
        if let s = getenv("COLUMNS"), let n = Int(String(cString: s)), n > 0 { return n }
        var w = winsize()
        if isatty(1) != 0, ioctl(1, UInt(TIOCGWINSZ), &w) == 0, w.ws_col > 0 { return Int(w.ws_col) }
        return 80
    }

    /// Rows: `LINES` when set, else the terminal's height, else 40.
    public static func rows() -> Int {
        if let s = getenv("LINES"), let n = Int(String(cString: s)), n > 0 { return n }
        var w = winsize()
        if isatty(1) != 0, ioctl(1, UInt(TIOCGWINSZ), &w) == 0, w.ws_row > 0 { return Int(w.ws_row) }
        return 40
    }
}

extension PictureCharset {
    /// The charset this process's environment calls for (``decide(environment:)``: `TERM`, `LC_ALL`, `LC_CTYPE`, `LANG`).
    public static func fromEnvironment() -> PictureCharset {
        var environment: [String: String] = [:]
        for name in ["TERM", "LC_ALL", "LC_CTYPE", "LANG"] {
            if let v = getenv(name) { environment[name] = String(cString: v) }
        }
        return decide(environment: environment)
    }
}
