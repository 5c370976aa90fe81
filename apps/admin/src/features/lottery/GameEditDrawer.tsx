import { adminLotteryEndpoints as endpoints } from '@lotto/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Drawer, Form, Input, InputNumber, Space, Switch } from 'antd';
import { useEffect } from 'react';
import { call } from '../../shared/api/call';
import { FormField } from '../../shared/form/FormField';
import { useSchemaForm } from '../../shared/form/use-schema-form';
import { fill, useTexts } from '../../shared/i18n';
import {
  bodyOf,
  formFieldOf,
  type GameFormValues,
  gameFormSchema,
  MIN_CLOSE_SEC,
  MIN_CYCLE_SEC,
  valuesOf,
} from './game-form-schema';
import { lotteryKeys } from './keys';
import { serverFieldsOf } from './server-fields';
import type { AdminLotteryGame } from './types';

/**
 * One game's switch, draw rule and limits. The form checks the contract's rules and the
 * server's own between fields; a refusal the server still makes shows at its field (or above
 * the form when it names none), nothing saved.
 */
export const GameEditDrawer = ({
  game,
  onClose,
}: {
  game: AdminLotteryGame;
  onClose: () => void;
}) => {
  const S = useTexts().lotteryGames;
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const form = useSchemaForm(gameFormSchema, valuesOf(game));
  const { control } = form;
  const save = useMutation({
    mutationFn: (v: GameFormValues) =>
      call(endpoints.editGame, { params: { id: game.id }, body: bodyOf(game, v) }),
    onSuccess: (saved) => {
      void message.success(fill(S.saved, { name: saved.name.EN }));
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.games });
      onClose();
    },
    onError: (error) => {
      for (const f of serverFieldsOf(error)) {
        const name = formFieldOf(f.field);
        if (name) form.setError(name, { message: f.message });
      }
    },
  });
  // The rules between fields: judge the other field again when one they depend on changes.
  useEffect(() => {
    const pairs: Record<string, (keyof GameFormValues)[]> = {
      firstDraw: ['lastDraw'],
      cycleSec: ['closeSec'],
      maxBet: ['minBet'],
      maxDraw: ['maxBet'],
    };
    const { unsubscribe } = form.watch((_, { name }) => {
      for (const other of (name && pairs[name]) || []) {
        if (form.getFieldState(other).isTouched) void form.trigger(other);
      }
    });
    return unsubscribe;
  }, [form]);
  const unplaced = serverFieldsOf(save.error).filter((f) => !formFieldOf(f.field));
  const custom = {
    clock: S.badClock,
    lastBeforeFirst: S.lastBeforeFirst,
    closeTooLong: S.closeTooLong,
    minAboveMax: S.minAboveMax,
    zero: S.zero,
    betAboveDraw: S.betAboveDraw,
  };
  const sum = { invalid: S.badAmount, custom };
  const submit = () => void form.handleSubmit((v) => save.mutate(v))();
  return (
    <Drawer
      open
      size={600}
      title={fill(S.editTitle, { name: game.name.EN })}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{S.cancel}</Button>
          <Button type="primary" loading={save.isPending} onClick={submit}>
            {S.save}
          </Button>
        </Space>
      }
    >
      {save.error && (
        <Alert
          showIcon
          type="error"
          title={save.error.message}
          description={
            unplaced.length > 0 ? unplaced.map((f) => `${f.field}: ${f.message}`).join('; ') : null
          }
          style={{ marginBottom: 12 }}
        />
      )}
      <Form layout="vertical" onFinish={submit} disabled={save.isPending}>
        <FormField
          control={control}
          name="enabled"
          label={S.enabled}
          extra={S.enabledHelp}
          render={({ value, onChange, id, ref }) => (
            <Switch id={id} ref={ref} checked={value} onChange={onChange} />
          )}
        />
        <div className="form-pair">
          <FormField
            control={control}
            name="firstDraw"
            label={S.firstDraw}
            custom={custom}
            render={(field) => <Input {...field} placeholder="00:05" />}
          />
          <FormField
            control={control}
            name="lastDraw"
            label={S.lastDraw}
            custom={custom}
            render={(field) => <Input {...field} placeholder="23:55" />}
          />
          <FormField
            control={control}
            name="cycleSec"
            label={S.cycle}
            extra={fill(S.cycleHelp, { min: MIN_CYCLE_SEC })}
            custom={custom}
            render={(field) => (
              <InputNumber {...field} min={MIN_CYCLE_SEC} max={86_400} precision={0} />
            )}
          />
          <FormField
            control={control}
            name="closeSec"
            label={S.close}
            extra={fill(S.closeHelp, { min: MIN_CLOSE_SEC })}
            custom={custom}
            render={(field) => (
              <InputNumber {...field} min={MIN_CLOSE_SEC} max={86_400} precision={0} />
            )}
          />
          <FormField
            control={control}
            name="minBet"
            label={S.minBet}
            extra={S.minBetHelp}
            {...sum}
            render={(field) => <Input {...field} inputMode="decimal" />}
          />
          <FormField
            control={control}
            name="maxBet"
            label={S.maxBet}
            {...sum}
            render={(field) => <Input {...field} inputMode="decimal" />}
          />
          <FormField
            control={control}
            name="maxDraw"
            label={S.maxDraw}
            {...sum}
            render={(field) => <Input {...field} inputMode="decimal" />}
          />
          <FormField
            control={control}
            name="maxNumberLiability"
            label={S.maxNumber}
            {...sum}
            render={(field) => <Input {...field} inputMode="decimal" />}
          />
        </div>
        <p className="lottery-note">{S.takesEffect}</p>
      </Form>
    </Drawer>
  );
};
