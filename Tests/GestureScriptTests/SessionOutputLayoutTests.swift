import GestureScript
import Testing

/// A `SessionOutput` is built, handed on and copied for every event and statement a transcript reports, so its size
/// is paid per event: the rare payloads that grow with the scene's features (`show`'s report, a scene event) are
/// boxed, and the enum stays the size of its common cases.
@Suite struct SessionOutputLayoutTests {
    @Test func rareLargePayloadsAreBoxed() {
        #expect(MemoryLayout<SessionOutput>.size < MemoryLayout<ShowReport>.size)
        #expect(MemoryLayout<SessionOutput>.size < MemoryLayout<SceneEvent>.size)
    }
}
