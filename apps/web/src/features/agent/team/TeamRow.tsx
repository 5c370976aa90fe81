import { isAgentType, MEMBER_TYPES, type TeamListMember } from '@lotto/contract';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { localDateTime } from '../../../shared/dates';
import { useTranslation } from '../../../shared/i18n';
import { formatMoney } from '../../../shared/session/balance';
import { percentText } from '../rates/rates-form';

/** The member's kind in words: player, agent, or the bare type for the rest. */
const useTypeName = () => {
  const { t } = useTranslation();
  return (type: number) =>
    type === MEMBER_TYPES.member
      ? t('agentOps.team.types.player')
      : isAgentType(type)
        ? t('agentOps.team.types.agent')
        : t('agentOps.team.types.other', { type });
};

/**
 * One member of the team: a checkbox to pick them for a transfer, who they are (online dot,
 * type, level), balance and dates, its prize group and highest rebate (the rates screen sets a
 * direct member's, per category) and, for a sub-agent, the way into their team.
 */
export const TeamRow = ({
  member,
  selected,
  onSelect,
  onOpenTeam,
}: {
  member: TeamListMember;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onOpenTeam: () => void;
}) => {
  const { t } = useTranslation();
  const typeName = useTypeName();
  const name = member.username;
  return (
    <li className="team-row" data-testid="team-row" data-member={name}>
      <label className="team-row__pick">
        <input
          type="checkbox"
          checked={selected}
          aria-label={t('agentOps.team.select', { name })}
          data-testid={`team-pick-${name}`}
          onChange={(event) => onSelect(event.target.checked)}
        />
      </label>
      <div className="team-row__main">
        <div className="team-row__head">
          <span
            className={`team-dot${member.online ? ' team-dot--on' : ''}`}
            role="img"
            aria-label={member.online ? t('agentOps.team.online') : t('agentOps.team.offline')}
          />
          <strong className="team-row__name">{name}</strong>
          <span className="team-badge">{typeName(member.type)}</span>
          <span className="team-badge team-badge--level">
            {t('agentOps.team.levelN', { level: member.level })}
          </span>
        </div>
        <dl className="team-row__facts">
          <dt>{t('agentOps.team.balance')}</dt>
          <dd data-testid="team-balance">{formatMoney(member.balance)}</dd>
          <dt>{t('agentOps.team.registered')}</dt>
          <dd>{localDateTime(member.registeredAt)}</dd>
          <dt>{t('agentOps.team.lastLogin')}</dt>
          <dd>
            {member.lastLoginAt === null
              ? t('agentOps.team.never')
              : localDateTime(member.lastLoginAt)}
          </dd>
          <dt>{t('agentOps.team.rebateSlot')}</dt>
          <dd data-testid="team-rebate">
            {percentText(member.topRebateBp)}% / {member.prizeGroup}
          </dd>
        </dl>
        <div className="team-row__actions">
          <Link className="team-link" to={`${paths.agentRebate}?member=${member.memberId}`}>
            {t('agentOps.team.rebate')}
          </Link>
          {isAgentType(member.type) && (
            <button
              type="button"
              className="team-link"
              data-testid={`team-open-${name}`}
              onClick={onOpenTeam}
            >
              {t('agentOps.team.viewTeam')}
            </button>
          )}
        </div>
      </div>
    </li>
  );
};
