extension GestureEnvironment {
    /// The delegates' dynamic requirements, asked at the start of each update pass once per ordered pair of
    /// participating recognizers and attempt [DOC A-dyn "called once per attempt to recognize", DEC D2]: a yes from
    /// either side (`shouldRequireFailureOf` of the dependent, `shouldBeRequiredToFailBy` of the required one) adds the
    /// requirement. Both the requirement and the record of what was asked are dropped at the dependent's reset.
    func askDynamicRequirements() {
        for a in 0..<recognizers.count where recognizers[a].attempt.isParticipating {
            let aid = RecognizerID(index: a)
            for b in 0..<recognizers.count where b != a && recognizers[b].attempt.isParticipating {
                let bid = RecognizerID(index: b)
                guard !recognizers[aid].askedDynamic.contains(bid) else { continue }
                recognizers[aid].askedDynamic.insert(bid)
                let mine = recognizers[aid].delegate.shouldRequireFailureOf[bid] == true
                let theirs = recognizers[bid].delegate.shouldBeRequiredToFailBy[aid] == true
                guard mine || theirs else { continue }
                if !recognizers[aid].dynamicRequirements.contains(bid) { recognizers[aid].dynamicRequirements.append(bid) }
                emit(.delegateAnswer(time: now, recognizer: mine ? aid : bid,
                                     method: mine ? "shouldRequireFailureOf" : "shouldBeRequiredToFailBy",
                                     other: mine ? bid : aid, answer: true))
            }
        }
    }
}
