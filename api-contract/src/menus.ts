import { Type, type Static, type TProperties, type TSchema } from 'typebox';
import { StringEnum } from './common.js';
import { answers } from './routes.js';

/**
 * The spec's menu calls (section 7): the signed-in user's areas and menu trees as deployed right now, read from the
 * console's registry and each area's menu.json, filtered as the host filters its sidebar (`visibleMenuRoutes` in
 * remote-menu.ts). The data types of a menu itself (what menu.json holds) are in remote-menu.ts.
 */

export const MENU_LANGUAGES = ['en', 'zh'] as const;
export type MenuLanguage = (typeof MENU_LANGUAGES)[number];

/** Both calls: `lang` picks the titles' language; without it, the request's Accept-Language (zh…), else en. */
export const MenusQuerySchema = Type.Object({
  lang: Type.Optional(
    StringEnum(MENU_LANGUAGES, { 'x-messages': { invalid: 'The language must be en or zh' } }),
  ),
});
export type MenusQuery = Static<typeof MenusQuerySchema>;

/**
 * How deep the menu calls answer a route tree. The console's menus have two levels (a group and its pages); three
 * leave room, and a fixed depth keeps the answer's schema a plain one (no recursive reference) for the serializer
 * and the OpenAPI document. Deeper entries are left out of the answers (the sidebar still shows them).
 */
export const MENU_DEPTH = 3;

/** Objects of `fields` nested `MENU_DEPTH` levels deep under `children` (each level closed to other keys). */
const FixedDepthTree = <P extends TProperties>(fields: P) => {
  const level = <T extends TSchema>(children: T) =>
    Type.Object(
      { ...fields, children: Type.Optional(Type.Array(children)) },
      { additionalProperties: false },
    );
  return level(level(Type.Object(fields, { additionalProperties: false })));
};

const MenuMetaSchema = Type.Object(
  {
    /** The i18n key (inside the area's namespace); `title` beside `meta` is its text in the answer's language. */
    title: Type.String(),
    /** The icon's name (`@ant-design/icons-svg`, e.g. 'dashboard'); its drawing stays in menu.json. */
    icon: Type.Optional(Type.String()),
    roles: Type.Optional(Type.Array(Type.String())),
    perms: Type.Optional(Type.Array(Type.String())),
    keepAlive: Type.Optional(Type.Boolean()),
    affix: Type.Optional(Type.Boolean()),
    alwaysShow: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type MenuNodeMeta = Static<typeof MenuMetaSchema>;

const nodeFields = {
  path: Type.String(),
  name: Type.String(),
  /** The entry's title in the answer's language. */
  title: Type.String(),
  redirect: Type.Optional(Type.String()),
  meta: MenuMetaSchema,
};
const MenuNodeSchema = FixedDepthTree(nodeFields);

/** One entry of a menu tree as the call answers it. */
export interface MenuNode {
  path: string;
  name: string;
  title: string;
  redirect?: string;
  meta: MenuNodeMeta;
  children?: MenuNode[];
}

export const MenuAreaSchema = Type.Object(
  {
    /** The registry name ('dashboard'). */
    name: Type.String(),
    /** Its place in the menu, lower first (the areas come sorted by it). */
    order: Type.Number(),
    /** The deployed build: its version, commit and time (null for a menu built before they were written). */
    version: Type.Union([Type.String(), Type.Null()]),
    commit: Type.Union([Type.String(), Type.Null()]),
    builtAt: Type.Union([Type.String(), Type.Null()]),
    /** Where the registry says it lives (its mf-manifest.json). */
    manifest: Type.String(),
    routes: Type.Array(MenuNodeSchema),
  },
  { additionalProperties: false },
);
export interface MenuArea extends Omit<Static<typeof MenuAreaSchema>, 'routes'> {
  routes: MenuNode[];
}

export const MenusSchema = Type.Object(
  {
    areas: Type.Array(MenuAreaSchema),
    /**
     * Areas in the registry whose menu could not be read right now (down, not a menu, too slow): named, with why,
     * so a caller can tell "not deployed" from "not allowed" (an area the user may not see is simply absent).
     */
    unavailable: Type.Array(Type.Object({ name: Type.String(), reason: Type.String() })),
  },
  { additionalProperties: false },
);
export interface Menus {
  areas: MenuArea[];
  unavailable: { name: string; reason: string }[];
}

const MenuOptionSchema = FixedDepthTree({ value: Type.String(), label: Type.String() });

/** One `{value, label, children}` pair of /menus/options: the route's path and its title. */
export interface MenuOption {
  value: string;
  label: string;
  children?: MenuOption[];
}

export const menuRoutes = {
  menus: answers(MenusSchema, { querystring: MenusQuerySchema }),
  options: answers(Type.Array(MenuOptionSchema), { querystring: MenusQuerySchema }),
};
