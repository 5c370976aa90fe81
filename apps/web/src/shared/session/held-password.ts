/**
 * The password the member logged in with in this page, held in memory only (never stored):
 * change password skips the old-password field while it is known (spec/01 section 2).
 */
let held: string | null = null;

export const heldPassword = {
  get: () => held,
  set: (password: string) => {
    held = password || null;
  },
  clear: () => {
    held = null;
  },
};
