import { useEffect, useId, useMemo, useState } from 'react';
import './image-picker.css';

/** The limits of a members' image upload (contract: PROMOTION_APPLY, FEEDBACK_FORM). */
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

/** A picked image's preview address, released when it leaves the form. */
const usePreviews = (images: readonly File[]) => {
  const urls = useMemo(() => images.map((file) => URL.createObjectURL(file)), [images]);
  useEffect(
    () => () => {
      for (const url of urls) URL.revokeObjectURL(url);
    },
    [urls],
  );
  return urls;
};

/**
 * Up to `imagesMax` png or jpg images with previews and a remove button each: a first check in
 * the phone for a quick answer (type as the browser reports it, size); the server decides
 * from the bytes. Shared by the promotion apply form and feedback.
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
  const previews = usePreviews(images);

  const pick = (files: FileList | null) => {
    setError('');
    const picked = [...(files ?? [])];
    if (picked.some((f) => !rules.imageTypes.includes(f.type))) setError(texts.wrongType);
    else if (picked.some((f) => f.size > rules.imageMaxBytes)) setError(texts.tooLarge);
    else onChange([...images, ...picked].slice(0, rules.imagesMax));
  };

  return (
    <div className="image-picker">
      <p className="image-picker__label" id={`${inputId}-label`}>
        {texts.label}
      </p>
      <ul className="image-picker__images">
        {previews.map((url, i) => (
          <li key={url} className="image-picker__thumb">
            <img src={url} alt="" width={88} height={88} />
            <button
              type="button"
              className="image-picker__remove"
              aria-label={texts.remove(i + 1)}
              onClick={() => onChange(images.filter((_, n) => n !== i))}
            >
              ×
            </button>
          </li>
        ))}
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
              multiple
              data-testid={props.testId}
              aria-labelledby={`${inputId}-label`}
              onChange={(event) => {
                pick(event.target.files);
                event.target.value = '';
              }}
            />
          </li>
        )}
      </ul>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
};
