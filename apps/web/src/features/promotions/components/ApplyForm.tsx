import { PROMOTION_APPLY } from '@lotto/contract';
import { say } from '../../../shared/form/checks';
import { FormField } from '../../../shared/form/FormField';
import { ImagesField } from '../../../shared/form/ImagesField';
import { formSchema } from '../../../shared/form/schema';
import { SubmitButton, toastFailure, useSubmitting } from '../../../shared/form/submitting';
import { useSchemaForm } from '../../../shared/form/use-schema-form';
import { useTranslation } from '../../../shared/i18n';
import { toast } from '../../../shared/ui/toast';
import { useApply } from '../api';

/** The comment's limit comes from the contract, as the server's check does. */
const applySchema = formSchema({
  comment: (value: string) =>
    value.length > PROMOTION_APPLY.commentMaxLength
      ? say('promotions.apply.commentTooLong', { max: PROMOTION_APPLY.commentMaxLength })
      : [],
});

type Values = { comment: string; images: File[] };

/**
 * The apply form (spec/02 section 5): a comment of up to 140 characters and up to 3 png or
 * jpg images of at most 5 MB each, sent as one multipart request.
 */
export const ApplyForm = ({ promotionId }: { promotionId: number }) => {
  const { t } = useTranslation();
  const apply = useApply();
  const { busy, run } = useSubmitting();
  const max = PROMOTION_APPLY.commentMaxLength;
  const form = useSchemaForm<Values>(applySchema, { comment: '', images: [] });
  const comment = form.watch('comment');

  const submit = form.handleSubmit(
    run(async ({ comment, images }: Values) => {
      await apply.mutateAsync({ id: promotionId, comment, images });
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
      <ImagesField
        control={form.control}
        name="images"
        rules={PROMOTION_APPLY}
        testId="apply-images"
        texts={{
          label: t('promotions.apply.images', { count: PROMOTION_APPLY.imagesMax }),
          add: t('promotions.apply.addImage'),
          remove: (n) => t('promotions.apply.removeImage', { n }),
          wrongType: t('promotions.apply.imageType'),
          tooLarge: t('promotions.apply.imageTooLarge'),
        }}
      />
      <SubmitButton disabled={busy} testId="apply-submit">
        {t('promotions.apply.submit')}
      </SubmitButton>
    </form>
  );
};
