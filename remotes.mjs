// The console's remotes, one entry per business area. Adding a remote is adding its entry here and its folder
// (remote-<name>/, see docs/remote-guide.md); everything else follows from this list: the workspace
// (pnpm-workspace.yaml's `remote-*`), the ports of `npm start`, `npm run dev` and e2e, the registry the host reads
// (remotes.json), each remote's federation config (`remoteApp` in shared/build/federation.ts), the unit-test
// projects (vitest.config.ts) and what e2e expects the registry to hold.
// Plain JavaScript with a declaration file beside it (remotes.d.mts): the Node scripts, the TypeScript build
// configs, vitest and Playwright all import it as it is.

/** The host (gateway) and the API; a remote's port is counted from the host's, so `PORT` moves them all. */
export const HOST_PORT = 8080;
export const API_PORT = 8090;

/**
 * name: the registry name (remotes.json key), the menu's and module's `name`, the folder `remote-<name>`.
 * port: its own site, between the host's and the API's. container: its federation container (a JS identifier).
 * title: the document title of its standalone page.
 */
const LIST = [
  { name: 'dashboard', port: 8081, container: 'console_dashboard', title: 'Dashboard · remote' },
  { name: 'orders', port: 8082, container: 'console_orders', title: 'orders · remote' },
  { name: 'sku', port: 8083, container: 'console_sku', title: 'sku · remote' },
  { name: 'booking', port: 8084, container: 'console_booking', title: 'booking · remote' },
  { name: 'pkg', port: 8085, container: 'console_pkg', title: 'pkg · remote' },
  { name: 'team', port: 8086, container: 'console_team', title: 'team · remote' },
];

/** The list with what follows from each entry: its folder. */
export const REMOTES = Object.freeze(
  LIST.map((remote) => Object.freeze({ ...remote, dir: `remote-${remote.name}` })),
);

/** Throws on a list that cannot work: a name, port or container used twice, a port outside the plan. */
export function checkRemotes(remotes) {
  const seen = { name: new Set(), port: new Set(), container: new Set() };
  for (const remote of remotes) {
    for (const key of ['name', 'port', 'container']) {
      if (seen[key].has(remote[key])) throw new Error(`remotes.mjs: two remotes have ${key} ${remote[key]}`);
      seen[key].add(remote[key]);
    }
    if (!/^[a-z][a-z0-9-]*$/.test(remote.name))
      throw new Error(`remotes.mjs: "${remote.name}" is not a lower-case name (a folder and a URL part)`);
    if (!Number.isInteger(remote.port) || remote.port <= HOST_PORT || remote.port >= API_PORT)
      throw new Error(
        `remotes.mjs: ${remote.name}'s port ${remote.port} is not between ${HOST_PORT} and ${API_PORT}`,
      );
    if (!/^[A-Za-z_$][\w$]*$/.test(remote.container))
      throw new Error(
        `remotes.mjs: ${remote.name}'s container "${remote.container}" is not a JavaScript identifier`,
      );
  }
}
checkRemotes(REMOTES);

/** The list entry of a remote; throws for a name that is not on the list. */
export function remoteNamed(name) {
  const remote = REMOTES.find((entry) => entry.name === name);
  if (!remote) throw new Error(`remote "${name}" is not in remotes.mjs (add its entry there)`);
  return remote;
}

/**
 * Where everything listens: the host on PORT (8080), each remote at its offset from the host (8081-8085), the API
 * ten above the host (8090) unless API_PORT.
 */
export function portPlan(env = process.env) {
  const host = Number(env.PORT ?? HOST_PORT);
  const remotes = Object.fromEntries(REMOTES.map(({ name, port }) => [name, host + port - HOST_PORT]));
  return { host, remotes, api: Number(env.API_PORT ?? host + API_PORT - HOST_PORT) };
}

/** The registry the host reads at boot (`/remotes.json`): each remote's name -> its mf-manifest.json URL. */
export function registryFor(ports, publicHost = 'localhost') {
  return Object.fromEntries(
    REMOTES.map(({ name }) => [name, `http://${publicHost}:${ports.remotes[name]}/mf-manifest.json`]),
  );
}
