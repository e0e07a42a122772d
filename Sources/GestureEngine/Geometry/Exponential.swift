/// `exp`, `log` and `pow` for the scroll view's deceleration curves, in pure Swift: the engine imports no libm, so
/// results are identical on every platform. Relative error below 1e-15 over the ranges the engine uses.
enum Exponential {
    private static let ln2 = 0.6931471805599453
    /// ln 2 in two parts (Cody and Waite): n·ln2High is exact for the n here, so r keeps its precision.
    private static let ln2High = 0.693147180369123816490
    private static let ln2Low = 1.90821492927058770002e-10

    /// eˣ: x = n·ln 2 + r with |r| ≤ ln 2 / 2, then 2ⁿ·eʳ, eʳ from 18 terms of its Taylor series.
    static func exp(_ x: Double) -> Double {
        if x.isNaN { return .nan }
        if x > 709 { return .infinity }
        if x < -745 { return 0 }
        let n = (x / ln2).rounded()
        let r = (x - n * ln2High) - n * ln2Low
        var term = 1.0
        var sum = 1.0
        for k in 1...18 {
            term *= r / Double(k)
            sum += term
        }
        // 2ⁿ in two halves, so that a subnormal result near −745 is still reached.
        let half = Int(n) / 2
        return sum * Double(sign: .plus, exponent: half, significand: 1)
            * Double(sign: .plus, exponent: Int(n) - half, significand: 1)
    }

    /// ln x for x > 0 (nan otherwise): x = m·2ᵉ with m in [√½, √2) (so a rate just below 1 is not 1.99…·2⁻¹, whose
    /// logarithm would cancel), ln m = 2·atanh((m − 1)/(m + 1)) by its series.
    static func log(_ x: Double) -> Double {
        guard x > 0, x.isFinite else { return x == 0 ? -.infinity : x.isInfinite && x > 0 ? .infinity : .nan }
        var e = Double(Int(x.exponent))
        var m = x.significand
        if m > 1.4142135623730951 {
            m /= 2
            e += 1
        }
        let z = (m - 1) / (m + 1)
        let z2 = z * z
        var term = z
        var sum = z
        // |z| ≤ 0.18, so 30 terms of z^(2k+1)/(2k+1) are exact to double precision.
        for k in 1...30 {
            term *= z2
            sum += term / Double(2 * k + 1)
        }
        return 2 * sum + e * ln2
    }

    /// xʸ for x > 0.
    static func pow(_ x: Double, _ y: Double) -> Double { exp(y * log(x)) }
}
