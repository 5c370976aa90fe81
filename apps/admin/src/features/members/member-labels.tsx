import { type Dictionary, fill, useTexts } from '../../shared/i18n';
import { StatusTag } from '../../shared/ui/StatusTag';

/** A member type's name (MEMBER_TYPES), or its number when the back office has none for it. */
export const typeName = (texts: Dictionary, type: number): string =>
  texts.agentTree.types[type] ?? fill(texts.agentTree.unknownType, { type });

/** An account's status: an operator's lock shows as such. */
export const MemberStatus = ({ status }: { status: string }) => {
  const P = useTexts().memberProfile;
  if (status === 'active') return <StatusTag tone="good">{P.active}</StatusTag>;
  return <StatusTag tone="bad">{status === 'disabled' ? P.locked : status}</StatusTag>;
};
