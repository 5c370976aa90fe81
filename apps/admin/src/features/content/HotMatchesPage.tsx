import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  PushpinOutlined,
} from '@ant-design/icons';
import {
  adminContentEndpoints as endpoints,
  type HotMatchBoard,
  type HotMatchChoice,
  type HotMatchRow,
} from '@lotto/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Popconfirm, Space, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { call } from '../../shared/api/call';
import { errorTextOf } from '../../shared/api/error-text';
import { fill, useTexts } from '../../shared/i18n';
import { useFormatTime } from '../../shared/ui/format';
import { PagedTable } from '../../shared/ui/PagedTable';
import { PhoneFrame } from '../../shared/ui/PhoneFrame';
import { StatusTag } from '../../shared/ui/StatusTag';
import {
  choiceOf,
  movePin,
  orderedRows,
  PINNED_MAX,
  sameChoice,
  stripPlaces,
  toggleHidden,
  togglePin,
} from './hot-match-choice';
import { contentKeys } from './keys';

const NO_CHOICE: HotMatchChoice = { pinned: [], hidden: [] };

/** The strip's first matches on a phone, as home shows them under the choice. */
const StripPreview = ({ rows }: { rows: readonly HotMatchRow[] }) => {
  const T = useTexts().content;
  const formatTime = useFormatTime();
  return (
    <PhoneFrame label={T.preview.label}>
      <div className="hot-strip">
        <strong className="hot-strip-head">{T.hotMatches.title}</strong>
        {rows.slice(0, 4).map((m) => (
          <article key={m.matchId} className="hot-strip-card">
            <small>{m.league}</small>
            <span>
              {m.homeTeam} <em>vs</em> {m.awayTeam}
            </span>
            <small>{formatTime(m.kickOffAt)}</small>
          </article>
        ))}
        {rows.length === 0 && <small>{T.hotMatches.empty}</small>}
      </div>
    </PhoneFrame>
  );
};

/**
 * Home's hot-match strip for the site: pin upcoming matches to its front in an order, hide
 * some, or leave it to the automatic choice (the soonest); saved as a whole.
 */
export const HotMatchesPage = () => {
  const S = useTexts().content.hotMatches;
  const formatTime = useFormatTime();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const board = useQuery({
    queryKey: contentKeys.hotMatches,
    queryFn: () => call(endpoints.hotMatches),
  });
  const [choice, setChoice] = useState<HotMatchChoice>(NO_CHOICE);
  useEffect(() => {
    if (board.data) setChoice(choiceOf(board.data));
  }, [board.data]);
  const save = useMutation({
    mutationFn: (body: HotMatchChoice) => call(endpoints.updateHotMatches, { body }),
    onSuccess: (saved: HotMatchBoard) => {
      void message.success(S.saved);
      queryClient.setQueryData(contentKeys.hotMatches, saved);
    },
  });
  const rows = board.data ? orderedRows(board.data.list, choice) : undefined;
  const size = board.data?.stripSize ?? 0;
  const places = board.data
    ? stripPlaces(board.data.list, choice, size)
    : new Map<number, number>();
  const changed = board.data !== undefined && !sameChoice(choice, choiceOf(board.data));
  const onStrip = (rows ?? []).filter((m) => places.has(m.matchId));
  const pin = (id: number) => {
    const next = togglePin(choice, id);
    if (next) setChoice(next);
    else void message.warning(fill(S.pinnedFull, { max: PINNED_MAX }));
  };
  return (
    <Card
      title={S.title}
      extra={
        <Space>
          {changed && <Typography.Text type="warning">{S.unsaved}</Typography.Text>}
          <Popconfirm title={S.resetConfirm} onConfirm={() => save.mutate(NO_CHOICE)}>
            <Button disabled={save.isPending || !board.data}>{S.reset}</Button>
          </Popconfirm>
          <Button
            type="primary"
            disabled={!changed}
            loading={save.isPending}
            onClick={() => save.mutate(choice)}
          >
            {S.save}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{fill(S.hint, { size })}</Typography.Paragraph>
      {save.error && (
        <Alert showIcon type="error" title={errorTextOf(save.error)} style={{ marginBottom: 12 }} />
      )}
      <div className="hot-matches-layout">
        <PagedTable<HotMatchRow>
          query={board}
          rows={rows}
          empty={S.empty}
          rowKey="matchId"
          paging={15}
          columns={[
            {
              title: S.state,
              width: 110,
              render: (_, m) => {
                const place = places.get(m.matchId);
                const pinnedAt = choice.pinned.indexOf(m.matchId);
                if (choice.hidden.includes(m.matchId)) {
                  return <StatusTag tone="off">{S.hidden}</StatusTag>;
                }
                return (
                  <Space size={4}>
                    {pinnedAt >= 0 && (
                      <StatusTag tone="good">{fill(S.pinned, { place: pinnedAt + 1 })}</StatusTag>
                    )}
                    {pinnedAt < 0 &&
                      (place ? (
                        fill(S.place, { place })
                      ) : (
                        <Typography.Text type="secondary">{S.notShown}</Typography.Text>
                      ))}
                  </Space>
                );
              },
            },
            {
              title: S.match,
              render: (_, m) => (
                <div className="hot-match-cell">
                  <small>
                    {m.league} · {m.gameName}
                  </small>
                  <span>
                    {m.homeTeam} – {m.awayTeam}
                  </span>
                </div>
              ),
            },
            {
              title: S.kickOff,
              width: 125,
              render: (_, m) => formatTime(m.kickOffAt),
            },
            {
              title: '',
              width: 215,
              render: (_, m) => {
                const pinnedAt = choice.pinned.indexOf(m.matchId);
                const hidden = choice.hidden.includes(m.matchId);
                return (
                  <Space size={4}>
                    <Button
                      size="small"
                      icon={<PushpinOutlined />}
                      type={pinnedAt >= 0 ? 'primary' : 'default'}
                      onClick={() => pin(m.matchId)}
                    >
                      {pinnedAt >= 0 ? S.unpin : S.pin}
                    </Button>
                    {pinnedAt >= 0 ? (
                      <>
                        <Tooltip title={S.moveUp}>
                          <Button
                            size="small"
                            icon={<ArrowUpOutlined />}
                            aria-label={S.moveUp}
                            disabled={pinnedAt === 0}
                            onClick={() => setChoice(movePin(choice, m.matchId, -1))}
                          />
                        </Tooltip>
                        <Tooltip title={S.moveDown}>
                          <Button
                            size="small"
                            icon={<ArrowDownOutlined />}
                            aria-label={S.moveDown}
                            disabled={pinnedAt === choice.pinned.length - 1}
                            onClick={() => setChoice(movePin(choice, m.matchId, 1))}
                          />
                        </Tooltip>
                      </>
                    ) : (
                      <Button
                        size="small"
                        icon={hidden ? <EyeOutlined /> : <EyeInvisibleOutlined />}
                        onClick={() => setChoice(toggleHidden(choice, m.matchId))}
                      >
                        {hidden ? S.unhide : S.hide}
                      </Button>
                    )}
                  </Space>
                );
              },
            },
          ]}
        />
        <StripPreview rows={onStrip} />
      </div>
    </Card>
  );
};
