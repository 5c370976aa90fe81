import { adminEndpoints, type PromotionApplication } from '@lotto/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Image, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { call, urlOf } from '../api';
import { STRINGS } from '../strings';
import { formatTime, QueryState } from './common';
import { ReasonDialog } from './ReasonDialog';

const S = STRINGS.applications;
const PAGE_SIZE = 20;

interface Decision {
  application: PromotionApplication;
  approve: boolean;
}

/** Manual promotions' applications waiting for review, with their images (operators only). */
export const ApplicationsPage = () => {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [pageNo, setPageNo] = useState(1);
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const query = useQuery({
    queryKey: ['applications', pageNo],
    queryFn: () =>
      call(adminEndpoints.promotionApplications, { query: { pageNo, pageSize: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
  const decide = useMutation({
    mutationFn: ({ application, approve, reason }: Decision & { reason: string }) =>
      call(approve ? adminEndpoints.approveApplication : adminEndpoints.rejectApplication, {
        params: { id: application.id },
        body: { reason },
      }),
    onSuccess: (a) => {
      void message.success(a.status === 'issued' ? S.approved : S.rejected);
      setDeciding(null);
      void queryClient.invalidateQueries({ queryKey: ['applications'] });
    },
    onError: (error) => void message.error(error.message),
  });
  return (
    <Card title={S.title}>
      <QueryState loading={query.isPending} error={query.error} retry={() => void query.refetch()}>
        <Table<PromotionApplication>
          rowKey="id"
          dataSource={query.data?.list ?? []}
          locale={{ emptyText: S.empty }}
          pagination={{
            current: pageNo,
            pageSize: PAGE_SIZE,
            total: query.data?.totalCount ?? 0,
            onChange: setPageNo,
            showSizeChanger: false,
          }}
          columns={[
            { title: S.submitted, dataIndex: 'createdAt', render: formatTime, width: 190 },
            { title: S.promotion, dataIndex: 'promotionTitle' },
            {
              title: S.member,
              render: (_, a) => <Link to={`/members/${a.memberId}`}>{a.username}</Link>,
            },
            { title: S.comment, dataIndex: 'comment', render: (c: string | null) => c ?? '—' },
            { title: S.reward, dataIndex: 'reward', render: (r: string | null) => r ?? '—' },
            {
              title: S.images,
              render: (_, a) => (
                <Image.PreviewGroup>
                  <Space>
                    {a.images.map((sequence) => (
                      <Image
                        key={sequence}
                        className="application-image"
                        width={72}
                        alt={`${S.images} ${sequence}`}
                        src={urlOf(adminEndpoints.applicationImage, {
                          params: { id: a.id, sequence },
                        })}
                      />
                    ))}
                  </Space>
                </Image.PreviewGroup>
              ),
            },
            {
              title: '',
              render: (_, a) => (
                <Space>
                  <Button
                    type="primary"
                    size="small"
                    onClick={() => setDeciding({ application: a, approve: true })}
                  >
                    {S.approve}
                  </Button>
                  <Button
                    danger
                    size="small"
                    onClick={() => setDeciding({ application: a, approve: false })}
                  >
                    {S.reject}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </QueryState>
      <ReasonDialog
        open={deciding !== null}
        title={
          deciding
            ? `${deciding.approve ? S.approve : S.reject}: ${deciding.application.promotionTitle}`
            : ''
        }
        okText={deciding?.approve ? S.approve : S.reject}
        danger={deciding?.approve === false}
        label={S.reason}
        loading={decide.isPending}
        onCancel={() => setDeciding(null)}
        onSubmit={(reason) => deciding && decide.mutate({ ...deciding, reason })}
      >
        <Typography.Paragraph>{deciding?.application.username}</Typography.Paragraph>
      </ReasonDialog>
    </Card>
  );
};
