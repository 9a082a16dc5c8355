// Great-circle distance and the bounding box that the SQL prefilter uses before it.
// The SQL part must use the same formula and the same EARTH_RADIUS_KM, so that the database and the
// TypeScript reference (matching/filters.ts) agree on who is inside a radius.

export interface LatLng {
  lat: number;
  lng: number;
}

/** Mean Earth radius (IUGG), km. */
export const EARTH_RADIUS_KM = 6371.0088;

const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (rad: number) => (rad * 180) / Math.PI;

/** Haversine distance between two WGS84 points, in km. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  // min(1, …) guards against rounding just above 1 for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * THE rule for "within the radius", used by every list (the SQL queries and the reference filter):
 * `haversineKm(elder, caregiver) <= radiusKm`, computed here in TypeScript, inclusive. PostgreSQL,
 * PGlite and V8 each have their own sin/cos/asin and `radians()` rounds differently from `* Math.PI /
 * 180`, so the same formula in SQL can land one ulp on the other side of the circle; SQL therefore only
 * prefilters with `RADIUS_SQL_SLACK_KM` of slack and the rows it returns are decided by this function.
 * Pass the elder first: the argument order is part of the arithmetic.
 */
export function withinRadius(elder: LatLng, caregiver: LatLng, radiusKm: number): boolean {
  return haversineKm(elder, caregiver) <= radiusKm;
}

/** Slack of the SQL distance prefilter (1 mm): far above any rounding difference, far below 동 precision. */
export const RADIUS_SQL_SLACK_KM = 1e-6;

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/** Slack added on every side so rounding never drops a point that lies exactly on the circle (~1 cm). */
const SLACK_DEG = 1e-7;

/**
 * The smallest lat/lng box that contains every point within `radiusKm` of `center` (great circle), so
 * `lat BETWEEN minLat AND maxLat AND lng BETWEEN minLng AND maxLng` loses no candidate. The widest
 * longitude is not at the centre's latitude: Δlng = asin(sin(r) / cos(lat)) (J. P. Matuschek,
 * "Finding points within a distance of a latitude/longitude using bounding coordinates").
 * Near a pole or across ±180° the box widens to every longitude (never relevant in Korea, but safe).
 */
export function boundingBox(center: LatLng, radiusKm: number): BoundingBox {
  if (!(radiusKm >= 0)) throw new RangeError('boundingBox: radius must be a non-negative number');
  const r = radiusKm / EARTH_RADIUS_KM;
  const lat = rad(center.lat);
  let minLat = lat - r;
  let maxLat = lat + r;
  let minLng: number;
  let maxLng: number;
  if (minLat > -Math.PI / 2 && maxLat < Math.PI / 2 && r < Math.PI / 2) {
    const dLng = Math.asin(Math.min(1, Math.sin(r) / Math.cos(lat)));
    minLng = rad(center.lng) - dLng;
    maxLng = rad(center.lng) + dLng;
    if (minLng < -Math.PI || maxLng > Math.PI) {
      minLng = -Math.PI;
      maxLng = Math.PI;
    }
  } else {
    minLat = Math.max(minLat, -Math.PI / 2);
    maxLat = Math.min(maxLat, Math.PI / 2);
    minLng = -Math.PI;
    maxLng = Math.PI;
  }
  return {
    minLat: deg(minLat) - SLACK_DEG,
    maxLat: deg(maxLat) + SLACK_DEG,
    minLng: deg(minLng) - SLACK_DEG,
    maxLng: deg(maxLng) + SLACK_DEG,
  };
}

/**
 * Latitude bands of 0.01° (~1.1 km): the stored `lat_cell` of elders and resumes (migration 0018) is
 * `floor(lat * LAT_CELLS_PER_DEGREE)`, and the matching indexes lead with it, then lng. A btree on
 * (lat, lng) bounds a box's scan by latitude alone: it read every posting in the box's latitude band
 * across the whole country (a 5 km box at 서울's latitude: ~180,000 index entries at 1,000,000 elders, for
 * a rural caregiver with 375 in her box). With one range scan per band, lng bounds each of them too.
 */
export const LAT_CELLS_PER_DEGREE = 100;

/**
 * The bands a box's latitudes [minLat, maxLat] fall in. IEEE multiplication by a positive constant and
 * floor are monotonic and PostgreSQL's float8 rounds as V8 does, so every row with minLat ≤ lat ≤ maxLat
 * has its `lat_cell` in this list.
 */
export function latCells(minLat: number, maxLat: number): number[] {
  const cells: number[] = [];
  const last = Math.floor(maxLat * LAT_CELLS_PER_DEGREE);
  for (let c = Math.floor(minLat * LAT_CELLS_PER_DEGREE); c <= last; c++) cells.push(c);
  return cells;
}

export function inBoundingBox(point: LatLng, box: BoundingBox): boolean {
  return (
    point.lat >= box.minLat && point.lat <= box.maxLat && point.lng >= box.minLng && point.lng <= box.maxLng
  );
}

/**
 * Bounds on the cheap planar (equirectangular) distance that let SQL skip the haversine for most rows
 * of a dense circle: `planar = (lat − lat₀)² + ((lng − lng₀) · lngScale)²`, in squared degrees of
 * latitude. A row with `planar <= innerSq` is certainly within `radiusKm` (so is counted without the
 * trigonometry), one with `planar > outerSq` certainly outside `radiusKm + RADIUS_SQL_SLACK_KM`; only
 * the band between them needs the great-circle distance. At 1,000,000 postings the haversine was half
 * of a dense count's time (issue 16, docs/benchmarks.md).
 *
 * Why the bounds hold: the planar distance scales longitude by cos(lat₀) where the great circle
 * would use about cos of the midpoint's latitude, a relative error of at most tan(lat) · Δlat / 2
 * (0.03 % for 5 km in 서울, under 0.7 % for 50 km at 60°), plus the sphere's curvature, (d/R)²; the
 * bounds leave PLANAR_MARGIN = 2 % on either side. Anywhere else,
 * or when the box wraps across ±180°, `usable` is false and every row takes the haversine.
 * `distance.test.ts` checks the bounds against haversineKm on random points.
 */
export interface PlanarBands {
  lngScale: number;
  innerSq: number;
  outerSq: number;
}

export const PLANAR_MARGIN = 0.02;
const PLANAR_MAX_RADIUS_KM = 50;
const PLANAR_MAX_LAT = 60;
const KM_PER_DEG = (EARTH_RADIUS_KM * Math.PI) / 180;

export function planarBands(center: LatLng, radiusKm: number): PlanarBands {
  const box = boundingBox(center, radiusKm);
  const usable =
    radiusKm <= PLANAR_MAX_RADIUS_KM &&
    Math.abs(center.lat) <= PLANAR_MAX_LAT &&
    box.minLng > -180 &&
    box.maxLng < 180;
  if (!usable) return { lngScale: 0, innerSq: -1, outerSq: Infinity };
  const inner = (radiusKm * (1 - PLANAR_MARGIN)) / KM_PER_DEG;
  const outer = ((radiusKm + RADIUS_SQL_SLACK_KM) * (1 + PLANAR_MARGIN)) / KM_PER_DEG;
  return { lngScale: Math.cos(rad(center.lat)), innerSq: inner * inner, outerSq: outer * outer };
}

/** The planar distance of `planarBands`, in squared degrees (for tests; SQL computes it the same way). */
export function planarSq(center: LatLng, point: LatLng, lngScale: number): number {
  return (point.lat - center.lat) ** 2 + ((point.lng - center.lng) * lngScale) ** 2;
}

/** One latitude band's longitude range: rows with `lat_cell = cell` and lng from `lo` to `hi`. */
export interface BandRange {
  cell: number;
  lo: number;
  hi: number;
}

/** The share of innerSq and outerSq that countRanges keeps in hand against rounding. */
const CHORD_MARGIN = 1e-6;
/** How far countRanges widens each band's latitudes (degrees) against rounding in `lat_cell`. */
const BAND_PAD = 1e-9;

/**
 * How a count scans a circle's box (ADR 0027), band by band:
 * - `inner`: each band's chord that is certainly inside (lng strictly between lo and hi): every row there
 *   has its planar distance below `innerSq`, so the count adds them up without reading a distance;
 * - `ring`: the rest of each band up to the outer chord (lng from lo to hi, both included), whose rows
 *   take the distance as before. A row past the outer chord has its planar distance at or above
 *   `outerSq`, certainly outside, and is never read.
 *
 * For a band whose latitudes (within the box) are at most `dmax` and at least `dmin` from the centre's,
 * a row with |Δlng · lngScale| below √(innerSq − dmax²) has planar < innerSq, and one with it above
 * √(outerSq − dmin²) has planar > outerSq. The chords keep CHORD_MARGIN of innerSq and outerSq in hand and
 * each band's latitudes are widened by BAND_PAD, far more than any rounding of PostgreSQL's (or V8's)
 * float8 in `lat_cell`, the planar sum or the bounds. Where the planar bounds are off (`planarBands`),
 * every band is one ring range over the whole box, as before.
 */
export function countRanges(center: LatLng, radiusKm: number): { inner: BandRange[]; ring: BandRange[] } {
  const box = boundingBox(center, radiusKm);
  const { lngScale, innerSq, outerSq } = planarBands(center, radiusKm);
  const inner: BandRange[] = [];
  const ring: BandRange[] = [];
  for (const cell of latCells(box.minLat, box.maxLat)) {
    const south = Math.max(cell / LAT_CELLS_PER_DEGREE, box.minLat) - BAND_PAD;
    const north = Math.min((cell + 1) / LAT_CELLS_PER_DEGREE, box.maxLat) + BAND_PAD;
    const dmax = Math.max(Math.abs(south - center.lat), Math.abs(north - center.lat));
    const dmin =
      center.lat >= south && center.lat <= north
        ? 0
        : Math.min(...[south, north].map((l) => Math.abs(l - center.lat)));
    const outerRoom = outerSq * (1 + CHORD_MARGIN) - dmin * dmin;
    if (!(outerRoom > 0)) continue; // the whole band is outside
    const outer = lngScale > 0 ? Math.sqrt(outerRoom) / lngScale : Infinity;
    const west = Math.max(box.minLng, center.lng - outer);
    const east = Math.min(box.maxLng, center.lng + outer);
    if (west > east) continue;
    const innerRoom = innerSq * (1 - CHORD_MARGIN) - dmax * dmax;
    const half = innerRoom > 0 && lngScale > 0 ? Math.sqrt(innerRoom) / lngScale : 0;
    const lo = Math.max(west, center.lng - half);
    const hi = Math.min(east, center.lng + half);
    if (lo < hi) {
      inner.push({ cell, lo, hi });
      ring.push({ cell, lo: west, hi: lo }, { cell, lo: hi, hi: east });
    } else {
      ring.push({ cell, lo: west, hi: east });
    }
  }
  return { inner, ring };
}
