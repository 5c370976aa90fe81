import { INVITE_LINK_PARAM } from '@lotto/contract';
import { paths } from '../../../shared/config/paths';

/** The member's invite link: this site's registration, naming them as recommender. */
export const inviteLink = (origin: string, recommenderId: string) =>
  `${origin}${paths.register}?${INVITE_LINK_PARAM}=${encodeURIComponent(recommenderId)}`;

export { copyText } from '../../../shared/ui/copy-text';
