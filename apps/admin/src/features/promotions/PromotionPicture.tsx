import { UploadOutlined } from '@ant-design/icons';
import { type AdminPromotion, adminPromotionEndpoints as endpoints } from '@lotto/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Popconfirm, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { call } from '../../shared/api/call';
import { errorTextOf } from '../../shared/api/error-text';
import { fill, useTexts } from '../../shared/i18n';
import { promotionKeys } from './keys';
import { base64Of, PICTURE_MAX_KB, pictureProblem } from './picture-file';

interface Props {
  promotion: AdminPromotion;
  onChanged: (p: AdminPromotion) => void;
}

/** A promotion's picture: the uploaded one (re-encoded by the server) or the generated artwork. */
export const PromotionPicture = ({ promotion, onChanged }: Props) => {
  const S = useTexts().promotions.picture;
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const done = (text: string) => (changed: AdminPromotion) => {
    void message.success(text);
    onChanged(changed);
    void queryClient.invalidateQueries({ queryKey: promotionKeys.all });
  };
  const fail = (error: Error) => void message.error(errorTextOf(error));
  const upload = useMutation({
    mutationFn: async (file: Blob) =>
      call(endpoints.uploadPromotionImage, {
        params: { id: promotion.id },
        body: { image: await base64Of(file) },
      }),
    onSuccess: done(S.saved),
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: () => call(endpoints.removePromotionImage, { params: { id: promotion.id } }),
    onSuccess: done(S.removed),
    onError: fail,
  });
  return (
    <section aria-label={S.title} className="promotion-picture">
      <img
        src={promotion.imageUrl}
        alt={promotion.uploadedImage ? S.uploaded : S.generated}
        width={234}
        height={100}
      />
      <Space direction="vertical" size={4}>
        <Typography.Text strong>{S.title}</Typography.Text>
        <Typography.Text type="secondary">
          {promotion.uploadedImage ? S.uploaded : S.generated}
        </Typography.Text>
        <Space>
          <Upload
            accept="image/png,image/jpeg"
            showUploadList={false}
            beforeUpload={(file) => {
              const found = pictureProblem(file);
              setProblem(
                found === 'type'
                  ? S.badType
                  : found === 'size'
                    ? fill(S.tooLarge, { kb: PICTURE_MAX_KB })
                    : null,
              );
              if (!found) upload.mutate(file);
              return Upload.LIST_IGNORE;
            }}
          >
            <Button icon={<UploadOutlined />} loading={upload.isPending}>
              {S.upload}
            </Button>
          </Upload>
          {promotion.uploadedImage && (
            <Popconfirm title={S.generatedConfirm} onConfirm={() => remove.mutate()}>
              <Button loading={remove.isPending}>{S.useGenerated}</Button>
            </Popconfirm>
          )}
        </Space>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {fill(S.rules, { kb: PICTURE_MAX_KB })}
        </Typography.Text>
        {problem && <Alert showIcon type="error" title={problem} />}
      </Space>
    </section>
  );
};
