/**
 * Where the P&L screen is in the team: the sub-agent drilled into, from the address
 * (?agentId=), so back and a reload keep the level.
 */
export const agentIdOf = (search: URLSearchParams): number | null => {
  const text = search.get('agentId');
  if (text === null || !/^[1-9]\d{0,14}$/.test(text)) return null;
  return Number(text);
};
