import {
  type AnnouncementBody,
  type AnnouncementView,
  adminContentEndpoints as endpoints,
} from '@lotto/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, InputNumber, Select } from 'antd';
import { useWatch } from 'react-hook-form';
import { call } from '../../shared/api/call';
import { FormField } from '../../shared/form/FormField';
import { useSchemaForm } from '../../shared/form/use-schema-form';
import { fill, useTexts } from '../../shared/i18n';
import { FormDrawer } from '../../shared/ui/FormDrawer';
import { LanguageTextFields } from '../../shared/ui/LanguageTextFields';
import type { PreviewKind } from '../../shared/ui/PhonePreview';
import {
  announcementFormSchema,
  announcementValues,
  blankAnnouncement,
  withType,
} from './content-forms';
import { contentKeys } from './keys';
import { ScheduleFields } from './ScheduleFields';

const PREVIEW: Record<AnnouncementBody['type'], PreviewKind> = {
  B: 'banner',
  PL: 'ticker',
  PU: 'popup',
  H: 'notice',
  A: 'notice',
};

interface Props {
  /** null: a new announcement. */
  editing: AnnouncementView | null;
  onClose: () => void;
}

/** Writes or edits an announcement: its kind, schedule and the texts side by side per language. */
export const AnnouncementDrawer = ({ editing, onClose }: Props) => {
  const T = useTexts().content;
  const S = T.announcements;
  const queryClient = useQueryClient();
  const form = useSchemaForm<AnnouncementBody>(
    announcementFormSchema,
    editing ? announcementValues(editing) : blankAnnouncement(Date.now()),
  );
  const { control } = form;
  const type = useWatch({ control, name: 'type' });
  const imageUrl = useWatch({ control, name: 'imageUrl' });
  const save = useMutation({
    mutationFn: (body: AnnouncementBody) =>
      editing
        ? call(endpoints.updateAnnouncement, { params: { id: editing.id }, body })
        : call(endpoints.createAnnouncement, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contentKeys.announcements });
      onClose();
    },
  });
  const nullable = (v: string) => (v.trim() === '' ? null : v);
  return (
    <FormDrawer
      title={editing ? fill(S.editTitle, { id: editing.id }) : S.createTitle}
      onClose={onClose}
      onSave={() => void form.handleSubmit((v) => save.mutate(v))()}
      saving={save.isPending}
      saveText={editing ? T.save : S.publish}
      cancelText={T.cancel}
      error={save.error?.message}
    >
      <Form layout="vertical" className="form-grid" disabled={save.isPending} component="div">
        <FormField
          control={control}
          name="type"
          label={S.type}
          render={({ value, id, onBlur }) => (
            <Select
              id={id}
              value={value}
              onBlur={onBlur}
              onChange={(next: AnnouncementBody['type']) =>
                form.reset(withType(form.getValues(), next), { keepDefaultValues: true })
              }
              options={(['PU', 'B', 'PL', 'H', 'A'] as const).map((t) => ({
                value: t,
                label: S.types[t],
              }))}
            />
          )}
        />
        {type === 'PU' && (
          <>
            <FormField
              control={control}
              name="execution"
              label={S.execution}
              render={(field) => (
                <Select
                  {...field}
                  options={(['B', 'A', 'F'] as const).map((e) => ({
                    value: e,
                    label: S.executions[e],
                  }))}
                />
              )}
            />
            <FormField
              control={control}
              name="promotionType"
              label={S.promotionType}
              extra={S.promotionTypeHint}
              render={({ value, onChange, ...field }) => (
                <Input
                  {...field}
                  value={value ?? ''}
                  onChange={(e) => onChange(nullable(e.target.value))}
                />
              )}
            />
          </>
        )}
        {type === 'B' && (
          <>
            <FormField
              control={control}
              name="imageUrl"
              label={S.imageUrl}
              extra={S.imageUrlHint}
              render={({ value, onChange, ...field }) => (
                <Input
                  {...field}
                  value={value ?? ''}
                  placeholder="https://"
                  onChange={(e) => onChange(nullable(e.target.value))}
                />
              )}
            />
            <FormField
              control={control}
              name="link"
              label={S.link}
              render={({ value, onChange, ...field }) => (
                <Input
                  {...field}
                  value={value ?? ''}
                  placeholder="https:// · /m/…"
                  onChange={(e) => onChange(nullable(e.target.value))}
                />
              )}
            />
          </>
        )}
        <FormField
          control={control}
          name="sort"
          label={T.sort}
          render={(field) => (
            <InputNumber {...field} min={0} max={10_000} precision={0} style={{ width: '100%' }} />
          )}
        />
        <ScheduleFields control={control} />
      </Form>
      <Form layout="vertical" component="div" disabled={save.isPending}>
        <LanguageTextFields
          control={control}
          name="texts"
          kind={PREVIEW[type]}
          preview={() => ({ imageUrl })}
        />
      </Form>
    </FormDrawer>
  );
};
