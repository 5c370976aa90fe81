import { UploadOutlined } from '@ant-design/icons';
import type { UploadedContentImage } from '@lotto/contract';
import { useMutation } from '@tanstack/react-query';
import { Button, Typography, Upload } from 'antd';
import { useState } from 'react';
import { errorTextOf } from '../api/error-text';
import { fill, useTexts } from '../i18n';
import {
  base64Of,
  IMAGE_ACCEPT,
  IMAGE_MAX_MB,
  IMAGE_SIDE_MAX,
  imageFileProblem,
} from './image-file';

interface Props {
  /** The feature's upload endpoint (a banner's picture, a site's logo), given the base64. */
  upload: (image: string) => Promise<UploadedContentImage>;
  /** Called with the stored picture's address, to put in the address field. */
  onUploaded: (url: string) => void;
  /** Read out with the button, e.g. "Upload a picture (MY)". */
  label?: string;
  disabled?: boolean;
}

/**
 * Picks a picture from the computer and uploads it: the file is checked here for type and size
 * first, the server decodes it, keeps a re-encoded copy and answers its address, which the form
 * takes in place of a typed one. A refusal shows under the button in the operator's language.
 */
export const ImageUpload = ({ upload, onUploaded, label, disabled }: Props) => {
  const S = useTexts().imageUpload;
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: async (file: Blob) => upload(await base64Of(file)),
    onSuccess: (image) => {
      setProblem(null);
      onUploaded(image.url);
    },
    onError: (error) => setProblem(errorTextOf(error)),
  });
  return (
    <div className="image-upload">
      <Upload
        accept={IMAGE_ACCEPT}
        showUploadList={false}
        disabled={disabled === true || send.isPending}
        beforeUpload={(file) => {
          const why = imageFileProblem(file);
          setProblem(
            why === 'type'
              ? S.badType
              : why === 'size'
                ? fill(S.tooLarge, { mb: IMAGE_MAX_MB })
                : null,
          );
          if (!why) send.mutate(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button size="small" icon={<UploadOutlined />} loading={send.isPending} aria-label={label}>
          {S.choose}
        </Button>
      </Upload>
      {problem ? (
        <Typography.Text type="danger" className="image-upload-note" role="alert">
          {problem}
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary" className="image-upload-note">
          {fill(S.rules, { mb: IMAGE_MAX_MB, px: IMAGE_SIDE_MAX })}
        </Typography.Text>
      )}
    </div>
  );
};
