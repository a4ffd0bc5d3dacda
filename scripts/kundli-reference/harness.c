/*
 * Test-only reference harness (NOT part of the product): prints the Swiss Ephemeris' sidereal
 * (SE_SIDM_LAHIRI) longitudes of the seven grahas, the true node and the ascendant for ~200
 * moments 1900-2100 at places across the Earth, as JSON. Built against Debian's libswe-dev; with no
 * ephemeris files installed it runs on the built-in Moshier model (SEFLG_MOSEPH), which it asks
 * for explicitly. See README.md for how to rebuild the fixture.
 */
#include <stdio.h>
#include <swephexp.h>

struct place { const char *name; double lat, lon; };

static const struct place places[] = {
  {"Varanasi", 25.3176, 82.9739}, {"New Delhi", 28.6139, 77.2090}, {"Mumbai", 19.0760, 72.8777},
  {"Chennai", 13.0827, 80.2707}, {"Kolkata", 22.5726, 88.3639}, {"Guwahati", 26.1445, 91.7362},
  {"Srinagar", 34.0837, 74.7973}, {"Kanyakumari", 8.0883, 77.5385}, {"London", 51.5074, -0.1278},
  {"Oslo", 59.9139, 10.7522}, {"Helsinki", 60.1699, 24.9384}, {"Anchorage", 61.2181, -149.9003},
  {"Reykjavik", 64.1466, -21.9426}, {"New York", 40.7128, -74.0060}, {"Los Angeles", 34.0522, -118.2437},
  {"Sao Paulo", -23.5505, -46.6333}, {"Buenos Aires", -34.6037, -58.3816}, {"Cape Town", -33.9249, 18.4241},
  {"Sydney", -33.8688, 151.2093}, {"Auckland", -36.8485, 174.7633}, {"Hobart", -42.8821, 147.3272},
  {"Singapore", 1.3521, 103.8198}, {"Tokyo", 35.6762, 139.6503}, {"Nairobi", -1.2921, 36.8219},
  {"Honolulu", 21.3069, -157.8583},
};

/* A fixed linear congruential generator, so the moments are the same on every rebuild. */
static unsigned long long seed = 20260411ULL;
static double next_unit(void) {
  seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
  return (double)(seed >> 11) / 9007199254740992.0;
}

int main(void) {
  const int bodies[] = {SE_SUN, SE_MOON, SE_MARS, SE_MERCURY, SE_JUPITER, SE_VENUS, SE_SATURN, SE_TRUE_NODE};
  const char *names[] = {"Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu"};
  const int nplaces = sizeof places / sizeof places[0];
  const int n = 200;
  double jd_start = swe_julday(1900, 1, 1, 0.0, SE_GREG_CAL), jd_end = swe_julday(2100, 12, 31, 24.0, SE_GREG_CAL);
  char serr[AS_MAXCH];
  double xx_moon[6];
  swe_set_sid_mode(SE_SIDM_LAHIRI, 0, 0);
  printf("{\n  \"source\": \"Swiss Ephemeris %s via libswe-dev, Moshier ephemeris (SEFLG_MOSEPH), SE_SIDM_LAHIRI, true node, ascendant from swe_houses_ex2 with SEFLG_SIDEREAL; built by scripts/kundli-reference/harness.c\",\n", swe_version(serr));
  double aya_j2000;
  swe_get_ayanamsa_ex(2451545.0, SEFLG_MOSEPH | SEFLG_NONUT, &aya_j2000, serr); /* mean, at J2000.0 TT */
  printf("  \"ayanamsaJ2000\": %.9f,\n", aya_j2000);
  printf("  \"cases\": [\n");
  for (int i = 0; i < n; i++) {
    const struct place *p = &places[i % nplaces];
    double jd = jd_start + (jd_end - jd_start) * next_unit();
    double xx[6], cusps[13], ascmc[10], cusp_speed[13], ascmc_speed[10], aya;
    int y, m, d; double h;
    swe_revjul(jd, SE_GREG_CAL, &y, &m, &d, &h);
    printf("    {\"jdUT\": %.8f, \"place\": \"%s\", \"latitude\": %.4f, \"longitude\": %.4f", jd, p->name, p->lat, p->lon);
    swe_get_ayanamsa_ex_ut(jd, SEFLG_MOSEPH, &aya, serr);
    printf(", \"ayanamsa\": %.9f", aya);
    for (int b = 0; b < 8; b++) {
      if (swe_calc_ut(jd, bodies[b], SEFLG_MOSEPH | SEFLG_SIDEREAL | SEFLG_SPEED, xx, serr) < 0) { fprintf(stderr, "%s\n", serr); return 1; }
      printf(", \"%s\": %.9f", names[b], xx[0]);
    }
    swe_houses_ex2(jd, SEFLG_MOSEPH | SEFLG_SIDEREAL, p->lat, p->lon, 'W', cusps, ascmc, cusp_speed, ascmc_speed, serr);
    printf(", \"ascendant\": %.9f}%s\n", ascmc[0], i + 1 < n ? "," : "");
  }
  printf("  ],\n");
  /* Sunrise (upper limb, standard refraction: swe_rise_trans' defaults) in Varanasi, searched from
   * local midnight (IST = UT+5:30) of each date. */
  const int rise_dates[][3] = {{1900, 1, 1}, {1950, 3, 15}, {2024, 1, 1}, {2024, 6, 21}, {2099, 10, 10}};
  double geopos[3] = {82.9739, 25.3176, 0};
  printf("  \"sunriseVaranasi\": [\n");
  for (int i = 0; i < 5; i++) {
    double tret, jd = swe_julday(rise_dates[i][0], rise_dates[i][1], rise_dates[i][2], 0.0, SE_GREG_CAL) - 5.5 / 24;
    swe_rise_trans(jd, SE_SUN, NULL, SEFLG_MOSEPH, SE_CALC_RISE, geopos, 1013.25, 15, &tret, serr);
    printf("    {\"date\": \"%04d-%02d-%02d\", \"jdUT\": %.8f}%s\n", rise_dates[i][0], rise_dates[i][1], rise_dates[i][2], tret, i < 4 ? "," : "");
  }
  printf("  ],\n");
  /* The first moment after each start when the sidereal Moon enters the next nakshatra (bisection). */
  const double starts[] = {2415021.0, 2433282.5, 2451545.0, 2460423.5, 2488069.5};
  printf("  \"nakshatraIngress\": [\n");
  for (int i = 0; i < 5; i++) {
    double lo = starts[i];
    swe_calc_ut(lo, SE_MOON, SEFLG_MOSEPH | SEFLG_SIDEREAL, xx_moon, serr);
    int nak = (int)(xx_moon[0] / (360.0 / 27));
    double hi = lo + 1.5;
    for (int k = 0; k < 60; k++) {
      double mid = (lo + hi) / 2;
      swe_calc_ut(mid, SE_MOON, SEFLG_MOSEPH | SEFLG_SIDEREAL, xx_moon, serr);
      if ((int)(xx_moon[0] / (360.0 / 27)) == nak) lo = mid; else hi = mid;
    }
    printf("    {\"fromJdUT\": %.8f, \"nakshatra\": %d, \"jdUT\": %.8f}%s\n", starts[i], (nak + 1) % 27 + 1, hi, i < 4 ? "," : "");
  }
  printf("  ]\n}\n");
  swe_close();
  return 0;
}
