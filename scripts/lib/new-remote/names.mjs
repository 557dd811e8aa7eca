// What a new remote is called, everywhere its name appears: its folder and package, its federation container, its
// i18n namespace, its routes and their names, its identifiers in code. All follow from the one name given to
// `npm run new-remote`, so the checks below are made once, here, before anything is written.

/** Lower-case words joined by single hyphens: a folder, a package name, a URL segment and an i18n namespace. */
const NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const MAX_LENGTH = 30;

/**
 * First path segments and names the console has without any remote: the host's own pages (/login, /map, /account,
 * /redirect/…, /unavailable/…), the API and the public site the gateway forwards (/api, /s), the folders beside the
 * remotes, and the i18n namespaces of the host and the list kit (a remote's strings live under its name).
 */
const RESERVED = new Map([
  ['login', 'the sign-in page'],
  ['map', 'the public map'],
  ['account', "the host's Account page"],
  ['redirect', "the host's redirect helper"],
  ['unavailable', "the host's page for an area that did not load"],
  ['api', 'the API, which the gateway forwards'],
  ['s', 'the public site, which the gateway forwards'],
  ['host', 'the host part'],
  ['shared', 'the shared package'],
  ['server', 'the API server'],
  ['e2e', 'the end-to-end tests'],
  ['common', "the shared i18n namespace 'common'"],
  ['list', "the list kit's i18n namespace"],
]);

const capitalise = (word) => word.charAt(0).toUpperCase() + word.slice(1);

/** Every spelling of a remote's name the generated files use. */
export function namesOf(name) {
  const words = name.split('-');
  const camel = words[0] + words.slice(1).map(capitalise).join('');
  return {
    name,
    dir: `remote-${name}`,
    packageName: `@console/remote-${name}`,
    container: `console_${words.join('_')}`,
    /** Components and types: `customer-service` -> `CustomerService`. */
    pascal: capitalise(camel),
    /** Values: `customer-service` -> `customerService`. */
    camel,
    /** The title shown until someone writes a better one: `customer-service` -> `Customer service`. */
    title: capitalise(words.join(' ')),
    /** The area's group route and its one list page. */
    basePath: `/${name}`,
    listPath: `/${name}/list`,
    /** The API route the list page reads (docs/remote-guide.md, "New area, full stack"). */
    apiPath: `/user/v1/${name}/list`,
    /** The perm that route will need, in server/src/platform/perms.ts. */
    viewPerm: `${name}:view`,
  };
}

/**
 * Why `name` cannot be a new remote, or null when it can. `taken` holds what the console already uses: the names in
 * remotes.mjs, the folders that exist, and every path segment and route name of the existing menus.
 */
export function nameProblem(name, taken) {
  if (typeof name !== 'string' || name === '')
    return 'give the new remote a name: npm run new-remote -- <name>';
  if (!NAME.test(name))
    return (
      `"${name}" cannot be a remote's name: use lower-case letters and digits, words joined by single hyphens, ` +
      'starting with a letter (it becomes a folder, a URL segment and an i18n namespace), e.g. "news" or "gift-cards"'
    );
  if (name.length > MAX_LENGTH) return `"${name}" is longer than ${MAX_LENGTH} characters`;
  if (taken.remotes.has(name)) return `"${name}" is taken: remotes.mjs already lists a remote with that name`;
  const names = namesOf(name);
  if (taken.folders.has(names.dir)) return `"${name}" is taken: the folder ${names.dir}/ exists already`;
  if (RESERVED.has(name)) return `"${name}" is taken: it is ${RESERVED.get(name)}`;
  const segment = taken.segments.get(name);
  if (segment) return `"${name}" is taken: ${segment} already routes /${name}`;
  for (const route of [names.pascal, `${names.camel}List`]) {
    const owner = taken.routeNames.get(route);
    if (owner) return `"${name}" is taken: its route name ${route} is used by ${owner}`;
  }
  if (taken.containers.has(names.container))
    return `"${name}" is taken: the federation container ${names.container} is in remotes.mjs already`;
  return null;
}
