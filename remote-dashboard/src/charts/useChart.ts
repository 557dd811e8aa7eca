import { BarChart, FunnelChart, LineChart, PieChart, RadarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, RadarComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { pagePainted, setShellPicture } from '@console/shared';
import { useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { ChartsDrawnContext } from './drawn';

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
 * A short entrance (echarts animates for 1 s by default, redrawing every chart on every frame: at 4x CPU the five
 * dashboard charts kept the main thread busy for about two seconds after they appeared), and none for people who
 * ask their system for reduced motion.
 */
export function chartMotion(reducedMotion: boolean): ChartOption {
  return reducedMotion
    ? { animation: false }
    : { animationDuration: 400, animationDurationUpdate: 300, animationEasing: 'cubicOut' };
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Draws `option` on `instance` in place of what it showed, with the motion the person's settings allow; none when
 * the page was painted from the HTML with these very charts (they would shrink to nothing and grow again).
 */
function draw(instance: echarts.ECharts, option: ChartOption): void {
  instance.setOption({ ...chartMotion(prefersReducedMotion() || pagePainted()), ...option }, true);
}

/**
 * Runs `run` once the browser has produced the next frame (a task queued from the frame's animation callback runs
 * after it); returns what cancels it.
 */
function afterNextFrame(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Binds an echarts instance to a div: created once per colour scheme, given each new option, resized whenever the
 * element's box changes (window, sidebar, or a kept-alive tab shown again), disposed on unmount.
 *
 * The instance is created after the frame that shows the page, not before it: building and drawing five charts is
 * the dashboard's longest piece of work (hundreds of milliseconds at 4x CPU), and done in the same task as the page's
 * commit it held back the frame with the page's figures until the charts were drawn too. The figures come first now.
 *
 * On a page that counts its charts (`ChartsDrawnContext`, the dashboard) the chart reports when it has finished
 * drawing, and, at rest, leaves a picture of itself for the painted shell (`setShellPicture`: an image of the canvas,
 * withdrawn while it draws again); `id` names it there.
 */
export function useChart(option: ChartOption, dark: boolean, id?: string) {
  const ref = useRef<HTMLDivElement>(null);
  const drawnContext = useContext(ChartsDrawnContext);
  /** Says a drawing starts again (its picture is not the chart's any more); set once the chart is counted. */
  const redrawing = useRef(() => {});
  const chart = useRef<echarts.ECharts | null>(null);
  // The option the chart is created with when that happens after an option has already changed.
  const latest = useRef(option);
  useLayoutEffect(() => {
    latest.current = option;
  }, [option]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let instance: echarts.ECharts | null = null;
    let observer: ResizeObserver | null = null;
    const counted = id !== undefined ? drawnContext : null;
    const unregister = counted?.register(id!);
    let cancelPicture = () => {};
    const cancel = afterNextFrame(() => {
      const created = echarts.init(element, dark ? 'dark' : undefined, { renderer: 'canvas' });
      instance = created;
      chart.current = created;
      if (counted) {
        // Every drawing (a new option, a new size) ends in `finished`; a pointer's highlight does too, so only the
        // first after a drawing counts.
        let pending = true;
        redrawing.current = () => {
          pending = true;
          cancelPicture();
          setShellPicture(element, null);
        };
        created.on('finished', () => {
          if (!pending) return;
          pending = false;
          let wanted = true;
          cancelPicture();
          cancelPicture = () => (wanted = false);
          counted.drawn(id!, () => {
            if (wanted && !created.isDisposed())
              setShellPicture(element, created.getDataURL({ type: 'png' }));
          });
        });
      }
      draw(created, latest.current);
      let width = element.clientWidth;
      let height = element.clientHeight;
      observer = new ResizeObserver(() => {
        // A hidden (kept-alive) tab has no size: draw again once it is shown. The observer's first call reports
        // the size the chart was just drawn at; drawing again for it would only cost time.
        const next = { width: element.clientWidth, height: element.clientHeight };
        if (next.width === 0 || next.height === 0 || (next.width === width && next.height === height)) return;
        width = next.width;
        height = next.height;
        redrawing.current();
        created.resize();
      });
      observer.observe(element);
    });
    return () => {
      cancel();
      cancelPicture();
      unregister?.();
      redrawing.current = () => {};
      setShellPicture(element, null);
      observer?.disconnect();
      instance?.dispose();
      chart.current = null;
    };
    // The context and the id are the page's for the chart's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dark]);

  // A new option for a chart already drawn (before that, the chart is created with the latest one).
  useEffect(() => {
    if (!chart.current) return;
    redrawing.current();
    draw(chart.current, option);
  }, [option, dark]);

  return ref;
}
