import { useEffect, useMemo } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { translate, useTranslation } from '../../../shared/i18n';
import { useSession } from '../../../shared/session/session-store';
import { Spinner } from '../../../shared/ui/Spinner';
import { GameFrame } from './GameFrame';
import { LaunchFailure } from './LaunchFailure';
import { launchRequestOf, lotteryTargetOf, resumeSearch, sameOriginPath } from './launch-request';
import { closeDialogs, confirmResume } from './resume-dialog';
import { openRoundOf, useLaunch } from './use-launch';
import { useLeave } from './use-leave-game';
import './launch.css';

const NO_GAME = { code: 'game.not.exist' };

/**
 * /m/launchGame (spec/02 section 4): ?nodeId launches a game for a member (guests go to
 * login) and shows the vendor's page full screen; a lottery launch (?playType=) opens the
 * lottery's betting page or a lottery vendor's lobby in its place. An open round of the same vendor offers to resume that game.
 */
export default function LaunchGameScreen() {
  const { search } = useLocation();
  const member = useSession();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const lottery = lotteryTargetOf(params);
  if (lottery) return <Navigate to={lottery} replace />;
  if (!member) return <Navigate to={paths.login} replace />;
  return <GameLauncher params={params} />;
}

const GameLauncher = ({ params }: { params: URLSearchParams }) => {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const leave = useLeave();
  const request = useMemo(() => launchRequestOf(params), [params]);
  const { answer, error, loading, retry } = useLaunch(request);
  const openRound = useMemo(() => openRoundOf(error), [error]);
  const target = answer ? sameOriginPath(answer.url, window.location.origin) : null;

  useEffect(() => {
    if (!openRound) return;
    let live = true;
    void confirmResume(openRound, {
      body: (game) => translate(language, 'launch.resumeBody', { game }),
      resume: translate(language, 'launch.resume'),
      cancel: translate(language, 'launch.cancel'),
    }).then((resume) => {
      if (!live) return;
      if (resume) navigate({ search: resumeSearch(params, openRound.nodeId) }, { replace: true });
      else leave();
    });
    return () => {
      live = false;
      void closeDialogs();
    };
  }, [openRound, params, language, navigate, leave]);

  useEffect(() => {
    if (answer?.target !== 'lottery' || !target || !request) return;
    // The lottery launcher's address names the catalogue game by its code; its node goes along.
    navigate(`${target}${target.includes('?') ? '&' : '?'}nodeId=${request.nodeId}`, {
      replace: true,
    });
  }, [answer, target, request, navigate]);

  if (!request) return <LaunchFailure error={NO_GAME} />;
  if (error && !openRound) return <LaunchFailure error={error} onRetry={retry} />;
  if (answer && !target) return <LaunchFailure error={NO_GAME} />;
  if (answer?.target === 'vendor' && target && !loading) {
    return <GameFrame url={target} gameName={answer.gameName} />;
  }
  return (
    <div className="launch-loading" data-testid="launch-loading">
      <Spinner label={t('launch.opening')} />
      <p className="launch-loading__text">{t('launch.opening')}</p>
    </div>
  );
};
