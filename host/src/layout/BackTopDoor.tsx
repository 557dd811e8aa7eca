import { lazy, Suspense, useEffect, useState } from 'react';

const BackTop = lazy(() => import('./BackTop'));

/** antd's BackTop shows from 400 px of scroll; until the page has been scrolled that far it is not needed. */
const SHOW_FROM_PX = 400;

/**
 * The back-to-top button, loaded the first time the page is scrolled far enough for it to show (most
 * visits never scroll that far, and its code and styles would sit on every first page).
 */
export function BackTopDoor() {
  const [wanted, setWanted] = useState(() => window.scrollY >= SHOW_FROM_PX);
  useEffect(() => {
    if (wanted) return;
    const onScroll = () => {
      if (window.scrollY >= SHOW_FROM_PX) setWanted(true);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <BackTop />
    </Suspense>
  );
}
