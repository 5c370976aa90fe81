/** The wallet posts ledger entries itself; only its verbs leave it. */
const postTransaction = (entries: number[]) => entries.length;
export const creditWin = () => postTransaction([-1, 1]);
export { postTransaction as leakedPosting };
