/**
 * The constants for the site's behaviour (docs/product.md §9), in one place: the loading bar, notifications,
 * the chunk-load reload guard, link prefetching, loading indicators and avatars.
 */

/** The loading bar and any other loading indicator appear only after this long, so fast loads do not flash. */
export const LOADING_THROTTLE_MS = 200;
/** The loading bar moves towards its end over this long (it never reaches it before the load ends). */
export const LOADING_DURATION_MS = 5000;
/** The loading bar completes and hides this long after the load ends. */
export const LOADING_HIDE_MS = 500;
/** How long a notification stays. */
export const NOTIFY_MS = 1000;
/** A failed chunk load reloads the page at most once per this long. */
export const RELOAD_GUARD_MS = 60_000;
/** Links prefetch their pages when visible and the browser is idle, waiting at most this long for idleness. */
export const PREFETCH_IDLE_MS = 2000;
/** Initials avatars: at most this many letters, this many CSS pixels square. */
export const AVATAR_LETTERS = 3;
export const AVATAR_SIZE = 32;
/** Transitions (CSS: `duration-300`). */
export const TRANSITION_MS = 300;
