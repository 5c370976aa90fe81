/** A centred spinner for a loading screen or section. */
export const Spinner = ({ label }: { label: string }) => (
  <div className="spinner-wrap" role="status" aria-live="polite">
    <span className="spinner" aria-hidden="true" />
    <span className="visually-hidden">{label}</span>
  </div>
);
