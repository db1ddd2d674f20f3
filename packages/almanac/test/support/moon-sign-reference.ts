/**
 * An independent reference for the Moon's sign ingresses and its aspects (docs/domain.md §14), on astronomia 4.2.0
 * instead of astronomy-engine: the Moon by the full ELP/MPP02 series fitted to DE405 (Chapront & Francou 2002), light
 * time, rigorous ecliptic precession to the date (Meeus 21.7) and nutation (Meeus ch. 22); the Sun and the planets by
 * VSOP87B with light time, aberration, the FK5 correction and nutation (Meeus ch. 32–33); ΔT from astronomia's table.
 * Slow (the full ELP series is ~35,000 terms): for a sample of instants only.
 */
import { eclipticAberration } from "astronomia/apparent";
import { JDEToJulianYear, lightTime } from "astronomia/base";
import { Ecliptic } from "astronomia/coord";
import elpFull from "astronomia/data/elpMppDeFull";
import vsop87Bearth from "astronomia/data/vsop87Bearth";
import vsop87Bjupiter from "astronomia/data/vsop87Bjupiter";
import vsop87Bmars from "astronomia/data/vsop87Bmars";
import vsop87Bmercury from "astronomia/data/vsop87Bmercury";
import vsop87Bsaturn from "astronomia/data/vsop87Bsaturn";
import vsop87Bvenus from "astronomia/data/vsop87Bvenus";
import { deltaT } from "astronomia/deltat";
import { Moon } from "astronomia/elp";
import { nutation } from "astronomia/nutation";
import { Planet, toFK5 } from "astronomia/planetposition";
import { EclipticPrecessor } from "astronomia/precess";
import { apparentVSOP87 } from "astronomia/solar";

const DAY = 86_400_000;
const RAD = 180 / Math.PI;
const moon = new Moon(elpFull);
const earth = new Planet(vsop87Bearth);
const planets = {
  mercury: new Planet(vsop87Bmercury),
  venus: new Planet(vsop87Bvenus),
  mars: new Planet(vsop87Bmars),
  jupiter: new Planet(vsop87Bjupiter),
  saturn: new Planet(vsop87Bsaturn),
} as const;
export type ReferenceBody = "sun" | keyof typeof planets;

const mod360 = (x: number) => ((x % 360) + 360) % 360;

/** Julian ephemeris day of an instant (UT → TT by astronomia's ΔT). */
function jdeOf(ms: number): number {
  const jd = ms / DAY + 2440587.5;
  return jd + deltaT(2000 + (jd - 2451545) / 365.25) / 86400;
}

/** The Moon's apparent geocentric ecliptic longitude of date, degrees. */
export function referenceMoonLongitude(ms: number): number {
  const jde = jdeOf(ms);
  const p = moon.positionXYZ(jde - moon.lightTime(jde));
  const ecl = new EclipticPrecessor(2000, JDEToJulianYear(jde)).precess(
    new Ecliptic(Math.atan2(p.y, p.x), Math.atan2(p.z, Math.hypot(p.x, p.y))),
  );
  return mod360((ecl.lon + nutation(jde)[0]) * RAD);
}

/** The Sun's or a planet's apparent geocentric ecliptic longitude of date, degrees. */
export function referenceBodyLongitude(body: ReferenceBody, ms: number): number {
  const jde = jdeOf(ms);
  if (body === "sun") return mod360(apparentVSOP87(earth, jde).lon * RAD);
  const e = earth.position(jde);
  const planet = planets[body];
  const geo = (tau: number) => {
    const q = planet.position(jde - tau);
    const x = q.range * Math.cos(q.lat) * Math.cos(q.lon) - e.range * Math.cos(e.lat) * Math.cos(e.lon);
    const y = q.range * Math.cos(q.lat) * Math.sin(q.lon) - e.range * Math.cos(e.lat) * Math.sin(e.lon);
    const z = q.range * Math.sin(q.lat) - e.range * Math.sin(e.lat);
    return { x, y, z };
  };
  const g0 = geo(0);
  const g = geo(lightTime(Math.hypot(g0.x, g0.y, g0.z)));
  const lon = Math.atan2(g.y, g.x);
  const lat = Math.atan2(g.z, Math.hypot(g.x, g.y));
  const [dl, db] = eclipticAberration(lon, lat, jde);
  const fk5 = toFK5(lon + dl, lat + db, jde);
  return mod360((fk5.lon + nutation(jde)[0]) * RAD);
}

const wrap180 = (x: number) => x - 360 * Math.round(x / 360);

/** Root of f near `guess` by the secant method, to 0.01 s; f changes by ~0.5° an hour, wrapped to ±180°. */
export function solveNear(f: (ms: number) => number, guess: number): number {
  let t0 = guess;
  let t1 = guess + 60_000;
  let f0 = f(t0);
  let f1 = f(t1);
  for (let i = 0; i < 30 && Math.abs(t1 - t0) > 10; i++) {
    const t2 = t1 - (f1 * (t1 - t0)) / (f1 - f0);
    t0 = t1;
    f0 = f1;
    t1 = t2;
    f1 = f(t1);
  }
  if (Math.abs(t1 - guess) > 12 * 3_600_000) throw new Error("solveNear: the root is not near the guess");
  return t1;
}

/** The instant near `guess` at which the reference Moon reaches the longitude `deg`. */
export function referenceIngress(deg: number, guess: number): number {
  return solveNear((t) => wrap180(referenceMoonLongitude(t) - deg), guess);
}

/** The instant near `guess` at which Moon − body reaches `separation` degrees, by the reference. */
export function referenceAspect(body: ReferenceBody, separation: number, guess: number): number {
  return solveNear(
    (t) => wrap180(referenceMoonLongitude(t) - referenceBodyLongitude(body, t) - separation),
    guess,
  );
}
