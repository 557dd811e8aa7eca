const formatters = new Map<string, Intl.NumberFormat>();

/**
 * An Intl.NumberFormat for a locale and options, built once: building one costs far more than formatting with it,
 * and tables and chart axes format hundreds of values with the same few (the dashboard's axes built one per label,
 * ~20 ms of its first paint unthrottled). A bad currency still throws here, as the constructor does.
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}
