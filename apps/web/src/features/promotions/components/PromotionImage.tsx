import type { Promotion } from '@lotto/contract';

/** The art's drawn size (750 x 320): width and height reserve the space, so nothing shifts. */
const ART = { width: 750, height: 320 };

/** spec/02: cards and the detail show the image with sequence 1. */
export const firstImageOf = (promotion: Pick<Promotion, 'announcementImages'>) =>
  promotion.announcementImages.find((image) => image.sequence === 1)?.url ??
  promotion.announcementImages[0]?.url;

export const PromotionImage = ({
  promotion,
  eager,
}: {
  promotion: Pick<Promotion, 'announcementImages' | 'title'>;
  eager?: boolean;
}) => {
  const url = firstImageOf(promotion);
  if (!url) return <div className="promo-image promo-image--none" aria-hidden="true" />;
  return (
    <img
      className="promo-image"
      src={url}
      alt={promotion.title}
      width={ART.width}
      height={ART.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
};
