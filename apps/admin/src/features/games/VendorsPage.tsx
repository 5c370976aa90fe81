import { type AdminVendor, adminGamesEndpoints as endpoints } from '@lotto/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Card, Popconfirm, Switch, Typography } from 'antd';
import { call } from '../../shared/api/call';
import { fill, useTexts } from '../../shared/i18n';
import { PagedTable } from '../../shared/ui/PagedTable';
import { StatusTag } from '../../shared/ui/StatusTag';
import { gamesKeys } from './keys';
import { RtpEditor } from './RtpEditor';
import { useRefusalText } from './refusal';
import { percentOfBp } from './rtp';

type VendorChange = { siteEnabled?: boolean; rtpBp?: number };

/** The vendors of the catalogue: on or off for this site, and the RTP their games default to. */
export const VendorsPage = () => {
  const S = useTexts().games.vendors;
  const refusal = useRefusalText();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const vendors = useQuery({ queryKey: gamesKeys.vendors, queryFn: () => call(endpoints.vendors) });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: number; body: VendorChange }) =>
      call(endpoints.updateVendor, { params: { id }, body }),
    onSuccess: (v, { body }) => {
      void message.success(
        body.rtpBp !== undefined
          ? fill(S.rtpSaved, { name: v.name, rtp: percentOfBp(v.rtpBp) })
          : fill(S.switched, { name: v.name, state: v.siteEnabled ? S.on : S.off }),
      );
      void queryClient.invalidateQueries({ queryKey: gamesKeys.all });
    },
    onError: (error) => void message.error(refusal(error)),
  });
  const busy = (id: number) => update.isPending && update.variables?.id === id;
  return (
    <Card title={S.title}>
      <Typography.Paragraph type="secondary">{S.help}</Typography.Paragraph>
      <PagedTable<AdminVendor>
        query={vendors}
        rows={vendors.data?.list}
        empty={S.empty}
        rowKey="id"
        columns={[
          { title: S.code, dataIndex: 'code', width: 140 },
          {
            title: S.name,
            render: (_, v) => (
              <>
                {v.name} {!v.globallyEnabled && <StatusTag tone="off">{S.globallyOff}</StatusTag>}
              </>
            ),
          },
          {
            title: S.site,
            width: 120,
            render: (_, v) => (
              <Popconfirm
                title={fill(S.offConfirm, { name: v.name })}
                disabled={!v.siteEnabled}
                onConfirm={() => update.mutate({ id: v.id, body: { siteEnabled: false } })}
              >
                <Switch
                  aria-label={`${S.site}: ${v.name}`}
                  checked={v.siteEnabled}
                  loading={busy(v.id)}
                  onChange={(on) => {
                    if (on) update.mutate({ id: v.id, body: { siteEnabled: true } });
                  }}
                />
              </Popconfirm>
            ),
          },
          {
            title: S.rtp,
            width: 230,
            render: (_, v) => (
              <RtpEditor
                key={v.rtpBp}
                value={v.rtpBp}
                label={`${S.rtp}: ${v.name}`}
                saveLabel={S.save}
                saving={busy(v.id) && update.variables?.body.rtpBp !== undefined}
                onSave={(rtpBp) => update.mutate({ id: v.id, body: { rtpBp } })}
              />
            ),
          },
          { title: S.games, dataIndex: 'gameCount', width: 90, align: 'right' },
        ]}
      />
    </Card>
  );
};
