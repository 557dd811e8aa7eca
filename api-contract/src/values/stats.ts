export const RANGE_MAX_DAYS = 366;
export const CHART_DAYS = [7, 30] as const;

export const DEVICES = ['desktop', 'mobile', 'tablet'] as const;
export type Device = (typeof DEVICES)[number];
