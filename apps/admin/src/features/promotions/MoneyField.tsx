import { formatMinor, parseMinor } from '@lotto/contract';
import { Input } from 'antd';
import { useEffect, useState } from 'react';

interface Props {
  id?: string;
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  /** Empty means null (a figure the kind does not read), else an empty string. */
  nullable?: boolean;
}

/**
 * An amount as the contract carries it (a 2-decimal string): typed freely, written out with
 * its two decimals when the field is left ("5" becomes "5.00"); what is no amount stays as
 * typed, for the schema to mark.
 */
export const MoneyField = ({ id, value, onChange, onBlur, nullable }: Props) => {
  const [text, setText] = useState(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);
  const emit = (typed: string) => {
    const trimmed = typed.trim();
    if (trimmed === '') return onChange(nullable ? null : '');
    const minor = parseMinor(trimmed);
    onChange(minor === null ? trimmed : formatMinor(minor));
  };
  return (
    <Input
      id={id}
      value={text}
      inputMode="decimal"
      onChange={(e) => {
        setText(e.target.value);
        onChange(e.target.value.trim() === '' && nullable ? null : e.target.value.trim());
      }}
      onBlur={() => {
        emit(text);
        onBlur?.();
      }}
    />
  );
};
