/**
 * The parts of astronomia (MIT, no type declarations of its own) the engine uses: the Sun's apparent position by
 * VSOP87 (Meeus, Astronomical Algorithms ch. 25 and 32) and ΔT from observed values (decision 017).
 */
declare module "astronomia" {
  export namespace planetposition {
    class Planet {
      constructor(data: unknown);
    }
  }
  export namespace solar {
    /** Apparent geocentric ecliptic position of the Sun at a Julian ephemeris day (radians, AU). */
    function apparentVSOP87(
      earth: planetposition.Planet,
      jde: number,
    ): { lon: number; lat: number; range: number };
  }
  export namespace deltat {
    /** ΔT = TT − UT in seconds at a decimal year. */
    function deltaT(decimalYear: number): number;
  }
}

declare module "astronomia/data/vsop87Bearth" {
  const data: unknown;
  export default data;
}
