// Async boundary: shared singletons are negotiated before any of them is imported. Started in a task of its own:
// the federation runtime's start-up (this file's evaluation) and the negotiation are each long at 4x CPU, and the
// sign-in screen is already on screen (prerender/placement.ts), so one long task would block the person's input.
setTimeout(() => void import('./boot/bootstrap'), 0);
