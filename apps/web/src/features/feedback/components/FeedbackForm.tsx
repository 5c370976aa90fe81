import { countWords, FEEDBACK_FORM, FEEDBACK_TYPES, feedbackFields } from '@lotto/contract';
import { useId } from 'react';
import { type Control, useController } from 'react-hook-form';
import { accepts, say } from '../../../shared/form/checks';
import { FormField } from '../../../shared/form/FormField';
import { ImagesField } from '../../../shared/form/ImagesField';
import { formSchema } from '../../../shared/form/schema';
import { SubmitButton, useSubmitting } from '../../../shared/form/submitting';
import { useSchemaForm } from '../../../shared/form/use-schema-form';
import { useTranslation } from '../../../shared/i18n';
import { toast } from '../../../shared/ui/toast';
import { useSendFeedback } from '../api';

type Values = { type: string; content: string; images: File[] };
const EMPTY: Values = { type: 'suggestion', content: '', images: [] };

/**
 * The feedback form: a type, a text within the site's word bounds (counted as the server
 * counts, with Intl.Segmenter: Burmese has no spaces) and up to 3 png or jpg images.
 */
export const FeedbackForm = (props: { minWords: number; maxWords: number; onSent: () => void }) => {
  const { t } = useTranslation();
  const send = useSendFeedback();
  const { busy, run } = useSubmitting();
  const bounds = say('feedback.wordBounds', { min: props.minWords, max: props.maxWords });
  const contract = accepts(feedbackFields.shape.content, bounds);
  const schema = formSchema<keyof Values>({
    content: (text) => {
      const words = countWords(text);
      return words >= props.minWords && words <= props.maxWords ? contract(text) : bounds;
    },
  });
  const form = useSchemaForm<Values>(schema, EMPTY);
  const words = countWords(form.watch('content'));
  const invalid = form.formState.errors.content !== undefined;

  const submit = run(async (values: Values) => {
    const body = feedbackFields.parse({ type: values.type, content: values.content });
    await send.mutateAsync({ ...body, images: values.images });
    void toast.success(t('feedback.sent'));
    form.reset(EMPTY);
    props.onSent();
  });

  // The count, and the bounds until a message says them (in red, under the text).
  const count = (
    <p className="feedback-form__count">
      <span className={invalid ? '' : 'is-ok'} data-testid="feedback-word-count" data-count={words}>
        {t('feedback.words', { count: words })}
      </span>
      {!invalid && (
        <span>{t('feedback.wordBounds', { min: props.minWords, max: props.maxWords })}</span>
      )}
    </p>
  );

  return (
    <form
      className="feedback-form"
      noValidate
      data-testid="feedback-form"
      onSubmit={form.handleSubmit(submit)}
    >
      <p className="feedback-form__intro">{t('feedback.intro')}</p>
      <FeedbackTypes control={form.control} />
      <FormField
        control={form.control}
        name="content"
        label={t('feedback.content')}
        rows={6}
        maxLength={FEEDBACK_FORM.contentMaxLength}
        placeholder={t('feedback.contentPlaceholder')}
        testId="feedback-content"
        note={count}
      />
      <ImagesField
        control={form.control}
        name="images"
        rules={FEEDBACK_FORM}
        testId="feedback-images"
        texts={{
          label: t('feedback.images', { count: FEEDBACK_FORM.imagesMax }),
          add: t('feedback.addImage'),
          remove: (n) => t('feedback.removeImage', { n }),
          wrongType: t('feedback.imageType'),
          tooLarge: t('feedback.imageTooLarge'),
        }}
      />
      <SubmitButton disabled={busy} testId="feedback-submit">
        {t('feedback.submit')}
      </SubmitButton>
    </form>
  );
};

/** The kinds of feedback as chips; the one picked is the field's value. */
const FeedbackTypes = ({ control }: { control: Control<Values> }) => {
  const { t } = useTranslation();
  const id = useId();
  const { field } = useController({ control, name: 'type' });
  return (
    <fieldset className="feedback-types">
      <legend className="feedback-form__label">{t('feedback.type')}</legend>
      {FEEDBACK_TYPES.map((name) => (
        <label key={name} className="feedback-types__chip">
          <input
            type="radio"
            name={`${id}-type`}
            value={name}
            checked={field.value === name}
            onChange={() => field.onChange(name)}
            data-testid={`feedback-type-${name}`}
          />
          <span>{t(`feedback.types.${name}`)}</span>
        </label>
      ))}
    </fieldset>
  );
};
