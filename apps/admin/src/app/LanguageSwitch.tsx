import { GlobalOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { ADMIN_LANGUAGES, chooseLanguage, useLanguage, useTexts } from '../shared/i18n';

/** The back office's language, for the screens and the server's messages; remembered here. */
export const LanguageSwitch = () => {
  const texts = useTexts();
  const language = useLanguage();
  return (
    <Select
      aria-label={texts.shell.language}
      value={language}
      onChange={chooseLanguage}
      suffixIcon={<GlobalOutlined />}
      style={{ width: 120 }}
      options={ADMIN_LANGUAGES.map((code) => ({ value: code, label: texts.languages[code] }))}
    />
  );
};
