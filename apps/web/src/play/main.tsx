import { createRoot } from 'react-dom/client';
import { setPlayLanguage } from './api';
import { PlayApp } from './PlayApp';
import { chooseLanguage, languageOf } from './texts';
import '../app/styles/global.css';
import './play.css';

/**
 * The vendor game page (/m/play.html?ticket=&lang=): a second entry of the build with its own
 * small React root, framed by the app's launch screen. No router, no app shell, no antd.
 */
const params = new URLSearchParams(window.location.search);
const language = languageOf(params.get('lang'));
chooseLanguage(language);
setPlayLanguage(language);

const container = document.getElementById('play-root');
if (container) createRoot(container).render(<PlayApp ticket={params.get('ticket') ?? ''} />);
