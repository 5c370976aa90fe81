import { Button, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { bpOfPercent, RTP_PERCENT, rtpAllowed } from './rtp';

interface Props {
  /** Basis points now in force. */
  value: number;
  label: string;
  saveLabel: string;
  saving: boolean;
  onSave: (bp: number) => void;
}

/** An RTP typed as a percentage within the contract's limits, saved when it changed. */
export const RtpEditor = ({ value, label, saveLabel, saving, onSave }: Props) => {
  const [typed, setTyped] = useState<number | null>(value / 100);
  const bp = typed === null ? null : bpOfPercent(typed);
  const changed = bp !== null && bp !== value && rtpAllowed(bp);
  return (
    <Space.Compact size="small">
      <InputNumber<number>
        aria-label={label}
        value={typed}
        onChange={setTyped}
        min={RTP_PERCENT.min}
        max={RTP_PERCENT.max}
        step={0.01}
        precision={2}
        suffix="%"
        style={{ width: 110 }}
      />
      <Button
        disabled={!changed}
        loading={saving}
        onClick={() => bp !== null && onSave(bp)}
        aria-label={`${saveLabel}: ${label}`}
      >
        {saveLabel}
      </Button>
    </Space.Compact>
  );
};
