import type { LanguageCode } from '@lotto/contract';
import { Input } from 'antd';
import type { ReactNode } from 'react';
import {
  type Control,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
  useWatch,
} from 'react-hook-form';
import { FormField } from '../form/FormField';
import { fill, useTexts } from '../i18n';
import { LanguageColumns } from './LanguageColumns';
import { PhonePreview, type PreviewKind } from './PhonePreview';
import { RichTextEditor } from './RichTextEditor';

/** One language's text as a form holds it: a title and an HTML body or a picture. */
export interface LanguageText {
  title: string;
  content?: string;
  imageUrl?: string;
}

type LanguageTexts = Partial<Record<LanguageCode, LanguageText>>;

/** The paths of a form that hold its texts by language (`texts` in every content form). */
export type LanguageTextsPath<T extends FieldValues> = {
  [P in FieldPath<T>]: FieldPathValue<T, P> extends LanguageTexts ? P : never;
}[FieldPath<T>];

/** What a preview shows besides the text: a picture, a promotion's period and its button. */
export interface PreviewExtras {
  imageUrl?: string | null;
  caption?: string;
  action?: string;
}

interface Props<T extends FieldValues> {
  control: Control<T>;
  /** Where the texts are: the fields are `<name>.<language>.title` and `.content`. */
  name: LanguageTextsPath<T>;
  /** How the member app shows the text, which the phone beside each column draws. */
  kind: PreviewKind;
  /** The preview's picture, caption or button in a language, given that language's text. */
  preview?: (language: LanguageCode, text: LanguageText | undefined) => PreviewExtras;
  /** The column's own fields in place of the rich-text body (a banner's picture). */
  body?: (language: LanguageCode) => ReactNode;
}

/**
 * The texts of a content form, a column per site language: the title, the rich-text body (or
 * the form's own fields) and a phone showing them as a member will see them.
 */
export const LanguageTextFields = <T extends FieldValues>(props: Props<T>) => {
  const T = useTexts().content;
  // The paths are built per language: this view of the form has them as plain strings.
  const control = props.control as unknown as Control<Record<string, LanguageTexts>>;
  const name = props.name as string;
  const texts = useWatch({ control, name }) as LanguageTexts | undefined;
  return (
    <LanguageColumns>
      {(language) => {
        const lang = language.toLowerCase();
        const text = texts?.[language];
        return (
          <>
            <FormField
              control={control}
              name={`${name}.${language}.title`}
              label={fill(T.titleIn, { language })}
              render={(field) => <Input {...field} lang={lang} />}
            />
            {props.body ? (
              props.body(language)
            ) : (
              <FormField
                control={control}
                name={`${name}.${language}.content`}
                label={fill(T.textIn, { language })}
                render={(field) => (
                  <RichTextEditor
                    {...field}
                    lang={lang}
                    aria-label={fill(T.textIn, { language })}
                  />
                )}
              />
            )}
            <PhonePreview
              kind={props.kind}
              title={text?.title ?? ''}
              html={text?.content ?? ''}
              lang={lang}
              {...props.preview?.(language, text)}
            />
          </>
        );
      }}
    </LanguageColumns>
  );
};
