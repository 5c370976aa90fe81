import type { Control, FieldValues } from 'react-hook-form';
import { FormField } from '../../shared/form/FormField';
import { useTexts } from '../../shared/i18n';
import { ScheduleField } from '../../shared/ui/ScheduleField';
import { END_AFTER_START } from './content-forms';

interface Schedule {
  startsAt: number | null;
  endsAt: number | null;
}

/** When a text shows: from a time (or now) until a later one (or until it is removed). */
export const ScheduleFields = <T extends Schedule>(props: { control: Control<T> }) => {
  const T = useTexts().content;
  // Every scheduled text has these two fields: this view of its form names them alone.
  const control = props.control as unknown as Control<FieldValues & Schedule>;
  return (
    <>
      <FormField
        control={control}
        name="startsAt"
        label={T.startsAt}
        render={(field) => <ScheduleField {...field} placeholder={T.fromNow} />}
      />
      <FormField
        control={control}
        name="endsAt"
        label={T.endsAt}
        custom={{ [END_AFTER_START]: T.endAfterStart }}
        render={(field) => <ScheduleField {...field} placeholder={T.untilRemoved} />}
      />
    </>
  );
};
