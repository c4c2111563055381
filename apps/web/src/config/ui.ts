/**
 * Presentational settings of the web app (SPEC §9; no screen shows a tooltip, so its delays have
 * no setting here). Only the browser uses them, so they live here
 * rather than in @shop/contracts, which holds what the services share.
 */

/** SPEC §9: upload progress stops at 90 until the server answers. */
export const UPLOAD_PROGRESS_HOLD = 90;
export const WELCOME_GENERATOR_DELAY_MS = 1500;
export const SKELETON_CARD_COUNT = 6;
/** Images above the fold load eagerly; the rest lazily (SPEC §9). */
export const EAGER_IMAGES = { mainGallery: 8, sciFi: 12, algornation: 6 } as const;

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
