/**
 * When each agent's team data was last written in this process, so a kept team answer
 * (team/team-answers.ts) knows whether it is still current. Every write of the team sums adds
 * to the rows of the member's ancestors and answers their ids (RETURNING): those ancestors'
 * versions move, and nobody else's, so one member's bet drops the copies of the agents above
 * it only. A change of the tree's shape (a move, a removal) moves every version. Writes of
 * other processes are not seen here; kept answers age out for those instead.
 */
let sequence = 0;
const writtenAt = new Map<number, number>();
let reshapedAt = 0;

/** The teams of these ancestors were written (or are being, in the caller's transaction). */
export const teamsWritten = (ancestorIds: Iterable<number>): void => {
  sequence += 1;
  for (const id of ancestorIds) writtenAt.set(id, sequence);
};

/** The tree changed shape: every team's answers are out of date. */
export const treeReshaped = (): void => {
  sequence += 1;
  reshapedAt = sequence;
};

/** A number that grows whenever the agent's team data is written in this process. */
export const teamVersion = (agentId: number): number =>
  Math.max(writtenAt.get(agentId) ?? 0, reshapedAt);
