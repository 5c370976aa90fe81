import { adminMemberEndpoints } from '@lotto/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Segmented, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { call } from '../../shared/api/call';
import { useTexts } from '../../shared/i18n';
import { useFormatTime } from '../../shared/ui/format';
import { PagedTable } from '../../shared/ui/PagedTable';
import { feedbackKeys } from './keys';

type Entry = adminMemberEndpoints.FeedbackEntry;
type State = adminMemberEndpoints.FeedbackState;
const PAGE_SIZE = 20;

/** Members' feedback, open (no reply yet) or answered, newest first; the filter in the address. */
export const FeedbackPage = () => {
  const S = useTexts().feedback;
  const formatTime = useFormatTime();
  const [params, setParams] = useSearchParams();
  const state: State = params.get('state') === 'answered' ? 'answered' : 'open';
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const go = (next: State, page = 1) =>
    setParams({
      ...(next === 'open' ? {} : { state: next }),
      ...(page > 1 ? { page: `${page}` } : {}),
    });
  const query = useQuery({
    queryKey: feedbackKeys.page(state, pageNo),
    queryFn: () =>
      call(adminMemberEndpoints.feedbackList, { query: { state, pageNo, pageSize: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
  return (
    <Card
      title={S.title}
      extra={
        <Segmented<State>
          value={state}
          onChange={(next) => go(next)}
          options={adminMemberEndpoints.FEEDBACK_STATES.map((s) => ({
            value: s,
            label: S.states[s],
          }))}
        />
      }
    >
      <PagedTable<Entry>
        query={query}
        rows={query.data?.list}
        paging={{
          pageNo,
          pageSize: PAGE_SIZE,
          setPageNo: (page) => go(state, page),
          total: query.data?.totalCount,
        }}
        empty={state === 'open' ? S.emptyOpen : S.emptyAnswered}
        rowKey="id"
        columns={[
          { title: S.received, dataIndex: 'createdAt', render: formatTime, width: 170 },
          {
            title: S.member,
            dataIndex: 'username',
            width: 150,
            render: (name: string, f) => <Link to={`/members/${f.memberId}`}>{name}</Link>,
          },
          {
            title: S.type,
            dataIndex: 'type',
            width: 130,
            render: (t: Entry['type']) => S.types[t],
          },
          {
            title: S.content,
            dataIndex: 'content',
            render: (c: string, f) => (
              <Link to={`/feedback/${f.id}`}>
                <Typography.Text ellipsis style={{ maxWidth: 520 }}>
                  {c}
                </Typography.Text>
              </Link>
            ),
          },
          { title: S.images, width: 100, align: 'right', render: (_, f) => f.images.length },
          { title: S.replies, width: 100, align: 'right', render: (_, f) => f.replies.length },
        ]}
      />
    </Card>
  );
};
