import { countWords, FEEDBACK_FORM, FEEDBACK_TYPES, type FeedbackType } from '@lotto/contract';
import { useId, useState } from 'react';
import { SubmitButton, useSubmitting } from '../../../shared/form/submitting';
import { useTranslation } from '../../../shared/i18n';
import { ImagePicker } from '../../../shared/ui/image-picker/ImagePicker';
import { toast } from '../../../shared/ui/toast';
import { useSendFeedback } from '../api';

/**
 * The feedback form: a type, a text within the site's word bounds (counted as the server
 * counts, with Intl.Segmenter: Burmese has no spaces) and up to 3 png or jpg images.
 */
export const FeedbackForm = (props: { minWords: number; maxWords: number; onSent: () => void }) => {
  const { t } = useTranslation();
  const id = useId();
  const send = useSendFeedback();
  const { busy, run } = useSubmitting();
  const [type, setType] = useState<FeedbackType>('suggestion');
  const [content, setContent] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [tried, setTried] = useState(false);
  const words = countWords(content);
  const inBounds = words >= props.minWords && words <= props.maxWords;
  const showError = tried && !inBounds;

  const submit = run(async () => {
    setTried(true);
    if (!inBounds) return;
    await send.mutateAsync({ type, content: content.trim(), images });
    void toast.success(t('feedback.sent'));
    setContent('');
    setImages([]);
    setTried(false);
    props.onSent();
  });

  return (
    <form
      className="feedback-form"
      noValidate
      data-testid="feedback-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="feedback-form__intro">{t('feedback.intro')}</p>
      <fieldset className="feedback-types">
        <legend className="feedback-form__label">{t('feedback.type')}</legend>
        {FEEDBACK_TYPES.map((name) => (
          <label key={name} className="feedback-types__chip">
            <input
              type="radio"
              name={`${id}-type`}
              value={name}
              checked={type === name}
              onChange={() => setType(name)}
              data-testid={`feedback-type-${name}`}
            />
            <span>{t(`feedback.types.${name}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className={`feedback-form__field${showError ? ' is-invalid' : ''}`}>
        <label className="feedback-form__label" htmlFor={`${id}-content`}>
          {t('feedback.content')}
        </label>
        <textarea
          id={`${id}-content`}
          className="feedback-form__text"
          rows={6}
          maxLength={FEEDBACK_FORM.contentMaxLength}
          placeholder={t('feedback.contentPlaceholder')}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          aria-invalid={showError}
          aria-describedby={`${id}-count`}
          data-testid="feedback-content"
        />
        <p className="feedback-form__count" id={`${id}-count`}>
          <span
            className={inBounds ? 'is-ok' : ''}
            data-testid="feedback-word-count"
            data-count={words}
          >
            {t('feedback.words', { count: words })}
          </span>
          <span role={showError ? 'alert' : undefined} className={showError ? 'is-error' : ''}>
            {t('feedback.wordBounds', { min: props.minWords, max: props.maxWords })}
          </span>
        </p>
      </div>
      <ImagePicker
        rules={FEEDBACK_FORM}
        images={images}
        onChange={setImages}
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
