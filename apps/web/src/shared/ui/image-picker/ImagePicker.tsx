import { useId, useState } from 'react';
import { usePickedUrls } from './image-urls';
import { Thumbnails } from './Thumbnails';
import './image-picker.css';

/** The limits of a members' image upload (contract: PROMOTION_APPLY, FEEDBACK_FORM, receipt). */
export interface ImageRules {
  imagesMax: number;
  imageMaxBytes: number;
  imageTypes: readonly string[];
}

/** The picker's words, in the calling feature's language and voice. */
export interface ImagePickerTexts {
  label: string;
  add: string;
  remove: (n: number) => string;
  wrongType: string;
  tooLarge: string;
}

/**
 * Up to `imagesMax` png or jpg images with previews and a remove button each: a first check in
 * the phone for a quick answer (type as the browser reports it, size); the server decides
 * from the bytes. The one picker of the app: deposit receipt, promotion application, feedback.
 */
export const ImagePicker = (props: {
  rules: ImageRules;
  images: readonly File[];
  onChange: (images: File[]) => void;
  texts: ImagePickerTexts;
  testId: string;
}) => {
  const { rules, images, onChange, texts } = props;
  const inputId = useId();
  const [error, setError] = useState('');
  const previews = usePickedUrls(images);

  const pick = (files: FileList | null) => {
    setError('');
    const picked = [...(files ?? [])];
    if (picked.some((f) => !rules.imageTypes.includes(f.type))) setError(texts.wrongType);
    else if (picked.some((f) => f.size > rules.imageMaxBytes)) setError(texts.tooLarge);
    else onChange([...images, ...picked].slice(0, rules.imagesMax));
  };

  const remove = (n: number) => (
    <button
      type="button"
      className="image-picker__remove"
      aria-label={texts.remove(n)}
      onClick={() => onChange(images.filter((_, i) => i !== n - 1))}
    >
      ×
    </button>
  );

  return (
    <div className="image-picker">
      <p className="image-picker__label" id={`${inputId}-label`}>
        {texts.label}
      </p>
      <Thumbnails urls={previews} alt={() => ''} action={remove}>
        {images.length < rules.imagesMax && (
          <li>
            <label className="image-picker__add" htmlFor={inputId}>
              <span aria-hidden="true">+</span>
              <span>{texts.add}</span>
            </label>
            <input
              id={inputId}
              className="visually-hidden"
              type="file"
              accept={rules.imageTypes.join(',')}
              multiple={rules.imagesMax > 1}
              data-testid={props.testId}
              aria-labelledby={`${inputId}-label`}
              onChange={(event) => {
                pick(event.target.files);
                event.target.value = '';
              }}
            />
          </li>
        )}
      </Thumbnails>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
};
