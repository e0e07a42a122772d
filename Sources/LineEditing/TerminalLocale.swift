#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Character-set setup libedit needs before `el_init`.
enum TerminalLocale {
    /// Adopts the user's `LC_CTYPE` (libedit decodes keystrokes and encodes `el_gets` results with it).
    /// If that character set is not UTF-8 — typically because `LANG`/`LC_*` are unset and the "C" locale
    /// applies — switches `LC_CTYPE` to `C.UTF-8`, because the REPL's strings are UTF-8 and libedit would
    /// otherwise drop every non-ASCII byte. Returns whether `LC_CTYPE` ends up UTF-8.
    /// Only `LC_CTYPE` changes; number and message formatting stay as they were.
    @discardableResult
    static func adoptUTF8CharacterType() -> Bool {
        _ = setlocale(LC_CTYPE, "")
        if isUTF8 { return true }
        for fallback in ["C.UTF-8", "C.utf8"] where setlocale(LC_CTYPE, fallback) != nil {
            if isUTF8 { return true }
        }
        return false
    }

    private static var isUTF8: Bool {
        // CODESET imports as an Int on Glibc; nl_langinfo takes an nl_item.
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).lowercased()
        return name == "utf-8" || name == "utf8"
    }
}
