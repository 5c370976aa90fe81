import { useMemberInfo } from '../../../shared/session/member-info';
import { AffiliateLinks } from './AffiliateLinks';
import { OpenAccountForm } from './OpenAccountForm';
import '../team/team.css';
import './open-account.css';

/**
 * Open account (/m/agentRegister): the agent makes a player or a sub-agent directly, or shares
 * one of its affiliate links (QR code, copy) that registers members under it.
 */
export default function OpenAccountScreen() {
  const agentType = useMemberInfo().data?.type ?? 1;
  return (
    <section className="screen open-screen" data-testid="open-account">
      <OpenAccountForm agentType={agentType} />
      <AffiliateLinks agentType={agentType} />
    </section>
  );
}
