/**
 * The name and one-line summary of every operation in the OpenAPI document, keyed by `METHOD path` as the document
 * writes the path. A generated client names its functions after `operationId`, so an id never changes once
 * published. Kept here, beside the document's other decisions, rather than in each route: a route added without an
 * entry fails the document's lint (`server/test/openapi.test.ts`: Redocly's `operation-summary`).
 *
 * `errors` lists the error statuses an operation can answer beyond those its declarations already imply (see
 * `documentedErrors` in ./errors.ts): a conflict (409), a rate limit counted in its handler (429), a file check
 * (413/415) on a route whose body is not JSON, a 404 of a lookup without a path parameter. The server tests check
 * every answer against this document, so a status missing here fails the test that provokes it.
 */
export interface OperationInfo {
  operationId: string;
  summary: string;
  errors?: readonly number[];
}

export const OPERATIONS: Readonly<Record<string, OperationInfo>> = {
  // Sign-in, sign-up, reset, the session
  'GET /api/api/v1/auth/captcha': {
    operationId: 'getCaptcha',
    summary: 'Get a sign-in captcha',
    errors: [429],
  },
  'POST /api/open/user/v1/customer/login/{product}/login': {
    operationId: 'login',
    summary: 'Sign in',
    errors: [403, 429],
  },
  'POST /api/open/user/v1/customer/register/{product}/register': {
    operationId: 'register',
    summary: 'Register a shop account',
    errors: [429],
  },
  'POST /api/open/user/v1/customer/info/send/{product}/email': {
    operationId: 'sendResetCode',
    summary: 'Mail a password reset code',
    errors: [429],
  },
  'POST /api/open//user/v1/customer/info/email/reset': {
    operationId: 'resetPassword',
    summary: 'Reset the password with a mailed code',
    errors: [403, 429],
  },
  'GET /api/open/user/v1/authtoken/check': {
    operationId: 'checkToken',
    summary: 'Check a session token',
    errors: [401],
  },
  'GET /api/user/v1/customer/info/get': { operationId: 'getCurrentUser', summary: 'Get the signed-in user' },
  'DELETE /api/api/v1/auth/logout': { operationId: 'logout', summary: 'Sign out' },

  // The menus as deployed (the remote registry and each area's menu.json)
  'GET /api/api/v1/menus': {
    operationId: 'listMenus',
    summary: "The signed-in user's areas and menu trees as deployed",
    errors: [503],
  },
  'GET /api/api/v1/menus/options': {
    operationId: 'listMenuOptions',
    summary: 'The menu tree as value and label pairs in the user’s language',
    errors: [503],
  },
  // Account
  'GET /api/user/v1/customer/info/profile': { operationId: 'getProfile', summary: 'Get my profile' },
  'POST /api/user/v1/customer/info/update/profile': {
    operationId: 'updateProfile',
    summary: 'Update my profile',
  },
  'PATCH /api/api/v1/users/{id}/password': {
    operationId: 'changePassword',
    summary: 'Change my password',
    errors: [403, 429],
  },
  'POST /api/user/v1/customer/info/mobicta/set/code': {
    operationId: 'sendMobileCode',
    summary: 'Text a code to verify a mobile number',
    errors: [429],
  },
  'POST /api/user/v1/customer/info/check/code': {
    operationId: 'checkMobileCode',
    summary: 'Verify a mobile number with its code',
  },
  'GET /api/common/v1/language/link/list': {
    operationId: 'listSiteLanguages',
    summary: "List the shop's site languages",
  },
  'GET /api/common/v1/language/unlink/list': {
    operationId: 'listAvailableLanguages',
    summary: 'List the languages the shop can add',
  },
  'POST /api/common/v1/language/add/link': {
    operationId: 'addSiteLanguage',
    summary: 'Add a site language',
    errors: [409],
  },
  'DELETE /api/common/v1/language/link/{code}': {
    operationId: 'removeSiteLanguage',
    summary: 'Remove a site language',
    errors: [409],
  },
  'GET /api/user/v1/customer/info/coordinate': {
    operationId: 'getShopLocation',
    summary: "Get the shop's map location",
  },
  'PUT /api/user/v1/customer/info/coordinate': {
    operationId: 'setShopLocation',
    summary: "Set the shop's map location",
  },
  'DELETE /api/user/v1/customer/info/coordinate': {
    operationId: 'deleteShopLocation',
    summary: "Remove the shop's map location",
  },
  // Resources, for page builders
  'POST /api/user/v1/resources/sample-form': {
    operationId: 'checkResourcesSampleForm',
    summary: "Check the components page's sample form (writes nothing)",
  },
  'GET /api/open/user/v1/customer/info/get/coordinate/list': {
    operationId: 'listPublicShopLocations',
    summary: 'List the shops on the public map',
    errors: [429],
  },

  // Carts and orders
  'GET /api/user/v1/carts/list': { operationId: 'listCarts', summary: 'List carts' },
  'GET /api/user/v1/orders/list': { operationId: 'listOrders', summary: 'List orders' },
  'GET /api/user/v1/orders/export': { operationId: 'exportOrders', summary: 'Export orders as CSV' },
  'GET /api/user/v1/orders/checkout/key': {
    operationId: 'getCheckoutKey',
    summary: 'Get the checkout signing key',
  },
  'POST /api/user/v1/orders/checkout/key/rotate': {
    operationId: 'rotateCheckoutKey',
    summary: 'Replace the checkout signing key',
  },
  'GET /api/user/v1/orders/{id}': {
    operationId: 'getOrder',
    summary: 'Get an order with its items and history',
  },
  'POST /api/user/v1/orders/{id}/confirm': {
    operationId: 'confirmOrderPayment',
    summary: "Confirm an order's payment",
    errors: [409],
  },
  'POST /api/user/v1/orders/{id}/cancel': {
    operationId: 'cancelOrder',
    summary: 'Cancel an order',
    errors: [409],
  },
  'POST /api/open/user/v1/checkout/paid': {
    operationId: 'reportCheckoutPaid',
    summary: 'Report a paid checkout (signed by the shop)',
    errors: [403, 404, 409, 429],
  },

  // SKU categories and tags
  'GET /api/user/v1/sku/languages': {
    operationId: 'listSkuLanguages',
    summary: 'List the SKU name languages',
  },
  'GET /api/user/v1/sku/category/list': { operationId: 'listSkuCategories', summary: 'List SKU categories' },
  'POST /api/user/v1/sku/category': {
    operationId: 'createSkuCategory',
    summary: 'Create an SKU category',
    errors: [404, 409],
  },
  'PUT /api/user/v1/sku/category/{id}': {
    operationId: 'updateSkuCategory',
    summary: 'Rename an SKU category',
    errors: [409],
  },
  'DELETE /api/user/v1/sku/category/{id}': {
    operationId: 'deleteSkuCategory',
    summary: 'Delete an SKU category',
    errors: [409],
  },
  'POST /api/user/v1/sku/category/{id}/move': {
    operationId: 'moveSkuCategory',
    summary: 'Move an SKU category',
    errors: [409],
  },
  'GET /api/user/v1/sku/category/{id}/impact': {
    operationId: 'getSkuCategoryImpact',
    summary: 'Count what deleting an SKU category would affect',
  },
  'GET /api/user/v1/sku/tag/list': { operationId: 'listSkuTags', summary: 'List SKU tags' },
  'POST /api/user/v1/sku/tag': { operationId: 'createSkuTag', summary: 'Create an SKU tag', errors: [409] },
  'PUT /api/user/v1/sku/tag/{id}': {
    operationId: 'updateSkuTag',
    summary: 'Rename an SKU tag',
    errors: [409],
  },
  'DELETE /api/user/v1/sku/tag/{id}': { operationId: 'deleteSkuTag', summary: 'Delete an SKU tag' },
  'GET /api/user/v1/sku/category/export': {
    operationId: 'exportSkuCategories',
    summary: 'Export SKU categories as CSV',
  },
  'GET /api/user/v1/sku/tag/export': { operationId: 'exportSkuTags', summary: 'Export SKU tags as CSV' },
  'POST /api/user/v1/sku/category/import': {
    operationId: 'importSkuCategories',
    summary: 'Import SKU categories from CSV',
  },
  'POST /api/user/v1/sku/tag/import': { operationId: 'importSkuTags', summary: 'Import SKU tags from CSV' },
  'GET /api/user/v1/sku/project/{projectId}/classification': {
    operationId: 'getProjectClassification',
    summary: "Get a project's SKU categories and tags",
  },
  'PUT /api/user/v1/sku/project/{projectId}/classification': {
    operationId: 'setProjectClassification',
    summary: "Set a project's SKU categories and tags",
  },

  // Dashboard and statistics
  'GET /api/user/v1/dashboard/summary': {
    operationId: 'getDashboardSummary',
    summary: 'Get the dashboard figures',
  },
  'GET /api/user/v1/dashboard/charts': {
    operationId: 'getDashboardCharts',
    summary: 'Get the dashboard charts',
  },
  'GET /api/user/v1/dashboard/projects': {
    operationId: 'listDashboardProjects',
    summary: 'List projects with their visit figures',
  },
  'GET /api/user/v1/statistics': {
    operationId: 'getStatistics',
    summary: 'Get statistics over a date range',
    errors: [404],
  },
  'OPTIONS /api/open/stats/v1/visit': {
    operationId: 'preflightVisit',
    summary: 'CORS preflight of the visit beacon',
  },
  'POST /api/open/stats/v1/visit': {
    operationId: 'recordVisit',
    summary: 'Count a visit of a public project page',
    errors: [404, 429],
  },

  // Projects, folders, payment information, the shop, files
  'GET /api/user/v1/projects/list': { operationId: 'listProjects', summary: 'List projects' },
  'GET /api/user/v1/projects/export': { operationId: 'exportProjects', summary: 'Export projects as CSV' },
  'GET /api/user/v1/projects/{id}': { operationId: 'getProject', summary: 'Get a project' },
  'PUT /api/user/v1/projects/{id}': {
    operationId: 'updateProject',
    summary: 'Update a project',
    errors: [409],
  },
  'DELETE /api/user/v1/projects/{id}': {
    operationId: 'deleteProject',
    summary: 'Delete a project',
    errors: [409],
  },
  'POST /api/user/v1/projects': {
    operationId: 'createProject',
    summary: 'Create a project',
    errors: [404, 409],
  },
  'POST /api/user/v1/projects/{id}/close': {
    operationId: 'closeProject',
    summary: 'Close a project',
    errors: [409],
  },
  'POST /api/user/v1/projects/{id}/reopen': {
    operationId: 'reopenProject',
    summary: 'Reopen a project',
    errors: [409],
  },
  'POST /api/user/v1/projects/move': {
    operationId: 'moveProjects',
    summary: 'Move projects to a folder',
    errors: [404, 409],
  },
  'GET /api/user/v1/folders/tree': { operationId: 'getFolderTree', summary: 'Get the folder tree' },
  'POST /api/user/v1/folders': {
    operationId: 'createFolder',
    summary: 'Create a folder',
    errors: [404, 409],
  },
  'PUT /api/user/v1/folders/{id}': { operationId: 'renameFolder', summary: 'Rename a folder', errors: [409] },
  'DELETE /api/user/v1/folders/{id}': {
    operationId: 'deleteFolder',
    summary: 'Delete a folder',
    errors: [409],
  },
  'POST /api/user/v1/folders/{id}/move': {
    operationId: 'moveFolder',
    summary: 'Move a folder',
    errors: [409],
  },
  'GET /api/user/v1/customer/info/pay/info': {
    operationId: 'getPaymentInfo',
    summary: "Get the shop's payment information",
  },
  'POST /api/user/v1/customer/info/update/pay/info': {
    operationId: 'updatePaymentInfo',
    summary: "Update the shop's payment information",
  },
  'POST /api/user/v1/customer/info/pay/preview': {
    operationId: 'previewPaymentExplanation',
    summary: 'Preview a payment explanation as the public page shows it',
  },
  'GET /api/user/v1/shop': { operationId: 'getShop', summary: "Get the shop's public profile" },
  'PUT /api/user/v1/shop': { operationId: 'updateShop', summary: "Update the shop's public profile" },
  'POST /api/user/v1/files/upload': {
    operationId: 'uploadImage',
    summary: 'Upload an image',
    errors: [409, 413, 415, 429],
  },
  'GET /api/user/v1/files/storage': {
    operationId: 'getFileStorage',
    summary: "Get the shop's stored file totals",
  },
  'GET /api/open/files/{name}': { operationId: 'getFile', summary: 'Download an uploaded file' },
  'GET /api/open/common/v1/portal/unit/language/code/data': {
    operationId: 'getPortalLanguage',
    summary: "Get a public site's language data",
    errors: [404, 429],
  },

  // Bookings
  'GET /api/user/v1/booking/list': { operationId: 'listBookings', summary: 'List bookings' },
  'GET /api/user/v1/booking/export': { operationId: 'exportBookings', summary: 'Export bookings as CSV' },
  'GET /api/user/v1/booking/calendar': {
    operationId: 'getBookingCalendar',
    summary: 'Get the booking calendar',
  },
  'GET /api/user/v1/booking/pending': {
    operationId: 'countPendingBookings',
    summary: 'Count pending bookings (holds not confirmed by their visitor are not counted)',
  },
  'GET /api/user/v1/booking/settings': {
    operationId: 'listBookingSettings',
    summary: "List every project's booking settings",
  },
  'PUT /api/user/v1/booking/projects/{projectId}/settings': {
    operationId: 'saveBookingSettings',
    summary: "Save a project's booking settings",
  },
  'GET /api/user/v1/booking/{id}': { operationId: 'getBooking', summary: 'Get a booking with its history' },
  'POST /api/user/v1/booking/{id}/confirm': {
    operationId: 'confirmBooking',
    summary: 'Confirm a booking',
    errors: [409],
  },
  'POST /api/user/v1/booking/{id}/complete': {
    operationId: 'completeBooking',
    summary: 'Mark a booking as completed',
    errors: [409],
  },
  'POST /api/user/v1/booking/{id}/noShow': {
    operationId: 'markBookingNoShow',
    summary: 'Mark a booking as a no-show',
    errors: [409],
  },
  'POST /api/user/v1/booking/{id}/decline': {
    operationId: 'declineBooking',
    summary: 'Decline a booking',
    errors: [409],
  },
  'POST /api/user/v1/booking/{id}/cancel': {
    operationId: 'cancelBooking',
    summary: 'Cancel a confirmed booking or an unconfirmed hold',
    errors: [409],
  },

  // Team: the operation log (docs/team.md)
  'GET /api/user/v1/team/log/list': { operationId: 'listLog', summary: 'List operation log entries' },
  'GET /api/user/v1/team/log/export': {
    operationId: 'exportLog',
    summary: 'Export the matching operation log entries as CSV',
  },
  'GET /api/user/v1/team/log/settings': { operationId: 'getLogSettings', summary: 'Get the log retention' },
  'PUT /api/user/v1/team/log/settings': { operationId: 'saveLogSettings', summary: 'Set the log retention' },
  'GET /api/user/v1/team/perms': { operationId: 'listPerms', summary: 'List the perms the routes declare' },
  'GET /api/user/v1/team/roles': { operationId: 'listRoles', summary: 'List roles' },
  'POST /api/user/v1/team/roles': { operationId: 'createRole', summary: 'Create a role' },
  'PUT /api/user/v1/team/roles/{id}': {
    operationId: 'updateRole',
    summary: "Change a role's name and perms",
    errors: [409],
  },
  'GET /api/user/v1/team/members': { operationId: 'listMembers', summary: "List the shop's members" },
  'PUT /api/user/v1/team/members/{id}/role': {
    operationId: 'setMemberRole',
    summary: "Change a member's role",
    errors: [409],
  },
  'POST /api/user/v1/team/members/{id}/disable': {
    operationId: 'disableMember',
    summary: 'Disable a member and end their sessions',
    errors: [409],
  },
  'POST /api/user/v1/team/members/{id}/enable': {
    operationId: 'enableMember',
    summary: 'Enable a member again',
  },
  'DELETE /api/user/v1/team/roles/{id}': {
    operationId: 'deleteRole',
    summary: 'Delete a role no member holds',
    errors: [409],
  },
  'DELETE /api/user/v1/team/members/{id}': {
    operationId: 'removeMember',
    summary: 'Remove a member and end their sessions',
    errors: [409],
  },
  'GET /api/user/v1/team/invitations': {
    operationId: 'listInvitations',
    summary: "List the shop's open invitations",
  },
  'POST /api/user/v1/team/invitations': {
    operationId: 'inviteMember',
    summary: 'Invite an address to the shop with a role',
    errors: [409],
  },
  'POST /api/user/v1/team/invitations/{id}/resend': {
    operationId: 'resendInvitation',
    summary: 'Mail an invitation again with a new link',
  },
  'DELETE /api/user/v1/team/invitations/{id}': {
    operationId: 'cancelInvitation',
    summary: 'Cancel an open invitation',
  },
  'POST /api/open/user/v1/team/invitation/lookup': {
    operationId: 'lookupInvitation',
    summary: "Read an invitation link's shop and address",
    errors: [429],
  },
  'POST /api/open/user/v1/team/invitation/accept': {
    operationId: 'acceptInvitation',
    summary: 'Accept an invitation: create the account and set its password',
    errors: [429],
  },

  // This document and the test hook that is in it (registered only when CONSOLE_TEST_HOOKS=1)
  'GET /api/openapi.json': { operationId: 'getOpenApiDocument', summary: 'This document' },
  'GET /api/test/outbox': {
    operationId: 'testReadOutbox',
    summary: 'Test hook: read the mail sent to an address',
  },
};
