import { addTranslations, clearToken, i18nReady, setLanguage, setToken } from '@console/shared';
import { clearQueryCache } from '@console/shared/data';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { en, zh } from '../src/i18n/resources';
import type { MapPoint } from '../src/pages/map/api';
import { OFFLINE_MAX_ZOOM, resolveTileConfig } from '../src/components/map/config';
import { unwrapRing, worldCountries } from '../src/components/map/world';
import { fail, ok, stubApi } from './api-stub';

// The page's states are under test here; the Leaflet view gets its own tests below.
const drawn: MapPoint[][] = [];
vi.mock('../src/components/map/LeafletMap', () => ({
  default: ({ points, label }: { points: MapPoint[]; label: string }) => {
    drawn.push(points);
    return (
      <div role="region" aria-label={label} data-testid="leaflet-map">
        {points.map((point) => point.label).join('|')}
      </div>
    );
  },
}));

const { MapPage } = await import('../src/pages/map/MapPage');

const POINTS: MapPoint[] = [
  { key: 'a1', label: 'Demo Shop', lat: 52.52, lng: 13.405 },
  { key: 'b2', label: 'Other Shop', lat: 35.6764, lng: 139.65 },
];

const renderPage = () =>
  render(
    <MemoryRouter>
      <MapPage />
    </MemoryRouter>,
  );

beforeAll(async () => {
  await i18nReady;
  addTranslations('host', { en, zh });
});

beforeEach(() => {
  setLanguage('en');
  clearToken();
  drawn.length = 0;
  // The points are a query of the data layer: each case reads its own.
  clearQueryCache();
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
});

describe('tile settings', () => {
  it('is the offline map unless a tile URL is configured', () => {
    expect(resolveTileConfig(undefined, {})).toBeNull();
    expect(OFFLINE_MAX_ZOOM).toBeLessThanOrEqual(8);
  });

  it('takes a build-time URL', () => {
    expect(
      resolveTileConfig(undefined, {
        PUBLIC_MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png',
        PUBLIC_MAP_TILE_ATTRIBUTION: '© Example',
      }),
    ).toEqual({ url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '© Example', maxZoom: 18 });
  });

  it('a run-time setting wins over the build-time one', () => {
    expect(
      resolveTileConfig(
        { tileUrl: 'https://{s}.rt.example/{z}/{x}/{y}.png', maxZoom: 12 },
        { PUBLIC_MAP_TILE_URL: 'https://build.example/{z}/{x}/{y}.png' },
      ),
    ).toEqual({ url: 'https://{s}.rt.example/{z}/{x}/{y}.png', attribution: '', maxZoom: 12 });
  });

  it('ignores URLs that are not tile templates over http(s)', () => {
    for (const tileUrl of ['javascript:alert(1)//{z}{x}{y}', 'https://tiles.example/tile.png', 42, '']) {
      expect(resolveTileConfig({ tileUrl }, {})).toBeNull();
    }
    expect(resolveTileConfig({ tileUrl: 'https://t.example/{z}/{x}/{y}', maxZoom: 99 }, {})?.maxZoom).toBe(
      18,
    );
  });
});

describe('offline base map', () => {
  it('ships the world as GeoJSON, without Antarctica', () => {
    const world = worldCountries();
    expect(world.type).toBe('FeatureCollection');
    expect(world.features.length).toBeGreaterThan(170);
    expect(world.features.some((country) => country.properties?.name === 'Germany')).toBe(true);
    expect(world.features.some((country) => country.properties?.name === 'Antarctica')).toBe(false);
  });

  it('no ring jumps across the antimeridian (Russia and Fiji would band the map)', () => {
    expect(
      unwrapRing([
        [179, 65],
        [-179, 66],
        [-178, 67],
        [179, 65],
      ]),
    ).toEqual([
      [179, 65],
      [181, 66],
      [182, 67],
      [179, 65],
    ]);
    for (const country of worldCountries().features) {
      const geometry = country.geometry as { type: string; coordinates: unknown };
      const polygons = (
        geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates
      ) as number[][][][];
      for (const ring of polygons.flat()) {
        for (let i = 1; i < ring.length; i++)
          expect(Math.abs(ring[i]![0]! - ring[i - 1]![0]!)).toBeLessThan(180);
      }
    }
  });
});

describe('MapPage', () => {
  it('needs no session: loads the public list and draws its points', async () => {
    const calls = stubApi(() => ok({ list: POINTS, total: 2 }));
    renderPage();
    expect(screen.getByTestId('map-loading')).toBeTruthy();
    expect((await screen.findByTestId('map-count')).textContent).toBe('2 shops');
    expect(screen.queryByTestId('map-loading')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('leaflet-map').textContent).toBe('Demo Shop|Other Shop'));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'GET',
      path: '/api/open/user/v1/customer/info/get/coordinate/list',
    });
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it("in zh, an icon tells a screen reader no English name: the heading's is hidden, the language button's is its name", async () => {
    setLanguage('zh');
    stubApi(() => ok({ list: POINTS, total: 2 }));
    const { container } = renderPage();
    await screen.findByTestId('map-count');
    const named = [...container.querySelectorAll('.anticon[aria-label]')].filter(
      (icon) => icon.getAttribute('aria-hidden') !== 'true',
    );
    expect(named.map((icon) => icon.getAttribute('aria-label'))).toEqual(['语言']);
    expect(container.querySelector('.anticon-environment')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('says when no shop is on the map', async () => {
    stubApi(() => ok({ list: [], total: 0 }));
    renderPage();
    expect((await screen.findByTestId('map-empty')).textContent).toContain(
      'No shop has put itself on the map yet.',
    );
    expect(screen.getByTestId('map-count').textContent).toBe('0 shops');
  });

  it('shows a failure with Retry, which loads again', async () => {
    let down = true;
    const calls = stubApi(() =>
      down ? fail(429, 'Too many attempts, please try again later') : ok({ list: POINTS, total: 2 }),
    );
    renderPage();
    const error = await screen.findByTestId('map-error');
    expect(error.textContent).toContain('The shops could not be loaded.');
    expect(error.textContent).toContain('Too many attempts, please try again later');
    down = false;
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect((await screen.findByTestId('map-count')).textContent).toBe('2 shops');
    expect(calls).toHaveLength(2);
  });

  it('switches language in place; a signed-in visitor gets a way back to the console', async () => {
    setToken('token-1');
    stubApi(() => ok({ list: POINTS.slice(0, 1), total: 1 }));
    renderPage();
    expect((await screen.findByTestId('map-count')).textContent).toBe('1 shop');
    expect(screen.getByRole('button', { name: 'Open the console' })).toBeTruthy();
    setLanguage('zh');
    expect(await screen.findByText('店铺地图')).toBeTruthy();
    expect(screen.getByTestId('map-count').textContent).toBe('1 家店铺');
    expect(screen.getByRole('region', { name: '店铺分布地图' })).toBeTruthy();
  });
});
