/**
 * How many inbox messages the member has not read: the message icon's red dot shows above 0.
 * The inbox wires this to its unread-count endpoint; until then there is nothing unread.
 */
export const useUnreadMessages = (): number => 0;
