import { adminContentEndpoints, pathWith, promotionEndpoints } from '@lotto/contract';
import { Button, Space, Typography } from 'antd';
import { call } from '../../shared/api/call';
import { useTexts } from '../../shared/i18n';
import { ImageUpload } from '../../shared/ui/ImageUpload';

interface Props {
  /** The operator's picture (an address the content upload answered); null: the artwork. */
  value: string | null;
  onChange: (url: string | null) => void;
  /** The saved promotion whose generated artwork shows without a picture; none before saving. */
  promotionId: number | null;
}

/** Where a saved promotion's generated artwork is drawn. */
export const artworkOf = (id: number) => pathWith(promotionEndpoints.art.path, { id });

/**
 * A promotion's picture, saved with the rest of the form: uploaded through the one upload of
 * operators' pictures (as a banner's), or the artwork the server draws from the kind and reward.
 */
export const PromotionPicture = ({ value, onChange, promotionId }: Props) => {
  const S = useTexts().promotions.picture;
  const shown = value ?? (promotionId === null ? null : artworkOf(promotionId));
  return (
    <section aria-label={S.title} className="promotion-picture">
      {shown && <img src={shown} alt={value ? S.uploaded : S.generated} width={234} height={100} />}
      <Space orientation="vertical" size={4}>
        <Typography.Text strong>{S.title}</Typography.Text>
        <Typography.Text type="secondary">{value ? S.uploaded : S.generated}</Typography.Text>
        <ImageUpload
          label={S.upload}
          upload={(image) => call(adminContentEndpoints.uploadImage, { body: { image } })}
          onUploaded={onChange}
        />
        {value && (
          <Button size="small" onClick={() => onChange(null)}>
            {S.useGenerated}
          </Button>
        )}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {S.size}
        </Typography.Text>
      </Space>
    </section>
  );
};
