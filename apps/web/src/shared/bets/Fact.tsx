/** One labelled fact of a bet's sheet. */
export const Fact = ({
  label,
  value,
  mono = false,
}: {
  label: string;
  value: string;
  mono?: boolean;
}) => (
  <div className="records-fact">
    <dt>{label}</dt>
    <dd className={mono ? 'records-fact__mono' : undefined}>{value}</dd>
  </div>
);
