import CLibEdit

/// The C callbacks libedit calls during `el_gets`. They find their `EditLineReader` through `EL_CLIENTDATA`
/// (an unretained pointer set at init; the reader outlives its `EditLine`), so no global state is needed.
enum EditLineCallbacks {
    static let completeCommand = "gesturelab-complete"
    static let interruptCommand = "gesturelab-interrupt"

    /// Registers the commands, then binds them (binding an unregistered name can corrupt libedit's heap).
    static func install(on editLine: OpaquePointer) {
        clibedit_add_function(editLine, completeCommand, "Complete the word before the cursor", complete)
        clibedit_add_function(editLine, interruptCommand, "Discard the line (Ctrl-C)", interrupt)
        clibedit_bind(editLine, "^I", completeCommand)
        clibedit_bind(editLine, "^C", interruptCommand)
    }

    /// `EL_PROMPT_ESC` callback: the reader's C-owned prompt buffer.
    static let prompt: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>? = { editLine in
        reader(of: editLine)?.prompt.pointer
    }

    /// Ctrl-C, in two steps so the echo lands after the text: the first call flags the interrupt, moves the
    /// cursor to the end of the line, replays ^C and returns CC_REFRESH (libedit redraws, leaving the terminal
    /// cursor after the text); the replayed ^C finds the flag set and ends `el_gets` with CC_NEWLINE.
    /// `readLine` then prints "^C" and a newline.
    static let interrupt: @convention(c) (OpaquePointer?, Int32) -> UInt8 = { editLine, _ in
        guard let editLine, let reader = reader(of: editLine) else { return UInt8(CC_ERROR) }
        if reader.interruptRequested { return UInt8(CC_NEWLINE) }
        reader.interruptRequested = true
        clibedit_move_cursor_to_end(editLine)
        el_push(editLine, "\u{3}")
        return UInt8(CC_REFRESH)
    }

    /// Tab: complete the word before the cursor using the reader's completer.
    static let complete: @convention(c) (OpaquePointer?, Int32) -> UInt8 = { editLine, _ in
        guard let editLine, let reader = reader(of: editLine), let completer = reader.completer,
            let line = el_line(editLine)
        else { return UInt8(CC_REFRESH_BEEP) }
        // Copy now: the buffer belongs to libedit and is reused by el_insertstr.
        let byteCount = line.pointee.cursor - line.pointee.buffer
        let textBeforeCursor = String(
            decoding: UnsafeRawBufferPointer(start: line.pointee.buffer, count: byteCount), as: UTF8.self)
        switch TabCompletion.decide(textBeforeCursor: textBeforeCursor, candidates: completer(textBeforeCursor)) {
        case .insert(let text):
            return el_insertstr(editLine, text) == 0 ? UInt8(CC_REFRESH) : UInt8(CC_REFRESH_BEEP)
        case .list(let candidates):
            clibedit_write_output(editLine, "\n" + candidates.joined(separator: " ") + "\n")
            return UInt8(CC_REDISPLAY)
        case .alreadyComplete:
            return UInt8(CC_NORM)
        case .noMatch:
            return UInt8(CC_REFRESH_BEEP)
        }
    }

    private static func reader(of editLine: OpaquePointer?) -> EditLineReader? {
        guard let editLine, let data = clibedit_get_client_data(editLine) else { return nil }
        return Unmanaged<EditLineReader>.fromOpaque(data).takeUnretainedValue()
    }
}
