import { feature } from 'topojson-client';
import countries110m from 'world-atlas/countries-110m.json';

/** A country shape as GeoJSON (only the fields the map reads). */
interface CountryFeature {
  type: 'Feature';
  id?: string | number;
  properties: { name?: string } | null;
  geometry: unknown;
}

interface CountryCollection {
  type: 'FeatureCollection';
  features: CountryFeature[];
}

type Topology = Parameters<typeof feature>[0];
type Ring = [number, number][];

/**
 * Makes a ring continuous across the antimeridian: a step of more than 180° in longitude is a wrap, so the rest of
 * the ring is shifted by 360°. Without this, Russia and Fiji draw a band across the whole map.
 */
export function unwrapRing(ring: Ring): Ring {
  let shift = 0;
  return ring.map(([lng, lat], index) => {
    if (index > 0) {
      const previous = ring[index - 1]![0];
      if (lng - previous > 180) shift -= 360;
      else if (lng - previous < -180) shift += 360;
    }
    return [lng + shift, lat];
  });
}

function unwrap(country: CountryFeature): CountryFeature {
  const geometry = country.geometry as { type: string; coordinates: unknown };
  if (geometry.type === 'Polygon') {
    const rings = geometry.coordinates as Ring[];
    return { ...country, geometry: { ...geometry, coordinates: rings.map(unwrapRing) } };
  }
  if (geometry.type === 'MultiPolygon') {
    const polygons = geometry.coordinates as Ring[][];
    return {
      ...country,
      geometry: { ...geometry, coordinates: polygons.map((rings) => rings.map(unwrapRing)) },
    };
  }
  return country;
}

let cached: CountryCollection | null = null;

/** Natural Earth country shapes (1:110m, public domain) as GeoJSON, converted once from the bundled TopoJSON. */
export function worldCountries(): CountryCollection {
  if (!cached) {
    const topology = countries110m as unknown as Topology;
    const countries = topology.objects.countries;
    if (!countries) throw new Error('world-atlas: no countries object');
    const all = feature(topology, countries) as unknown as CountryCollection;
    // Antarctica (ISO 010) smears across the bottom of a Mercator map; a shop map does not need it.
    cached = {
      ...all,
      features: all.features.filter((country) => String(country.id) !== '010').map(unwrap),
    };
  }
  return cached;
}
