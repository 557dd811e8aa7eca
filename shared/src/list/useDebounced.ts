import { useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `ms` (search-as-you-type): the debounced value goes into a query's key,
 * so the data layer asks once per pause, keeps the answers, and drops an answer that is no longer wanted.
 */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
