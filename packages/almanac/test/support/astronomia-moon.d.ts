/**
 * The parts of astronomia 4.2.0 (MIT, no type declarations of its own) the Moon-sign reference uses
 * (test/support/moon-sign-reference.ts): ELP/MPP02 for the Moon, VSOP87B for the planets, Meeus's nutation,
 * aberration, FK5 correction and ecliptic precession.
 */
declare module "astronomia/elp" {
  export class Moon {
    constructor(data: unknown);
    /** Rectangular geocentric position (km), inertial mean ecliptic and equinox of J2000. */
    positionXYZ(jde: number): { x: number; y: number; z: number };
    /** Light time (days). */
    lightTime(jde: number): number;
  }
}
declare module "astronomia/planetposition" {
  export class Planet {
    constructor(data: unknown);
    /** Heliocentric ecliptic position of date (radians, AU) for VSOP87B. */
    position(jde: number): { lon: number; lat: number; range: number };
  }
  export function toFK5(lon: number, lat: number, jde: number): { lon: number; lat: number };
}
declare module "astronomia/precess" {
  export class EclipticPrecessor {
    constructor(epochFrom: number, epochTo: number);
    precess(ecl: { lon: number; lat: number }): { lon: number; lat: number };
  }
}
declare module "astronomia/coord" {
  export class Ecliptic {
    constructor(lon: number, lat: number);
    lon: number;
    lat: number;
  }
}
declare module "astronomia/nutation" {
  /** [Δψ, Δε] in radians. */
  export function nutation(jde: number): [number, number];
}
declare module "astronomia/apparent" {
  /** [Δλ, Δβ] in radians (Meeus 23.2). */
  export function eclipticAberration(lon: number, lat: number, jde: number): [number, number];
}
declare module "astronomia/solar" {
  import type { Planet } from "astronomia/planetposition";
  export function apparentVSOP87(earth: Planet, jde: number): { lon: number; lat: number; range: number };
}
declare module "astronomia/deltat" {
  export function deltaT(decimalYear: number): number;
}
declare module "astronomia/base" {
  export function JDEToJulianYear(jde: number): number;
  export function lightTime(distanceAu: number): number;
}
declare module "astronomia/data/elpMppDeFull" {
  const data: unknown;
  export default data;
}
declare module "astronomia/data/vsop87Bmercury" {
  const data: unknown;
  export default data;
}
declare module "astronomia/data/vsop87Bvenus" {
  const data: unknown;
  export default data;
}
declare module "astronomia/data/vsop87Bmars" {
  const data: unknown;
  export default data;
}
declare module "astronomia/data/vsop87Bjupiter" {
  const data: unknown;
  export default data;
}
declare module "astronomia/data/vsop87Bsaturn" {
  const data: unknown;
  export default data;
}
