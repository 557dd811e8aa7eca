import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Route, Routes } from '@console/shared';
import { NavigationProgress } from '../progress/progress';
import { DocumentTheme } from '../theme/DocumentTheme';
import { openConsoleDoor, warmConsoleDoor } from './console-door';

// Two doors, each its own chunk: the sign-in screen (no component library: it must stay small) and the
// console behind it (antd, layout, routes of the areas). Whichever the first URL needs is the only one fetched.
const LoginPage = lazy(() =>
  import('../pages/login/LoginPage').then((module) => ({ default: module.LoginPage })),
);
const ConsoleApp = lazy(openConsoleDoor);

/** On the sign-in screens, the first key or input starts fetching the console behind the door (console-door.ts). */
function WarmConsoleOnInput() {
  useEffect(() => {
    const warm = () => {
      warmConsoleDoor();
      stop();
    };
    const stop = () => {
      document.removeEventListener('input', warm, true);
      document.removeEventListener('keydown', warm, true);
    };
    document.addEventListener('input', warm, true);
    document.addEventListener('keydown', warm, true);
    // Typed into the build-time markup before React took it over (prerender/placement.ts): warm now.
    const focused = document.activeElement;
    if (focused instanceof HTMLInputElement && focused.value !== '') warm();
    return stop;
  }, []);
  return null;
}

const signInScreen = (
  <>
    <WarmConsoleOnInput />
    <LoginPage />
  </>
);

export function Root() {
  return (
    <BrowserRouter>
      <DocumentTheme />
      <NavigationProgress />
      {/* While a door's chunk loads the page stays on the pre-painted background; the progress bar runs. */}
      <Suspense fallback={null}>
        <Routes>
          <Route path="/login" element={signInScreen} />
          <Route path="/login/:variant" element={signInScreen} />
          <Route path="/invite" element={signInScreen} />
          <Route path="*" element={<ConsoleApp />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
