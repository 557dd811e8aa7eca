import { BarChart, FunnelChart, LineChart, PieChart, RadarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, RadarComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only what the area draws (modular entry): the full echarts bundle is several times larger.
echarts.use([
  BarChart,
  LineChart,
  FunnelChart,
  PieChart,
  RadarChart,
  GridComponent,
  LegendComponent,
  RadarComponent,
  TooltipComponent,
  CanvasRenderer,
]);

export type ChartOption = echarts.EChartsCoreOption;

/**
 * Binds an echarts instance to a div: created once per colour scheme, given each new option, resized whenever the
 * element's box changes (window, sidebar, or a kept-alive tab shown again), disposed on unmount.
 */
export function useChart(option: ChartOption, dark: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const instance = echarts.init(element, dark ? 'dark' : undefined, { renderer: 'canvas' });
    chart.current = instance;
    const observer = new ResizeObserver(() => {
      // A hidden (kept-alive) tab has no size: draw again once it is shown.
      if (element.clientWidth > 0 && element.clientHeight > 0) instance.resize();
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [dark]);

  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option, dark]);

  return ref;
}
