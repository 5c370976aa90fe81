import type { DrawItem, LotteryGameSummary } from '@lotto/contract';
import { useState } from 'react';
import { localDateTime } from '../../../shared/dates';
import { useTranslation } from '../../../shared/i18n';
import { ResultBalls, ResultTable } from '../components/ResultBalls';
import { VerifyButton } from './VerifyButton';

type GameRef = Pick<LotteryGameSummary, 'family' | 'variant'>;

/** A draw's proof: the hash published before sales, the seed revealed at the draw, VERIFY. */
export const DrawProof = ({
  game,
  draw,
}: {
  game: GameRef;
  draw: Pick<DrawItem, 'drawNo' | 'seedHash' | 'seed' | 'result'>;
}) => {
  const { t } = useTranslation();
  return (
    <dl className="lott-proof" data-testid="draw-proof">
      <dt>{t('lottery.results.seedHash')}</dt>
      <dd className="lott-proof__hex">{draw.seedHash}</dd>
      <dt>{t('lottery.results.seed')}</dt>
      <dd className="lott-proof__hex">{draw.seed ?? '—'}</dd>
      {draw.seed && draw.result && (
        <dd>
          <VerifyButton
            proof={{
              family: game.family,
              variant: game.variant,
              drawNo: draw.drawNo,
              seedHash: draw.seedHash,
              seed: draw.seed,
              result: draw.result,
            }}
          />
        </dd>
      )}
    </dl>
  );
};

/** One draw of the history: number, time, result (every prize for VN and Thai), its proof. */
export const DrawRow = ({ game, draw }: { game: GameRef; draw: DrawItem }) => {
  const { t } = useTranslation();
  const [proof, setProof] = useState(false);
  const prizes = game.family === 'VN' || game.family === 'THAI';
  return (
    <li className="lott-drawrow" data-testid="draw-row" data-draw-no={draw.drawNo}>
      <div className="lott-drawrow__head">
        <b>{draw.drawNo}</b>
        <span className="lott-muted">
          {draw.drawnAt ? localDateTime(draw.drawnAt) : localDateTime(draw.drawAt)}
          {draw.late && <span className="lott-tag">{t('lottery.results.late')}</span>}
          {draw.status === 'cancelled' && (
            <span className="lott-tag lott-tag--bad">{t('lottery.results.cancelled')}</span>
          )}
        </span>
      </div>
      {draw.result ? (
        prizes ? (
          <ResultTable result={draw.result} />
        ) : (
          <ResultBalls result={draw.result} />
        )
      ) : (
        <span className="lott-muted">{draw.cancelReason ?? t('lottery.results.pending')}</span>
      )}
      <button
        type="button"
        className="lott-link"
        aria-expanded={proof}
        onClick={() => setProof(!proof)}
        data-testid="show-proof"
      >
        {t('lottery.results.proof')}
      </button>
      {proof && <DrawProof game={game} draw={draw} />}
    </li>
  );
};
