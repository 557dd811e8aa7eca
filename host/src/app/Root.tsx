import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from '@console/shared';
import { NavigationProgress } from '../progress/progress';
import { DocumentTheme } from '../theme/DocumentTheme';
import { openConsoleDoor } from './console-door';

// Two doors, each its own chunk: the sign-in screen (no component library: it must stay small, issue 6) and the
// console behind it (antd, layout, routes of the areas). Whichever the first URL needs is the only one fetched.
const LoginPage = lazy(() =>
  import('../pages/login/LoginPage').then((module) => ({ default: module.LoginPage })),
);
const ConsoleApp = lazy(openConsoleDoor);

export function Root() {
  return (
    <BrowserRouter>
      <DocumentTheme />
      <NavigationProgress />
      {/* While a door's chunk loads the page stays on the pre-painted background; the progress bar runs. */}
      <Suspense fallback={null}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/login/:variant" element={<LoginPage />} />
          <Route path="*" element={<ConsoleApp />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
