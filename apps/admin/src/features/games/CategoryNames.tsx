import { type AdminCategory, adminGamesEndpoints as endpoints } from '@lotto/contract';
import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useTexts } from '../../shared/i18n';

type Names = AdminCategory['names'];

interface Props {
  category: AdminCategory;
  saving: boolean;
  onSave: (names: Names) => void;
}

/** A category's names side by side (EN | MY), saved together once changed and valid. */
export const CategoryNames = ({ category, saving, onSave }: Props) => {
  const S = useTexts().games.categories;
  const [names, setNames] = useState<Names>(category.names);
  const parsed = endpoints.categoryNames.safeParse(names);
  const changed = names.EN !== category.names.EN || names.MY !== category.names.MY;
  const field = (language: keyof Names, label: string) => (
    <Input
      size="small"
      aria-label={`${label}: ${category.code}`}
      value={names[language]}
      status={parsed.success ? undefined : names[language].trim() === '' ? 'error' : undefined}
      maxLength={60}
      onChange={(e) => setNames({ ...names, [language]: e.target.value })}
      style={{ width: 180 }}
    />
  );
  return (
    <Space size="small">
      {field('EN', S.nameEN)}
      {field('MY', S.nameMY)}
      <Button
        size="small"
        disabled={!changed || !parsed.success}
        loading={saving}
        onClick={() => parsed.success && onSave(parsed.data)}
      >
        {S.save}
      </Button>
    </Space>
  );
};
