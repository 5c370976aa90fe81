import { adminAgentTreeEndpoints as endpoints } from '@lotto/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Tree, type TreeDataNode, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { call } from '../../shared/api/call';
import { type Dictionary, fill, useTexts } from '../../shared/i18n';
import { QueryState } from '../../shared/ui/QueryState';
import { agentTreeKeys } from './keys';

/** Direct downlines one expansion shows; the tree is for looking, the search finds the rest. */
const LEVEL_SIZE = 100;

export type TreeNode = endpoints.AgentTreeNode;
type Branch = endpoints.AgentTreeBranch;

export const typeLabel = (S: Dictionary['agentTree'], type: number): string =>
  S.types[type] ?? fill(S.unknownType, { type });

/**
 * The tree's state: the site's top agents, each opened member's direct downlines (loaded when
 * opened), which are open and which one is picked out. `reveal` opens the chain down to a
 * member found by the search; `refresh` reloads what is open (after a move).
 */
export const useTeamTree = () => {
  const roots = useQuery({
    queryKey: agentTreeKeys.top,
    queryFn: () => call(endpoints.topAgents, { query: { pageSize: LEVEL_SIZE } }),
  });
  const [children, setChildren] = useState<Record<number, TreeNode[]>>({});
  const [expanded, setExpanded] = useState<number[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const load = useCallback(async (id: number) => {
    const page = await call(endpoints.downlines, {
      params: { id },
      query: { pageSize: LEVEL_SIZE },
    });
    setChildren((known) => ({ ...known, [id]: page.list }));
  }, []);
  const reveal = async (branch: Branch) => {
    const chain = branch.uplines.map((u) => u.id);
    for (const id of chain) await load(id);
    setExpanded((open) => [...new Set([...open, ...chain])]);
    setSelected(branch.member.id);
  };
  const refresh = async () => {
    await roots.refetch();
    for (const id of expanded) await load(id);
  };
  return { roots, children, expanded, setExpanded, selected, load, reveal, refresh };
};
export type TeamTreeState = ReturnType<typeof useTeamTree>;

/** What an operator may do to a member of the tree, when its role allows (null: nothing). */
export interface TreeActions {
  onMove: ((n: TreeNode) => void) | null;
  /** A top agent's own rates (nobody above it sets them). */
  onRates: ((n: TreeNode) => void) | null;
}

/** One member's line: name, type, team and balance, and the buttons its role allows. */
const NodeLine = (props: { node: TreeNode } & TreeActions) => {
  const { node, onMove, onRates } = props;
  const S = useTexts().agentTree;
  return (
    <span className="tree-line">
      <Typography.Text strong>{node.username}</Typography.Text>
      <span className="tree-type">{typeLabel(S, node.type)}</span>
      <span className="tree-team">
        {fill(S.teamOf, { team: node.teamSize, direct: node.directCount })}
      </span>
      <span className="tree-balance">
        {S.balance} {node.balance}
      </span>
      {onMove && (
        <Button
          size="small"
          aria-label={`${S.move} ${node.username}`}
          onClick={(event) => {
            event.stopPropagation();
            onMove(node);
          }}
        >
          {S.move}
        </Button>
      )}
      {onRates && node.uplineId === null && (
        <Button
          size="small"
          aria-label={`${S.setRates} ${node.username}`}
          onClick={(event) => {
            event.stopPropagation();
            onRates(node);
          }}
        >
          {S.setRates}
        </Button>
      )}
    </span>
  );
};

/** The expandable tree, from the top agents down, each level loaded when opened. */
export const TeamTree = (props: { tree: TeamTreeState } & TreeActions) => {
  const { tree, onMove, onRates } = props;
  const S = useTexts().agentTree;
  const toData = (nodes: readonly TreeNode[]): TreeDataNode[] =>
    nodes.map((n) => {
      const below = tree.children[n.id];
      return {
        key: n.id,
        isLeaf: n.directCount === 0,
        title: <NodeLine node={n} onMove={onMove} onRates={onRates} />,
        ...(below ? { children: toData(below) } : {}),
      };
    });
  const roots = tree.roots.data?.list ?? [];
  return (
    <QueryState
      loading={tree.roots.isPending}
      error={tree.roots.error}
      retry={() => void tree.roots.refetch()}
    >
      {roots.length === 0 ? (
        <Empty description={S.noAgents} />
      ) : (
        <Tree
          className="agent-tree"
          blockNode
          showLine
          treeData={toData(roots)}
          expandedKeys={tree.expanded}
          selectedKeys={tree.selected === null ? [] : [tree.selected]}
          onExpand={(keys) => tree.setExpanded(keys.map(Number))}
          loadData={(node) => tree.load(Number(node.key))}
        />
      )}
    </QueryState>
  );
};
