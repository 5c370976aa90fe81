import {
  type BetTypeDef,
  betTypeOf,
  type LotteryGameAnswer,
  MEMBER_TYPES,
  type Selection,
  unitMinorOf,
} from '@lotto/contract';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/client';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n';
import { failureText } from '../../../shared/i18n/errors';
import { useSession } from '../../../shared/session/session-store';
import { toast } from '../../../shared/ui/toast';
import { newRequestId, usePlaceOrders, useStartChase } from '../api/mutations';
import { BetBar } from './BetBar';
import { BetTypePicker } from './BetTypePicker';
import {
  costOf,
  DEFAULT_MONEY,
  emptySelection,
  type MoneyChoice,
  type SlipItem,
  slipItemOf,
} from './bet-form';
import { type ChaseChoice, ChaseSheet } from './ChaseSheet';
import { MoneyPanel } from './MoneyPanel';
import { NumbersPicker } from './NumbersPicker';
import { RowsPicker } from './RowsPicker';
import { SlipSheet } from './SlipSheet';

interface BetViewProps {
  answer: LotteryGameAnswer;
  drawNo: string | null;
  open: boolean;
  /** The server said sales closed: the page moves to the next draw. */
  onClosed: (drawNo: string) => void;
}

/** The betting form: bet type, picker, money, the slip and chase, and the sticky bar. */
export const BetView = ({ answer, drawNo, open, onClosed }: BetViewProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const types = useMemo(
    () => answer.betTypes.map(betTypeOf).filter((type): type is BetTypeDef => type !== undefined),
    [answer.betTypes],
  );
  const group = answer.prizeGroup;
  const maxGroup = group.own ?? group.max;
  const [type, setType] = useState<BetTypeDef | undefined>(types[0]);
  const [selection, setSelection] = useState<Selection>(() =>
    types[0] ? emptySelection(types[0]) : {},
  );
  const [money, setMoney] = useState<MoneyChoice>({ ...DEFAULT_MONEY, prizeGroup: maxGroup });
  const [slip, setSlip] = useState<SlipItem[]>([]);
  const [sheet, setSheet] = useState<'slip' | 'chase' | null>(null);
  const place = usePlaceOrders();
  const chase = useStartChase();
  if (!type) return <p className="lott-empty">{t('lottery.lobby.empty')}</p>;
  const cost = costOf(type, selection, money);

  const pickType = (next: BetTypeDef) => {
    setType(next);
    setSelection(emptySelection(next));
  };
  const mayBet = (): boolean => {
    if (!session) {
      navigate(paths.login);
      return false;
    }
    if (session.type === MEMBER_TYPES.freeTrial) {
      void toast.show(t('lottery.bet.trialRefused'));
      return false;
    }
    return true;
  };
  const addToSlip = (): SlipItem[] => {
    const item = slipItemOf(type, selection, money);
    if (!item) return slip;
    const next = [...slip, item];
    setSlip(next);
    setSelection(emptySelection(type));
    return next;
  };
  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'lottery.draw.closed' && drawNo)
      onClosed(drawNo);
    void toast.show(failureText(error));
  };
  const placeAll = (items: SlipItem[]) => {
    if (!mayBet() || !drawNo || items.length === 0) return;
    place.mutate(
      {
        code: answer.game.code,
        drawNo,
        requestId: newRequestId(),
        items: items.map(({ betType, selection: picked, unit, multiple, prizeGroup }) => ({
          betType,
          selection: picked,
          unit,
          multiple,
          prizeGroup,
        })),
      },
      {
        onSuccess: (placed) => {
          setSlip([]);
          setSheet(null);
          void toast.success(t('lottery.bet.placed', { count: placed.orders.length }));
        },
        onError: failed,
      },
    );
  };
  const startChase = (choice: ChaseChoice) => {
    if (!mayBet()) return;
    chase.mutate(
      {
        code: answer.game.code,
        requestId: newRequestId(),
        item: { betType: type.code, selection, unit: money.unit, prizeGroup: money.prizeGroup },
        ...choice,
      },
      {
        onSuccess: (started) => {
          setSheet(null);
          setSelection(emptySelection(type));
          void toast.success(
            t('lottery.bet.chased', {
              chaseNo: started.chase.chaseNo,
              count: started.chase.draws.length,
            }),
          );
        },
        onError: failed,
      },
    );
  };

  return (
    <div className="lott-bet" data-testid="bet-view">
      <BetTypePicker
        types={types}
        current={type}
        onPick={pickType}
        group={group.max}
        variant={answer.game.variant}
      />
      {type.picker.kind === 'rows' ? (
        <RowsPicker
          type={type}
          rows={type.picker.rows}
          selection={selection}
          onChange={setSelection}
        />
      ) : (
        <NumbersPicker
          key={type.code}
          digits={type.picker.digits}
          min={type.picker.min}
          max={type.picker.max}
          selection={selection}
          onChange={setSelection}
        />
      )}
      <MoneyPanel
        type={type}
        money={money}
        minGroup={group.min}
        maxGroup={maxGroup}
        onChange={setMoney}
      />
      <div className="lott-bet-spacer" />
      <BetBar
        count={cost.count}
        amountMinor={cost.amountMinor}
        slipCount={slip.length}
        busy={place.isPending || chase.isPending}
        closed={!open}
        onAdd={addToSlip}
        onOpenSlip={() => setSheet('slip')}
        onChase={() => setSheet('chase')}
        onPlace={() => placeAll(cost.count > 0 ? addToSlip() : slip)}
      />
      {sheet === 'slip' && (
        <SlipSheet
          items={slip}
          busy={place.isPending}
          closed={!open}
          onRemove={(id) => setSlip(slip.filter((item) => item.id !== id))}
          onClear={() => setSlip([])}
          onPlace={() => placeAll(slip)}
          onClose={() => setSheet(null)}
        />
      )}
      {sheet === 'chase' && (
        <ChaseSheet
          perMultipleMinor={cost.count * unitMinorOf(money.unit)}
          startMultiple={money.multiple}
          busy={chase.isPending}
          onPlace={startChase}
          onClose={() => setSheet(null)}
        />
      )}
    </div>
  );
};
