import { type AdminRedRainRound, adminRedRainEndpoints as endpoints } from '@lotto/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import { call } from '../api';
import { fill, STRINGS } from '../strings';
import { formatTime, QueryState, StatusTag } from './common';
import { RedRainForm } from './RedRainForm';
import { RoundClaims } from './RoundClaims';

const S = STRINGS.redRain;
const TONES = { scheduled: 'wait', open: 'good', ended: 'off', stopped: 'bad' } as const;

/** Red envelope rounds: create one, watch a round's claims and budget, stop one early. */
export const RedRainPage = () => {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [watching, setWatching] = useState<number | null>(null);
  const rounds = useQuery({
    queryKey: ['redRain'],
    queryFn: () => call(endpoints.redRainRounds),
    refetchInterval: 10_000,
  });
  const stop = useMutation({
    mutationFn: (id: number) => call(endpoints.stopRedRainRound, { params: { id } }),
    onSuccess: (r) => {
      void message.success(fill(S.stopped, { id: r.id }));
      void queryClient.invalidateQueries({ queryKey: ['redRain'] });
    },
    onError: (error) => void message.error(error.message),
  });
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <RedRainForm />
      <Card title={S.title}>
        <QueryState
          loading={rounds.isPending}
          error={rounds.error}
          retry={() => void rounds.refetch()}
        >
          <Table<AdminRedRainRound>
            rowKey="id"
            dataSource={rounds.data?.list ?? []}
            locale={{ emptyText: S.empty }}
            pagination={false}
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
        </QueryState>
      </Card>
      {watching !== null && <RoundClaims id={watching} />}
    </Space>
  );
};
