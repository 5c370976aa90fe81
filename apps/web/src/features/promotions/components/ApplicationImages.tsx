import { applicationImage } from '@lotto/contract/endpoints/promotions';
import { useTranslation } from '../../../shared/i18n';
import { sequences, useFetchedUrls } from '../../../shared/ui/image-picker/image-urls';
import { Thumbnails } from '../../../shared/ui/image-picker/Thumbnails';

/** The member's own application images. */
export const ApplicationImages = ({ id, count }: { id: number; count: number }) => {
  const { t } = useTranslation();
  const urls = useFetchedUrls(
    applicationImage,
    sequences(count).map((sequence) => ({ id, sequence })),
  );
  if (count === 0) return null;
  return (
    <div className="promo-application">
      <p className="promo-application__label">{t('promotions.apply.yourImages')}</p>
      <Thumbnails
        urls={urls}
        alt={(n) => `${t('promotions.apply.yourImages')} ${n}`}
        testId="application-images"
      />
    </div>
  );
};
