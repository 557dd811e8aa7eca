import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import Supercluster from 'supercluster';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { MapPoint } from './api';
import { OFFLINE_MAX_ZOOM, resolveTileConfig } from './config';
import styles from './LeafletMap.module.css';
import { worldCountries } from './world';

export interface LatLng {
  lat: number;
  lng: number;
}

interface LeafletMapProps {
  /** Markers with a popup each. */
  points: readonly MapPoint[];
  dark: boolean;
  /** Accessible name of the map region. */
  label: string;
  /** Picker mode: this point is shown as a draggable marker ... */
  picked?: LatLng | null;
  /** ... and a click on the map (or a drag) picks a new one. */
  onPick?: (point: LatLng) => void;
  /** Accessible name of the picker marker (a focusable control: it needs one). */
  pickLabel?: string;
  className?: string;
}

/** Read once: the tiles in force do not change while the page is open. */
const TILES = resolveTileConfig();

const pinSvg = (fill: string) =>
  `<svg viewBox="0 0 28 36" width="28" height="36" aria-hidden="true" focusable="false">` +
  `<path d="M14 1C6.8 1 1 6.7 1 13.9 1 23.6 14 35 14 35s13-11.4 13-21.1C27 6.7 21.2 1 14 1z" ` +
  `fill="${fill}" stroke="#fff" stroke-width="2"/><circle cx="14" cy="14" r="5" fill="#fff"/></svg>`;

const icon = (fill: string) =>
  L.divIcon({
    className: styles.pin,
    html: pinSvg(fill),
    iconSize: [28, 36],
    iconAnchor: [14, 35],
    popupAnchor: [0, -30],
  });
const SHOP_ICON = icon('#6855EC');
const PICK_ICON = icon('#E8590C');

/** A round badge with the number of shops it stands for (white on the pin's purple: 6.3:1). */
const clusterIcon = (count: number) =>
  L.divIcon({
    className: styles.cluster,
    html: `<span aria-hidden="true">${count}</span>`,
    iconSize: [36, 36],
    iconAnchor: [18, 18],
    popupAnchor: [0, -16],
  });

/** Markers closer than this many pixels on screen are drawn as one cluster with their count. */
const CLUSTER_RADIUS = 40;

function countryStyle(dark: boolean): L.PathOptions {
  return dark
    ? { color: '#56607a', weight: 0.8, fillColor: '#252b3b', fillOpacity: 1 }
    : { color: '#a8a29e', weight: 0.8, fillColor: '#f6f4ee', fillOpacity: 1 };
}

/** "52.5200° N, 13.4050° E" in the current language. */
export function formatCoordinates(t: TFunction, { lat, lng }: LatLng): string {
  // (not `lng`: that name is i18next's language option)
  return t('map.coordinates', {
    latitude: t(lat >= 0 ? 'map.north' : 'map.south', { value: Math.abs(lat).toFixed(4) }),
    longitude: t(lng >= 0 ? 'map.east' : 'map.west', { value: Math.abs(lng).toFixed(4) }),
  });
}

/** Six decimals, longitude wrapped into -180..180 (the map repeats sideways). */
function normalize(latlng: L.LatLng): LatLng {
  const wrapped = latlng.wrap();
  return { lat: Math.round(wrapped.lat * 1e6) / 1e6, lng: Math.round(wrapped.lng * 1e6) / 1e6 };
}

/**
 * A Leaflet map that works offline: the base layer is the country outlines shipped with the app (GeoJSON), with
 * raster tiles on top only when configured (see config.ts). Shows `points` as markers with popups; in picker mode
 * shows `picked` and reports clicks and drags. Popup text is set as text, never as HTML.
 */
export default function LeafletMap({
  points,
  dark,
  label,
  picked,
  onPick,
  pickLabel,
  className,
}: LeafletMapProps) {
  const { t } = useTranslation('host');
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const base = useRef<L.GeoJSON | null>(null);
  const markers = useRef<L.LayerGroup | null>(null);
  const pickMarker = useRef<L.Marker | null>(null);
  const onPickRef = useRef(onPick);
  const pickLabelRef = useRef(pickLabel);
  useEffect(() => {
    onPickRef.current = onPick;
    pickLabelRef.current = pickLabel;
  });

  // The map itself, once per mount.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const instance = L.map(element, {
      worldCopyJump: true,
      minZoom: 1,
      maxZoom: TILES ? TILES.maxZoom : OFFLINE_MAX_ZOOM,
      maxBounds: L.latLngBounds([-85, -540], [85, 540]),
      maxBoundsViscosity: 1,
      zoomSnap: 0.5,
    });
    instance.attributionControl.setPrefix('Leaflet');
    base.current = L.geoJSON(worldCountries() as never, {
      interactive: false,
      attribution: 'Natural Earth',
    }).addTo(instance);
    if (TILES)
      L.tileLayer(TILES.url, { attribution: TILES.attribution, maxZoom: TILES.maxZoom }).addTo(instance);
    markers.current = L.layerGroup().addTo(instance);
    instance.setView([25, 10], 2);
    instance.on('click', (event: L.LeafletMouseEvent) => onPickRef.current?.(normalize(event.latlng)));
    map.current = instance;
    // The box may get its size after mount (a card laid out late, a kept-alive tab shown again).
    const observer = new ResizeObserver(() => instance.invalidateSize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.remove();
      map.current = null;
      base.current = null;
      markers.current = null;
      pickMarker.current = null;
    };
  }, []);

  useEffect(() => {
    base.current?.setStyle(countryStyle(dark));
  }, [dark]);

  // Markers and their popups, clustered: shops closer on screen than CLUSTER_RADIUS are one badge with their count
  // (two shops a street apart were one pin while the page said "3 shops"). Redrawn at each zoom, and when the
  // points or the language change. Clustering up to the map's own maximum zoom: shops at (almost) the same point
  // stay a cluster there, whose popup lists them.
  useEffect(() => {
    const group = markers.current;
    const instance = map.current;
    if (!group || !instance) return;
    const maxZoom = instance.getMaxZoom();
    const index = new Supercluster<{ point: MapPoint }>({ radius: CLUSTER_RADIUS, maxZoom, minZoom: 0 });
    index.load(
      points.map((point) => ({
        type: 'Feature' as const,
        geometry: { type: 'Point' as const, coordinates: [point.lng, point.lat] },
        properties: { point },
      })),
    );
    const popupOf = (shops: readonly MapPoint[]) => {
      const body = document.createElement('div');
      body.className = styles.popup ?? '';
      body.dataset.testid = 'map-popup';
      for (const shop of shops) {
        const title = document.createElement('strong');
        title.textContent = shop.label;
        const where = document.createElement('div');
        where.textContent = formatCoordinates(t, shop);
        body.append(title, where);
      }
      return body;
    };
    const draw = () => {
      group.clearLayers();
      const zoom = Math.min(Math.floor(instance.getZoom()), maxZoom);
      for (const feature of index.getClusters([-180, -85, 180, 85], zoom)) {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const properties = feature.properties;
        if ('cluster' in properties && properties.cluster) {
          const count = properties.point_count;
          const name = t('map.cluster', { count });
          const clusterId = properties.cluster_id;
          const marker = L.marker([lat, lng], { icon: clusterIcon(count), title: name, keyboard: true });
          const expandsAt = index.getClusterExpansionZoom(clusterId);
          if (expandsAt <= maxZoom) {
            // Zoom in to where it splits.
            marker.on('click', () => instance.setView([lat, lng], expandsAt));
          } else {
            // Already at the closest zoom: the shops are at (almost) one point; list them.
            const shops = index.getLeaves(clusterId, Infinity).map((leaf) => leaf.properties.point);
            marker.bindPopup(popupOf(shops));
          }
          group.addLayer(marker);
          const element = marker.getElement();
          element?.setAttribute('aria-label', name);
          element?.setAttribute('data-testid', 'map-cluster');
          element?.setAttribute('data-count', String(count));
          continue;
        }
        const { point } = properties as { point: MapPoint };
        const marker = L.marker([point.lat, point.lng], {
          icon: SHOP_ICON,
          title: point.label,
          alt: point.label,
          riseOnHover: true,
        }).bindPopup(popupOf([point]));
        group.addLayer(marker);
        const element = marker.getElement();
        element?.setAttribute('aria-label', point.label);
        element?.setAttribute('data-testid', 'map-marker');
      }
    };
    draw();
    instance.on('zoomend', draw);
    return () => {
      instance.off('zoomend', draw);
    };
  }, [points, t]);

  // Frame the markers when a new set arrives.
  useEffect(() => {
    const instance = map.current;
    if (!instance || points.length === 0) return;
    instance.fitBounds(L.latLngBounds(points.map((point) => [point.lat, point.lng] as [number, number])), {
      padding: [48, 48],
      maxZoom: 5,
    });
  }, [points]);

  // Picker marker.
  const pickedLat = picked?.lat;
  const pickedLng = picked?.lng;
  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    const valid =
      typeof pickedLat === 'number' &&
      typeof pickedLng === 'number' &&
      Math.abs(pickedLat) <= 90 &&
      Math.abs(pickedLng) <= 180;
    if (!valid) {
      pickMarker.current?.remove();
      pickMarker.current = null;
      return;
    }
    const at = L.latLng(pickedLat, pickedLng);
    if (!pickMarker.current) {
      const marker = L.marker(at, {
        icon: PICK_ICON,
        draggable: true,
        autoPan: true,
        keyboard: true,
        ...(pickLabelRef.current ? { title: pickLabelRef.current, alt: pickLabelRef.current } : {}),
      });
      marker.on('dragend', () => onPickRef.current?.(normalize(marker.getLatLng())));
      marker.addTo(instance);
      marker.getElement()?.setAttribute('data-testid', 'map-pick');
      if (pickLabelRef.current) marker.getElement()?.setAttribute('aria-label', pickLabelRef.current);
      pickMarker.current = marker;
      instance.setView(at, Math.max(instance.getZoom(), 4));
    } else {
      pickMarker.current.setLatLng(at);
      if (!instance.getBounds().contains(at)) instance.panTo(at);
    }
  }, [pickedLat, pickedLng]);

  return (
    <div
      ref={container}
      role="region"
      aria-label={label}
      className={[styles.map, dark ? styles.dark : '', onPick ? styles.picker : '', className ?? ''].join(
        ' ',
      )}
      data-testid="leaflet-map"
      data-tiles={TILES ? 'configured' : 'offline'}
    />
  );
}
