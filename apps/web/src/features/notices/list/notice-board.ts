import type { NoticeBoard } from '@lotto/contract';
import { paths } from '../../../shared/config/paths';

/**
 * Which board a notice screen shows: the players' (/m/notice) or, with `types`, another one
 * (the agents' at /m/member/notice?types=A). Its links keep `types`, so a detail opened from
 * the agents' list stays on that board.
 */
export interface BoardView {
  types: NoticeBoard | undefined;
  path: string;
}

export const PLAYER_BOARD: BoardView = { types: undefined, path: paths.notice };

/** The board's list, or with `id` one of its announcements. */
export const boardHref = (board: BoardView, id?: number): string => {
  const query = new URLSearchParams();
  if (board.types) query.set('types', board.types);
  if (id !== undefined) query.set('id', String(id));
  const text = query.toString();
  return text ? `${board.path}?${text}` : board.path;
};
