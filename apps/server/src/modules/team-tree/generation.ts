/**
 * How many times this process has written what agents' team answers are read from: the team
 * sums, the tree, and members' bet records (play calls it for those). A copy of a team answer
 * (team/team-answers.ts) taken at one count is current while the count stays: each writer
 * bumps it before writing, so a write in this process shows in the very next answer. Writes of
 * other processes are not counted here; copies age out for those instead.
 */
let writes = 0;

/** Call before any write of the team sums, the tree or a bet record. */
export const teamDataWritten = (): void => {
  writes += 1;
};

export const teamDataWrites = (): number => writes;
