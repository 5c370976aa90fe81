import { MEMBER_TYPES } from '@lotto/contract';
import { useState } from 'react';
import { SubmitButton, useSubmitting } from '../../../shared/form/submitting';
import { useTranslation } from '../../../shared/i18n';
import { toast } from '../../../shared/ui/toast';
import { useOpenAccount } from './api';

/** A player or a sub-agent of the agent's own kind, made at once; it can sign in right after. */
export const OpenAccountForm = ({ agentType }: { agentType: number }) => {
  const { t } = useTranslation();
  const open = useOpenAccount();
  const { busy, run } = useSubmitting();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [type, setType] = useState<number>(MEMBER_TYPES.member);
  // Empty: the agent's defaults for new members (rebate setup) decide the group.
  const [prizeGroup, setPrizeGroup] = useState('');
  const submit = run(async () => {
    const group = prizeGroup === '' ? {} : { prizeGroup: Number(prizeGroup) };
    const opened = await open({ username: username.trim(), password, type, ...group });
    await toast.success(t('agentOps.open.done', { name: opened.username }));
    setUsername('');
    setPassword('');
    setPrizeGroup('');
  });
  return (
    <form
      className="open-card"
      data-testid="open-account-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 className="open-card__title">{t('agentOps.open.title')}</h2>
      <label className="team-field">
        <span>{t('agentOps.open.username')}</span>
        <input
          className="team-input"
          autoComplete="off"
          value={username}
          data-testid="open-username"
          onChange={(event) => setUsername(event.target.value)}
        />
      </label>
      <label className="team-field">
        <span>{t('agentOps.open.password')}</span>
        <input
          className="team-input"
          type="password"
          autoComplete="new-password"
          value={password}
          data-testid="open-password"
          onChange={(event) => setPassword(event.target.value)}
        />
      </label>
      <fieldset className="open-types">
        <legend>{t('agentOps.open.type')}</legend>
        {[
          { value: MEMBER_TYPES.member, label: t('agentOps.open.player'), id: 'player' },
          { value: agentType, label: t('agentOps.open.subAgent'), id: 'agent' },
        ].map((option) => (
          <label key={option.id} className="open-types__option">
            <input
              type="radio"
              name="open-type"
              checked={type === option.value}
              data-testid={`open-type-${option.id}`}
              onChange={() => setType(option.value)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <label className="team-field">
        <span>{t('agentOps.open.prizeGroup')}</span>
        <input
          className="team-input"
          inputMode="numeric"
          placeholder={t('agentOps.open.prizeGroupDefault')}
          value={prizeGroup}
          data-testid="open-prize-group"
          onChange={(event) => setPrizeGroup(event.target.value.replace(/\D/g, '').slice(0, 4))}
        />
      </label>
      <SubmitButton disabled={busy || !username.trim() || !password} testId="open-submit">
        {t('agentOps.open.submit')}
      </SubmitButton>
    </form>
  );
};
