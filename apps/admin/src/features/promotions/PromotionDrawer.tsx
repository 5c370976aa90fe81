import {
  type AdminPromotion,
  adminPromotionEndpoints as endpoints,
  GAME_CATEGORIES,
  MEMBER_TYPES,
  PROMOTION_FREQUENCIES,
  PROMOTION_KINDS,
  PROMOTION_LIMITS,
  type PromotionBody,
} from '@lotto/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Form, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { call } from '../../shared/api/call';
import { errorTextOf } from '../../shared/api/error-text';
import { FormField } from '../../shared/form/FormField';
import { useSchemaForm } from '../../shared/form/use-schema-form';
import { fill, useLanguage, useTexts } from '../../shared/i18n';
import { FormDrawer } from '../../shared/ui/FormDrawer';
import { LanguageTextFields } from '../../shared/ui/LanguageTextFields';
import { ScheduleField } from '../../shared/ui/ScheduleField';
import { promotionKeys } from './keys';
import { MoneyField } from './MoneyField';
import { MEMBER_ACTIONS, memberPeriod } from './member-words';
import { artworkOf, PromotionPicture } from './PromotionPicture';
import {
  blankPromotion,
  END_AFTER_START,
  KIND_TERMS,
  needs,
  promotionFormSchema,
  promotionValues,
  TERM_NEEDED,
  withKind,
} from './promotion-form';

interface Props {
  /** null: a new promotion. */
  editing: AdminPromotion | null;
  /** The site's zone: the period is written in it. */
  timeZone: string;
  onClose: () => void;
}

const TYPE_CHOICES = Object.values(MEMBER_TYPES);

/** The operator's picture, else the saved promotion's artwork in the reader's language. */
const pictureIn = (url: string | null, saved: AdminPromotion | null, language: string) =>
  url ?? (saved ? `${artworkOf(saved.id)}?lang=${language}` : null);
const MISSION_CATEGORIES = GAME_CATEGORIES.filter((c) => c !== 'HOT');

/**
 * Writes or edits a promotion: its kind and rules, the texts side by side per language with a
 * phone showing each as a member sees it, and its picture.
 */
export const PromotionDrawer = ({ editing, timeZone, onClose }: Props) => {
  const T = useTexts();
  const S = T.promotions;
  const F = S.form;
  const language = useLanguage();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState(editing);
  const form = useSchemaForm<PromotionBody>(
    promotionFormSchema,
    editing ? promotionValues(editing) : blankPromotion(Date.now()),
  );
  const { control } = form;
  const values = useWatch({ control }) as PromotionBody;
  const kind = values.kind;
  const categories = useQuery({
    queryKey: promotionKeys.categories,
    queryFn: () => call(endpoints.promotionCategories, {}),
  });
  const save = useMutation({
    mutationFn: (body: PromotionBody) =>
      current
        ? call(endpoints.updatePromotion, { params: { id: current.id }, body })
        : call(endpoints.createPromotion, { body }),
    onSuccess: (saved) => {
      const title = saved.texts.EN?.title ?? String(saved.id);
      void message.success(fill(current ? S.saved : S.created, { title }));
      void queryClient.invalidateQueries({ queryKey: promotionKeys.all });
      // A new promotion stays open, showing its artwork now that it exists.
      if (current) onClose();
      else setCurrent(saved);
    },
  });
  const custom = {
    [END_AFTER_START]: F.endAfterStart,
    [KIND_TERMS]: F.kindTerms,
    [TERM_NEEDED]: F.termNeeded,
  };
  const money = { invalid: F.badAmount, custom };
  const title = current ? fill(S.editTitle, { id: current.id }) : S.createTitle;
  return (
    <FormDrawer
      title={title}
      size={1180}
      onClose={onClose}
      onSave={() => void form.handleSubmit((v) => save.mutate(v))()}
      saving={save.isPending}
      saveText={S.save}
      cancelText={S.cancel}
      error={save.error ? errorTextOf(save.error) : undefined}
    >
      <Form layout="vertical" className="form-grid" disabled={save.isPending} component="div">
        <FormField
          control={control}
          name="kind"
          label={S.kind}
          custom={custom}
          extra={current ? S.kindFixed : undefined}
          render={({ value, id, onBlur }) => (
            <Select
              id={id}
              value={value}
              onBlur={onBlur}
              disabled={current !== null}
              onChange={(next: PromotionBody['kind']) =>
                form.reset(withKind(form.getValues(), next), { keepDefaultValues: true })
              }
              options={PROMOTION_KINDS.map((k) => ({ value: k, label: S.kinds[k] }))}
            />
          )}
        />
        <FormField
          control={control}
          name="frequency"
          label={F.frequency}
          render={(field) => (
            <Select
              {...field}
              options={PROMOTION_FREQUENCIES.map((f) => ({ value: f, label: F.frequencies[f] }))}
            />
          )}
        />
        <FormField
          control={control}
          name="startsAt"
          label={`${F.startsAt} · ${timeZone}`}
          render={({ value, ...field }) => (
            <ScheduleField {...field} value={value} timeZone={timeZone} />
          )}
        />
        <FormField
          control={control}
          name="endsAt"
          label={`${F.endsAt} · ${timeZone}`}
          custom={custom}
          render={(field) => <ScheduleField {...field} timeZone={timeZone} placeholder={S.noEnd} />}
        />
        <FormField
          control={control}
          name="memberTypes"
          label={F.memberTypes}
          render={(field) => (
            <Select
              {...field}
              mode="multiple"
              maxCount={PROMOTION_LIMITS.memberTypesMax}
              options={TYPE_CHOICES.map((t) => ({ value: t, label: T.agentTree.types[t] ?? t }))}
            />
          )}
        />
        <FormField
          control={control}
          name="categoryIds"
          label={F.categories}
          render={(field) => (
            <Select
              {...field}
              mode="multiple"
              loading={categories.isLoading}
              options={(categories.data?.list ?? []).map((c) => ({
                value: c.id,
                label: c.titles[language === 'MY' ? 'MY' : 'EN'] ?? String(c.id),
              }))}
            />
          )}
        />
        <FormField
          control={control}
          name="budget"
          label={F.budget}
          {...money}
          render={(field) => <MoneyField {...field} />}
        />
        {needs(kind, 'reward') && (
          <FormField
            control={control}
            name="reward"
            label={F.reward}
            {...money}
            render={(field) => <MoneyField {...field} nullable />}
          />
        )}
        {needs(kind, 'percent') && (
          <FormField
            control={control}
            name="percent"
            label={F.percent}
            custom={custom}
            render={(field) => (
              <InputNumber
                {...field}
                min={1}
                max={PROMOTION_LIMITS.percentMax}
                precision={0}
                suffix="%"
                style={{ width: '100%' }}
              />
            )}
          />
        )}
        {needs(kind, 'cap') && (
          <FormField
            control={control}
            name="cap"
            label={F.cap}
            {...money}
            render={(field) => <MoneyField {...field} nullable />}
          />
        )}
        {kind === 'bet_mission' && (
          <FormField
            control={control}
            name="missionCategory"
            label={F.missionCategory}
            render={({ value, onChange, ...field }) => (
              <Select
                {...field}
                value={value ?? 'ANY'}
                onChange={(v: string) => onChange(v === 'ANY' ? null : v)}
                options={[
                  { value: 'ANY', label: F.anyGame },
                  ...MISSION_CATEGORIES.map((c) => ({ value: c, label: S.missionCategories[c] })),
                ]}
              />
            )}
          />
        )}
        {needs(kind, 'missionTarget') && (
          <FormField
            control={control}
            name="missionTarget"
            label={kind === 'referral' ? F.referralTarget : F.missionTarget}
            {...money}
            render={(field) => <MoneyField {...field} nullable />}
          />
        )}
        {needs(kind, 'referralDays') && (
          <FormField
            control={control}
            name="referralDays"
            label={F.referralDays}
            custom={custom}
            render={(field) => (
              <InputNumber
                {...field}
                min={1}
                max={PROMOTION_LIMITS.referralDaysMax}
                precision={0}
                style={{ width: '100%' }}
              />
            )}
          />
        )}
        <FormField
          control={control}
          name="turnoverMultiplier"
          label={F.turnover}
          render={(field) => (
            <InputNumber
              {...field}
              min={0}
              max={PROMOTION_LIMITS.turnoverMax}
              precision={0}
              style={{ width: '100%' }}
            />
          )}
        />
        <FormField
          control={control}
          name="sort"
          label={F.sort}
          render={(field) => (
            <InputNumber {...field} min={0} max={10_000} precision={0} style={{ width: '100%' }} />
          )}
        />
      </Form>
      <Form layout="vertical" component="div" disabled={save.isPending}>
        <FormField
          control={control}
          name="imageUrl"
          label={S.picture.title}
          render={({ value, onChange }) => (
            <PromotionPicture value={value} onChange={onChange} promotionId={current?.id ?? null} />
          )}
        />
      </Form>
      <Form layout="vertical" component="div" disabled={save.isPending}>
        <LanguageTextFields
          control={control}
          name="texts"
          kind="promotion"
          preview={(l) => ({
            imageUrl: pictureIn(values.imageUrl, current, l),
            caption: memberPeriod(l, timeZone, values.startsAt, values.endsAt),
            action: MEMBER_ACTIONS[l][kind],
          })}
        />
      </Form>
    </FormDrawer>
  );
};
