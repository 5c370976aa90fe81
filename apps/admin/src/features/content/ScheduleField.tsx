import { DatePicker } from 'antd';
import dayjs from 'dayjs';

interface Props {
  id?: string;
  value: number | null;
  onChange: (ms: number | null) => void;
  onBlur?: () => void;
  placeholder?: string;
}

/** A schedule's bound: a date and time in the operator's zone, kept as epoch ms; empty = none. */
export const ScheduleField = ({ id, value, onChange, onBlur, placeholder }: Props) => (
  <DatePicker
    id={id}
    showTime={{ format: 'HH:mm' }}
    format="YYYY-MM-DD HH:mm"
    style={{ width: '100%' }}
    placeholder={placeholder}
    value={value === null ? null : dayjs(value)}
    onChange={(d) => onChange(d ? d.second(0).millisecond(0).valueOf() : null)}
    onBlur={onBlur}
  />
);
