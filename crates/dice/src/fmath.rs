//! `exp` and `ln` from basic arithmetic only. The platform's versions (glibc
//! natively, a libm port in wasm) may differ in the last bit, which would let a
//! bot choose differently on the two; `+ − × ÷` are exactly rounded everywhere,
//! so these give the same bits on every platform. Accurate to a few ulps.

// ln 2 split so that k·LN2_HI is exact for the k used here (fdlibm's values).
const LN2_HI: f64 = f64::from_bits(0x3fe6_2e42_fee0_0000);
const LN2_LO: f64 = f64::from_bits(0x3dea_39ef_3579_3c76);
const LN2: f64 = std::f64::consts::LN_2;

/// 2^k for k in the normal range, built from its bits.
fn pow2(k: i64) -> f64 {
    f64::from_bits(((k + 1023) as u64) << 52)
}

pub fn exp(x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    if x > 709.7 {
        return f64::INFINITY;
    }
    if x < -745.2 {
        return 0.0;
    }
    // x = k·ln2 + r, |r| ≤ ln2/2; exp(r) by its Taylor series, then scale by 2^k.
    let k = (x / LN2 + 0.5).floor();
    let r = (x - k * LN2_HI) - k * LN2_LO;
    let mut term = 1.0;
    let mut sum = 1.0;
    for n in 1..=16 {
        term = term * r / n as f64;
        sum += term;
    }
    let k = k as i64;
    // Split the scaling so results near the ends of the range do not overflow
    // 2^k's exponent field.
    if k > 1000 {
        sum * pow2(k - 1000) * pow2(1000)
    } else if k < -1000 {
        sum * pow2(k + 1000) * pow2(-1000)
    } else {
        sum * pow2(k)
    }
}

pub fn ln(x: f64) -> f64 {
    if x.is_nan() || x < 0.0 {
        return f64::NAN;
    }
    if x == 0.0 {
        return f64::NEG_INFINITY;
    }
    if x.is_infinite() {
        return x;
    }
    // Bring subnormals into the normal range, then x = m·2^e with m in [√½, √2).
    let (x, bias) = if x < f64::MIN_POSITIVE {
        (x * pow2(54), -54)
    } else {
        (x, 0)
    };
    let bits = x.to_bits();
    let mut e = ((bits >> 52) & 0x7ff) as i64 - 1023 + bias;
    let mut m = f64::from_bits((bits & 0x000f_ffff_ffff_ffff) | (1023u64 << 52));
    if m > std::f64::consts::SQRT_2 {
        m /= 2.0;
        e += 1;
    }
    // ln m = 2·atanh(f), f = (m−1)/(m+1), |f| < 0.172.
    let f = (m - 1.0) / (m + 1.0);
    let f2 = f * f;
    let mut pow = f;
    let mut sum = 0.0;
    for n in 0..12 {
        sum += pow / (2 * n + 1) as f64;
        pow *= f2;
    }
    e as f64 * LN2_HI + (2.0 * sum + e as f64 * LN2_LO)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        a == b || ((a - b) / b).abs() < 1e-14
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
}
