import { adminEndpoints, type PromotionApplication } from '@lotto/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Image, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { call, urlOf } from '../../shared/api/call';
import { useTexts } from '../../shared/i18n';
import { useFormatTime } from '../../shared/ui/format';
import { PagedTable, pageQueryOf, usePaging } from '../../shared/ui/PagedTable';
import { ReasonDialog } from '../../shared/ui/ReasonDialog';
import { applicationKeys } from './keys';

interface Decision {
  application: PromotionApplication;
  approve: boolean;
}

/** Manual promotions' applications waiting for review, with their images (operators only). */
export const ApplicationsPage = () => {
  const S = useTexts().applications;
  const formatTime = useFormatTime();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const paging = usePaging(20);
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const query = useQuery({
    queryKey: applicationKeys.page(paging.pageNo),
    queryFn: () => call(adminEndpoints.promotionApplications, { query: pageQueryOf(paging) }),
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
      void queryClient.invalidateQueries({ queryKey: applicationKeys.all });
    },
    onError: (error) => void message.error(error.message),
  });
  return (
    <Card title={S.title}>
      <PagedTable<PromotionApplication>
        query={query}
        rows={query.data?.list}
        paging={{ ...paging, total: query.data?.totalCount }}
        empty={S.empty}
        rowKey="id"
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
