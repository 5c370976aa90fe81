import { type AffiliateLink, MEMBER_TYPES } from '@lotto/contract';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { paths } from '../../../shared/config/paths';
import { toastFailure, useSubmitting } from '../../../shared/form/submitting';
import { useTranslation } from '../../../shared/i18n';
import { copyText } from '../../../shared/ui/copy-text';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { toast } from '../../../shared/ui/toast';
import { useAffiliateLinks, useLinkActions } from './api';

/** A link's address: this site's registration with the link's code. */
const linkUrl = (code: string) =>
  `${window.location.origin}${paths.register}?affiliateCode=${encodeURIComponent(code)}`;

/** The agent's links, each with its QR code, copy and delete; and a form for a new one. */
export const AffiliateLinks = ({ agentType }: { agentType: number }) => {
  const { t } = useTranslation();
  const links = useAffiliateLinks();
  const actions = useLinkActions();
  const { busy, run } = useSubmitting();
  const [memberType, setMemberType] = useState<number>(MEMBER_TYPES.member);
  const [prizeGroup, setPrizeGroup] = useState('1900');
  const typeName = (type: number) =>
    type === MEMBER_TYPES.member ? t('agentOps.open.player') : t('agentOps.open.subAgent');
  const create = run(() => actions.create({ memberType, prizeGroup: Number(prizeGroup) }));
  const copy = async (code: string) =>
    (await copyText(linkUrl(code)))
      ? toast.success(t('agentOps.open.copied'))
      : toast.show(t('agentOps.open.copyFailed'));
  const remove = async (link: AffiliateLink) => {
    const { Dialog } = await import('../../../shared/ui/antd');
    const sure = await Dialog.confirm({
      title: t('agentOps.open.deleteTitle'),
      content: t('agentOps.open.deleteBody', { code: link.code }),
      confirmText: t('agentOps.open.delete'),
      cancelText: t('agentOps.transfer.cancel'),
    });
    if (!sure) return;
    await actions
      .remove(link.id)
      .then(() => toast.success(t('agentOps.open.deleted')), toastFailure);
  };
  return (
    <section className="open-card" data-testid="affiliate-links">
      <h2 className="open-card__title">{t('agentOps.open.links')}</h2>
      <form
        className="open-links__new"
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <select
          className="team-input"
          aria-label={t('agentOps.open.linkType')}
          value={memberType}
          data-testid="link-type"
          onChange={(event) => setMemberType(Number(event.target.value))}
        >
          <option value={MEMBER_TYPES.member}>{t('agentOps.open.player')}</option>
          <option value={agentType}>{t('agentOps.open.subAgent')}</option>
        </select>
        <input
          className="team-input"
          inputMode="numeric"
          aria-label={t('agentOps.open.prizeGroup')}
          value={prizeGroup}
          data-testid="link-prize-group"
          onChange={(event) => setPrizeGroup(event.target.value.replace(/\D/g, '').slice(0, 4))}
        />
        <button type="submit" className="team-button" disabled={busy} data-testid="link-create">
          {t('agentOps.open.create')}
        </button>
      </form>
      {links.isPending && <Spinner label={t('common.loading')} />}
      {links.isError && <ErrorRetry onRetry={() => void links.refetch()} />}
      {links.data?.list.length === 0 && <p className="team-empty">{t('agentOps.open.noLinks')}</p>}
      <ul className="open-links">
        {links.data?.list.map((link) => (
          <li key={link.id} className="open-link" data-testid="affiliate-link">
            <div className="open-link__qr">
              <QRCodeSVG
                value={linkUrl(link.code)}
                size={96}
                role="img"
                aria-label={t('agentOps.open.qr', { code: link.code })}
              />
            </div>
            <div className="open-link__main">
              <strong>{t('agentOps.open.code', { code: link.code })}</strong>
              <span>
                {t('agentOps.open.linkType')}: {typeName(link.memberType)}
              </span>
              <span>
                {t('agentOps.open.prizeGroup')}: {link.prizeGroup}
              </span>
              <span className="open-link__url">{linkUrl(link.code)}</span>
              <div className="team-row__actions">
                <button type="button" className="team-link" onClick={() => void copy(link.code)}>
                  {t('agentOps.open.copy')}
                </button>
                <button type="button" className="team-link" onClick={() => void remove(link)}>
                  {t('agentOps.open.delete')}
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
};
