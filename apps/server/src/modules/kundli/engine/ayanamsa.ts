/**
 * Lahiri (Chitrapaksha) ayanamsa, as the Swiss Ephemeris defines SE_SIDM_LAHIRI: 23.245524743° at
 * JD 2435553.5 TT (1956 March 21 0h), i.e. the Calendar Reform Committee's true value 23°15′00.658″
 * (= 23.250182778°, Indian Astronomical Ephemeris) less that day's nutation in longitude
 * (0.004658035°), carried to other dates by the general precession in
 * longitude p_A of the IAU 2006 precession (Capitaine, Wallace & Chapront 2003, A&A 412, 567, eq. 39).
 * This is the mean ayanamsa; the true one adds the nutation in longitude Δψ.
 */
const EPOCH_JD_TT = 2435553.5;
const EPOCH_AYANAMSA = 23.245524743;
const J2000 = 2451545.0;

/** General precession in longitude since J2000, arcseconds, T in Julian centuries TT. */
function precessionArcsec(T: number): number {
  return (
    ((((-0.0000000434 * T - 0.000000576) * T + 0.0020034) * T - 0.0001831) * T + 1.1054348) * T * T + 5028.796195 * T
  );
}

const centuries = (jdTT: number) => (jdTT - J2000) / 36525;
const EPOCH_P = precessionArcsec(centuries(EPOCH_JD_TT));

/** Mean Lahiri ayanamsa in degrees at a Julian day (TT). */
export function lahiriAyanamsa(jdTT: number): number {
  return EPOCH_AYANAMSA + (precessionArcsec(centuries(jdTT)) - EPOCH_P) / 3600;
}
