import { PROMOTION_APPLY } from '@lotto/contract';
import { useEffect, useId, useMemo, useState } from 'react';
import { say } from '../../../shared/form/checks';
import { FormField } from '../../../shared/form/FormField';
import { formSchema } from '../../../shared/form/schema';
import { SubmitButton, toastFailure, useSubmitting } from '../../../shared/form/submitting';
import { useSchemaForm } from '../../../shared/form/use-schema-form';
import { useTranslation } from '../../../shared/i18n';
import { toast } from '../../../shared/ui/toast';
import { useApply } from '../api';

/** A first check in the phone, for a quick answer; the server decides from the bytes. */
const ACCEPTED: readonly string[] = PROMOTION_APPLY.imageTypes;

/** The comment's limit comes from the contract, as the server's check does. */
const applySchema = formSchema({
  comment: (value: string) =>
    value.length > PROMOTION_APPLY.commentMaxLength
      ? say('promotions.apply.commentTooLong', { max: PROMOTION_APPLY.commentMaxLength })
      : [],
});

/** A picked image with its preview address, released when it leaves the form. */
const usePreviews = (images: readonly File[]) => {
  const urls = useMemo(() => images.map((file) => URL.createObjectURL(file)), [images]);
  useEffect(
    () => () => {
      for (const url of urls) URL.revokeObjectURL(url);
    },
    [urls],
  );
  return urls;
};

/**
 * The apply form (spec/02 section 5): a comment of up to 140 characters and up to 3 png or
 * jpg images of at most 5 MB each, sent as one multipart request.
 */
export const ApplyForm = ({ promotionId }: { promotionId: number }) => {
  const { t } = useTranslation();
  const inputId = useId();
  const apply = useApply();
  const { busy, run } = useSubmitting();
  const [images, setImages] = useState<File[]>([]);
  const [imageError, setImageError] = useState('');
  const previews = usePreviews(images);
  const max = PROMOTION_APPLY.commentMaxLength;
  const form = useSchemaForm(applySchema, { comment: '' });
  const comment = form.watch('comment');

  const pick = (files: FileList | null) => {
    setImageError('');
    const picked = [...(files ?? [])];
    const wrong = picked.find((f) => !ACCEPTED.includes(f.type));
    const large = picked.find((f) => f.size > PROMOTION_APPLY.imageMaxBytes);
    if (wrong) setImageError(t('promotions.apply.imageType'));
    else if (large) setImageError(t('promotions.apply.imageTooLarge'));
    else setImages((now) => [...now, ...picked].slice(0, PROMOTION_APPLY.imagesMax));
  };

  const submit = form.handleSubmit(
    run(async (values: { comment: string }) => {
      await apply.mutateAsync({ id: promotionId, comment: values.comment, images });
      void toast.success(t('promotions.apply.sent'));
    }, toastFailure),
  );

  return (
    <form className="promo-apply" id="apply-form" onSubmit={submit} noValidate>
      <h2 className="promo-section-title">{t('promotions.apply.title')}</h2>
      <FormField
        control={form.control}
        name="comment"
        label={t('promotions.apply.comment')}
        placeholder={t('promotions.apply.commentPlaceholder')}
        maxLength={max}
        suffix={
          <span className="promo-apply__count" aria-hidden="true">
            {comment.length}/{max}
          </span>
        }
      />
      <p className="promo-apply__label" id={`${inputId}-label`}>
        {t('promotions.apply.images', { count: PROMOTION_APPLY.imagesMax })}
      </p>
      <ul className="promo-apply__images">
        {previews.map((url, i) => (
          <li key={url} className="promo-apply__thumb">
            <img src={url} alt="" width={88} height={88} />
            <button
              type="button"
              className="promo-apply__remove"
              aria-label={t('promotions.apply.removeImage', { n: i + 1 })}
              onClick={() => setImages((now) => now.filter((_, n) => n !== i))}
            >
              ×
            </button>
          </li>
        ))}
        {images.length < PROMOTION_APPLY.imagesMax && (
          <li>
            <label className="promo-apply__add" htmlFor={inputId}>
              <span aria-hidden="true">+</span>
              <span>{t('promotions.apply.addImage')}</span>
            </label>
            <input
              id={inputId}
              className="visually-hidden"
              type="file"
              accept={ACCEPTED.join(',')}
              multiple
              data-testid="apply-images"
              aria-labelledby={`${inputId}-label`}
              onChange={(event) => {
                pick(event.target.files);
                event.target.value = '';
              }}
            />
          </li>
        )}
      </ul>
      {imageError && (
        <p className="field__error" role="alert">
          {imageError}
        </p>
      )}
      <SubmitButton disabled={busy} testId="apply-submit">
        {t('promotions.apply.submit')}
      </SubmitButton>
    </form>
  );
};
