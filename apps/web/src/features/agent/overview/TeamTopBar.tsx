import { useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n';
import { BackIcon } from '../../../shared/ui/icons';

/**
 * The top bar of a team figures screen (drawn with the frame's header off, like the agent
 * centre): a back arrow to where the screen says (the agent centre, or a level up) and a title.
 */
export const TeamTopBar = ({
  title,
  backTo,
  backLabel,
  onBack,
}: {
  title: string;
  backTo: string;
  backLabel?: string;
  onBack?: () => void;
}) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <header className="nav-bar">
      <button
        type="button"
        className="icon-button"
        onClick={onBack ?? (() => navigate(backTo))}
        aria-label={backLabel ?? t('agentTeam.back')}
        data-testid="team-back"
      >
        <BackIcon />
      </button>
      <h1 className="nav-bar__title">{title}</h1>
      <span className="icon-button" aria-hidden="true" />
    </header>
  );
};
