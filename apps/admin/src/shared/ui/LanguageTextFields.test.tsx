import { type AgreementBody, adminContentEndpoints as endpoints } from '@lotto/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Button, Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../test/render';
import { FormField } from '../form/FormField';
import { useSchemaForm } from '../form/use-schema-form';
import { LanguageTextFields, type PreviewExtras } from './LanguageTextFields';

const agreement: AgreementBody = {
  texts: {
    EN: { title: 'Terms', content: '<p>Play <b>fair</b></p>' },
    MY: { title: 'စည်းကမ်း', content: '<p>မင်္ဂလာပါ</p>' },
  },
};

interface HarnessProps {
  onSubmit: (body: AgreementBody) => void;
  preview?: () => PreviewExtras;
  customBody?: boolean;
}

/** A content form as the screens build one: the contract's schema, the texts under `texts`. */
const Harness = ({ onSubmit, preview, customBody }: HarnessProps) => {
  const form = useSchemaForm<AgreementBody>(endpoints.agreementBody, agreement);
  const { control } = form;
  return (
    <Form layout="vertical" component="div">
      <LanguageTextFields
        control={control}
        name="texts"
        kind={preview ? 'promotion' : 'notice'}
        preview={preview}
        body={
          customBody
            ? (language) => (
                <FormField
                  control={control}
                  name={`texts.${language}.content`}
                  label={`Own field (${language})`}
                  render={(field) => <Input {...field} />}
                />
              )
            : undefined
        }
      />
      <Button onClick={() => void form.handleSubmit(onSubmit)()}>Send</Button>
    </Form>
  );
};

const send = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  });
};

describe('LanguageTextFields', () => {
  it('shows each language’s title, text and a phone preview of them side by side', () => {
    renderAdmin(<Harness onSubmit={() => {}} />);
    const english = screen.getByRole('region', { name: 'English' });
    const burmese = screen.getByRole('region', { name: 'မြန်မာ' });
    expect(within(english).getByLabelText('Title (EN)')).toHaveProperty('value', 'Terms');
    expect(within(english).getByLabelText('Title (EN)').getAttribute('lang')).toBe('en');
    expect(within(burmese).getByLabelText('Title (MY)')).toHaveProperty('value', 'စည်းကမ်း');
    expect(within(english).getByRole('textbox', { name: 'Text (EN)' })).toBeTruthy();
    const previews = screen.getAllByLabelText('Preview on a phone');
    expect(previews).toHaveLength(2);
    expect(previews[0]?.innerHTML).toContain('Play <b>fair</b>');
    expect(previews[1]?.getAttribute('lang')).toBe('my');
    expect(previews[1]?.textContent).toContain('မင်္ဂလာပါ');
  });

  it('writes into the form under the prefix, previews as it is typed and shows the schema’s message', async () => {
    const onSubmit = vi.fn();
    renderAdmin(<Harness onSubmit={onSubmit} />);
    const title = screen.getByLabelText('Title (EN)');
    fireEvent.change(title, { target: { value: 'House rules' } });
    expect(screen.getAllByLabelText('Preview on a phone')[0]?.textContent).toContain('House rules');
    await send();
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      texts: {
        ...agreement.texts,
        EN: { title: 'House rules', content: '<p>Play <b>fair</b></p>' },
      },
    });
    fireEvent.change(title, { target: { value: '' } });
    await send();
    expect(await screen.findByText('Required.')).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('takes the screen’s own fields in place of the editor and its extras for the preview', () => {
    renderAdmin(
      <Harness
        onSubmit={() => {}}
        customBody
        preview={() => ({ caption: 'Until Sunday', action: 'Join now' })}
      />,
    );
    expect(screen.queryByRole('textbox', { name: 'Text (EN)' })).toBeNull();
    expect(screen.getByLabelText('Own field (MY)')).toHaveProperty('value', '<p>မင်္ဂလာပါ</p>');
    const preview = screen.getAllByLabelText('Preview on a phone')[0];
    expect(preview?.textContent).toContain('Until Sunday');
    expect(preview?.textContent).toContain('Join now');
  });
});
