import { type AdminRedRainRound, adminRedRainEndpoints as endpoints } from '@lotto/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { call } from '../../shared/api/call';
import { fill, useTexts } from '../../shared/i18n';
import { useFormatTime } from '../../shared/ui/format';
import { PagedTable } from '../../shared/ui/PagedTable';
import { StatusTag } from '../../shared/ui/StatusTag';
import { redRainKeys } from './keys';
import { RedRainForm } from './RedRainForm';
import { RoundClaims } from './RoundClaims';

const TONES = { scheduled: 'wait', open: 'good', ended: 'off', stopped: 'bad' } as const;

/** Red envelope rounds: create one, watch a round's claims and budget, stop one early. */
export const RedRainPage = () => {
  const S = useTexts().redRain;
  const formatTime = useFormatTime();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [watching, setWatching] = useState<number | null>(null);
  const rounds = useQuery({
    queryKey: redRainKeys.all,
    queryFn: () => call(endpoints.redRainRounds),
    refetchInterval: 10_000,
  });
  const stop = useMutation({
    mutationFn: (id: number) => call(endpoints.stopRedRainRound, { params: { id } }),
    onSuccess: (r) => {
      void message.success(fill(S.stopped, { id: r.id }));
      void queryClient.invalidateQueries({ queryKey: redRainKeys.all });
    },
    onError: (error) => void message.error(error.message),
  });
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <RedRainForm />
      <Card title={S.title}>
        <PagedTable<AdminRedRainRound>
          query={rounds}
          rows={rounds.data?.list}
          empty={S.empty}
          rowKey="id"
          columns={[
            { title: '#', dataIndex: 'id', width: 60 },
            {
              title: S.state,
              dataIndex: 'state',
              render: (s: AdminRedRainRound['state']) => (
                <StatusTag tone={TONES[s]}>{S.states[s]}</StatusTag>
              ),
            },
            { title: S.start, dataIndex: 'startsAt', render: formatTime },
            { title: S.end, dataIndex: 'endsAt', render: formatTime },
            { title: S.budget, dataIndex: 'budget' },
            { title: S.remaining, dataIndex: 'remaining' },
            { title: S.left, render: (_, r) => `${r.envelopesLeft} / ${r.envelopes}` },
            { title: S.claims, dataIndex: 'claims' },
            { title: S.scope, render: (_, r) => r.agentUsername ?? S.site },
            {
              title: '',
              render: (_, r) => (
                <Space>
                  <Button size="small" onClick={() => setWatching(r.id)}>
                    {S.watch}
                  </Button>
                  {(r.state === 'open' || r.state === 'scheduled') && (
                    <Popconfirm
                      title={fill(S.stopConfirm, { id: r.id })}
                      onConfirm={() => stop.mutate(r.id)}
                    >
                      <Button danger size="small">
                        {S.stop}
                      </Button>
                    </Popconfirm>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {watching !== null && <RoundClaims id={watching} />}
    </Space>
  );
};
