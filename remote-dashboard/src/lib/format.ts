/** Calendar days of the statistics (money, numbers and CSV: `@console/shared`). */

/** Today's date (YYYY-MM-DD) on the server's calendar: UTC. */
export const utcToday = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
