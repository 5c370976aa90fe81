import {
  type BannerBody,
  type BannerView,
  adminContentEndpoints as endpoints,
  GAME_CATEGORIES,
} from '@lotto/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { useWatch } from 'react-hook-form';
import { call } from '../../shared/api/call';
import { FormField } from '../../shared/form/FormField';
import { useSchemaForm } from '../../shared/form/use-schema-form';
import { fill, useTexts } from '../../shared/i18n';
import { FormDrawer } from '../../shared/ui/FormDrawer';
import { ImageUpload } from '../../shared/ui/ImageUpload';
import { LanguageTextFields } from '../../shared/ui/LanguageTextFields';
import {
  actionOf,
  type BannerActionKind,
  bannerFormSchema,
  bannerValues,
  blankBanner,
} from './content-forms';
import { contentKeys } from './keys';
import { ScheduleFields } from './ScheduleFields';

const KINDS: (BannerActionKind | 'NONE')[] = [
  'NONE',
  'PROMOTION',
  'GAME',
  'CATEGORY',
  'PATH',
  'URL',
];

interface Props {
  editing: BannerView | null;
  group: string;
  onClose: () => void;
}

/** Writes or edits a banner: group, order, on/off, schedule, what a tap does, picture per language. */
export const BannerDrawer = ({ editing, group, onClose }: Props) => {
  const T = useTexts().content;
  const S = T.banners;
  const queryClient = useQueryClient();
  const form = useSchemaForm<BannerBody>(
    bannerFormSchema,
    editing ? bannerValues(editing) : blankBanner(group),
  );
  const { control } = form;
  const action = useWatch({ control, name: 'action' });
  const save = useMutation({
    mutationFn: (body: BannerBody) =>
      editing
        ? call(endpoints.updateBanner, { params: { id: editing.id }, body })
        : call(endpoints.createBanner, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contentKeys.banners });
      onClose();
    },
  });
  return (
    <FormDrawer
      title={editing ? fill(S.editTitle, { id: editing.id }) : S.createTitle}
      onClose={onClose}
      onSave={() => void form.handleSubmit((v) => save.mutate(v))()}
      saving={save.isPending}
      saveText={T.save}
      cancelText={T.cancel}
      error={save.error?.message}
    >
      <Form layout="vertical" className="form-grid" disabled={save.isPending} component="div">
        <FormField
          control={control}
          name="group"
          label={S.group}
          extra={S.groupHint}
          invalid={S.groupInvalid}
          render={(field) => <Input {...field} />}
        />
        <FormField
          control={control}
          name="sort"
          label={T.sort}
          render={(field) => (
            <InputNumber {...field} min={0} max={10_000} precision={0} style={{ width: '100%' }} />
          )}
        />
        <FormField
          control={control}
          name="enabled"
          label={S.enabled}
          render={({ value, onChange, id }) => (
            <Switch id={id} checked={value} onChange={onChange} />
          )}
        />
        <div />
        <ScheduleFields control={control} />
        <FormField
          control={control}
          name="action"
          label={S.action}
          render={({ value, onChange, id, onBlur }) => (
            <Select
              id={id}
              onBlur={onBlur}
              value={value?.kind ?? 'NONE'}
              onChange={(kind: BannerActionKind | 'NONE') => onChange(actionOf(kind))}
              options={KINDS.map((k) => ({ value: k, label: S.actions[k] }))}
            />
          )}
        />
        {action?.kind === 'PROMOTION' && (
          <FormField
            control={control}
            name="action.promotionId"
            label={S.promotionId}
            render={(field) => (
              <InputNumber {...field} min={1} precision={0} style={{ width: '100%' }} />
            )}
          />
        )}
        {action?.kind === 'GAME' && (
          <FormField
            control={control}
            name="action.nodeId"
            label={S.gameId}
            invalid={S.gameIdInvalid}
            render={(field) => <Input {...field} inputMode="numeric" />}
          />
        )}
        {action?.kind === 'CATEGORY' && (
          <FormField
            control={control}
            name="action.gameType"
            label={S.category}
            render={(field) => (
              <Select {...field} options={GAME_CATEGORIES.map((c) => ({ value: c, label: c }))} />
            )}
          />
        )}
        {action?.kind === 'PATH' && (
          <FormField
            control={control}
            name="action.path"
            label={S.path}
            invalid={S.pathInvalid}
            render={(field) => <Input {...field} placeholder="/m/…" />}
          />
        )}
        {action?.kind === 'URL' && (
          <FormField
            control={control}
            name="action.url"
            label={S.url}
            invalid={S.urlInvalid}
            render={(field) => <Input {...field} placeholder="https://" />}
          />
        )}
      </Form>
      <Form layout="vertical" component="div" disabled={save.isPending}>
        <LanguageTextFields
          control={control}
          name="texts"
          kind="banner"
          preview={(_, text) => ({ imageUrl: text?.imageUrl || null })}
          body={(language) => (
            <FormField
              control={control}
              name={`texts.${language}.imageUrl`}
              label={fill(S.imageIn, { language })}
              invalid={S.imageInvalid}
              render={(field) => (
                <>
                  <Input {...field} placeholder="https:// · /path" />
                  <ImageUpload
                    label={fill(S.uploadIn, { language })}
                    upload={(image) => call(endpoints.uploadImage, { body: { image } })}
                    onUploaded={field.onChange}
                  />
                </>
              )}
            />
          )}
        />
      </Form>
    </FormDrawer>
  );
};
