import { Typography } from 'antd';

/** A long hash or seed: monospace, cut with an ellipsis, whole in its tooltip, copyable. */
export const Hash = ({ value, copyLabel }: { value: string | null; copyLabel: string }) =>
  value === null ? (
    <span className="lottery-muted">—</span>
  ) : (
    <Typography.Text
      className="lottery-hash"
      ellipsis={{ tooltip: <span className="lottery-hash-full">{value}</span> }}
      copyable={{ text: value, tooltips: [copyLabel, '✓'] }}
    >
      {value}
    </Typography.Text>
  );
