import "server-only";
import fs from "node:fs";

/**
 * The world's land as separate polygons, one an island or a continent (docs/api.md §4.1): Natural
 * Earth's 1:10m land (public domain), as TopoJSON in the `world-atlas` package (ISC). It says which
 * places lie on an island of lib/cities/data/islands.ts. Quantised to about 400 m, and a coastal
 * town's point may sit just off the drawn coast: a place within ISLAND_SHORE_KM of an island's
 * shore is on it.
 */
export const ISLAND_SHORE_KM = 3;

/** One polygon: its rings as [lon, lat, lon, lat, …] (the first the outer ring), and its box. */
export type LandPolygon = { rings: Float64Array[]; west: number; east: number; south: number; north: number };

type Topology = {
  transform: { scale: [number, number]; translate: [number, number] };
  arcs: [number, number][][];
  objects: { land: { geometries: { type: string; arcs: number[][][] }[] } };
};

const require = process.getBuiltinModule("node:module").createRequire(import.meta.url);

let polygons: LandPolygon[] | undefined;

/** Decoded once a process (≈ 0.3 s): arcs are delta-encoded integers on a grid (TopoJSON §2.1.1). */
function landPolygons(): LandPolygon[] {
  if (polygons) return polygons;
  const topology = JSON.parse(fs.readFileSync(require.resolve("world-atlas/land-10m.json"), "utf8")) as Topology;
  const [kx, ky] = topology.transform.scale;
  const [dx, dy] = topology.transform.translate;
  const arcs = topology.arcs.map((arc) => {
    const points = new Float64Array(arc.length * 2);
    let x = 0;
    let y = 0;
    arc.forEach(([ax, ay], i) => {
      x += ax;
      y += ay;
      points[i * 2] = x * kx + dx;
      points[i * 2 + 1] = y * ky + dy;
    });
    return points;
  });
  const ring = (indexes: number[]) => {
    const parts = indexes.map((index) => (index >= 0 ? arcs[index]! : reversed(arcs[~index]!)));
    const points = new Float64Array(parts.reduce((total, part) => total + part.length, 0));
    let offset = 0;
    for (const part of parts) {
      points.set(part, offset);
      offset += part.length;
    }
    return points;
  };
  polygons = topology.objects.land.geometries
    .flatMap((geometry) =>
      geometry.type === "Polygon"
        ? [geometry.arcs as unknown as number[][]]
        : (geometry.arcs as unknown as number[][][]),
    )
    .map((rings) => withBox(rings.map(ring)));
  return polygons;
}

function reversed(points: Float64Array): Float64Array {
  const out = new Float64Array(points.length);
  for (let i = 0; i < points.length; i += 2) {
    out[points.length - 2 - i] = points[i]!;
    out[points.length - 1 - i] = points[i + 1]!;
  }
  return out;
}

function withBox(rings: Float64Array[]): LandPolygon {
  const outer = rings[0]!;
  let west = Infinity,
    east = -Infinity,
    south = Infinity,
    north = -Infinity;
  for (let i = 0; i < outer.length; i += 2) {
    west = Math.min(west, outer[i]!);
    east = Math.max(east, outer[i]!);
    south = Math.min(south, outer[i + 1]!);
    north = Math.max(north, outer[i + 1]!);
  }
  return { rings, west, east, south, north };
}

const KM_PER_DEGREE = 111.2;

/** Degrees of latitude and longitude that `km` spans at this latitude. */
function degreesAround(latitude: number, km: number) {
  return { lat: km / KM_PER_DEGREE, lon: km / (KM_PER_DEGREE * Math.max(Math.cos((latitude * Math.PI) / 180), 0.01)) };
}

/** Whether a point lies inside the polygon's box widened by `km`. */
function nearBox(polygon: LandPolygon, latitude: number, longitude: number, km: number): boolean {
  const around = degreesAround(latitude, km);
  return (
    latitude >= polygon.south - around.lat &&
    latitude <= polygon.north + around.lat &&
    longitude >= polygon.west - around.lon &&
    longitude <= polygon.east + around.lon
  );
}

/** Inside the polygon (even-odd over its rings: a lake is a hole), or within `km` of its shore. */
export function onPolygon(polygon: LandPolygon, latitude: number, longitude: number, km: number): boolean {
  if (!nearBox(polygon, latitude, longitude, km)) return false;
  let inside = false;
  for (const ring of polygon.rings) {
    for (let i = 0, j = ring.length - 2; i < ring.length; j = i, i += 2) {
      const xi = ring[i]!,
        yi = ring[i + 1]!,
        xj = ring[j]!,
        yj = ring[j + 1]!;
      if (yi > latitude !== yj > latitude && longitude < ((xj - xi) * (latitude - yi)) / (yj - yi) + xi)
        inside = !inside;
    }
  }
  return inside || shoreDistanceKm(polygon, latitude, longitude) <= km;
}

/** Distance to the nearest edge, on a plane tangent at the point (exact enough over a few km). */
function shoreDistanceKm(polygon: LandPolygon, latitude: number, longitude: number): number {
  const cos = Math.cos((latitude * Math.PI) / 180);
  let best = Infinity;
  for (const ring of polygon.rings) {
    for (let i = 2; i < ring.length; i += 2) {
      const ax = (ring[i - 2]! - longitude) * cos,
        ay = ring[i - 1]! - latitude;
      const bx = (ring[i]! - longitude) * cos,
        by = ring[i + 1]! - latitude;
      const abx = bx - ax,
        aby = by - ay;
      const length = abx * abx + aby * aby;
      const t = length === 0 ? 0 : Math.max(0, Math.min(1, -(ax * abx + ay * aby) / length));
      const px = ax + t * abx,
        py = ay + t * aby;
      best = Math.min(best, px * px + py * py);
    }
  }
  return Math.sqrt(best) * KM_PER_DEGREE;
}

/**
 * The island polygon an island's point lies on: the smallest holding it, else the nearest within
 * ISLAND_SHORE_KM (a point written a little off a narrow island). A continent is no island (a
 * lake's island, Ometepe, lies inside one and is found by radius instead): undefined then, and
 * when the island is too small for the 1:10m drawing.
 */
export function polygonAt(latitude: number, longitude: number): LandPolygon | undefined {
  const islands = landPolygons().filter(
    (polygon) => boxArea(polygon) <= MAX_ISLAND_BOX && nearBox(polygon, latitude, longitude, ISLAND_SHORE_KM),
  );
  const holding = islands
    .filter((polygon) => onPolygon(polygon, latitude, longitude, 0))
    .sort((a, b) => boxArea(a) - boxArea(b));
  if (holding[0]) return holding[0];
  const near = islands
    .map((polygon) => ({ polygon, km: shoreDistanceKm(polygon, latitude, longitude) }))
    .sort((a, b) => a.km - b.km)[0];
  return near && near.km <= ISLAND_SHORE_KM ? near.polygon : undefined;
}

/**
 * Square degrees: New Zealand's South Island spans 49, Borneo 130, Sumatra 132, New Guinea ~200 and the continents
 * thousands.
 */
const MAX_ISLAND_BOX = 150;

const boxArea = (polygon: LandPolygon) => (polygon.east - polygon.west) * (polygon.north - polygon.south);

/** Great-circle distance in km. */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(a)));
}
