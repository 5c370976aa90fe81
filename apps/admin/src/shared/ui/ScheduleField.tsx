import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

interface Props {
  id?: string;
  value: number | null;
  onChange: (ms: number | null) => void;
  onBlur?: () => void;
  placeholder?: string;
  /** The zone the date and time are read in (a site's); the operator's own without one. */
  timeZone?: string;
}

const WALL = 'YYYY-MM-DDTHH:mm';

/**
 * The picker works in the browser's zone: a bound in another zone is shown as its wall time
 * there, and a picked wall time is read back in that zone.
 */
const shown = (ms: number, zone: string | undefined) =>
  zone ? dayjs(dayjs(ms).tz(zone).format(WALL)) : dayjs(ms);
const picked = (d: dayjs.Dayjs, zone: string | undefined) =>
  zone ? dayjs.tz(d.format(WALL), zone).valueOf() : d.second(0).millisecond(0).valueOf();

/** A schedule's bound: a date and time kept as epoch ms; empty = none. */
export const ScheduleField = ({ id, value, onChange, onBlur, placeholder, timeZone }: Props) => (
  <DatePicker
    id={id}
    showTime={{ format: 'HH:mm' }}
    format="YYYY-MM-DD HH:mm"
    style={{ width: '100%' }}
    placeholder={placeholder}
    value={value === null ? null : shown(value, timeZone)}
    onChange={(d) => onChange(d ? picked(d, timeZone) : null)}
    onBlur={onBlur}
  />
);
