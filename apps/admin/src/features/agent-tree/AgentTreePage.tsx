import { adminAgentTreeEndpoints as endpoints } from '@lotto/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Space } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { call } from '../../shared/api/call';
import { fill, useTexts } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { PagedTable } from '../../shared/ui/PagedTable';
import { agentTreeKeys } from './keys';
import { MoveMemberDialog } from './MoveMemberDialog';
import { TeamTree, type TeamTreeState, type TreeNode, typeLabel, useTeamTree } from './TeamTree';
import { TopAgentRatesDialog } from './TopAgentRatesDialog';

type Branch = endpoints.AgentTreeBranch;

/** Members found by name, each with its chain of uplines; one opens the tree down to it. */
const SearchResults = (props: {
  q: string;
  tree: TeamTreeState;
  onMove: ((n: TreeNode) => void) | null;
}) => {
  const { q, tree, onMove } = props;
  const S = useTexts().agentTree;
  const query = useQuery({
    queryKey: agentTreeKeys.search(q),
    queryFn: () => call(endpoints.searchTree, { query: { username: q } }),
  });
  return (
    <PagedTable<Branch>
      query={query}
      rows={query.data?.list}
      empty={fill(S.none, { q })}
      rowKey={(b) => b.member.id}
      columns={[
        {
          title: S.member,
          render: (_, b) => <Link to={`/members/${b.member.id}`}>{b.member.username}</Link>,
        },
        { title: S.type, render: (_, b) => typeLabel(S, b.member.type) },
        {
          title: S.chain,
          render: (_, b) =>
            b.uplines.length === 0 ? S.noUpline : b.uplines.map((u) => u.username).join(' › '),
        },
        {
          title: S.team,
          render: (_, b) =>
            fill(S.teamOf, { team: b.member.teamSize, direct: b.member.directCount }),
        },
        { title: S.balance, align: 'right', render: (_, b) => b.member.balance },
        {
          title: '',
          render: (_, b) => (
            <Space>
              {b.uplines.length > 0 && (
                <Button size="small" onClick={() => void tree.reveal(b)}>
                  {S.showInTree}
                </Button>
              )}
              {onMove && (
                <Button size="small" onClick={() => onMove(b.member)}>
                  {S.move}
                </Button>
              )}
            </Space>
          ),
        },
      ]}
    />
  );
};

/**
 * The agent tree: search a member by name (with its uplines), browse the top agents' teams
 * level by level, move a member with its team under another agent (agents.move), and set a top
 * agent's own rates (members.adjust).
 */
export const AgentTreePage = () => {
  const S = useTexts().agentTree;
  const { can } = useSession();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const tree = useTeamTree();
  const [moving, setMoving] = useState<TreeNode | null>(null);
  const queryClient = useQueryClient();
  const onMove = can('agents.move') ? setMoving : null;
  const [rating, setRating] = useState<TreeNode | null>(null);
  const onRates = can('members.adjust') ? setRating : null;
  return (
    <div className="page-stack">
      <Card title={S.title}>
        <Input.Search
          placeholder={S.searchPlaceholder}
          enterButton={S.search}
          defaultValue={q}
          allowClear
          size="large"
          style={{ maxWidth: 520, marginBottom: q ? 16 : 0 }}
          onSearch={(value) => setParams(value.trim() ? { q: value.trim() } : {})}
          aria-label={S.searchPlaceholder}
        />
        {q && <SearchResults q={q} tree={tree} onMove={onMove} />}
      </Card>
      <Card title={S.tree}>
        <TeamTree tree={tree} onMove={onMove} onRates={onRates} />
      </Card>
      <TopAgentRatesDialog agent={rating} onClose={() => setRating(null)} />
      <MoveMemberDialog
        member={moving}
        onClose={() => setMoving(null)}
        onMoved={() => {
          void tree.refresh();
          void queryClient.invalidateQueries({ queryKey: agentTreeKeys.searches });
        }}
      />
    </div>
  );
};
