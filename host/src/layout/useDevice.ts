import { useEffect, useSyncExternalStore } from 'react';

/** Below this width the console is in 'mobile' mode: the sidebar becomes an off-canvas drawer. */
export const MOBILE_QUERY = '(max-width: 991.98px)';
const DEVICE_STORAGE_KEY = 'device';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useDevice(): 'desktop' | 'mobile' {
  const mobile = useSyncExternalStore(subscribe, () => window.matchMedia(MOBILE_QUERY).matches);
  const device = mobile ? 'mobile' : 'desktop';
  useEffect(() => {
    try {
      localStorage.setItem(DEVICE_STORAGE_KEY, device);
    } catch {
      // Storage unavailable.
    }
  }, [device]);
  return device;
}
