import { ArrowLeftOutlined } from '@ant-design/icons';
import { adminMemberEndpoints } from '@lotto/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Empty,
  Form,
  Image,
  Input,
  List,
  Space,
  Typography,
} from 'antd';
import { Link, useParams } from 'react-router';
import { call, urlOf } from '../../shared/api/call';
import { FormField } from '../../shared/form/FormField';
import { useSchemaForm } from '../../shared/form/use-schema-form';
import { fill, useTexts } from '../../shared/i18n';
import { useFormatTime } from '../../shared/ui/format';
import { QueryState } from '../../shared/ui/QueryState';
import { StatusTag } from '../../shared/ui/StatusTag';
import { feedbackKeys } from './keys';
import { REPLY_MAX, type ReplyFormValues, replyFormSchema } from './reply-form-schema';

type Entry = adminMemberEndpoints.FeedbackEntry;

const ReplyForm = ({ entry }: { entry: Entry }) => {
  const S = useTexts().feedback;
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const form = useSchemaForm(replyFormSchema, { content: '' });
  const reply = useMutation({
    mutationFn: (v: ReplyFormValues) =>
      call(adminMemberEndpoints.replyToFeedback, {
        params: { id: entry.id },
        body: { content: v.content.trim() },
      }),
    onSuccess: (answer) => {
      void message.success(S.replied);
      form.reset({ content: '' });
      queryClient.setQueryData(feedbackKeys.entry(entry.id), answer);
      void queryClient.invalidateQueries({ queryKey: feedbackKeys.all });
    },
  });
  return (
    <Card title={S.replyTitle} size="small">
      {reply.error && (
        <Alert showIcon type="error" title={reply.error.message} style={{ marginBottom: 12 }} />
      )}
      <Form layout="vertical" component={false}>
        <FormField
          control={form.control}
          name="content"
          label={S.reply}
          extra={fill(S.replyHint, { max: REPLY_MAX })}
          render={(field) => <Input.TextArea {...field} rows={4} maxLength={REPLY_MAX} showCount />}
        />
        <Button
          type="primary"
          loading={reply.isPending}
          onClick={() => void form.handleSubmit((v) => reply.mutate(v))()}
        >
          {S.send}
        </Button>
      </Form>
    </Card>
  );
};

/** One feedback: its text, images and the replies so far, and a reply the member reads in the app. */
export const FeedbackEntryPage = () => {
  const texts = useTexts();
  const S = texts.feedback;
  const formatTime = useFormatTime();
  const id = Number(useParams().id);
  const query = useQuery({
    queryKey: feedbackKeys.entry(id),
    queryFn: () => call(adminMemberEndpoints.feedbackDetail, { params: { id } }),
    enabled: Number.isInteger(id) && id > 0,
  });
  const entry = query.data;
  return (
    <div className="page-stack">
      <div>
        <Link to="/feedback">
          <Button icon={<ArrowLeftOutlined />}>{texts.shell.back}</Button>
        </Link>
      </div>
      <QueryState loading={query.isPending} error={query.error} retry={() => void query.refetch()}>
        {entry && (
          <>
            <Card
              title={fill(S.entryTitle, { id: entry.id })}
              extra={
                <StatusTag tone={entry.replies.length > 0 ? 'good' : 'wait'}>
                  {entry.replies.length > 0 ? S.states.answered : S.states.open}
                </StatusTag>
              }
            >
              <Descriptions size="small" column={3} style={{ marginBottom: 16 }}>
                <Descriptions.Item label={S.member}>
                  <Link to={`/members/${entry.memberId}`}>{entry.username}</Link>
                </Descriptions.Item>
                <Descriptions.Item label={S.type}>{S.types[entry.type]}</Descriptions.Item>
                <Descriptions.Item label={S.received}>
                  {formatTime(entry.createdAt)}
                </Descriptions.Item>
              </Descriptions>
              <Typography.Paragraph className="feedback-content" style={{ whiteSpace: 'pre-wrap' }}>
                {entry.content}
              </Typography.Paragraph>
              {entry.images.length > 0 && (
                <Image.PreviewGroup>
                  <Space wrap>
                    {entry.images.map((sequence) => (
                      <Image
                        key={sequence}
                        width={120}
                        alt={fill(S.imageAlt, { n: sequence })}
                        src={urlOf(adminMemberEndpoints.feedbackImage, {
                          params: { id: entry.id, sequence },
                        })}
                      />
                    ))}
                  </Space>
                </Image.PreviewGroup>
              )}
            </Card>
            <Card title={S.replies} size="small">
              {entry.replies.length === 0 ? (
                <Empty description={S.noReplies} image={Empty.PRESENTED_IMAGE_SIMPLE} />
              ) : (
                <List
                  size="small"
                  dataSource={entry.replies}
                  renderItem={(r) => (
                    <List.Item
                      extra={
                        <Space direction="vertical" align="end" size={0}>
                          <Typography.Text type="secondary">
                            {formatTime(r.repliedAt)}
                          </Typography.Text>
                          <StatusTag tone={r.read ? 'good' : 'off'}>
                            {r.read ? S.read : S.unread}
                          </StatusTag>
                        </Space>
                      }
                    >
                      <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>
                        {r.content}
                      </Typography.Text>
                    </List.Item>
                  )}
                />
              )}
            </Card>
            <ReplyForm entry={entry} />
          </>
        )}
      </QueryState>
    </div>
  );
};
