import { pathWith } from '@lotto/contract';
import { image as imageEndpoint } from '@lotto/contract/endpoints/feedback';
import { useEffect, useState } from 'react';
import { apiBlob } from '../../../shared/api/client';
import { useTranslation } from '../../../shared/i18n';

/** The member's own feedback images: fetched with the session, shown from blob addresses. */
export const FeedbackImages = ({ id, count }: { id: number; count: number }) => {
  const { t } = useTranslation();
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    const made: string[] = [];
    const load = async () => {
      for (let sequence = 1; sequence <= count; sequence++) {
        const blob = await apiBlob(pathWith(imageEndpoint.path, { id, sequence }), {
          moduleId: imageEndpoint.module,
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
    <ul className="feedback-card__images" data-testid="feedback-card-images">
      {urls.map((url, i) => (
        <li key={url}>
          <img src={url} alt={`${t('feedback.yourImages')} ${i + 1}`} width={72} height={72} />
        </li>
      ))}
    </ul>
  );
};
