/** How many recovery codes the administrator is given at a time. */
export const RECOVERY_CODE_COUNT = 10;
/** A remembered device skips the second factor for at most this long. */
export const REMEMBER_DEVICE_MS = 30 * 24 * 60 * 60 * 1000;
