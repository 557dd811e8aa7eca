// The context `App.useApp()` reads: the module inside antd's shared `antd/es/app` entry (same build, same module),
// so host and remotes calling `App.useApp()` get what this provider gives.
import AppContext from 'antd/es/app/context';
import { theme } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { whenPageQuiet } from '../../router/preload';
import type { FeedbackApis } from '@console/shared';
import { createDeferredApis } from './deferred';

const FeedbackHolders = lazy(() => import('./FeedbackHolders'));

/**
 * antd's App without its cost on the first page: the same context (`App.useApp()` works unchanged in the
 * host and the remotes), with message, notification and modal loaded on their first call or once the first page is
 * drawn and the browser is quiet. Until then calls wait for them; nothing is lost. Also sets the base text style
 * App set on its wrapper.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const [wanted, setWanted] = useState(false);
  const [real, setReal] = useState<FeedbackApis | null>(null);
  const [{ ready, resolve }] = useState(() => {
    let resolve: (apis: FeedbackApis) => void = () => undefined;
    const ready = new Promise<FeedbackApis>((done) => (resolve = done));
    return { ready, resolve };
  });
  const deferred = useMemo(() => createDeferredApis(ready, () => setWanted(true)), [ready]);
  const onReady = useCallback(
    (apis: FeedbackApis) => {
      resolve(apis);
      setReal(apis);
    },
    [resolve],
  );

  useEffect(() => {
    const abort = new AbortController();
    void whenPageQuiet(undefined, abort.signal).then(() => {
      if (!abort.signal.aborted) setWanted(true);
    });
    return () => abort.abort();
  }, []);

  return (
    <AppContext.Provider value={real ?? deferred}>
      <div
        className="console-app"
        style={{
          color: token.colorText,
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
          fontFamily: token.fontFamily,
        }}
      >
        {wanted && (
          <Suspense fallback={null}>
            <FeedbackHolders onReady={onReady} />
          </Suspense>
        )}
        {children}
      </div>
    </AppContext.Provider>
  );
}
