import { useTranslation } from '../../../shared/i18n';
import { lotoTable } from '../model/loto-table';

/** The lô table of a VN draw: heads 0-9 and the tails that came with each. */
export const LotoTable = ({ prizes }: { prizes: readonly (readonly string[])[] }) => {
  const { t } = useTranslation();
  return (
    <table className="lott-loto" data-testid="loto-table">
      <caption>{t('lottery.vn.loto')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('lottery.vn.head')}</th>
          <th scope="col">{t('lottery.vn.tails')}</th>
        </tr>
      </thead>
      <tbody>
        {lotoTable(prizes).map((row) => (
          <tr key={row.head}>
            <th scope="row">{row.head}</th>
            <td>{row.tails.join(', ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};
