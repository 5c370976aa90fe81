export { MemberPage } from './MemberPage';
export { MembersPage } from './MembersPage';
