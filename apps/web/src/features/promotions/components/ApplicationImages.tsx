import { pathWith } from '@lotto/contract';
import { applicationImage } from '@lotto/contract/endpoints/promotions';
import { useEffect, useState } from 'react';
import { apiBlob } from '../../../shared/api/client';
import { useTranslation } from '../../../shared/i18n';

/** The member's own application images: fetched with the session, shown from blob addresses. */
export const ApplicationImages = ({ id, count }: { id: number; count: number }) => {
  const { t } = useTranslation();
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    const made: string[] = [];
    const load = async () => {
      for (let sequence = 1; sequence <= count; sequence++) {
        const path = pathWith(applicationImage.path, { id, sequence });
        const blob = await apiBlob(path, {
          moduleId: applicationImage.module,
          signal: controller.signal,
        });
        if (blob) made.push(URL.createObjectURL(blob));
      }
      setUrls([...made]);
    };
    load().catch(() => undefined); // an aborted or failed load shows no thumbnails
    return () => {
      controller.abort();
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [id, count]);
  if (count === 0) return null;
  return (
    <div className="promo-application">
      <p className="promo-application__label">{t('promotions.apply.yourImages')}</p>
      <ul className="promo-apply__images" data-testid="application-images">
        {urls.map((url, i) => (
          <li key={url} className="promo-apply__thumb">
            <img
              src={url}
              alt={`${t('promotions.apply.yourImages')} ${i + 1}`}
              width={88}
              height={88}
            />
          </li>
        ))}
      </ul>
    </div>
  );
};
