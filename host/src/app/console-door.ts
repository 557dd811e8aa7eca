import { consoleStore, tokenAtom } from '@console/shared';
import type { ComponentType } from 'react';
import { areasAtom, startAreas } from '../remotes/areas';
import { openFirstPage } from '../router/first-page';
import { loadSession } from '../session/session';
import { loadAntdStylesheet } from '../theme/antd-stylesheet';

const loadConsoleApp = () => import('./ConsoleApp');

/**
 * The data layer (SWR) every signed-in page reads through: fetched with the console's code rather than after it.
 * A page asks for it only once its own chunk is in, and from the host's origin its two chunks then queued behind
 * the console's sixty (HTTP/1.1, six connections): a serial step on the way to the first page's data.
 */
const loadDataLayer = () => import('@console/shared/data');

/** The console's code, and antd's build-time stylesheet, which must apply before its first render (see the file). */
const loadConsole = () =>
  Promise.all([loadConsoleApp(), loadAntdStylesheet(), loadDataLayer()]).then(([module]) => module);

/**
 * Opening the console door. Its code is the largest download after sign-in; what the console needs
 * first (the remote areas for the menu and routes, the signed-in user for roles) does not depend on that code,
 * so it starts at the same moment instead of after the console has mounted. At 4x CPU that is about a second of
 * the way from "Sign in" to the dashboard. Without a token nothing starts: the guard will send the person to
 * sign-in.
 *
 * Once both are in, the page about to be shown starts loading too (`openFirstPage`).
 *
 * Both start before the console's code is requested, from modules in the boot chunk (a few hundred bytes): the
 * static server speaks HTTP/1.1, six connections per origin, and the console's code is some sixty chunks; a request
 * queued behind them would wait for all of them.
 */
export function openConsoleDoor(): Promise<{ default: ComponentType }> {
  const token = consoleStore.get(tokenAtom);
  if (token) {
    const areas = startAreas();
    // The session loader stores the user (or ends the session) itself; the route guard joins this request.
    const user = loadSession();
    // With every area's menu and the user in, the page about to be shown is known: its code and first data start
    // now, while the console renders its layout (first-page.ts).
    Promise.all([areas, user]).then(
      ([, signedIn]) => {
        if (signedIn && consoleStore.get(tokenAtom) === token)
          openFirstPage(window.location.pathname, consoleStore.get(areasAtom), signedIn);
      },
      () => undefined,
    );
  }
  return loadConsole();
}

/**
 * The person has started entering their credentials: fetch what the first signed-in screen needs (the console's
 * code and antd's stylesheet, the registry and the areas' menus, all public) while they type, instead of after
 * "Sign in". Not on the sign-in page's own load: its bytes are budgeted, and a visitor may never sign in.
 * Both steps run once per page however often this is called; a failed download is tried again, and reported, when
 * the door opens.
 */
export function warmConsoleDoor(): void {
  void startAreas();
  loadConsole().catch(() => undefined);
}
