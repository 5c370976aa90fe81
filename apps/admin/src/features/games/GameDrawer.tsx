import { UploadOutlined } from '@ant-design/icons';
import { type AdminGame, adminGamesEndpoints as endpoints, RTP_LIMITS } from '@lotto/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Drawer,
  Popconfirm,
  Radio,
  Space,
  Typography,
  Upload,
} from 'antd';
import { useState } from 'react';
import { call } from '../../shared/api/call';
import { fill, useTexts } from '../../shared/i18n';
import { base64Of } from '../../shared/ui/image-file';
import { ICON_MAX_KB, iconFileProblem } from './icon-file';
import { gamesKeys } from './keys';
import { PlaceEditor } from './PlaceEditor';
import { RtpEditor } from './RtpEditor';
import { useRefusalText } from './refusal';
import { percentOfBp } from './rtp';

interface Props {
  game: AdminGame;
  /** The vendor's default, shown as the choice the game falls back to. */
  vendorRtpBp: number | undefined;
  onClose: () => void;
  onChanged: (game: AdminGame) => void;
}

/** One game: its RTP (its own or the vendor's), its place on this site and its icon. */
export const GameDrawer = ({ game, vendorRtpBp, onClose, onChanged }: Props) => {
  const S = useTexts().games;
  const T = S.game;
  const refusal = useRefusalText();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [ownRtp, setOwnRtp] = useState(game.ownRtpBp !== null);
  const [iconProblem, setIconProblem] = useState<string | null>(null);
  const name = game.names.EN ?? game.code;
  const done = (text: string) => (changed: AdminGame) => {
    void message.success(fill(text, { name }));
    onChanged(changed);
    void queryClient.invalidateQueries({ queryKey: gamesKeys.all });
  };
  const fail = (error: Error) => void message.error(refusal(error));
  const setRtp = useMutation({
    mutationFn: (rtpBp: number | null) =>
      call(endpoints.updateGame, { params: { id: game.id }, body: { rtpBp } }),
    onSuccess: done(S.catalogue.saved),
    onError: fail,
  });
  const setPlace = useMutation({
    mutationFn: (sort: number | null) =>
      call(endpoints.updateGame, { params: { id: game.id }, body: { sort } }),
    onSuccess: done(T.placeSaved),
    onError: fail,
  });
  const upload = useMutation({
    mutationFn: async (file: Blob) =>
      call(endpoints.uploadGameIcon, {
        params: { id: game.id },
        body: { image: await base64Of(file) },
      }),
    onSuccess: done(T.iconSaved),
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: () => call(endpoints.removeGameIcon, { params: { id: game.id } }),
    onSuccess: done(T.iconRemoved),
    onError: fail,
  });
  const vendorsRtp = vendorRtpBp === undefined ? '—' : percentOfBp(vendorRtpBp);
  return (
    <Drawer open width={460} title={fill(T.title, { code: game.code })} onClose={onClose}>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Descriptions size="small" column={1} bordered>
          <Descriptions.Item label="EN">{game.names.EN ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="MY">{game.names.MY ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={S.catalogue.vendor}>{game.vendorName}</Descriptions.Item>
          <Descriptions.Item label={T.launches}>{game.launches}</Descriptions.Item>
        </Descriptions>

        <section aria-label={T.rtpTitle}>
          <Typography.Title level={5}>{T.rtpTitle}</Typography.Title>
          <Radio.Group
            value={ownRtp ? 'own' : 'vendor'}
            onChange={(e) => {
              const own = e.target.value === 'own';
              setOwnRtp(own);
              if (!own && game.ownRtpBp !== null) setRtp.mutate(null);
            }}
          >
            <Space direction="vertical">
              <Radio value="vendor">{fill(T.useVendors, { rtp: vendorsRtp })}</Radio>
              <Radio value="own">{T.useOwn}</Radio>
            </Space>
          </Radio.Group>
          {ownRtp && (
            <div style={{ marginTop: 8, marginLeft: 24 }}>
              <RtpEditor
                key={game.rtpBp}
                value={game.ownRtpBp ?? game.rtpBp}
                label={`${S.catalogue.rtp}: ${name}`}
                saveLabel={T.saveRtp}
                saving={setRtp.isPending}
                onSave={(bp) => setRtp.mutate(bp)}
              />
              <Typography.Paragraph type="secondary" style={{ marginTop: 4 }}>
                {fill(T.rtpRange, {
                  min: percentOfBp(RTP_LIMITS.minBp),
                  max: percentOfBp(RTP_LIMITS.maxBp),
                })}
              </Typography.Paragraph>
            </div>
          )}
        </section>

        <PlaceEditor
          key={game.sort}
          place={game.sort}
          saving={setPlace.isPending}
          onSave={(sort) => setPlace.mutate(sort)}
        />

        <section aria-label={T.iconTitle}>
          <Typography.Title level={5}>{T.iconTitle}</Typography.Title>
          <Space align="start" size="middle">
            <img
              src={game.icon}
              alt={game.customIcon ? T.uploaded : T.generated}
              width={96}
              height={96}
              style={{ borderRadius: 12, objectFit: 'cover', background: '#f0f0f0' }}
            />
            <Space direction="vertical">
              <Typography.Text type="secondary">
                {game.customIcon ? T.uploaded : T.generated}
              </Typography.Text>
              <Upload
                accept="image/png,image/jpeg"
                showUploadList={false}
                beforeUpload={(file) => {
                  const problem = iconFileProblem(file);
                  setIconProblem(
                    problem === 'type'
                      ? T.badType
                      : problem === 'size'
                        ? fill(T.tooLarge, { kb: ICON_MAX_KB })
                        : null,
                  );
                  if (!problem) upload.mutate(file);
                  return Upload.LIST_IGNORE;
                }}
              >
                <Button icon={<UploadOutlined />} loading={upload.isPending}>
                  {T.upload}
                </Button>
              </Upload>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {fill(T.iconRules, { kb: ICON_MAX_KB })}
              </Typography.Text>
              {game.customIcon && (
                <Popconfirm
                  title={fill(T.generatedConfirm, { name })}
                  onConfirm={() => remove.mutate()}
                >
                  <Button loading={remove.isPending}>{T.useGenerated}</Button>
                </Popconfirm>
              )}
            </Space>
          </Space>
          {iconProblem && (
            <Alert showIcon type="error" title={iconProblem} style={{ marginTop: 12 }} />
          )}
        </section>
      </Space>
    </Drawer>
  );
};
