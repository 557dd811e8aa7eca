import { addTranslations, i18n, i18nReady, setLanguage } from '@console/shared';
import { fireEvent, render, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { en, zh } from '../src/i18n/resources';
import LeafletMap, { formatCoordinates } from '../src/components/map/LeafletMap';

beforeAll(async () => {
  await i18nReady;
  addTranslations('host', { en, zh });
  setLanguage('en');
});

/** The map's cluster badge, once drawn. */
const findCluster = (map: HTMLElement) =>
  waitFor(() => {
    const found = map.querySelector<HTMLElement>('[data-testid="map-cluster"]');
    expect(found).not.toBeNull();
    return found!;
  });

describe('formatCoordinates', () => {
  it('writes hemispheres in the language asked for', () => {
    const point = { lat: 52.52, lng: -13.405 };
    expect(formatCoordinates(i18n.getFixedT('en', 'host'), point)).toBe('52.5200° N, 13.4050° W');
    expect(formatCoordinates(i18n.getFixedT('zh', 'host'), point)).toBe('北纬 52.5200°，西经 13.4050°');
  });
});

describe('LeafletMap (real Leaflet, offline)', () => {
  it('draws the offline base map, a marker per point, and popups as text (never HTML)', async () => {
    const points = [
      { key: 'a', label: 'Demo Shop', lat: 52.52, lng: 13.405 },
      { key: 'b', label: '<img src=x onerror="window.__pwned=1">', lat: -33.8688, lng: -151.2093 },
    ];
    const { container } = render(<LeafletMap points={points} dark={false} label="Map of the shops" />);
    const map = container.querySelector('[data-testid="leaflet-map"]') as HTMLElement;
    expect(map.getAttribute('data-tiles')).toBe('offline');
    expect(map.getAttribute('aria-label')).toBe('Map of the shops');
    // the country outlines are there, and no tile layer
    await waitFor(() => expect(map.querySelectorAll('path').length).toBeGreaterThan(100));
    expect(map.querySelector('.leaflet-tile-pane img')).toBeNull();

    const markers = [...map.querySelectorAll('[data-testid="map-marker"]')];
    expect(markers.map((marker) => marker.getAttribute('title'))).toEqual([
      'Demo Shop',
      '<img src=x onerror="window.__pwned=1">',
    ]);
    fireEvent.click(markers[1]!);
    const popup = await waitFor(() => {
      const found = map.querySelector('[data-testid="map-popup"]');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(popup.querySelector('strong')?.textContent).toBe('<img src=x onerror="window.__pwned=1">');
    expect(popup.querySelector('img')).toBeNull();
    expect(popup.textContent).toContain('33.8688° S, 151.2093° W');
  });

  it('in picker mode shows the picked point and reports clicks as normalised coordinates', async () => {
    const onPick = vi.fn();
    const { container, rerender } = render(
      <LeafletMap points={[]} dark label="Picker" picked={{ lat: 10, lng: 20 }} onPick={onPick} />,
    );
    const map = container.querySelector('[data-testid="leaflet-map"]') as HTMLElement;
    await waitFor(() => expect(map.querySelector('[data-testid="map-pick"]')).not.toBeNull());
    fireEvent.click(map, { clientX: 5, clientY: 5 });
    await waitFor(() => expect(onPick).toHaveBeenCalled());
    const picked = onPick.mock.calls[0]![0] as { lat: number; lng: number };
    expect(Math.abs(picked.lat)).toBeLessThanOrEqual(90);
    expect(Math.abs(picked.lng)).toBeLessThanOrEqual(180);
    expect(Number.isInteger(Math.round(picked.lat * 1e6))).toBe(true);

    rerender(<LeafletMap points={[]} dark label="Picker" picked={null} onPick={onPick} />);
    await waitFor(() => expect(map.querySelector('[data-testid="map-pick"]')).toBeNull());
  });

  it('draws shops at almost the same point as one cluster with their count and an accessible name', async () => {
    const points = [
      { key: 'a', label: 'Corner Cafe', lat: 48.85661, lng: 2.35222 },
      { key: 'b', label: 'Corner Bakery', lat: 48.85663, lng: 2.35225 },
      { key: 'c', label: 'Harbour Shop', lat: -33.8688, lng: 151.2093 },
    ];
    const { container } = render(<LeafletMap points={points} dark={false} label="Map of the shops" />);
    const map = container.querySelector('[data-testid="leaflet-map"]') as HTMLElement;
    const cluster = await findCluster(map);
    expect(cluster.getAttribute('data-count')).toBe('2');
    expect(cluster.textContent).toBe('2');
    expect(cluster.getAttribute('aria-label')).toBe('2 shops close together');
    expect(cluster.getAttribute('role')).toBe('button');
    const markers = [...map.querySelectorAll('[data-testid="map-marker"]')];
    expect(markers.map((marker) => marker.getAttribute('aria-label'))).toEqual(['Harbour Shop']);

    // At the map's closest zoom they are still one point: the cluster's popup lists both, as text.
    fireEvent.click(cluster);
    const popup = await waitFor(() => {
      const found = map.querySelector('[data-testid="map-popup"]');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect([...popup.querySelectorAll('strong')].map((title) => title.textContent)).toEqual([
      'Corner Cafe',
      'Corner Bakery',
    ]);
  });

  it('keeps the focused marker and its open popup when the map redraws the same shops', async () => {
    const points = [
      { key: 'a', label: 'Corner Cafe', lat: 48.85661, lng: 2.35222 },
      { key: 'b', label: 'Corner Bakery', lat: 48.85663, lng: 2.35225 },
      { key: 'c', label: 'Harbour Shop', lat: -33.8688, lng: 151.2093 },
    ];
    const { container, rerender } = render(<LeafletMap points={points} dark={false} label="Shops" />);
    const map = container.querySelector('[data-testid="leaflet-map"]') as HTMLElement;
    const cluster = await findCluster(map);
    cluster.focus();
    fireEvent.click(cluster);
    await waitFor(() => expect(map.querySelector('[data-testid="map-popup"]')).not.toBeNull());

    // A refetch brings the same shops as a new list; the map then changes zoom (as when it settles).
    rerender(<LeafletMap points={points.map((point) => ({ ...point }))} dark={false} label="Shops" />);
    fireEvent.click(map.querySelector('.leaflet-control-zoom-in')!);
    await waitFor(() => expect(map.querySelectorAll('[data-testid="map-marker"]')).toHaveLength(1));
    expect(map.querySelector('[data-testid="map-cluster"]')).toBe(cluster);
    expect(document.activeElement).toBe(cluster);
    expect(map.querySelector('[data-testid="map-popup"]')?.textContent).toContain('Corner Bakery');

    // A changed shop is redrawn with its new text.
    rerender(
      <LeafletMap
        points={[...points.slice(0, 2), { ...points[2]!, label: 'Harbour Store' }]}
        dark={false}
        label="Shops"
      />,
    );
    await waitFor(() =>
      expect(map.querySelector('[data-testid="map-marker"]')?.getAttribute('aria-label')).toBe(
        'Harbour Store',
      ),
    );
    expect(map.querySelectorAll('[data-testid="map-marker"]')).toHaveLength(1);
  });

  it('moves the focus to the marker of its first shop when the focused cluster splits', async () => {
    // Two shops about 110 km apart: one badge at the world view, two pins once zoomed in.
    const points = [
      { key: 'a', label: 'North Shop', lat: 48.9, lng: 2.35 },
      { key: 'b', label: 'South Shop', lat: 47.9, lng: 2.35 },
    ];
    const { container } = render(<LeafletMap points={points} dark={false} label="Shops" />);
    const map = container.querySelector('[data-testid="leaflet-map"]') as HTMLElement;
    const cluster = await findCluster(map);
    cluster.focus();
    fireEvent.click(cluster); // zooms in to where it splits
    await waitFor(() => expect(map.querySelectorAll('[data-testid="map-marker"]')).toHaveLength(2));
    expect(map.querySelector('[data-testid="map-cluster"]')).toBeNull();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('North Shop');
  });

  it("names a popup's close button in the person's language, also after the language changes", async () => {
    setLanguage('zh');
    try {
      const points = [{ key: 'a', label: 'Demo Shop', lat: 52.52, lng: 13.405 }];
      const { container } = render(<LeafletMap points={points} dark={false} label="地图" />);
      const marker = await waitFor(() => {
        const found = container.querySelector<HTMLElement>('[data-testid="map-marker"]');
        expect(found).not.toBeNull();
        return found!;
      });
      fireEvent.click(marker);
      const close = await waitFor(() => {
        const found = container.querySelector('.leaflet-popup-close-button');
        expect(found).not.toBeNull();
        return found!;
      });
      expect(close.getAttribute('aria-label')).toBe('关闭店铺详情');
      setLanguage('en');
      await waitFor(() => expect(close.getAttribute('aria-label')).toBe('Close the shop details'));
    } finally {
      setLanguage('en');
    }
  });

  it('names a cluster in Chinese too', async () => {
    setLanguage('zh');
    try {
      const points = [
        { key: 'a', label: 'A', lat: 10, lng: 10 },
        { key: 'b', label: 'B', lat: 10.00001, lng: 10.00001 },
      ];
      const { container } = render(<LeafletMap points={points} dark label="地图" />);
      const cluster = await findCluster(container);
      expect(cluster.getAttribute('aria-label')).toBe('2 家相邻的店铺');
    } finally {
      setLanguage('en');
    }
  });
});
