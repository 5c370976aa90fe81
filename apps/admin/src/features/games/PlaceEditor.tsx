import { adminGamesEndpoints } from '@lotto/contract';
import { Button, InputNumber, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTexts } from '../../shared/i18n';

interface Props {
  /** The game's place in this site's lists now. */
  place: number;
  saving: boolean;
  /** A number, or null to go back to the catalogue's place. */
  onSave: (place: number | null) => void;
}

/** A game's place in the operator's site's lists: lower first; other sites keep theirs. */
export const PlaceEditor = ({ place, saving, onSave }: Props) => {
  const T = useTexts().games.game;
  const [value, setValue] = useState<number | null>(place);
  return (
    <section aria-label={T.placeTitle}>
      <Typography.Title level={5}>{T.placeTitle}</Typography.Title>
      <Space wrap>
        <InputNumber
          aria-label={T.placeTitle}
          min={0}
          max={adminGamesEndpoints.GAME_SORT_MAX}
          precision={0}
          value={value}
          onChange={setValue}
        />
        <Button
          type="primary"
          disabled={value === null || value === place}
          loading={saving}
          onClick={() => value !== null && onSave(value)}
        >
          {T.savePlace}
        </Button>
        <Button disabled={saving} onClick={() => onSave(null)}>
          {T.cataloguePlace}
        </Button>
      </Space>
      <Typography.Paragraph type="secondary" style={{ marginTop: 4 }}>
        {T.placeHelp}
      </Typography.Paragraph>
    </section>
  );
};
