import type { Widen } from '../widen';

/** Texts of the play screens. */
export const EN = {
  placeholder: '',
} as const;

export const MY: Widen<typeof EN> = {
  placeholder: '',
};
