/**
 * Where the header's dropdowns (size, language, user menu) and the top menu's submenus render: inside the sticky
 * header, not at the end of <body>. A popup in <body> is placed in page coordinates and re-placed after a scroll, so a
 * scroll while it was open (a late layout shift, a restored scroll position) moved it from under the pointer for a
 * frame or more and a click on its item could land on the page (seen as a lost "Sign out" and language choice in
 * e2e). Inside the header it moves with its trigger.
 */
export const inHeader = (trigger: HTMLElement): HTMLElement => trigger.closest('header') ?? document.body;
