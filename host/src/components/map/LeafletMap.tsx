import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import Supercluster from 'supercluster';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { MapPoint } from '@console/api-contract';
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

/** A marker on the map and the shops it stands for (one, or a cluster's). */
interface DrawnMarker {
  marker: L.Marker;
  shops: readonly MapPoint[];
}

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
  const { t, i18n } = useTranslation('host');
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const base = useRef<L.GeoJSON | null>(null);
  const markers = useRef<L.LayerGroup | null>(null);
  /** The markers in `markers`, by the key of what they show. */
  const drawn = useRef(new Map<string, DrawnMarker>());
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
      // Leaflet's own zoom buttons are titled in English: the effect below adds them in the person's language.
      zoomControl: false,
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
      drawn.current = new Map();
      pickMarker.current = null;
    };
  }, []);

  // The zoom buttons (their titles are also their accessible names), re-made when the language changes.
  const language = i18n.resolvedLanguage;
  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    const control = L.control
      .zoom({ zoomInTitle: t('map.zoomIn'), zoomOutTitle: t('map.zoomOut') })
      .addTo(instance);
    return () => {
      control.remove();
    };
  }, [t, language]);

  // Leaflet names a popup's close button "Close popup" in every language: renamed as each popup opens (its button
  // is made on its first opening), and in the popup open now when the language changes.
  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    const name = t('map.closePopup');
    const rename = (root: HTMLElement | undefined) =>
      root
        ?.querySelectorAll('.leaflet-popup-close-button')
        .forEach((button) => button.setAttribute('aria-label', name));
    const onOpen = (event: L.PopupEvent) => rename(event.popup.getElement());
    rename(instance.getContainer());
    instance.on('popupopen', onOpen);
    return () => {
      instance.off('popupopen', onOpen);
    };
  }, [t, language]);

  useEffect(() => {
    base.current?.setStyle(countryStyle(dark));
  }, [dark]);

  // Markers and their popups, clustered: shops closer on screen than CLUSTER_RADIUS are one badge with their count
  // (two shops a street apart were one pin while the page said "3 shops"). Redrawn at each zoom, and when the
  // points or the language change. Clustering up to the map's own maximum zoom: shops at (almost) the same point
  // stay a cluster there, whose popup lists them.
  //
  // A redraw keeps every marker whose content is unchanged (same shops, same text) and replaces only the others:
  // the map redraws when it settles after framing the shops, or when a refetch brings the same list, and a marker
  // replaced then lost the keyboard focus and its open popup under the user's hands. When the focused marker does
  // go (its cluster split on zoom), the focus moves to the marker now holding its first shop.
  useEffect(() => {
    const group = markers.current;
    const instance = map.current;
    if (!group || !instance) return;
    const maxZoom = instance.getMaxZoom();
    const index = new Supercluster<{ point: MapPoint }>({
      radius: CLUSTER_RADIUS,
      // Leaflet's world is 256 px wide at zoom 0; supercluster measures the radius against this extent, and with
      // its default (512) the radius was half as many screen pixels as it says.
      extent: 256,
      maxZoom,
      minZoom: 0,
    });
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
    // Everything a shop's marker or popup shows.
    const contentOf = (point: MapPoint) => [
      point.key,
      point.label,
      point.lat,
      point.lng,
      formatCoordinates(t, point),
    ];
    // What is drawn at this zoom, each with the key of its content and the shops it stands for.
    const planned = () => {
      const zoom = Math.min(Math.floor(instance.getZoom()), maxZoom);
      return index.getClusters([-180, -85, 180, 85], zoom).map((feature) => {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const properties = feature.properties;
        if ('cluster' in properties && properties.cluster) {
          const clusterId = properties.cluster_id;
          const shops = index.getLeaves(clusterId, Infinity).map((leaf) => leaf.properties.point);
          const expandsAt = index.getClusterExpansionZoom(clusterId);
          const name = t('map.cluster', { count: properties.point_count });
          return {
            key: JSON.stringify(['cluster', name, lat, lng, expandsAt, shops.map(contentOf)]),
            shops,
            make: () => clusterMarker(lat, lng, shops, name, expandsAt),
          };
        }
        const { point } = properties as { point: MapPoint };
        return {
          key: JSON.stringify(['shop', contentOf(point)]),
          shops: [point],
          make: () => shopMarker(point),
        };
      });
    };
    const clusterMarker = (
      lat: number,
      lng: number,
      shops: readonly MapPoint[],
      name: string,
      expandsAt: number,
    ) => {
      const marker = L.marker([lat, lng], { icon: clusterIcon(shops.length), title: name, keyboard: true });
      if (expandsAt <= maxZoom) {
        // Zoom in to where it splits.
        marker.on('click', () => instance.setView([lat, lng], expandsAt));
      } else {
        // Already at the closest zoom: the shops are at (almost) one point; list them.
        marker.bindPopup(popupOf(shops));
      }
      group.addLayer(marker);
      const element = marker.getElement();
      element?.setAttribute('aria-label', name);
      element?.setAttribute('data-testid', 'map-cluster');
      element?.setAttribute('data-count', String(shops.length));
      return marker;
    };
    const shopMarker = (point: MapPoint) => {
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
      return marker;
    };
    const draw = () => {
      const previous = drawn.current;
      const next = new Map<string, DrawnMarker>();
      const focused = [...previous].find(([, { marker }]) => marker.getElement() === document.activeElement);
      for (const { key, shops, make } of planned()) {
        const kept = previous.get(key);
        next.set(key, kept ?? { marker: make(), shops });
        previous.delete(key);
      }
      for (const { marker } of previous.values()) group.removeLayer(marker);
      drawn.current = next;
      if (focused && !next.has(focused[0])) {
        const followed = focused[1].shops[0]?.key;
        const holder = [...next.values()].find(({ shops }) => shops.some((shop) => shop.key === followed));
        holder?.marker.getElement()?.focus();
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
