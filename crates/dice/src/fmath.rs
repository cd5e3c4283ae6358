//! `exp`, `ln` and `pow` with the same bits on every platform. The platform's own
//! (`f64::exp` and friends: glibc natively, another port in wasm) may differ in
//! the last bit, which would let a bot choose differently natively and in the
//! page. The `libm` crate is one pure-Rust implementation compiled the same way
//! everywhere, accurate to about 1 ulp. Clippy's `disallowed-methods` list
//! (`clippy.toml`) keeps the platform versions out of the engines.

pub fn exp(x: f64) -> f64 {
    libm::exp(x)
}

pub fn ln(x: f64) -> f64 {
    libm::log(x)
}

pub fn pow(x: f64, y: f64) -> f64 {
    libm::pow(x, y)
}

#[cfg(test)]
#[allow(clippy::disallowed_methods)] // compared with the platform on purpose
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        a == b || ((a - b) / b).abs() < 1e-15
    }

    #[test]
    fn exp_matches_the_platform_closely() {
        let mut x = -740.0;
        while x < 709.0 {
            assert!(
                close(exp(x), x.exp()),
                "exp({x}) = {} vs {}",
                exp(x),
                x.exp()
            );
            x += 0.737;
        }
        for x in [0.0, 1e-12, -1e-12, 0.5, -0.5, 0.1, 2.0, -3.25] {
            assert!(close(exp(x), x.exp()), "exp({x})");
        }
        assert_eq!(exp(800.0), f64::INFINITY);
        assert_eq!(exp(-800.0), 0.0);
        assert!(exp(f64::NAN).is_nan());
    }

    #[test]
    fn ln_matches_the_platform_closely() {
        let mut x = 1e-300;
        while x < 1e300 {
            assert!(
                (ln(x) - x.ln()).abs() <= 1e-14 * x.ln().abs().max(1.0),
                "ln({x})"
            );
            x *= 1.9371;
        }
        for x in [1.0, 2.0, 0.5, 1.0 + 1e-12, 0.999, 5e-324, f64::MAX] {
            assert!(
                (ln(x) - x.ln()).abs() <= 1e-14 * x.ln().abs().max(1.0),
                "ln({x}) = {} vs {}",
                ln(x),
                x.ln()
            );
        }
        assert_eq!(ln(0.0), f64::NEG_INFINITY);
        assert!(ln(-1.0).is_nan());
        assert_eq!(ln(1.0), 0.0);
    }

    const LN10_BITS: u64 = 0x4002_6bb1_bbb5_5516;

    /// Pinned bits: if these move, bots could choose differently across builds.
    #[test]
    fn bits_are_pinned() {
        assert_eq!(exp(1.0).to_bits(), 4613303445314885482);
        assert_eq!(ln(10.0).to_bits(), LN10_BITS);
        assert_eq!(pow(2.0, 0.5).to_bits(), std::f64::consts::SQRT_2.to_bits());
    }
}
