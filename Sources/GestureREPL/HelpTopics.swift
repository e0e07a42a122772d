/// `:help TOPIC` texts: short, with examples that run.
struct HelpTopic {
    var name: String
    var text: String
}

enum HelpTopics {
    static let all: [HelpTopic] = [
        HelpTopic(name: "touches", text: """
              down F at X,Y              finger F (1…20) touches down
              move F to X,Y [over DUR] [steps N]   move; 'over' interpolates at 'set hz' (60 Hz)
              move F by DX,DY …          relative move
              up F / up all / cancel F / cancel all
              wait DUR                   the clock advances (600ms, 0.6s, 2s); timers fire in order
              A & B                      one event: down 1 at 10,10 & down 2 at 60,10
              repeat N { … }             runs the block N times (first iteration shown)

            """),
        HelpTopic(name: "shorthands", text: """
              tap at X,Y [taps N] [fingers N]     each tap held 50ms, 150ms apart
              longpress at X,Y [for DUR]          held 800ms
              drag from X,Y to X,Y [over DUR]     300ms
              swipe left|right|up|down [at X,Y] [distance D] [over DUR] [fingers N]   150 pt in 100ms
              pinch at X,Y from D1 to D2 [over DUR]   rotate at X,Y by DEG [over DUR]
              :expand STATEMENT shows what a shorthand becomes.

            """),
        HelpTopic(name: "scene", text: """
              view NAME frame X,Y,W,H [in PARENT] [KIND] [exclusiveTouch] [multipleTouch] [handlesTouches]
                                         KIND: control button switch stepper segmentedControl pageControl slider
                                               label imageView (interaction off until set)
              VIEW.isUserInteractionEnabled = true / VIEW.isHidden = true / VIEW.alpha = 0.5
              recognizer NAME = KIND [on VIEW] [PROP = VALUE]…   KIND: tap longPress pan swipe pinch rotation screenEdgePan
              NAME.PROP = VALUE          numberOfTapsRequired, minimumPressDuration, cancelsTouchesInView, …
              NAME requireToFail OTHER   (or NAME.require(toFail: OTHER))
              delegate NAME shouldRecognizeSimultaneouslyWith OTHER|any = true
              delegate NAME shouldBegin = false / shouldReceive = false [in VIEW | within VIEW]
              delegate NAME shouldRequireFailureOf OTHER = true / shouldBeRequiredToFailBy OTHER = true
              action NAME -> METHOD      METHOD: log (default) or a TouchTracker method
              :defaults lists every property with its default and source.

            """),
        HelpTopic(name: "expect", text: """
              expect NAME state STATE            possible began changed ended recognized cancelled failed
              expect NAME states S1 S2 … | none  states entered since the last 'mark'
              expect NAME STATE at TIME          NAME entered STATE exactly TIME after the last 'mark':
                                                 expect tap recognized at 350ms (any of its entries)
              expect NAME actions N
              expect NAME translation X,Y | location X,Y | scale S | rotation R | numberOfTouches N
              expect NAME velocity X,Y           a pan (points per second)
              expect NAME velocity V             a pinch (scale per second) or rotation (radians per second)
              expect lines N | current N | selected I | selected none | menu visible | menu hidden
              expect line I from X,Y to X,Y
              expect view NAME touchesBegan N    (touchesMoved, touchesEnded, touchesCancelled)
              expect log "L1" "L2" …             the console since the last 'mark'
              mark                               starts a new history window
              A failed expectation's note says when nothing decided only because time did not move (time moves
              only with 'wait'); a passing 'expect NAME state possible' gets a note when NAME fired and was reset.

            """),
        HelpTopic(name: "why", text: """
              :why NAME                  why recognizer NAME fired or not in the last gesture: a verdict (threshold,
                                         timer, requirement, delegate, exclusion, and when), then its events
              :why VIEW                  why view VIEW got its calls when it did: withheld (delaysTouchesBegan,
                                         delaysTouchesEnded), released late, dropped, or cancelled (cancelsTouchesInView)
              :why VIEW.CALL             one call: touchesBegan touchesMoved touchesEnded touchesCancelled touchUpInside
                                         (a table's didSelectRowAt, a collection's didSelectItemAt: why no row was selected)
              :why view NAME             VIEW when a recognizer has the same name
              :why NAME at TIME          the gesture in progress at TIME, as it stood then: :why tap at 400ms
              TIME is on the scene's clock as the transcript shows it (400ms, 1.5s, t=400ms); the clock starts at 0
              with the scene. When nothing happened to NAME at TIME, the answer says so and names the nearest event
              before it. A gesture starts when a finger goes down with no finger down and no recognizer busy.

            """),
        HelpTopic(name: "show", text: """
              show NAME                  a recognizer: state, view, every property (* = changed, with the default),
                                         location/translation/velocity/scale/rotation/numberOfTouches, failure
                                         requirements (require(toFail:) and delegates), delegate answers, timers
              show view NAME             frame in the window, flags, subviews, recognizers, touches, withheld deliveries
              show fingers               each finger down: position, hit view, the recognizers that hold it
              show timers                every pending timer, in firing order, with the time left
              show model                 TouchTracker's lines, lines in progress, selection and menu
              show recognizer NAME       for a recognizer named like one of the words above
              :scene lists all of it briefly.

            """),
        HelpTopic(name: "touchtracker", text: """
              use touchtracker                   the chapter's final app on view 'canvas'
              use touchtracker bare              the view and its methods; add recognizers yourself:
                recognizer doubleTap = tap numberOfTapsRequired = 2; action doubleTap -> doubleTap
              use touchtracker stage NAME        the app at one step of the chapter (:stages lists them)
              use touchtracker fix silver        the Silver Challenge fix
              use touchtracker challenge gold | platinum
              use touchtracker edition objc …    the Objective-C edition (BNRDrawView, its NSLog strings);
                                                 combine with stage, fix or challenge: ... edition objc stage 05
              menu tap Delete                    choose a menu item; panel pick red (Platinum)

            """),
        HelpTopic(name: "sweep", text: """
              recognizer double = tap numberOfTapsRequired = 2; recognizer single = tap
              single requireToFail double
              param dt from 0ms to 600ms step 10ms   a value to vary (also: param d in 5, 10, 45; points: in (1,2), (3,4))
              mark                       then the gesture to sweep ($dt is its first value here, as in 'gesturelab run'):
              down 1 at 100,200; up 1; wait $dt; down 1 at 100,200; up 1; wait 1s
              :sweep                     runs the statements since the last 'mark' once per value of the params
                                         they use, each from the declarations typed before the mark (no mark:
                                         the whole session); prints the outcomes with their ranges, the
                                         boundaries (double ×1 → single ×2 at dt = 350ms) and, for two params, a map
              :sweep FILE                a script file with its own params, as 'gesturelab sweep FILE'
              options                    --refine 1ms|0.1  --sample N --seed S  --max-runs N (default 1000000)
                                         --format text|csv|jsonl  --svg OUT.svg
                                         --subdivide K (run the cells where outcomes meet K times finer)
              The session is left as it was. Ctrl-C stops a long sweep. 'param dt …' again
              replaces dt's values; :reset forgets the params.

            """),
        HelpTopic(name: "settings", text: """
              set hz N                           samples per second for 'over' moves (default 60)
              set trace normal                   the default: one line per input event, runs of plain moves
                                                 folded, the line model where it changed, repeat iterations
                                                 after the first summarized by what differs from the first
              set trace brief                    transitions, actions, console lines, the line model,
                                                 waiting, withheld/released/cancelled/dropped deliveries
                                                 and control events; no touches
              set trace all                      every event with its exact time, every repeat iteration
              set exclusiveTouchAffectsRecognizers true|false   (and cancelLiveTouchesBeforeAction,
                cancelWithheldTouchesAfterAction, resetAtEndOfPass): the reference's open questions
              set screenScale 0|1|2|3            round contentOffset to 1/scale pt (0: not rounded)

            """),
    ]
}
