/**
 * Every project's public key is unguessable. The demo seed used to key its projects `site-<customer id>-<n>`, so a
 * stranger could walk every demo shop's project pages (and book them) by counting; projects created in the console
 * always had 128 random bits (modules/pkg/projects.ts). This gives each seeded key 122 random bits
 * (gen_random_uuid: PostgreSQL's strong random source, the same on PGlite).
 *
 * Old links are not redirected (docs/booking.md, "Public keys"): a redirect from the guessable key would hand its
 * new key to whoever guesses the old one, which is what this closes. Only demo data had such keys.
 */
export const id = '0011_unguessable_site_keys';

export const sql = /* sql */ `
update projects
   set site_key = replace(gen_random_uuid()::text, '-', '')
 where site_key ~ '^site-[0-9]+-[0-9]+$';
`;
