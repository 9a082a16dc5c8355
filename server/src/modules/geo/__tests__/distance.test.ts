import fc from 'fast-check';
import {
  EARTH_RADIUS_KM,
  RADIUS_SQL_SLACK_KM,
  boundingBox,
  countRanges,
  haversineKm,
  inBoundingBox,
  LAT_CELLS_PER_DEGREE,
  latCells,
  planarBands,
  planarSq,
  type LatLng,
} from '../distance';

/** The point `km` away from `from` on initial bearing `bearingDeg` (great circle). */
function destination(from: LatLng, km: number, bearingDeg: number): LatLng {
  const d = km / EARTH_RADIUS_KM;
  const b = (bearingDeg * Math.PI) / 180;
  const lat1 = (from.lat * Math.PI) / 180;
  const lng1 = (from.lng * Math.PI) / 180;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
  const lng2 =
    lng1 +
    Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  return { lat: (lat2 * 180) / Math.PI, lng: (lng2 * 180) / Math.PI };
}

// Korea and a margin around it.
const korea = fc.record({
  lat: fc.double({ min: 32, max: 39.5, noNaN: true }),
  lng: fc.double({ min: 124, max: 132, noNaN: true }),
});

describe('haversineKm', () => {
  it('is zero for the same point and symmetric', () => {
    const a = { lat: 37.50008, lng: 127.03855 };
    const b = { lat: 37.5665, lng: 126.978 };
    expect(haversineKm(a, a)).toBe(0);
    expect(haversineKm(a, b)).toBeCloseTo(haversineKm(b, a), 12);
  });

  it('matches known distances', () => {
    // 역삼동 centroid → 서울시청: about 9.0 km.
    expect(haversineKm({ lat: 37.50008, lng: 127.03855 }, { lat: 37.5665, lng: 126.978 })).toBeCloseTo(
      9.08,
      1,
    );
    // One degree of latitude is about 111.2 km.
    expect(haversineKm({ lat: 37, lng: 127 }, { lat: 38, lng: 127 })).toBeCloseTo(111.195, 2);
    // Seoul → Busan, about 325 km.
    expect(haversineKm({ lat: 37.5665, lng: 126.978 }, { lat: 35.1796, lng: 129.0756 })).toBeCloseTo(325, -1);
  });

  it('inverts the destination formula', () => {
    fc.assert(
      fc.property(
        korea,
        fc.double({ min: 0, max: 50, noNaN: true }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        (p, km, b) => {
          expect(haversineKm(p, destination(p, km, b))).toBeCloseTo(km, 6);
        },
      ),
    );
  });
});

describe('boundingBox', () => {
  it('contains every point within the radius (property)', () => {
    fc.assert(
      fc.property(
        korea,
        fc.constantFrom(1.25, 1.65, 3, 5),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        (center, radius, share, bearing) => {
          const point = destination(center, radius * share, bearing);
          expect(inBoundingBox(point, boundingBox(center, radius))).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('is tight: the extreme points on the circle lie on its edges', () => {
    const center = { lat: 37.5, lng: 127 };
    const box = boundingBox(center, 5);
    expect(destination(center, 5, 0).lat).toBeCloseTo(box.maxLat, 6);
    expect(destination(center, 5, 180).lat).toBeCloseTo(box.minLat, 6);
    // The widest longitude of the circle (a bearing a little past 90° at this latitude).
    let widest = -Infinity;
    for (let b = 80; b <= 100; b += 0.01) widest = Math.max(widest, destination(center, 5, b).lng);
    expect(widest).toBeCloseTo(box.maxLng, 6);
    expect(box.maxLng - center.lng).toBeGreaterThan(box.maxLat - center.lat);
  });

  it('widens to every longitude near a pole or across ±180°', () => {
    expect(boundingBox({ lat: 89.99, lng: 0 }, 5)).toMatchObject({ maxLat: expect.closeTo(90, 5) });
    expect(boundingBox({ lat: 89.99, lng: 0 }, 5).minLng).toBeLessThanOrEqual(-180);
    expect(boundingBox({ lat: 0, lng: 179.99 }, 5).maxLng).toBeGreaterThanOrEqual(180);
  });

  it('rejects a negative or missing radius', () => {
    expect(() => boundingBox({ lat: 37, lng: 127 }, -1)).toThrow(RangeError);
    expect(() => boundingBox({ lat: 37, lng: 127 }, Number.NaN)).toThrow(RangeError);
  });
});

describe('latCells', () => {
  const band = (lat: number) => Math.floor(lat * LAT_CELLS_PER_DEGREE);

  it('holds the band of every latitude of the box, its edges and every point of a circle included', () => {
    fc.assert(
      fc.property(
        korea,
        fc.oneof(fc.constantFrom(0.5, 1.25, 1.65, 3, 5), fc.double({ min: 0, max: 50, noNaN: true })),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        (c, r, f, bearing) => {
          const box = boundingBox(c, r);
          const cells = new Set(latCells(box.minLat, box.maxLat));
          const p = destination(c, r * f, bearing);
          for (const lat of [box.minLat, box.maxLat, c.lat, p.lat]) {
            expect([lat, cells.has(band(lat))]).toEqual([lat, true]);
          }
          // No band the box does not reach: each is [first, last] without gaps.
          expect(cells.size).toBe(band(box.maxLat) - band(box.minLat) + 1);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('is one band for a box inside a band, and none for an empty box', () => {
    expect(latCells(37.501, 37.509)).toEqual([3750]);
    expect(latCells(37.5, 37.51)).toEqual([3750, 3751]);
    expect(latCells(-0.005, 0.005)).toEqual([-1, 0]);
    expect(latCells(1, 0)).toEqual([]);
  });
});

describe('planarBands', () => {
  // Centres anywhere the bands are used (below 60°, away from ±180°), radii up to their 50 km limit,
  // points just inside and just outside the circle, where a wrong bound would show.
  const centre = fc.record({
    lat: fc.double({ min: -60, max: 60, noNaN: true }),
    lng: fc.double({ min: -170, max: 170, noNaN: true }),
  });
  const radius = fc.oneof(fc.constantFrom(1.25, 1.65, 3, 5), fc.double({ min: 0.01, max: 50, noNaN: true }));
  const factor = fc.oneof(
    fc.double({ min: 0.9, max: 1.1, noNaN: true }),
    fc.double({ min: 0, max: 1.6, noNaN: true }),
  );

  it('says "inside" only for points within the radius and "outside" only beyond radius + slack', () => {
    fc.assert(
      fc.property(
        centre,
        radius,
        factor,
        fc.double({ min: 0, max: 360, noNaN: true }),
        (c, r, f, bearing) => {
          const bands = planarBands(c, r);
          const point = destination(c, r * f, bearing);
          const planar = planarSq(c, point, bands.lngScale);
          const km = haversineKm(c, point);
          if (planar <= bands.innerSq) expect(km).toBeLessThanOrEqual(r);
          if (planar > bands.outerSq) expect(km).toBeGreaterThan(r + RADIUS_SQL_SLACK_KM);
        },
      ),
      { numRuns: 20000 },
    );
  });

  it('decides most of a Korean circle without the haversine, and nothing near the circle', () => {
    const c = { lat: 37.57, lng: 126.98 };
    const bands = planarBands(c, 5);
    let decided = 0;
    for (let i = 0; i < 1000; i++) {
      const p = destination(c, 5 * Math.sqrt(i / 1000), (i * 137.5) % 360); // spread evenly over the disc
      if (planarSq(c, p, bands.lngScale) <= bands.innerSq) decided++;
    }
    expect(decided).toBeGreaterThan(900);
    for (const bearing of [0, 45, 90, 135, 180]) {
      const onEdge = planarSq(c, destination(c, 5, bearing), bands.lngScale);
      expect(onEdge).toBeGreaterThan(bands.innerSq);
      expect(onEdge).toBeLessThanOrEqual(bands.outerSq);
    }
  });

  it('is off (every row takes the haversine) past 60°, past 50 km and across ±180°', () => {
    for (const [c, r] of [
      [{ lat: 61, lng: 10 }, 5],
      [{ lat: 37, lng: 127 }, 51],
      [{ lat: 0, lng: 179.99 }, 5],
    ] as const) {
      expect(planarBands(c, r)).toEqual({ lngScale: 0, innerSq: -1, outerSq: Infinity });
    }
  });
});

describe('countRanges', () => {
  const band = (lat: number) => Math.floor(lat * LAT_CELLS_PER_DEGREE);
  const radius = fc.oneof(
    fc.constantFrom(0.5, 1.25, 1.65, 3, 5),
    fc.double({ min: 0.01, max: 50, noNaN: true }),
  );

  it('puts every point of the box that may be in the circle in one range, and only sure ones in a chord', () => {
    fc.assert(
      fc.property(
        korea,
        radius,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (c, r, fy, fx) => {
          const box = boundingBox(c, r);
          const { lngScale, innerSq, outerSq } = planarBands(c, r);
          const { inner, ring } = countRanges(c, r);
          const p = {
            lat: box.minLat + (box.maxLat - box.minLat) * fy,
            lng: box.minLng + (box.maxLng - box.minLng) * fx,
          };
          const inChord = inner.filter((x) => x.cell === band(p.lat) && p.lng > x.lo && p.lng < x.hi);
          const inRing = ring.filter((x) => x.cell === band(p.lat) && p.lng >= x.lo && p.lng <= x.hi);
          const planar = planarSq(c, p, lngScale);
          expect(inChord.length + inRing.length).toBeLessThanOrEqual(1);
          if (inChord.length) expect(planar).toBeLessThan(innerSq);
          if (planar < outerSq) expect(inChord.length + inRing.length).toBe(1);
        },
      ),
      { numRuns: 20000 },
    );
  });

  it('holds most of a dense circle in its chords, and is one ring over the box where the bounds are off', () => {
    const c = { lat: 37.57, lng: 126.98 };
    const { inner, ring } = countRanges(c, 5);
    const width = (xs: { lo: number; hi: number }[]) => xs.reduce((sum, x) => sum + (x.hi - x.lo), 0);
    expect(inner).toHaveLength(8); // of ten bands: the outermost two reach past the chords
    expect(width(inner) / (width(inner) + width(ring))).toBeGreaterThan(2 / 3);
    const far = { lat: 61, lng: 10 };
    const box = boundingBox(far, 5);
    expect(countRanges(far, 5)).toEqual({
      inner: [],
      ring: latCells(box.minLat, box.maxLat).map((cell) => ({ cell, lo: box.minLng, hi: box.maxLng })),
    });
  });
});
