import type { LotteryResult } from '@lotto/contract';
import { useTranslation } from '../../../shared/i18n';
import { headlineOf, positionsOf, prizeRowsOf } from '../model/result-view';
import { Ball, Die } from './Ball';

/** A result's headline: balls, dice, or the special/first prize's digits. */
export const ResultBalls = ({
  result,
  size = 'md',
}: {
  result: LotteryResult;
  size?: 'sm' | 'md' | 'lg';
}) => {
  const positions = positionsOf(result);
  if (result.family === 'K3' && positions) {
    return (
      <span className="lott-balls" data-testid="result-balls">
        {positions.map((value, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a die's place in the draw is its identity
          <Die key={i} value={value} size={size} />
        ))}
      </span>
    );
  }
  return (
    <span className="lott-balls" data-testid="result-balls">
      {headlineOf(result).map((value, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a ball's place in the draw is its identity
        <Ball key={i} value={value} size={size} tone={result.family === '11X5' ? 'blue' : 'red'} />
      ))}
    </span>
  );
};

/** Every prize of a VN or Thai result, a row per prize; the digital families show their balls. */
export const ResultTable = ({ result }: { result: LotteryResult }) => {
  const { t } = useTranslation();
  const rows = prizeRowsOf(result);
  if (!rows) return <ResultBalls result={result} />;
  return (
    <table className="lott-prizes" data-testid="result-table">
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className={`lott-prizes__row lott-prizes__row--${row.label}`}>
            <th scope="row">{t(`lottery.results.prize.${row.label}`)}</th>
            <td>
              {row.numbers.map((number, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: numbers of one prize may repeat
                <span key={i} className="lott-prizes__number">
                  {number}
                </span>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};
