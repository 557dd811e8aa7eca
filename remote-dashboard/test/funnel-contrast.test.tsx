import {
  addTranslations,
  consoleStore,
  DEFAULT_SETTINGS,
  i18nReady,
  settingsAtom,
  THEME_COLOR_PRESETS,
} from '@console/shared';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Charts } from '@console/api-contract';
import type { ChartOption } from '../src/charts/useChart';
import { en, zh } from '../src/i18n/resources';

// The option each chart would draw, kept instead of drawn (echarts needs a canvas).
const drawn: ChartOption[] = [];
vi.mock('../src/charts/useChart', () => ({
  useChart: (option: ChartOption) => {
    drawn.push(option);
    return { current: null };
  },
}));
const { FunnelView } = await import('../src/pages/dashboard/DashboardCharts');

/** WCAG 2 contrast of two #rrggbb colours, written out here rather than taken from the code under test. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const n = Number.parseInt(hex.replace('#', ''), 16);
    const [r, g, bl] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

const CHARTS = {
  funnel: { visits: 7000, carts: 900, orders: 420, paid: 300, received: 250 },
} as unknown as Charts;

// The settings drawer's theme colour presets, and a few hues between them: any colour can be picked.
const THEME_COLORS = [...THEME_COLOR_PRESETS, '#A0D911', '#FADB14', '#2F54EB', '#00B96B'];

interface FunnelItem {
  label?: { color?: string };
  emphasis?: { label?: { color?: string } };
}

beforeAll(async () => {
  await i18nReady;
  addTranslations('dashboard', { en, zh });
});
afterEach(() => {
  cleanup();
  consoleStore.set(settingsAtom, { ...DEFAULT_SETTINGS });
});

describe('the funnel labels', () => {
  it.each(THEME_COLORS.flatMap((color) => [[color, 'light'] as const, [color, 'dark'] as const]))(
    'reach WCAG AA (4.5:1) on every stage with theme colour %s, %s',
    (themeColor, theme) => {
      consoleStore.set(settingsAtom, { ...DEFAULT_SETTINGS, themeColor, theme });
      drawn.length = 0;
      render(<FunnelView charts={CHARTS} />);
      const option = drawn.at(-1) as unknown as {
        color: string[];
        series: { label: { color?: string }; data: FunnelItem[] }[];
      };
      const series = option.series[0]!;
      expect(series.data).toHaveLength(5);
      series.data.forEach((item, index) => {
        const fill = option.color[index % option.color.length]!;
        const text = item.label?.color ?? series.label.color ?? '#000000';
        expect(contrast(text, fill), `stage ${index} text ${text} on ${fill}`).toBeGreaterThanOrEqual(4.5);
        const hovered = item.emphasis?.label?.color ?? text;
        expect(contrast(hovered, fill), `stage ${index} hovered`).toBeGreaterThanOrEqual(4.5);
      });
    },
  );
});
