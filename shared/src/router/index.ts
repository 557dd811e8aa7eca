/**
 * The router every part of the console uses, re-exported by the shared singleton.
 *
 * Why not share react-router itself: a shared package is downloaded whole (~65 KiB gzip for react-router 7, much
 * of it server rendering and data APIs the console does not use), while re-exporting the few pieces used here lets
 * the build drop the rest (~15 KiB), on the sign-in page and everywhere after. One instance still holds:
 * these live inside @console/shared, which is a singleton. Host and remotes import them from '@console/shared';
 * importing react-router(-dom) directly is a lint error (eslint.config.mjs), because it would bring a second
 * router whose context the console's <BrowserRouter> does not fill. Add an export here when a part needs one.
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createSearchParams,
  generatePath,
  matchPath,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
  type Location,
  type NavigateFunction,
  type RouteObject,
  type SetURLSearchParams,
} from 'react-router-dom';
