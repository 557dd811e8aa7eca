// The role names live with the menu's access rule (the API contract's remote-menu module), which the server uses too.
export { ADMIN_ROLE, ROOT_ROLE } from '../../../api-contract/src/remote-menu';
