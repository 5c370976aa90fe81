import {
  adminContentEndpoints as endpoints,
  type HelpEntryBody,
  type HelpEntryView,
} from '@lotto/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Form, InputNumber } from 'antd';
import { call } from '../../shared/api/call';
import { FormField } from '../../shared/form/FormField';
import { useSchemaForm } from '../../shared/form/use-schema-form';
import { fill, useTexts } from '../../shared/i18n';
import { FormDrawer } from '../../shared/ui/FormDrawer';
import { LanguageTextFields } from '../../shared/ui/LanguageTextFields';
import { helpEntryValues, helpFormSchema } from './content-forms';
import { contentKeys } from './keys';

interface Props {
  /** The entry edited, or the blank of a new one. */
  editing: HelpEntryView | HelpEntryBody;
  onClose: () => void;
}

/** Writes or edits a help entry: its order, and a title and text per language with a preview. */
export const HelpDrawer = ({ editing, onClose }: Props) => {
  const T = useTexts().content;
  const S = T.help;
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const id = 'id' in editing ? editing.id : null;
  const form = useSchemaForm<HelpEntryBody>(
    helpFormSchema,
    'id' in editing ? helpEntryValues(editing) : editing,
  );
  const { control } = form;
  const save = useMutation({
    mutationFn: (body: HelpEntryBody) =>
      id === null
        ? call(endpoints.createHelpEntry, { body })
        : call(endpoints.updateHelpEntry, { params: { id }, body }),
    onSuccess: () => {
      void message.success(S.saved);
      void queryClient.invalidateQueries({ queryKey: contentKeys.help });
      onClose();
    },
  });
  return (
    <FormDrawer
      title={id === null ? S.createTitle : fill(S.editTitle, { id })}
      onClose={onClose}
      onSave={() => void form.handleSubmit((v) => save.mutate(v))()}
      saving={save.isPending}
      saveText={T.save}
      cancelText={T.cancel}
      error={save.error?.message}
    >
      <Form layout="vertical" component="div" disabled={save.isPending}>
        <FormField
          control={control}
          name="sort"
          label={T.sort}
          extra={S.orderHint}
          render={(field) => (
            <InputNumber {...field} min={0} max={10_000} precision={0} style={{ width: 160 }} />
          )}
        />
        <LanguageTextFields control={control} name="texts" kind="notice" />
      </Form>
    </FormDrawer>
  );
};
