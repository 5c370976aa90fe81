import { type AdminLanguage, useLanguage } from '../i18n';

/** Dates in the operator's language, with day and time to the second (audit, queues). */
const LOCALES: Record<AdminLanguage, string> = { EN: 'en-GB', MY: 'my-MM', ZH: 'zh-CN' };
const formats = new Map<AdminLanguage, Intl.DateTimeFormat>();

export const formatTimeIn = (language: AdminLanguage, ms: number | null): string => {
  if (ms === null) return '—';
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], {
      dateStyle: 'medium',
      timeStyle: 'medium',
    });
    formats.set(language, format);
  }
  return format.format(ms);
};

/** `formatTime(ms)` in the current language, for a table column's render. */
export const useFormatTime = () => {
  const language = useLanguage();
  return (ms: number | null) => formatTimeIn(language, ms);
};
