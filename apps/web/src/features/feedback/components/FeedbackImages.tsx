import { image as imageEndpoint } from '@lotto/contract/endpoints/feedback';
import { useTranslation } from '../../../shared/i18n';
import { sequences, useFetchedUrls } from '../../../shared/ui/image-picker/image-urls';
import { Thumbnails } from '../../../shared/ui/image-picker/Thumbnails';

/** The member's own feedback images. */
export const FeedbackImages = ({ id, count }: { id: number; count: number }) => {
  const { t } = useTranslation();
  const urls = useFetchedUrls(
    imageEndpoint,
    sequences(count).map((sequence) => ({ id, sequence })),
  );
  if (count === 0) return null;
  return (
    <Thumbnails
      urls={urls}
      alt={(n) => `${t('feedback.yourImages')} ${n}`}
      size="small"
      testId="feedback-card-images"
    />
  );
};
