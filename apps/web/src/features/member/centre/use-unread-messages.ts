import { useInboxUnread } from '../../../shared/session/inbox-unread';

/** How many inbox messages the member has not read: the message icon's red dot shows above 0. */
export const useUnreadMessages = (): number => useInboxUnread().data ?? 0;
