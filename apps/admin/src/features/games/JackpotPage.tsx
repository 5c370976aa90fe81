import { adminGamesEndpoints as endpoints } from '@lotto/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Typography } from 'antd';
import { call } from '../../shared/api/call';
import { fill, useTexts } from '../../shared/i18n';
import { QueryState } from '../../shared/ui/QueryState';
import { JackpotForm } from './JackpotForm';
import { MAX_RETURN_PERCENT } from './jackpot-form-schema';
import { gamesKeys } from './keys';

/** The site's jackpot terms: what each means, what the pool returns now, and the form. */
export const JackpotPage = () => {
  const S = useTexts().games.jackpot;
  const jackpot = useQuery({ queryKey: gamesKeys.jackpot, queryFn: () => call(endpoints.jackpot) });
  const answer = jackpot.data;
  return (
    <Card title={S.title} style={{ maxWidth: 960 }}>
      <Typography.Paragraph>{fill(S.intro, { max: MAX_RETURN_PERCENT })}</Typography.Paragraph>
      <QueryState
        loading={jackpot.isPending}
        error={jackpot.error}
        retry={() => void jackpot.refetch()}
      >
        {answer && (
          <>
            {answer.terms === null ? (
              <Alert showIcon type="info" title={S.none} style={{ marginBottom: 16 }} />
            ) : (
              answer.returnBp !== null && (
                <Alert
                  showIcon
                  type="info"
                  title={fill(S.returns, { percent: (answer.returnBp / 100).toFixed(2) })}
                  style={{ marginBottom: 16 }}
                />
              )
            )}
            <JackpotForm terms={answer.terms} />
          </>
        )}
      </QueryState>
    </Card>
  );
};
