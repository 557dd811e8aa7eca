import { lazy, useCallback, useState } from 'react';
import { LazyDoor, useWindowEvent } from '../components/lazy-door';

const BackTop = lazy(() => import('./BackTop'));

/** antd's BackTop shows from 400 px of scroll; until the page has been scrolled that far it is not needed. */
const SHOW_FROM_PX = 400;

/**
 * The back-to-top button, loaded the first time the page is scrolled far enough for it to show (most
 * visits never scroll that far, and its code and styles would sit on every first page).
 */
export function BackTopDoor() {
  const [wanted, setWanted] = useState(() => window.scrollY >= SHOW_FROM_PX);
  const onScroll = useCallback(() => {
    if (window.scrollY >= SHOW_FROM_PX) setWanted(true);
  }, []);
  useWindowEvent('scroll', wanted ? null : onScroll, { passive: true });
  return (
    <LazyDoor wanted={wanted}>
      <BackTop />
    </LazyDoor>
  );
}
