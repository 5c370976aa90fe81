import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import {
  ImagePicker,
  type ImagePickerTexts,
  type ImageRules,
} from '../ui/image-picker/ImagePicker';
import { FieldMessages } from './FormField';

/** The image picker as a field of a kit form: its files are the field's value. */
export const ImagesField = <T extends FieldValues>(props: {
  control: Control<T>;
  name: FieldPath<T>;
  rules: ImageRules;
  texts: ImagePickerTexts;
  testId: string;
}) => {
  const { field } = useController({ control: props.control, name: props.name });
  return (
    <div className="field" data-testid={`field-${field.name}`}>
      <ImagePicker
        rules={props.rules}
        images={field.value}
        onChange={field.onChange}
        texts={props.texts}
        testId={props.testId}
      />
      <FieldMessages control={props.control} name={props.name} />
    </div>
  );
};
